import { BANNER } from '@backoffice/shared/entities/administration/banner.entity';
import type { BannerRecord } from '@backoffice/shared/site/banner.contract';
import { and, eq, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { banners } from '../../db/schema/index.js';
import { findRecord } from '../../entities/entity-repository.js';
import type { EntitySource } from '../../entities/entity-source.js';
import { auditStamps } from '../users/audit-stamps.js';

// The banners table predates updated_at and created_by columns; every write here is audited.
const stamps = auditStamps(BANNER.name, banners.companyId, banners.id, banners.addedOn);

/** Where the entity mechanism reads banners: the login page's table, stamps from the audit trail. */
export const BANNER_SOURCE: EntitySource = {
  table: banners,
  columns: {
    id: banners.id,
    companyId: banners.companyId,
    BannerKey: banners.bannerKey,
    ImagePath: banners.imagePath,
    ImagePath1: banners.imagePath1,
    Sort: banners.sort,
    IsActive: banners.isActive,
    createdAt: banners.addedOn,
    updatedAt: stamps.updatedAt,
    CreatedByName: stamps.createdByName,
  },
};

export const ownBanner = (companyId: number, id: number): SQL =>
  and(eq(banners.companyId, companyId), eq(banners.id, id)) as SQL;

/** A banner of the caller's company, or 404: another company's looks exactly like a missing one. */
export const findBanner = async (db: Database, companyId: number, id: number): Promise<BannerRecord> =>
  (await findRecord(db, BANNER, companyId, id, BANNER_SOURCE)) as BannerRecord;
