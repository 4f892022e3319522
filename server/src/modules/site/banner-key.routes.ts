import { BANNER_KEY } from '@backoffice/shared/entities/administration/banner-key.entity';
import { PAGE_CODES } from '@backoffice/shared/page-codes';
import { type BannerKeyRecord, bannerContracts } from '@backoffice/shared/site/banner.contract';
import { eq } from 'drizzle-orm';
import { requirePermission } from '../../auth/permissions.js';
import { bannerKeysTable } from '../../db/schema/entities.schema.js';
import { orderOf, selectRecords } from '../../entities/entity-query.js';
import { saveRecord } from '../../entities/entity-repository.js';
import { toRecord } from '../../entities/entity-values.js';
import { implementRoute } from '../../http/define-route.js';

const page = PAGE_CODES.Banner;
/** More keys than any company has; the list is for a select, so it is not paged. */
const KEYS_LIMIT = 1000;

/**
 * The spec's banner key calls (spec 7: "Banner: GET for … keys. POST for key save."), over the
 * BannerKey declaration whose own API is /bannerkey/*.
 */
export const bannerKeyRoutes = [
  implementRoute(bannerContracts.keys, {
    handler: async (ctx) => {
      const rows = await selectRecords(ctx.deps.db, BANNER_KEY)
        .where(eq(bannerKeysTable.companyId, ctx.companyId))
        .orderBy(...orderOf(BANNER_KEY, { filters: {} }))
        .limit(KEYS_LIMIT);
      // The generic record of the BannerKey declaration, which the contract spells out.
      return { data: rows.map((row) => toRecord(BANNER_KEY, row) as BannerKeyRecord) };
    },
  }),
  implementRoute(bannerContracts.keySave, {
    handler: async (ctx, { body }) => {
      await requirePermission(ctx, { page, action: body.Id === undefined ? 'create' : 'edit' });
      const sent = Object.fromEntries(
        Object.entries(body).filter(([name, value]) => name !== 'Id' && value !== undefined),
      );
      const result = await saveRecord(ctx, BANNER_KEY, body.Id, sent, {});
      return {
        data: result.record as BannerKeyRecord,
        message: result.created ? 'Banner key created.' : 'Banner key saved.',
      };
    },
  }),
];
