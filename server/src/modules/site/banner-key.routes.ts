import { BANNER_KEY } from '@backoffice/shared/entities/administration/banner-key.entity';
import { PAGE_CODES } from '@backoffice/shared/page-codes';
import { eq } from 'drizzle-orm';
import { requirePermission } from '../../auth/permissions.js';
import { orderOf, selectRecords } from '../../entities/entity-query.js';
import { saveRecord } from '../../entities/entity-repository.js';
import { entityColumn } from '../../entities/entity-table.js';
import { toRecord } from '../../entities/entity-values.js';
import { defineRoute } from '../../http/define-route.js';
import { bannerKeySaveBody } from './banner.validators.js';

const page = PAGE_CODES.Banner;
/** More keys than any company has; the list is for a select, so it is not paged. */
const KEYS_LIMIT = 1000;

/**
 * The spec's banner key calls (spec 7: "Banner: GET for … keys. POST for key save."), over the
 * BannerKey declaration whose own API is /bannerkey/*.
 */
export const bannerKeyRoutes = [
  defineRoute({
    method: 'get',
    path: '/banner/keys',
    summary: "The company's banner keys by key, for the banner form's select: [BannerKey records].",
    access: 'user',
    tag: BANNER_KEY.title,
    permission: { page, action: 'view' },
    handler: async (ctx) => {
      const rows = await selectRecords(ctx.deps.db, BANNER_KEY)
        .where(eq(entityColumn(BANNER_KEY, 'companyId'), ctx.companyId))
        .orderBy(...orderOf(BANNER_KEY, { filters: {} }))
        .limit(KEYS_LIMIT);
      return { data: rows.map((row) => toRecord(BANNER_KEY, row)) };
    },
  }),
  defineRoute({
    method: 'post',
    path: '/banner/keysave',
    summary:
      'Saves a banner key (Key unique in the company, Name, Description): without Id creates one (create permission on Banners), with Id updates it (edit permission). The same as POST /bannerkey/save.',
    access: 'user',
    tag: BANNER_KEY.title,
    body: bannerKeySaveBody,
    handler: async (ctx, { body }) => {
      await requirePermission(ctx, { page, action: body.Id === undefined ? 'create' : 'edit' });
      const sent = Object.fromEntries(
        Object.entries(body).filter(([name, value]) => name !== 'Id' && value !== undefined),
      );
      const result = await saveRecord(ctx, BANNER_KEY, body.Id, sent, {});
      return { data: result.record, message: result.created ? 'Banner key created.' : 'Banner key saved.' };
    },
  }),
];
