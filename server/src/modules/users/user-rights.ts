import { PERMISSION_ACTIONS, type PermissionAction } from '@backoffice/shared/page-codes';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { pages, rolePermissions, roles, userRoles } from '../../db/schema/index.js';
import { forbidden } from '../../http/api-error.js';
import { type Actor, isAdministrator } from '../roles/administrator.js';

/** One page grant a person holds through their active roles: "Orders: view". */
export interface PageGrant {
  page: string;
  action: PermissionAction;
}

/**
 * The web grants (what a route's permission check reads) a member holds in the company through
 * their active roles, each page and action once. Administrator roles are not listed: whoever holds
 * one is refused earlier by the administrator rule, so only plain grants are compared here.
 */
const grantsOf = async (db: Database, companyId: number, userId: number): Promise<Map<string, PageGrant>> => {
  const rows = await db
    .select({
      page: pages.title,
      code: rolePermissions.pageCode,
      view: sql<boolean>`bool_or(${rolePermissions.canView})`,
      create: sql<boolean>`bool_or(${rolePermissions.canCreate})`,
      edit: sql<boolean>`bool_or(${rolePermissions.canEdit})`,
      delete: sql<boolean>`bool_or(${rolePermissions.canDelete})`,
    })
    .from(userRoles)
    .innerJoin(roles, and(eq(roles.companyId, userRoles.companyId), eq(roles.id, userRoles.roleId)))
    .innerJoin(
      rolePermissions,
      and(eq(rolePermissions.companyId, userRoles.companyId), eq(rolePermissions.roleId, userRoles.roleId)),
    )
    .innerJoin(pages, eq(pages.code, rolePermissions.pageCode))
    .where(
      and(
        eq(userRoles.companyId, companyId),
        eq(userRoles.userId, userId),
        eq(roles.isActive, true),
        eq(rolePermissions.isMobileApp, false),
      ),
    )
    .groupBy(rolePermissions.pageCode, pages.title)
    .orderBy(pages.title);
  const grants = new Map<string, PageGrant>();
  for (const row of rows) {
    for (const action of PERMISSION_ACTIONS) {
      if (row[action]) grants.set(`${row.code}:${action}`, { page: row.page, action });
    }
  }
  return grants;
};

/**
 * What the target may do in the caller's company that the caller may not: empty when the target's
 * rights are within the caller's. An administrator (or a super administrator) holds every right of
 * the company, so nothing exceeds theirs.
 */
export const rightsBeyondCaller = async (ctx: Actor, targetUserId: number): Promise<PageGrant[]> => {
  if (await isAdministrator(ctx)) return [];
  const { db } = ctx.deps;
  const held = await grantsOf(db, ctx.companyId, ctx.user.userId);
  const wanted = await grantsOf(db, ctx.companyId, targetUserId);
  return [...wanted].filter(([key]) => !held.has(key)).map(([, grant]) => grant);
};

/** "Orders: view, Orders: edit", for a refusal a person can act on. */
export const describeGrants = (grants: readonly PageGrant[]): string =>
  grants.map((grant) => `${grant.page}: ${grant.action}`).join(', ');

/** Refuses acting for (or as) someone who may do more than the caller: `message` says what was refused. */
export const assertRightsWithin = async (
  ctx: Actor,
  targetUserId: number,
  message: (beyond: string) => string,
): Promise<void> => {
  const beyond = await rightsBeyondCaller(ctx, targetUserId);
  if (beyond.length > 0) throw forbidden(message(describeGrants(beyond)));
};
