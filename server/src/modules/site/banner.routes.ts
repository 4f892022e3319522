import { BANNER } from '@backoffice/shared/entities/administration/banner.entity';
import { PAGE_CODES } from '@backoffice/shared/page-codes';
import { and, asc, eq, ilike } from 'drizzle-orm';
import type { z } from 'zod';
import { requirePermission } from '../../auth/permissions.js';
import { banners } from '../../db/schema/index.js';
import { auditTrail } from '../../entities/entity-audit.js';
import { EXPORT_ROW_LIMIT, recordsToCsv } from '../../entities/entity-export.js';
import { filesToRemove } from '../../entities/entity-files.js';
import { defineRoute, type MountableRoute, type RouteDefinition } from '../../http/define-route.js';
import { containsPattern } from '../../http/page-query.js';
import {
  BANNER_FILE_PARTS,
  bannerAutocompleteQuery,
  bannerExportQuery,
  bannerIdQuery,
  bannerSaveBody,
} from './banner.validators.js';
import { bannerListCondition, bannerOrder } from './banner-query.js';
import { findBanner, selectBanners, toBannerRecord } from './banner-record.js';
import { createBanner, deleteBanner, toggleBannerStatus, updateBanner } from './banner-save.service.js';

const page = PAGE_CODES.Banner;
const tag = BANNER.title;
const base = `/${BANNER.apiPath}`;

/**
 * The spec's clients change a banner's status and delete it with GET (spec 7: "Banner: GET for
 * change status, delete, detail, keys"); both verbs are served. Calls carry a bearer token, never a
 * cookie, so a GET that changes data cannot be forged by another site.
 */
const bothVerbs = <Q extends z.ZodType, R>(
  route: Omit<RouteDefinition<'user', Q, z.ZodUnknown, R>, 'method'>,
): MountableRoute[] => [
  defineRoute({ ...route, method: 'post' }),
  defineRoute({ ...route, method: 'get', summary: `${route.summary} GET is kept for existing clients.` }),
];

/** Banners on the entity contract besides the list (banner-list.routes.ts), plus the spec's calls. */
export const bannerRoutes: MountableRoute[] = [
  defineRoute({
    method: 'get',
    path: `${base}/detail`,
    summary: 'One banner of the company by id.',
    access: 'user',
    tag,
    permission: { page, action: 'view' },
    query: bannerIdQuery,
    handler: async (ctx, { query }) => ({ data: await findBanner(ctx.deps.db, ctx.companyId, query.id) }),
  }),
  defineRoute({
    method: 'post',
    path: `${base}/save`,
    summary:
      'Without Id: creates a banner (BannerKey, Sort, IsActive; needs create permission). With Id: updates it (needs edit permission); fields and images left out keep their values, and an image sent as an empty text field is removed. Images are multipart parts ImagePath and ImagePath1: PNG, GIF or JPEG by content, at most 2 MB each.',
    access: 'user',
    tag,
    body: bannerSaveBody,
    bodyKind: 'multipart',
    files: BANNER_FILE_PARTS,
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
  ...bothVerbs({
    path: `${base}/delete`,
    summary: 'Deletes a banner.',
    access: 'user',
    tag,
    permission: { page, action: 'delete' },
    query: bannerIdQuery,
    handler: async (ctx, { query }) => {
      await deleteBanner(ctx, query.id);
      return { data: { Id: query.id }, message: 'Banner deleted.' };
    },
  }),
  ...bothVerbs({
    path: `${base}/changestatus`,
    summary: 'Shows a hidden banner or hides a shown one (IsActive flips); answers the banner.',
    access: 'user',
    tag,
    permission: { page, action: 'edit' },
    query: bannerIdQuery,
    handler: async (ctx, { query }) => {
      const record = await toggleBannerStatus(ctx, query.id);
      return { data: record, message: record.IsActive ? 'Banner shown.' : 'Banner hidden.' };
    },
  }),
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
  defineRoute({
    method: 'get',
    path: `${base}/autocomplete`,
    summary:
      'Banners whose key contains the query, for a searchable select: [{Id, Name}] (Name is the banner key).',
    access: 'user',
    tag,
    permission: { page, action: 'view' },
    query: bannerAutocompleteQuery,
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
  defineRoute({
    method: 'get',
    path: `${base}/audit`,
    summary: 'Who changed a banner, when, and what changed (newest first).',
    access: 'user',
    tag,
    permission: { page, action: 'view' },
    query: bannerIdQuery,
    handler: async (ctx, { query }) => {
      await findBanner(ctx.deps.db, ctx.companyId, query.id);
      return { data: await auditTrail(ctx.deps.db, BANNER, ctx.companyId, query.id) };
    },
  }),
];
