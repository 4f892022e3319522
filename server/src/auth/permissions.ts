import { moduleIdOf } from '@backoffice/shared/catalogue/modules';
import { PAGE_CODES, type PermissionAction } from '@backoffice/shared/page-codes';
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import { companyModules, pages, rolePermissions, roles, userRoles, users } from '../db/schema/index.js';
import { forbidden } from '../http/api-error.js';
import type { UserContext } from '../http/request-context.js';

export const CORE_MODULE_ID = moduleIdOf('Core');

/**
 * Pages of the platform, not of a company: the support desk reads every company's tickets, so
 * only a super administrator opens it. A company's admin role (which passes every page) and any
 * grant a company admin writes for their own roles stop short of these.
 */
export const PLATFORM_PAGES: ReadonlySet<number> = new Set([PAGE_CODES.AdminSupportTicket]);

const COLUMN = {
  view: rolePermissions.canView,
  create: rolePermissions.canCreate,
  edit: rolePermissions.canEdit,
  delete: rolePermissions.canDelete,
} as const;

/**
 * A page of a module the company does not have is closed to everyone, as the menu hides it: the
 * menu a role receives and the routes it may call must agree.
 */
const moduleActiveFor = async (
  db: UserContext['deps']['db'],
  companyId: number,
  pageCode: number,
): Promise<boolean> => {
  // A join, not a correlated subquery: Drizzle leaves a one-table select's columns unqualified, and
  // inside a subquery those would silently name the subquery's own columns.
  const [row] = await db
    .select({ moduleId: pages.moduleId, granted: companyModules.moduleId })
    .from(pages)
    .leftJoin(
      companyModules,
      and(eq(companyModules.companyId, companyId), eq(companyModules.moduleId, pages.moduleId)),
    )
    .where(eq(pages.code, pageCode));
  return row !== undefined && (row.moduleId === CORE_MODULE_ID || row.granted !== null);
};

/**
 * A super admin and holders of an admin role may do everything in the company; anyone else needs
 * a web (not mobile-app) permission row on the page for one of their roles.
 */
export const hasPermission = async (
  ctx: Pick<UserContext, 'deps' | 'user' | 'companyId'>,
  pageCode: number,
  action: PermissionAction,
): Promise<boolean> => {
  if (!(await moduleActiveFor(ctx.deps.db, ctx.companyId, pageCode))) return false;
  if (ctx.user.isSuperAdmin) return true;
  if (PLATFORM_PAGES.has(pageCode)) return false;
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

/** The route's own grant first; the refusal names that one, as it is what an administrator would give. */
export const requirePermission = async (
  ctx: Pick<UserContext, 'deps' | 'user' | 'companyId'>,
  required: { page: number; action: PermissionAction },
  alternatives: readonly { page: number; action: PermissionAction }[] = [],
): Promise<void> => {
  for (const grant of [required, ...alternatives]) {
    if (await hasPermission(ctx, grant.page, grant.action)) return;
  }
  const [page] = await ctx.deps.db
    .select({ title: pages.title })
    .from(pages)
    .where(eq(pages.code, required.page));
  throw forbidden(
    `You do not have permission to ${required.action} ${page?.title ?? `page ${required.page}`}.`,
  );
};

/**
 * Which of these users may view the page in the company: hasPermission(…, 'view') for many users
 * in three queries, so a notification to a whole company can tell who may open its link.
 */
export const usersWhoMayView = async (
  db: UserContext['deps']['db'],
  companyId: number,
  pageCode: number,
  userIds: readonly number[],
): Promise<Set<number>> => {
  if (userIds.length === 0) return new Set();
  if (!(await moduleActiveFor(db, companyId, pageCode))) return new Set();
  const ids = [...userIds];
  const superAdmins = await db
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.id, ids), eq(users.isSuperAdmin, true)));
  const allowed = new Set(superAdmins.map((row) => row.id));
  if (PLATFORM_PAGES.has(pageCode)) return allowed;
  const granted = await db
    .selectDistinct({ userId: userRoles.userId })
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
        eq(userRoles.companyId, companyId),
        inArray(userRoles.userId, ids),
        eq(roles.isActive, true),
        or(eq(roles.isAdminRole, true), eq(rolePermissions.canView, true)),
      ),
    );
  for (const row of granted) allowed.add(row.userId);
  return allowed;
};
