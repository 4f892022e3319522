import type { PermissionAction } from '@backoffice/shared/page-codes';
import { and, eq, or, sql } from 'drizzle-orm';
import { pages, rolePermissions, roles, userRoles } from '../db/schema/index.js';
import { forbidden } from '../http/api-error.js';
import type { UserContext } from '../http/request-context.js';

const COLUMN = {
  view: rolePermissions.canView,
  create: rolePermissions.canCreate,
  edit: rolePermissions.canEdit,
  delete: rolePermissions.canDelete,
} as const;

/**
 * A super admin and holders of an admin role may do everything in the company; anyone else needs
 * a web (not mobile-app) permission row on the page for one of their roles.
 */
export const hasPermission = async (
  ctx: Pick<UserContext, 'deps' | 'user' | 'companyId'>,
  pageCode: number,
  action: PermissionAction,
): Promise<boolean> => {
  if (ctx.user.isSuperAdmin) return true;
  const [row] = await ctx.deps.db
    .select({ allowed: sql<boolean>`bool_or(${roles.isAdminRole} or coalesce(${COLUMN[action]}, false))` })
    .from(userRoles)
    .innerJoin(roles, and(eq(roles.companyId, userRoles.companyId), eq(roles.id, userRoles.roleId)))
    .leftJoin(
      rolePermissions,
      and(
        eq(rolePermissions.companyId, userRoles.companyId),
        eq(rolePermissions.roleId, userRoles.roleId),
        eq(rolePermissions.pageCode, pageCode),
        eq(rolePermissions.isMobileApp, false),
      ),
    )
    .where(
      and(
        eq(userRoles.companyId, ctx.companyId),
        eq(userRoles.userId, ctx.user.userId),
        eq(roles.isActive, true),
        or(eq(roles.isAdminRole, true), sql`${rolePermissions.pageCode} is not null`),
      ),
    );
  return row?.allowed === true;
};

export const requirePermission = async (
  ctx: Pick<UserContext, 'deps' | 'user' | 'companyId'>,
  pageCode: number,
  action: PermissionAction,
): Promise<void> => {
  if (await hasPermission(ctx, pageCode, action)) return;
  const [page] = await ctx.deps.db.select({ title: pages.title }).from(pages).where(eq(pages.code, pageCode));
  throw forbidden(`You do not have permission to ${action} ${page?.title ?? `page ${pageCode}`}.`);
};
