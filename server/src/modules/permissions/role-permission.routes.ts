import { PAGE_CODES } from '@backoffice/shared/page-codes';
import { defineRoute } from '../../http/define-route.js';
import { findRole } from '../roles/role-record.js';
import { PERMISSION_MESSAGES, permissionMatrix, savePermissions } from './role-permission.service.js';
import { roleIdOnlyQuery, savePermissionsBody } from './role-permission.validators.js';

const page = PAGE_CODES.Role;
const tag = 'Roles';

/** Role permissions per page, with the mobile-app flag (spec 6 and 7: permission save and listbyRoleId). */
export const rolePermissionRoutes = [
  defineRoute({
    method: 'post',
    path: '/permission/save',
    summary:
      'Replaces all of a role\'s permission rows. Body: RoleId and Permissions, a list of {PageCode, IsMobileApp, CanView, CanCreate, CanEdit, CanDelete} (flags default to false; a row granting nothing is dropped). As JSON: {"RoleId": 3, "Permissions": [{"PageCode": 100, "CanView": true}]}; form-encoded: RoleId=3&Permissions[0].PageCode=100&Permissions[0].CanView=true (Permissions[0][CanView] also works). No rows removes every permission. Answers the role\'s rows.',
    access: 'user',
    tag,
    permission: { page, action: 'edit' },
    body: savePermissionsBody,
    handler: async (ctx, { body }) => ({
      data: await savePermissions(ctx, body.RoleId, body.Permissions),
      message: PERMISSION_MESSAGES.saved,
    }),
  }),
  defineRoute({
    method: 'get',
    path: '/permission/listbyRoleId',
    summary:
      "Every page of the catalogue with the role's flags, grouped by module (IsActiveForCompany says whether the company has it): {RoleId, RoleName, IsAdminRole, Modules: [{ModuleId, ModuleCode, ModuleName, IsActiveForCompany, Permissions: [{PageCode, PageName, Title, IsMobileApp, CanView, CanCreate, CanEdit, CanDelete}]}]}, a web and a mobile-app row per page, the shape permission/save takes back.",
    access: 'user',
    tag,
    permission: { page, action: 'view' },
    query: roleIdOnlyQuery,
    handler: async (ctx, { query }) => {
      const role = await findRole(ctx.deps.db, ctx.companyId, query.roleId);
      return { data: await permissionMatrix(ctx.deps.db, ctx.companyId, role) };
    },
  }),
];
