import type { SiteInfoDisplay } from '@backoffice/shared/shell/site-content.types';
import { eq } from 'drizzle-orm';
import { siteInfo } from '../../db/schema/index.js';
import { defineRoute } from '../../http/define-route.js';

/**
 * What the login page shows before anyone signs in: a client-credentials token is enough. The login
 * page's banners (GET /banner/list) are in banner-list.routes.ts.
 */
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
];
