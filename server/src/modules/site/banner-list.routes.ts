import { BANNER } from '@backoffice/shared/entities/administration/banner.entity';
import { PAGE_CODES } from '@backoffice/shared/page-codes';
import type { Page } from '@backoffice/shared/paging';
import {
  type BannerImage,
  type BannerRecord,
  bannerContracts,
  type bannerListQuery,
} from '@backoffice/shared/site/banner.contract';
import { and, asc, count, eq, isNotNull } from 'drizzle-orm';
import type { z } from 'zod';
import { requirePermission } from '../../auth/permissions.js';
import { resolveUserTenant } from '../../auth/resolve-tenant.js';
import type { Database } from '../../db/database.js';
import { banners } from '../../db/schema/index.js';
import { readListPage } from '../../entities/entity-read.js';
import { implementRoute } from '../../http/define-route.js';
import { pageOffset, toPage } from '../../http/page-query.js';
import type { AnonymousContext, UserContext, UserPrincipal } from '../../http/request-context.js';
import { BANNER_SOURCE } from './banner-record.js';

type BannerListQuery = z.output<typeof bannerListQuery>;

/** What the login page shows: active banners that have an image, of a key or all, by sort order. */
const publicBanners = async (
  db: Database,
  companyId: number,
  query: BannerListQuery,
): Promise<Page<BannerImage>> => {
  const where = and(
    eq(banners.companyId, companyId),
    eq(banners.isActive, true),
    isNotNull(banners.imagePath),
    query.key === undefined ? undefined : eq(banners.bannerKey, query.key),
  );
  const rows = await db
    .select({ Id: banners.id, ImagePath: banners.imagePath, ImagePath1: banners.imagePath1 })
    .from(banners)
    .where(where)
    .orderBy(asc(banners.sort), asc(banners.id))
    .limit(query.pageSize)
    .offset(pageOffset(query));
  const [total] = await db.select({ value: count() }).from(banners).where(where);
  const items = rows.flatMap((row) => (row.ImagePath === null ? [] : [{ ...row, ImagePath: row.ImagePath }]));
  return toPage(items, total?.value ?? 0, query);
};

/** The anonymous route checks membership itself before treating the caller as a member. */
const memberContext = async (ctx: AnonymousContext, user: UserPrincipal): Promise<UserContext> => {
  const { userType } = await resolveUserTenant(ctx.deps.db, user, ctx.companyId);
  return { ...ctx, principal: user, user, userType };
};

/**
 * One path, two callers. The login page (and any client-credentials caller) has always called
 * GET /banner/list?key=… before sign-in and reads {Id, ImagePath, ImagePath1} of active banners;
 * the generic administration screens call /{apiPath}/list for the Banner declaration. So: a client
 * token, or any call that names a `key`, gets the login page's public list as before (a banner still
 * without an image, possible only since images are uploaded here, is left out); a signed-in
 * user who names no key gets the administration list (every banner, searched, filtered and
 * sorted), which needs view permission on Banners. Nothing private is reachable without it.
 */
export const bannerListRoutes = [
  implementRoute(bannerContracts.list, {
    handler: async (ctx, { query }) => {
      const principal = ctx.principal;
      if (principal.kind === 'client' || query.key !== undefined) {
        return { data: await publicBanners(ctx.deps.db, ctx.companyId, query) };
      }
      const member = await memberContext(ctx, principal);
      await requirePermission(member, { page: PAGE_CODES.Banner, action: 'view' });
      const records = await readListPage(member.deps.db, BANNER, member.companyId, query, BANNER_SOURCE);
      return { data: records as Page<BannerRecord> };
    },
  }),
];
