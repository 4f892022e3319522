import type { UserRecord, UserStatus } from '@backoffice/shared/administration/user.contract';
import type { RoleRef } from '@backoffice/shared/entities/administration/user.entity';
import { USER } from '@backoffice/shared/entities/administration/user.entity';
import { and, eq, ne, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { companyUsers, users } from '../../db/schema/index.js';
import {
  declaredRecordOf,
  type EntitySource,
  ownedBy,
  recordOf,
  withJoins,
} from '../../entities/entity-source.js';
import { personNameSql } from '../../entities/person-name.js';
import { notFound } from '../../http/api-error.js';
import { auditStamps, outer } from './audit-stamps.js';

const stamps = auditStamps(USER.name, companyUsers.companyId, users.id, companyUsers.createdAt);

/** Status is the membership's, not the identity's: disabling here leaves the person's other companies alone. */
export const userStatusSql = sql<UserStatus>`case when ${companyUsers.isActive} then 'active' else 'disabled' end`;

// The first role first; no role is an empty list, never null.
const rolesSql = sql<
  RoleRef[]
>`coalesce((select json_agg(json_build_object('Id', r.id, 'Name', r.name) order by ur.position, r.id)
  from user_roles ur join roles r on r.company_id = ur.company_id and r.id = ur.role_id
  where ur.company_id = ${outer(companyUsers.companyId)} and ur.user_id = ${outer(users.id)}), '[]'::json)`;

/**
 * Where the entity mechanism reads users: a user is seen only through their membership of the
 * caller's company (an anonymised, deleted account is gone), the names sorted without regard to
 * case, with the identity's id and the roles they hold besides the declared fields.
 */
export const USER_SOURCE = {
  table: companyUsers,
  joins: [{ table: users, on: eq(users.id, companyUsers.userId) }],
  scope: ne(users.status, 'deleted'),
  columns: {
    id: users.id,
    companyId: companyUsers.companyId,
    UserName: users.username,
    FirstName: users.firstName,
    LastName: users.lastName,
    Email: users.email,
    UserType: companyUsers.userType,
    Status: userStatusSql,
    createdAt: companyUsers.createdAt,
    updatedAt: stamps.updatedAt,
    CreatedByName: stamps.createdByName,
  },
  sortKeys: {
    UserName: sql`lower(${users.username})`,
    FirstName: sql`lower(${users.firstName})`,
    LastName: sql`lower(${users.lastName})`,
    Email: sql`lower(${users.email})`,
  },
  answers: { IdentityUserId: sql<string>`${users.identityId}`, Roles: rolesSql },
  optionName: personNameSql(users),
} satisfies EntitySource;

/** The tenant condition every user query starts from; an anonymised (deleted) account is gone. */
export const memberOf = (companyId: number): SQL => ownedBy(USER, companyId, USER_SOURCE);

/** Members of a company as records, with what the guards ask besides (never sent to a client). */
export const selectUsers = (db: Database) =>
  withJoins(
    db
      .select({
        ...USER_SOURCE.columns,
        ...USER_SOURCE.answers,
        isSuperAdmin: users.isSuperAdmin,
        holdsAdminRole: sql<boolean>`exists (select 1 from user_roles ur join roles r on r.company_id = ur.company_id and r.id = ur.role_id
    where ur.company_id = ${outer(companyUsers.companyId)} and ur.user_id = ${outer(users.id)} and r.is_admin_role and r.is_active)`,
      })
      .from(companyUsers)
      .$dynamic(),
    USER_SOURCE,
  );

export const toUserRecord = (row: Record<string, unknown>): UserRecord =>
  declaredRecordOf(USER, recordOf(USER, row, USER_SOURCE));

/** What the audit trail keeps of a user: the visible fields, never a secret. */
export const userPicture = (record: UserRecord): Record<string, unknown> => ({
  UserName: record.UserName,
  FirstName: record.FirstName,
  LastName: record.LastName,
  Email: record.Email,
  UserType: record.UserType,
  Status: record.Status,
  Roles: record.Roles.map((role) => role.Name),
});

export interface FoundUser {
  record: UserRecord;
  isSuperAdmin: boolean;
  /** Holds an active administrator role in the company. */
  holdsAdminRole: boolean;
}

/** A member of the caller's company, or 404: another company's user looks exactly like a missing one. */
export const findUser = async (db: Database, companyId: number, id: number): Promise<FoundUser> => {
  const [row] = await selectUsers(db)
    .where(and(memberOf(companyId), eq(users.id, id)))
    .limit(1);
  if (!row) throw notFound(`User ${id} was not found.`);
  return {
    record: toUserRecord(row),
    isSuperAdmin: row.isSuperAdmin,
    holdsAdminRole: row.holdsAdminRole,
  };
};
