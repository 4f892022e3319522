import { SITE_LOGO_FIELD } from '@backoffice/shared/administration/site-logo.field';
import {
  SITE_INFO_MESSAGES,
  type SiteInfo,
  siteInfoContracts,
} from '@backoffice/shared/site/site-info.contract';
import { eq } from 'drizzle-orm';
import { writeUserAudit } from '../../audit/audit-log.js';
import type { Database } from '../../db/database.js';
import { siteInfo } from '../../db/schema/index.js';
import { storeUpload } from '../../entities/files/entity-files.js';
import { badRequest } from '../../http/api-error.js';
import { implementRoute } from '../../http/define-route.js';

const readSiteInfo = async (db: Database, companyId: number): Promise<SiteInfo> => {
  const [row] = await db
    .select({ logoPath: siteInfo.logoPath, updatedAt: siteInfo.updatedAt })
    .from(siteInfo)
    .where(eq(siteInfo.companyId, companyId));
  return { LogoPath: row?.logoPath ?? null, UpdatedAt: row?.updatedAt.toISOString() ?? null };
};

/** The administration side of site info; GET /siteinfo/display (anonymous) is in site-content.routes. */
export const siteInfoRoutes = [
  implementRoute(siteInfoContracts.get, {
    handler: async (ctx) => ({ data: await readSiteInfo(ctx.deps.db, ctx.companyId) }),
  }),
  implementRoute(siteInfoContracts.save, {
    handler: async (ctx, { body, files }) => {
      const remove = body.RemoveLogo === true;
      if (!files.Logo && !remove) {
        throw badRequest('Logo is required', [{ Field: 'Logo', Message: 'Logo is required' }]);
      }
      const logoPath = files.Logo
        ? await storeUpload(ctx.deps.env.DATA_DIR, ctx.companyId, 'Logo', SITE_LOGO_FIELD, files.Logo)
        : null;
      const { db } = ctx.deps;
      const before = await readSiteInfo(db, ctx.companyId);
      await db.transaction(async (tx) => {
        await tx
          .insert(siteInfo)
          .values({ companyId: ctx.companyId, logoPath, updatedAt: ctx.now })
          .onConflictDoUpdate({ target: siteInfo.companyId, set: { logoPath, updatedAt: ctx.now } });
        await writeUserAudit(tx as Database, ctx, {
          action: 'update',
          entity: 'SiteInfo',
          entityId: ctx.companyId,
          before: { LogoPath: before.LogoPath },
          after: { LogoPath: logoPath },
        });
      });
      return {
        data: await readSiteInfo(db, ctx.companyId),
        message: logoPath ? SITE_INFO_MESSAGES.saved : SITE_INFO_MESSAGES.removed,
      };
    },
  }),
];
