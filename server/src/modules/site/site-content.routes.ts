import { type SiteInfoDisplay, siteInfoContracts } from '@backoffice/shared/site/site-info.contract';
import { eq } from 'drizzle-orm';
import { siteInfo } from '../../db/schema/index.js';
import { implementRoute } from '../../http/define-route.js';

/**
 * What the login page shows before anyone signs in: a client-credentials token is enough. The login
 * page's banners (GET /banner/list) are in banner-list.routes.ts.
 */
export const siteContentRoutes = [
  implementRoute(siteInfoContracts.display, {
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
