import type { RoleRef, UserRecord, UserStatus } from '@backoffice/shared/administration/user.contract';
import { USER } from '@backoffice/shared/entities/administration/user.entity';
import { and, eq, ne, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { companyUsers, users } from '../../db/schema/index.js';
import { notFound } from '../../http/api-error.js';
import { auditStamps, outer } from './audit-stamps.js';

const stamps = auditStamps(USER.name, companyUsers.companyId, users.id, companyUsers.createdAt);

/** Status is the membership's, not the identity's: disabling here leaves the person's other companies alone. */
export const userStatusSql = sql<UserStatus>`case when ${companyUsers.isActive} then 'active' else 'disabled' end`;

const rolesSql = sql<
  RoleRef[] | null
>`(select json_agg(json_build_object('Id', r.id, 'Name', r.name) order by ur.position, r.id)
  from user_roles ur join roles r on r.company_id = ur.company_id and r.id = ur.role_id
  where ur.company_id = ${outer(companyUsers.companyId)} and ur.user_id = ${outer(users.id)})`;

const userColumns = {
  id: users.id,
  username: users.username,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  userType: companyUsers.userType,
  status: userStatusSql,
  identityId: users.identityId,
  isSuperAdmin: users.isSuperAdmin,
  holdsAdminRole: sql<boolean>`exists (select 1 from user_roles ur join roles r on r.company_id = ur.company_id and r.id = ur.role_id
    where ur.company_id = ${outer(companyUsers.companyId)} and ur.user_id = ${outer(users.id)} and r.is_admin_role and r.is_active)`,
  roles: rolesSql,
  createdAt: companyUsers.createdAt,
  updatedAt: stamps.updatedAt,
  createdByName: stamps.createdByName,
};

/** Members of a company: a user is seen only through their membership of the caller's company. */
export const selectUsers = (db: Database) =>
  db.select(userColumns).from(companyUsers).innerJoin(users, eq(users.id, companyUsers.userId)).$dynamic();

export type UserRow = Awaited<ReturnType<ReturnType<typeof selectUsers>['execute']>>[number];

/** The tenant condition every user query starts from; an anonymised (deleted) account is gone. */
export const memberOf = (companyId: number): SQL =>
  and(eq(companyUsers.companyId, companyId), ne(users.status, 'deleted')) as SQL;

export const toUserRecord = (row: UserRow): UserRecord => ({
  Id: row.id,
  UserName: row.username,
  FirstName: row.firstName,
  LastName: row.lastName,
  Email: row.email,
  UserType: row.userType,
  Status: row.status,
  IdentityUserId: row.identityId,
  Roles: row.roles ?? [],
  CreatedAt: row.createdAt.toISOString(),
  UpdatedAt: row.updatedAt.toISOString(),
  CreatedByName: row.createdByName,
});

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
  return { record: toUserRecord(row), isSuperAdmin: row.isSuperAdmin, holdsAdminRole: row.holdsAdminRole };
};
