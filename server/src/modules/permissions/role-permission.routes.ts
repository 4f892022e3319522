import {
  PERMISSION_MESSAGES,
  permissionContracts,
} from '@backoffice/shared/administration/permission.contract';
import { implementRoute } from '../../http/define-route.js';
import { findRole } from '../roles/role-record.js';
import { permissionMatrix, savePermissions } from './role-permission.service.js';

/** Role permissions per page, with the mobile-app flag (spec 6 and 7: permission save and listbyRoleId). */
export const rolePermissionRoutes = [
  implementRoute(permissionContracts.save, {
    handler: async (ctx, { body }) => ({
      data: await savePermissions(ctx, body.RoleId, body.Permissions),
      message: PERMISSION_MESSAGES.saved,
    }),
  }),
  implementRoute(permissionContracts.listByRoleId, {
    handler: async (ctx, { query }) => {
      const role = await findRole(ctx.deps.db, ctx.companyId, query.roleId);
      return { data: await permissionMatrix(ctx.deps.db, ctx.companyId, role) };
    },
  }),
];
