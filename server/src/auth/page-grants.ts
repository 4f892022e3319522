import type { PermissionAction } from '@backoffice/shared/page-codes';
import { and, eq, inArray, isNotNull, or } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { companyModules, pages, rolePermissions, roles, userRoles } from '../db/schema/index.js';
import { CORE_MODULE_ID, PLATFORM_PAGES } from './platform-pages.js';

const COLUMN = {
  view: rolePermissions.canView,
  create: rolePermissions.canCreate,
  edit: rolePermissions.canEdit,
  delete: rolePermissions.canDelete,
} as const;

export interface Member {
  userId: number;
  isSuperAdmin: boolean;
}

/** The pages of the company's modules (and the core's), optionally only these. */
const openPages = async (db: Database, companyId: number, only?: readonly number[]): Promise<Set<number>> => {
  // A join, not a correlated subquery: Drizzle leaves a one-table select's columns unqualified, and
  // inside a subquery those would silently name the subquery's own columns.
  const openRows = await db
    .select({ code: pages.code })
    .from(pages)
    .leftJoin(
      companyModules,
      and(eq(companyModules.companyId, companyId), eq(companyModules.moduleId, pages.moduleId)),
    )
    .where(
      and(
        only === undefined ? undefined : inArray(pages.code, [...only]),
        or(eq(pages.moduleId, CORE_MODULE_ID), isNotNull(companyModules.moduleId)),
      ),
    );
  return new Set(openRows.map((row) => row.code));
};

/**
 * The one rule for "may this member do this on that page of the company", for any number of members
 * and pages in two queries. Route checks, who a notification may link to, and the pages a real-time
 * connection receives events of are all answered here, so they cannot disagree.
 *
 * - A page of a module the company does not have is closed to everyone, as the menu hides it.
 * - A super administrator may do everything on the open pages.
 * - Platform pages (the support desk) open to super administrators only.
 * - Anyone else needs an active role of the company that is an admin role, or that holds a web
 *   (not mobile-app) permission row granting the action on the page.
 *
 * `onlyPage` narrows both queries to one page (a route's check, on every request).
 */
export const grantedPages = async (
  db: Database,
  companyId: number,
  members: readonly Member[],
  action: PermissionAction,
  onlyPage?: number,
): Promise<Map<number, ReadonlySet<number>>> => {
  const granted = new Map<number, ReadonlySet<number>>();
  if (members.length === 0) return granted;
  const open = await openPages(db, companyId, onlyPage === undefined ? undefined : [onlyPage]);
  const companyPages = new Set([...open].filter((code) => !PLATFORM_PAGES.has(code)));
  const others = members.filter((member) => !member.isSuperAdmin).map((member) => member.userId);
  for (const member of members) granted.set(member.userId, member.isSuperAdmin ? open : new Set());
  if (others.length === 0 || companyPages.size === 0) return granted;

  const rows = await db
    .select({ userId: userRoles.userId, isAdminRole: roles.isAdminRole, pageCode: rolePermissions.pageCode })
    .from(userRoles)
    .innerJoin(roles, and(eq(roles.companyId, userRoles.companyId), eq(roles.id, userRoles.roleId)))
    .leftJoin(
      rolePermissions,
      and(
        eq(rolePermissions.companyId, userRoles.companyId),
        eq(rolePermissions.roleId, userRoles.roleId),
        onlyPage === undefined ? undefined : eq(rolePermissions.pageCode, onlyPage),
        eq(rolePermissions.isMobileApp, false),
        eq(COLUMN[action], true),
      ),
    )
    .where(
      and(eq(userRoles.companyId, companyId), inArray(userRoles.userId, others), eq(roles.isActive, true)),
    );
  const perUser = new Map<number, Set<number>>();
  for (const row of rows) {
    if (row.isAdminRole) {
      perUser.set(row.userId, companyPages);
      continue;
    }
    const own = perUser.get(row.userId) ?? new Set<number>();
    if (own === companyPages) continue;
    if (row.pageCode !== null && companyPages.has(row.pageCode)) own.add(row.pageCode);
    perUser.set(row.userId, own);
  }
  for (const [userId, codes] of perUser) granted.set(userId, codes);
  return granted;
};

/**
 * grantedPages' rule for one member over a few pages and every action at once, in two queries: a
 * screen of several pages (the voucher types) asks once per request instead of once per action.
 */
export const grantedActions = async (
  db: Database,
  companyId: number,
  member: Member,
  pageCodes: readonly number[],
): Promise<Record<PermissionAction, Set<number>>> => {
  const open = await openPages(db, companyId, pageCodes);
  const granted: Record<PermissionAction, Set<number>> = {
    view: new Set(),
    create: new Set(),
    edit: new Set(),
    delete: new Set(),
  };
  const actions = Object.keys(granted) as PermissionAction[];
  const companyPages = [...open].filter((code) => !PLATFORM_PAGES.has(code));
  if (member.isSuperAdmin) {
    for (const action of actions) for (const code of open) granted[action].add(code);
    return granted;
  }
  if (companyPages.length === 0) return granted;
  const rows = await db
    .select({
      isAdminRole: roles.isAdminRole,
      pageCode: rolePermissions.pageCode,
      view: rolePermissions.canView,
      create: rolePermissions.canCreate,
      edit: rolePermissions.canEdit,
      delete: rolePermissions.canDelete,
    })
    .from(userRoles)
    .innerJoin(roles, and(eq(roles.companyId, userRoles.companyId), eq(roles.id, userRoles.roleId)))
    .leftJoin(
      rolePermissions,
      and(
        eq(rolePermissions.companyId, userRoles.companyId),
        eq(rolePermissions.roleId, userRoles.roleId),
        inArray(rolePermissions.pageCode, companyPages),
        eq(rolePermissions.isMobileApp, false),
      ),
    )
    .where(
      and(eq(userRoles.companyId, companyId), eq(userRoles.userId, member.userId), eq(roles.isActive, true)),
    );
  for (const row of rows) {
    for (const action of actions) {
      if (row.isAdminRole) for (const code of companyPages) granted[action].add(code);
      else if (row.pageCode !== null && row[action] === true) granted[action].add(row.pageCode);
    }
  }
  return granted;
};
