import { USER } from '@backoffice/shared/entities/administration/user.entity';
import { and, asc, count, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { companyUsers, users } from '../../db/schema/index.js';
import { containsPattern } from '../../http/page-query.js';
import { auditStamps } from './audit-stamps.js';
import { memberOf, userStatusSql } from './user-record.js';

export interface UserCriteria {
  query?: string | undefined;
  SortBy?: unknown;
  SortType?: unknown;
  UserType?: unknown;
  Status?: unknown;
}

const SORT_COLUMNS: Readonly<Record<string, SQL | typeof users.id>> = {
  Id: users.id,
  UserName: sql`lower(${users.username})`,
  FirstName: sql`lower(${users.firstName})`,
  LastName: sql`lower(${users.lastName})`,
  Email: sql`lower(${users.email})`,
  UserType: sql`${companyUsers.userType}`,
  Status: userStatusSql,
  CreatedAt: sql`${companyUsers.createdAt}`,
  UpdatedAt: auditStamps(USER.name, companyUsers.companyId, users.id, companyUsers.createdAt).updatedAt,
};

/** The tenant condition first; search and filters only narrow it. */
export const userListCondition = (companyId: number, criteria: UserCriteria): SQL => {
  const search = criteria.query?.trim();
  const pattern = search ? containsPattern(search) : undefined;
  return and(
    memberOf(companyId),
    pattern
      ? or(
          ilike(users.username, pattern),
          ilike(users.firstName, pattern),
          ilike(users.lastName, pattern),
          ilike(users.email, pattern),
        )
      : undefined,
    typeof criteria.UserType === 'string' ? sql`${companyUsers.userType} = ${criteria.UserType}` : undefined,
    criteria.Status === 'active' || criteria.Status === 'disabled'
      ? eq(companyUsers.isActive, criteria.Status === 'active')
      : undefined,
  ) as SQL;
};

/** The id breaks ties, so paging through equal values never repeats or skips a row. */
export const userOrder = (criteria: UserCriteria): SQL[] => {
  const field = typeof criteria.SortBy === 'string' ? criteria.SortBy : USER.list.defaultSort.field;
  const given = criteria.SortType === 'asc' || criteria.SortType === 'desc' ? criteria.SortType : undefined;
  const direction = given ?? (typeof criteria.SortBy === 'string' ? 'asc' : USER.list.defaultSort.direction);
  const column = SORT_COLUMNS[field] ?? users.id;
  return direction === 'asc' ? [asc(column), asc(users.id)] : [desc(column), desc(users.id)];
};

export const countUsers = async (db: Database, where: SQL): Promise<number> => {
  const [row] = await db
    .select({ total: count() })
    .from(companyUsers)
    .innerJoin(users, eq(users.id, companyUsers.userId))
    .where(where);
  return Number(row?.total ?? 0);
};
