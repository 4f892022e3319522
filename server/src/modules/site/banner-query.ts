import { BANNER } from '@backoffice/shared/entities/administration/banner.entity';
import { and, asc, count, desc, eq, ilike, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { banners } from '../../db/schema/index.js';
import { containsPattern } from '../../http/page-query.js';
import { auditStamps } from '../users/audit-stamps.js';

export interface BannerCriteria {
  query?: string | undefined;
  SortBy?: unknown;
  SortType?: unknown;
  BannerKey?: unknown;
  IsActive?: unknown;
}

const SORT_COLUMNS: Readonly<Record<string, SQL>> = {
  Id: sql`${banners.id}`,
  BannerKey: sql`${banners.bannerKey}`,
  Sort: sql`${banners.sort}`,
  IsActive: sql`${banners.isActive}`,
  CreatedAt: sql`${banners.addedOn}`,
  UpdatedAt: auditStamps(BANNER.name, banners.companyId, banners.id, banners.addedOn).updatedAt,
};

/** The tenant condition first; search and filters only narrow it. */
export const bannerListCondition = (companyId: number, criteria: BannerCriteria): SQL => {
  const search = criteria.query?.trim();
  return and(
    eq(banners.companyId, companyId),
    search ? ilike(banners.bannerKey, containsPattern(search)) : undefined,
    typeof criteria.BannerKey === 'string' ? eq(banners.bannerKey, criteria.BannerKey) : undefined,
    typeof criteria.IsActive === 'boolean' ? eq(banners.isActive, criteria.IsActive) : undefined,
  ) as SQL;
};

/** The id breaks ties, so paging through equal values never repeats or skips a row. */
export const bannerOrder = (criteria: BannerCriteria): SQL[] => {
  const { field: defaultField, direction: defaultDirection } = BANNER.list.defaultSort;
  const field = typeof criteria.SortBy === 'string' ? criteria.SortBy : defaultField;
  const given = criteria.SortType === 'asc' || criteria.SortType === 'desc' ? criteria.SortType : undefined;
  const direction = given ?? (typeof criteria.SortBy === 'string' ? 'asc' : defaultDirection);
  const column = SORT_COLUMNS[field] ?? sql`${banners.id}`;
  return direction === 'asc' ? [asc(column), asc(banners.id)] : [desc(column), desc(banners.id)];
};

export const countBanners = async (db: Database, where: SQL): Promise<number> => {
  const [row] = await db.select({ total: count() }).from(banners).where(where);
  return Number(row?.total ?? 0);
};
