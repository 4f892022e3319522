import { ROLE } from '@backoffice/shared/entities/administration/role.entity';
import { and, asc, count, desc, eq, ilike, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { roles } from '../../db/schema/index.js';
import { containsPattern } from '../../http/page-query.js';
import { auditStamps } from '../users/audit-stamps.js';

export interface RoleCriteria {
  query?: string | undefined;
  SortBy?: unknown;
  SortType?: unknown;
  IsAdminRole?: unknown;
  IsActive?: unknown;
}

const SORT_COLUMNS: Readonly<Record<string, SQL | typeof roles.id>> = {
  Id: roles.id,
  Name: sql`lower(${roles.name})`,
  IsAdminRole: sql`${roles.isAdminRole}`,
  IsActive: sql`${roles.isActive}`,
  CreatedAt: sql`${roles.createdAt}`,
  UpdatedAt: auditStamps(ROLE.name, roles.companyId, roles.id, roles.createdAt).updatedAt,
};

/** The tenant condition first; search and filters only narrow it. */
export const roleListCondition = (companyId: number, criteria: RoleCriteria): SQL =>
  and(
    eq(roles.companyId, companyId),
    criteria.query?.trim() ? ilike(roles.name, containsPattern(criteria.query.trim())) : undefined,
    typeof criteria.IsAdminRole === 'boolean' ? eq(roles.isAdminRole, criteria.IsAdminRole) : undefined,
    typeof criteria.IsActive === 'boolean' ? eq(roles.isActive, criteria.IsActive) : undefined,
  ) as SQL;

/** The id breaks ties, so paging through equal values never repeats or skips a row. */
export const roleOrder = (criteria: RoleCriteria): SQL[] => {
  const field = typeof criteria.SortBy === 'string' ? criteria.SortBy : ROLE.list.defaultSort.field;
  const given = criteria.SortType === 'asc' || criteria.SortType === 'desc' ? criteria.SortType : undefined;
  const direction = given ?? (typeof criteria.SortBy === 'string' ? 'asc' : ROLE.list.defaultSort.direction);
  const column = SORT_COLUMNS[field] ?? roles.id;
  return direction === 'asc' ? [asc(column), asc(roles.id)] : [desc(column), desc(roles.id)];
};

export const countRoles = async (db: Database, where: SQL): Promise<number> => {
  const [row] = await db.select({ total: count() }).from(roles).where(where);
  return Number(row?.total ?? 0);
};
