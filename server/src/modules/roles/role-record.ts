import type { RoleRecord } from '@backoffice/shared/administration/role.contract';
import { ROLE } from '@backoffice/shared/entities/administration/role.entity';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { roles } from '../../db/schema/index.js';
import { notFound } from '../../http/api-error.js';
import { auditStamps, outer } from '../users/audit-stamps.js';

const stamps = auditStamps(ROLE.name, roles.companyId, roles.id, roles.createdAt);

const roleColumns = {
  id: roles.id,
  name: roles.name,
  isAdminRole: roles.isAdminRole,
  isActive: roles.isActive,
  userCount:
    sql<number>`(select count(*) from user_roles ur where ur.company_id = ${outer(roles.companyId)} and ur.role_id = ${outer(roles.id)})`.mapWith(
      Number,
    ),
  createdAt: roles.createdAt,
  updatedAt: stamps.updatedAt,
  createdByName: stamps.createdByName,
};

export const selectRoles = (db: Database) => db.select(roleColumns).from(roles).$dynamic();

export type RoleRow = Awaited<ReturnType<ReturnType<typeof selectRoles>['execute']>>[number];

export const ownRole = (companyId: number, id: number): SQL =>
  and(eq(roles.companyId, companyId), eq(roles.id, id)) as SQL;

export const toRoleRecord = (row: RoleRow): RoleRecord => ({
  Id: row.id,
  Name: row.name,
  IsAdminRole: row.isAdminRole,
  IsActive: row.isActive,
  UserCount: row.userCount,
  CreatedAt: row.createdAt.toISOString(),
  UpdatedAt: row.updatedAt.toISOString(),
  CreatedByName: row.createdByName,
});

/** What the audit trail keeps of a role: its declared fields. */
export const rolePicture = (record: RoleRecord): Record<string, unknown> => ({
  Name: record.Name,
  IsAdminRole: record.IsAdminRole,
  IsActive: record.IsActive,
});

/** A role of the caller's company, or 404: another company's role looks exactly like a missing one. */
export const findRole = async (db: Database, companyId: number, id: number): Promise<RoleRecord> => {
  const [row] = await selectRoles(db).where(ownRole(companyId, id)).limit(1);
  if (!row) throw notFound(`Role ${id} was not found.`);
  return toRoleRecord(row);
};
