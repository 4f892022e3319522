import { BANNER } from '@backoffice/shared/entities/administration/banner.entity';
import type { BannerRecord } from '@backoffice/shared/site/banner.contract';
import { and, eq, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { banners } from '../../db/schema/index.js';
import { auditPicture } from '../../entities/entity-values.js';
import { notFound } from '../../http/api-error.js';
import { auditStamps } from '../users/audit-stamps.js';

// The banners table predates updated_at and created_by columns; every write here is audited.
const stamps = auditStamps(BANNER.name, banners.companyId, banners.id, banners.addedOn);

const bannerColumns = {
  id: banners.id,
  bannerKey: banners.bannerKey,
  imagePath: banners.imagePath,
  imagePath1: banners.imagePath1,
  sort: banners.sort,
  isActive: banners.isActive,
  addedOn: banners.addedOn,
  updatedAt: stamps.updatedAt,
  createdByName: stamps.createdByName,
};

export const selectBanners = (db: Database) => db.select(bannerColumns).from(banners).$dynamic();

type BannerRow = Awaited<ReturnType<ReturnType<typeof selectBanners>['execute']>>[number];

export const ownBanner = (companyId: number, id: number): SQL =>
  and(eq(banners.companyId, companyId), eq(banners.id, id)) as SQL;

export const toBannerRecord = (row: BannerRow): BannerRecord => ({
  Id: row.id,
  BannerKey: row.bannerKey,
  ImagePath: row.imagePath,
  ImagePath1: row.imagePath1,
  Sort: row.sort,
  IsActive: row.isActive,
  CreatedAt: row.addedOn.toISOString(),
  UpdatedAt: row.updatedAt.toISOString(),
  CreatedByName: row.createdByName,
});

export const bannerPicture = (record: BannerRecord): Record<string, unknown> =>
  auditPicture(BANNER, { ...record });

/** A banner of the caller's company, or 404: another company's looks exactly like a missing one. */
export const findBanner = async (db: Database, companyId: number, id: number): Promise<BannerRecord> => {
  const [row] = await selectBanners(db).where(ownBanner(companyId, id)).limit(1);
  if (!row) throw notFound(`Banner ${id} was not found.`);
  return toBannerRecord(row);
};
