import { BANNER } from '@backoffice/shared/entities/administration/banner.entity';
import { PAGE_CODES } from '@backoffice/shared/page-codes';
import { bannerContracts } from '@backoffice/shared/site/banner.contract';
import { requirePermission } from '../../auth/permissions.js';
import { entityReadRoutes } from '../../entities/entity-routes.js';
import { filesToRemove } from '../../entities/files/entity-files.js';
import { implementRoute, type MountableRoute } from '../../http/define-route.js';
import { BANNER_SOURCE } from './banner-record.js';
import { createBanner, deleteBanner, toggleBannerStatus, updateBanner } from './banner-save.service.js';

const page = PAGE_CODES.Banner;
/** The entity mechanism's read routes over the banners table. */
const read = entityReadRoutes(BANNER, BANNER_SOURCE);

/**
 * Banners on the entity contract besides the list (banner-list.routes.ts), plus the spec's calls.
 * Detail, export, autocomplete and audit are the entity mechanism's routes over the banners table
 * (BANNER_SOURCE); the writes stay here, as the table has no created_by or updated_at for the
 * mechanism's saves to stamp.
 */
export const bannerRoutes: MountableRoute[] = [
  read.detail,
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
  read.export,
  read.autocomplete,
  read.audit,
];
