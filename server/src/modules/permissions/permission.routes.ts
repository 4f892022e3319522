import { requiredId, requiredText } from '@backoffice/shared/form-fields';
import { PERMISSION_ACTIONS, type PermissionAction } from '@backoffice/shared/page-codes';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { hasPermission } from '../../auth/permissions.js';
import { pages } from '../../db/schema/index.js';
import { notFound } from '../../http/api-error.js';
import { defineRoute } from '../../http/define-route.js';

/** Existing clients say Add and Update as often as Create and Edit. */
const ACTION_ALIASES: Record<string, PermissionAction> = {
  view: 'view',
  read: 'view',
  create: 'create',
  add: 'create',
  edit: 'edit',
  update: 'edit',
  delete: 'delete',
  remove: 'delete',
};

const actionType = requiredText('actionType is required', 20).pipe(
  z
    .string()
    .transform((value) => ACTION_ALIASES[value.toLowerCase()])
    .pipe(z.enum(PERMISSION_ACTIONS, { error: 'actionType must be View, Create, Edit or Delete' })),
);

export const permissionRoutes = [
  defineRoute({
    method: 'get',
    path: '/permission/CheckActionPermission',
    summary: 'Whether the caller may take an action on a page (screenId = page code). Data is true or false.',
    access: 'user',
    query: z.object({ screenId: requiredId('screenId must be a page code'), actionType }),
    handler: async (ctx, { query }) => {
      const [page] = await ctx.deps.db
        .select({ code: pages.code })
        .from(pages)
        .where(eq(pages.code, query.screenId));
      if (!page) throw notFound(`Unknown page code ${query.screenId}.`);
      const allowed = await hasPermission(ctx, query.screenId, query.actionType);
      return { message: allowed ? 'Permitted' : 'Not permitted', data: allowed };
    },
  }),
];
