import { BANNER } from '@backoffice/shared/entities/administration/banner.entity';
import { editableFields } from '@backoffice/shared/entities/entity-declaration';
import { recordSchema } from '@backoffice/shared/entities/entity-schemas';
import type { BannerRecord, BannerSaveInput } from '@backoffice/shared/site/banner.contract';
import { sql } from 'drizzle-orm';
import { writeUserAudit } from '../../audit/audit-log.js';
import type { Database } from '../../db/database.js';
import { banners } from '../../db/schema/index.js';
import { auditPicture } from '../../entities/entity-values.js';
import { storeUpload } from '../../entities/files/entity-files.js';
import { badRequest } from '../../http/api-error.js';
import type { UploadedFiles } from '../../http/define-route.js';
import { toFieldErrors } from '../../http/parse-input.js';
import type { UserContext } from '../../http/request-context.js';
import { sentFields, sentOrStored } from '../../http/sent-fields.js';
import { findBanner, ownBanner } from './banner-record.js';

interface BannerValues {
  BannerKey: string;
  Sort: number;
  IsActive: boolean;
}

const validate = (mode: 'create' | 'update', input: Record<string, unknown>): BannerValues => {
  const parsed = recordSchema(BANNER, mode).safeParse(input);
  if (!parsed.success) {
    const errors = toFieldErrors(parsed.error);
    throw badRequest(errors[0]?.Message ?? 'The form is not valid', errors);
  }
  const data = parsed.data as Record<string, unknown>;
  return {
    BannerKey: String(data.BannerKey),
    // The column has no empty state: a sort order left empty is 0, the table's default.
    Sort: typeof data.Sort === 'number' ? data.Sort : 0,
    IsActive: typeof data.IsActive === 'boolean' ? data.IsActive : BANNER.fields.IsActive.default,
  };
};

/** Checks each image by its bytes and stores it; only after the form itself is valid. */
const storeImages = async (ctx: UserContext, files: UploadedFiles) => {
  const stored: { imagePath?: string; imagePath1?: string } = {};
  for (const [name, field] of editableFields(BANNER)) {
    const file = files[name];
    if (field.kind !== 'file' || !file) continue;
    const path = await storeUpload(ctx.deps.env.DATA_DIR, ctx.companyId, name, field, file);
    if (name === 'ImagePath') stored.imagePath = path;
    if (name === 'ImagePath1') stored.imagePath1 = path;
  }
  return stored;
};

const toColumns = (values: BannerValues) => ({
  bannerKey: values.BannerKey,
  sort: values.Sort,
  isActive: values.IsActive,
});

const audited = async (
  ctx: UserContext,
  tx: Database,
  action: string,
  id: number,
  before: BannerRecord | null,
): Promise<void> => {
  const after = await findBanner(tx, ctx.companyId, id);
  await writeUserAudit(tx, ctx, {
    action,
    entity: BANNER.name,
    entityId: id,
    before: before ? auditPicture(BANNER, before) : null,
    after: auditPicture(BANNER, after),
  });
};

export const createBanner = async (
  ctx: UserContext,
  body: BannerSaveInput,
  files: UploadedFiles,
): Promise<BannerRecord> => {
  const values = validate('create', sentFields(body));
  const images = await storeImages(ctx, files);
  const { db } = ctx.deps;
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(banners)
      .values({ ...toColumns(values), ...images, companyId: ctx.companyId, addedOn: ctx.now })
      .returning({ id: banners.id });
    if (!row) throw new Error('banner not inserted');
    await audited(ctx, tx as Database, 'create', row.id, null);
    return row.id;
  });
  return findBanner(db, ctx.companyId, id);
};

/** Fields and images left out keep their values; an image named in removeImages is taken off. */
export const updateBanner = async (
  ctx: UserContext,
  id: number,
  body: BannerSaveInput,
  files: UploadedFiles,
  removeImages: readonly string[] = [],
): Promise<BannerRecord> => {
  const { db } = ctx.deps;
  const current = await findBanner(db, ctx.companyId, id);
  // The image leaves the banner; the file stays, as the audit trail links it.
  const removed = {
    ...(removeImages.includes('ImagePath') ? { imagePath: null } : {}),
    ...(removeImages.includes('ImagePath1') ? { imagePath1: null } : {}),
  };
  const sent = sentFields(body);
  const values = validate('update', sentOrStored(sent, current, ['BannerKey', 'Sort', 'IsActive']));
  const images = await storeImages(ctx, files);
  await db.transaction(async (tx) => {
    await tx
      .update(banners)
      .set({ ...toColumns(values), ...removed, ...images })
      .where(ownBanner(ctx.companyId, id));
    await audited(ctx, tx as Database, 'update', id, current);
  });
  return findBanner(db, ctx.companyId, id);
};

/** The spec's "change status": shown banners are hidden and hidden ones shown. */
export const toggleBannerStatus = async (ctx: UserContext, id: number): Promise<BannerRecord> => {
  const { db } = ctx.deps;
  await db.transaction(async (tx) => {
    const current = await findBanner(tx as Database, ctx.companyId, id);
    // Flipped in SQL: two clicks at once make two changes, each on the value the other left.
    await tx
      .update(banners)
      .set({ isActive: sql`not ${banners.isActive}` })
      .where(ownBanner(ctx.companyId, id));
    await audited(ctx, tx as Database, 'changestatus', id, current);
  });
  return findBanner(db, ctx.companyId, id);
};

export const deleteBanner = async (ctx: UserContext, id: number): Promise<void> => {
  const current = await findBanner(ctx.deps.db, ctx.companyId, id);
  await ctx.deps.db.transaction(async (tx) => {
    await tx.delete(banners).where(ownBanner(ctx.companyId, id));
    await writeUserAudit(tx as Database, ctx, {
      action: 'delete',
      entity: BANNER.name,
      entityId: id,
      before: auditPicture(BANNER, current),
    });
  });
};
