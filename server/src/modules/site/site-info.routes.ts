import { SITE_LOGO_FIELD } from '@backoffice/shared/administration/site-logo.field';
import { optionalBoolean } from '@backoffice/shared/form-fields';
import { PAGE_CODES } from '@backoffice/shared/page-codes';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/database.js';
import { siteInfo } from '../../db/schema/index.js';
import { storeUpload } from '../../entities/entity-files.js';
import { badRequest } from '../../http/api-error.js';
import { defineRoute } from '../../http/define-route.js';
import { writeAudit } from '../audit/audit-log.js';

export interface SiteInfoView {
  LogoPath: string | null;
  UpdatedAt: string | null;
}

const readSiteInfo = async (db: Database, companyId: number): Promise<SiteInfoView> => {
  const [row] = await db
    .select({ logoPath: siteInfo.logoPath, updatedAt: siteInfo.updatedAt })
    .from(siteInfo)
    .where(eq(siteInfo.companyId, companyId));
  return { LogoPath: row?.logoPath ?? null, UpdatedAt: row?.updatedAt.toISOString() ?? null };
};

const page = PAGE_CODES.ApplicationSetting;
const tag = 'Site info';

/** The administration side of site info; GET /siteinfo/display (anonymous) is in site-content.routes. */
export const siteInfoRoutes = [
  defineRoute({
    method: 'get',
    path: '/siteinfo/get',
    summary:
      "The company's site info for its settings screen: {LogoPath, UpdatedAt} (both null before any save).",
    access: 'user',
    tag,
    permission: { page, action: 'view' },
    handler: async (ctx) => ({ data: await readSiteInfo(ctx.deps.db, ctx.companyId) }),
  }),
  defineRoute({
    method: 'post',
    path: '/siteinfo/save',
    summary:
      'Replaces the company logo: multipart part Logo, PNG, GIF or JPEG by content, at most 2 MB. RemoveLogo=true instead clears it (the login page then shows no logo).',
    access: 'user',
    tag,
    permission: { page, action: 'edit' },
    body: z.object({ RemoveLogo: optionalBoolean('RemoveLogo must be true or false') }),
    bodyKind: 'multipart',
    files: [{ name: 'Logo', maxBytes: SITE_LOGO_FIELD.maxBytes }],
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
        await writeAudit(tx as Database, ctx, {
          companyId: ctx.companyId,
          actorUserId: ctx.user.userId,
          action: 'update',
          entity: 'SiteInfo',
          entityId: ctx.companyId,
          before: { LogoPath: before.LogoPath },
          after: { LogoPath: logoPath },
        });
      });
      return {
        data: await readSiteInfo(db, ctx.companyId),
        message: logoPath ? 'Logo saved.' : 'Logo removed.',
      };
    },
  }),
];
