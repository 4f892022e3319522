import {
  PERMISSION_CHECK_MESSAGES,
  permissionContracts,
} from '@backoffice/shared/administration/permission.contract';
import { eq } from 'drizzle-orm';
import { hasPermission } from '../../auth/permissions.js';
import { pages } from '../../db/schema/index.js';
import { notFound } from '../../http/api-error.js';
import { implementRoute } from '../../http/define-route.js';

export const permissionRoutes = [
  implementRoute(permissionContracts.checkAction, {
    handler: async (ctx, { query }) => {
      const [page] = await ctx.deps.db
        .select({ code: pages.code })
        .from(pages)
        .where(eq(pages.code, query.screenId));
      if (!page) throw notFound(`Unknown page code ${query.screenId}.`);
      const allowed = await hasPermission(ctx, query.screenId, query.actionType);
      return {
        message: allowed ? PERMISSION_CHECK_MESSAGES.permitted : PERMISSION_CHECK_MESSAGES.notPermitted,
        data: allowed,
      };
    },
  }),
];
