import { BANNER } from '@backoffice/shared/entities/administration/banner.entity';
import { PAGE_CODES } from '@backoffice/shared/page-codes';
import { bannerContracts, bannerExportQuery } from '@backoffice/shared/site/banner.contract';
import { and, asc, eq, ilike } from 'drizzle-orm';
import { requirePermission } from '../../auth/permissions.js';
import { banners } from '../../db/schema/index.js';
import { auditTrail } from '../../entities/entity-audit.js';
import { EXPORT_ROW_LIMIT, recordsToCsv } from '../../entities/entity-export.js';
import { filesToRemove } from '../../entities/entity-files.js';
import { defineRoute, implementRoute, type MountableRoute } from '../../http/define-route.js';
import { containsPattern } from '../../http/page-query.js';
import { bannerListCondition, bannerOrder } from './banner-query.js';
import { findBanner, selectBanners, toBannerRecord } from './banner-record.js';
import { createBanner, deleteBanner, toggleBannerStatus, updateBanner } from './banner-save.service.js';

const page = PAGE_CODES.Banner;
const tag = BANNER.title;
const base = `/${BANNER.apiPath}`;

/** Banners on the entity contract besides the list (banner-list.routes.ts), plus the spec's calls. */
export const bannerRoutes: MountableRoute[] = [
  implementRoute(bannerContracts.detail, {
    handler: async (ctx, { query }) => ({ data: await findBanner(ctx.deps.db, ctx.companyId, query.id) }),
  }),
  implementRoute(bannerContracts.save, {
    handler: async (ctx, { body, files, raw }) => {
      // Create or edit depends on the body, so the handler checks the one that applies.
      await requirePermission(ctx, { page, action: body.Id === undefined ? 'create' : 'edit' });
      if (body.Id === undefined) {
        return { data: await createBanner(ctx, body, files), message: 'Banner created.' };
      }
      const removed = filesToRemove(BANNER, raw.body, files);
      return { data: await updateBanner(ctx, body.Id, body, files, removed), message: 'Banner saved.' };
    },
  }),
  // The spec's clients change a banner's status and delete it with GET as well (spec 7: "Banner: GET
  // for change status, delete, detail, keys"): both verbs are served, one contract each.
  ...[bannerContracts.delete, bannerContracts.deleteByGet].map((contract) =>
    implementRoute(contract, {
      handler: async (ctx, { query }) => {
        await deleteBanner(ctx, query.id);
        return { data: { Id: query.id }, message: 'Banner deleted.' };
      },
    }),
  ),
  ...[bannerContracts.changeStatus, bannerContracts.changeStatusByGet].map((contract) =>
    implementRoute(contract, {
      handler: async (ctx, { query }) => {
        const record = await toggleBannerStatus(ctx, query.id);
        return { data: record, message: record.IsActive ? 'Banner shown.' : 'Banner hidden.' };
      },
    }),
  ),
  defineRoute({
    method: 'get',
    path: `${base}/export`,
    summary: `Banners matching the list's search and filters, as CSV (at most ${EXPORT_ROW_LIMIT.toLocaleString('en')} rows).`,
    access: 'user',
    tag,
    permission: { page, action: 'view' },
    query: bannerExportQuery,
    handler: async (ctx, { query }) => {
      const rows = await selectBanners(ctx.deps.db)
        .where(bannerListCondition(ctx.companyId, query))
        .orderBy(...bannerOrder(query))
        .limit(EXPORT_ROW_LIMIT);
      const csv = recordsToCsv(
        BANNER,
        rows.map((row) => ({ ...toBannerRecord(row) })),
      );
      const day = ctx.now.toISOString().slice(0, 10);
      return {
        data: null,
        file: { contentType: 'text/csv; charset=utf-8', fileName: `${BANNER.apiPath}-${day}.csv`, body: csv },
      };
    },
  }),
  implementRoute(bannerContracts.autocomplete, {
    handler: async (ctx, { query }) => {
      const rows = await ctx.deps.db
        .select({ Id: banners.id, Name: banners.bannerKey })
        .from(banners)
        .where(
          and(
            eq(banners.companyId, ctx.companyId),
            query.query ? ilike(banners.bannerKey, containsPattern(query.query)) : undefined,
          ),
        )
        .orderBy(asc(banners.bannerKey), asc(banners.id))
        .limit(query.limit ?? 20);
      return { data: rows };
    },
  }),
  implementRoute(bannerContracts.audit, {
    handler: async (ctx, { query }) => {
      await findBanner(ctx.deps.db, ctx.companyId, query.id);
      return { data: await auditTrail(ctx.deps.db, BANNER, ctx.companyId, query.id) };
    },
  }),
];
