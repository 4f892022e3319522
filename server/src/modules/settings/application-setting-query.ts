import { APPLICATION_SETTING } from '@backoffice/shared/entities/administration/application-setting.entity';
import { and, asc, count, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { applicationSettings } from '../../db/schema/index.js';
import { containsPattern } from '../../http/page-query.js';

export interface SettingCriteria {
  query?: string | undefined;
  SortBy?: unknown;
  SortType?: unknown;
  IsPublic?: unknown;
}

const SORT_COLUMNS: Readonly<Record<string, SQL>> = {
  Id: sql`${applicationSettings.id}`,
  Key: sql`${applicationSettings.key}`,
  Value: sql`${applicationSettings.value}`,
  IsPublic: sql`${applicationSettings.isPublic}`,
  CreatedAt: sql`${applicationSettings.createdAt}`,
  UpdatedAt: sql`${applicationSettings.updatedAt}`,
};

/** The tenant condition first; search and filters only narrow it. */
export const settingListCondition = (companyId: number, criteria: SettingCriteria): SQL => {
  const search = criteria.query?.trim();
  const pattern = search ? containsPattern(search) : undefined;
  return and(
    eq(applicationSettings.companyId, companyId),
    pattern
      ? or(ilike(applicationSettings.key, pattern), ilike(applicationSettings.value, pattern))
      : undefined,
    typeof criteria.IsPublic === 'boolean' ? eq(applicationSettings.isPublic, criteria.IsPublic) : undefined,
  ) as SQL;
};

/** The id breaks ties, so paging through equal values never repeats or skips a row. */
export const settingOrder = (criteria: SettingCriteria): SQL[] => {
  const { field: defaultField, direction: defaultDirection } = APPLICATION_SETTING.list.defaultSort;
  const field = typeof criteria.SortBy === 'string' ? criteria.SortBy : defaultField;
  const given = criteria.SortType === 'asc' || criteria.SortType === 'desc' ? criteria.SortType : undefined;
  const direction = given ?? (typeof criteria.SortBy === 'string' ? 'asc' : defaultDirection);
  const column = SORT_COLUMNS[field] ?? sql`${applicationSettings.id}`;
  const id = applicationSettings.id;
  return direction === 'asc' ? [asc(column), asc(id)] : [desc(column), desc(id)];
};

export const countSettings = async (db: Database, where: SQL): Promise<number> => {
  const [row] = await db.select({ total: count() }).from(applicationSettings).where(where);
  return Number(row?.total ?? 0);
};
