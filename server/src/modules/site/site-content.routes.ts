import { optionalText } from '@backoffice/shared/form-fields';
import type { BannerImage, SiteInfoDisplay } from '@backoffice/shared/shell/site-content.types';
import { and, asc, count, eq } from 'drizzle-orm';
import { z } from 'zod';
import { banners, siteInfo } from '../../db/schema/index.js';
import { defineRoute } from '../../http/define-route.js';
import { pageOffset, pagingShape, toPage } from '../../http/page-query.js';

/** What the login page shows before anyone signs in: a client-credentials token is enough. */
export const siteContentRoutes = [
  defineRoute({
    method: 'get',
    path: '/siteinfo/display',
    summary: "The company's logo path (null when it has none), for the login page and the header.",
    access: 'anonymous',
    handler: async (ctx) => {
      const [row] = await ctx.deps.db
        .select({ logoPath: siteInfo.logoPath })
        .from(siteInfo)
        .where(eq(siteInfo.companyId, ctx.companyId));
      const data: SiteInfoDisplay = { LogoPath: row?.logoPath ?? null };
      return { data };
    },
  }),
  defineRoute({
    method: 'get',
    path: '/banner/list',
    summary: "The company's active banner images for a setting key (e.g. login_1back2side), by sort order.",
    access: 'anonymous',
    query: z.object({ ...pagingShape, key: optionalText(100) }),
    handler: async (ctx, { query }) => {
      const { db } = ctx.deps;
      const where = and(
        eq(banners.companyId, ctx.companyId),
        eq(banners.isActive, true),
        query.key === undefined ? undefined : eq(banners.bannerKey, query.key),
      );
      const items: BannerImage[] = await db
        .select({ Id: banners.id, ImagePath: banners.imagePath, ImagePath1: banners.imagePath1 })
        .from(banners)
        .where(where)
        .orderBy(asc(banners.sort), asc(banners.id))
        .limit(query.pageSize)
        .offset(pageOffset(query));
      const [total] = await db.select({ value: count() }).from(banners).where(where);
      return { data: toPage(items, total?.value ?? 0, query) };
    },
  }),
];
