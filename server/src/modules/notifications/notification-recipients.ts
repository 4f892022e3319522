import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { companyUsers, roles, userRoles, users } from '../../db/schema/index.js';
import { activeMember } from '../users/active-member.js';

/** Who an event is for, before it is narrowed to the company's active members. */
export interface RecipientSpec {
  /** Named users: the event's own people (an order's sales person), or a setup's chosen user. */
  userIds?: readonly (number | null | undefined)[];
  /** Holders of these roles (an inactive role gives its holders nothing, here as in permissions). */
  roleIds?: readonly number[];
  /** Holders of the company's administrator roles. */
  admins?: boolean;
  /** Every active member of the company. */
  company?: boolean;
}

/** Active members only: a disabled user, or one whose membership was turned off, is told nothing. */
const membersWhere = async (db: Database, companyId: number, where: SQL | undefined): Promise<number[]> => {
  const rows = await db
    .select({ userId: companyUsers.userId })
    .from(companyUsers)
    .innerJoin(users, eq(users.id, companyUsers.userId))
    .where(and(activeMember(companyId), where));
  return rows.map((row) => row.userId);
};

const roleHolders = async (db: Database, companyId: number, roleCondition: SQL): Promise<number[]> => {
  const rows = await db
    .selectDistinct({ userId: companyUsers.userId })
    .from(userRoles)
    .innerJoin(roles, and(eq(roles.companyId, userRoles.companyId), eq(roles.id, userRoles.roleId)))
    .innerJoin(
      companyUsers,
      and(eq(companyUsers.companyId, userRoles.companyId), eq(companyUsers.userId, userRoles.userId)),
    )
    .innerJoin(users, eq(users.id, companyUsers.userId))
    .where(
      and(
        activeMember(companyId),
        eq(userRoles.companyId, companyId),
        eq(roles.isActive, true),
        roleCondition,
      ),
    );
  return rows.map((row) => row.userId);
};

/**
 * The user ids a spec names, each once, in a stable order (ascending), all active members of the
 * company: a user named by id who is not one (another company's, a disabled one) is dropped here,
 * so an event can never reach outside its company.
 */
export const resolveRecipients = async (
  db: Database,
  companyId: number,
  spec: RecipientSpec,
): Promise<number[]> => {
  const found = new Set<number>();
  const add = (ids: readonly number[]) => {
    for (const id of ids) found.add(id);
  };
  if (spec.company) add(await membersWhere(db, companyId, undefined));
  else {
    const named = (spec.userIds ?? []).filter((id): id is number => typeof id === 'number');
    if (named.length > 0) add(await membersWhere(db, companyId, inArray(companyUsers.userId, named)));
    if (spec.roleIds && spec.roleIds.length > 0)
      add(await roleHolders(db, companyId, inArray(roles.id, [...spec.roleIds])));
    if (spec.admins) add(await roleHolders(db, companyId, eq(roles.isAdminRole, true)));
  }
  return [...found].sort((a, b) => a - b);
};
