import { PAGE_CODES, type PageName } from '@backoffice/shared/page-codes';
import { and, eq, isNotNull, or } from 'drizzle-orm';
import { CORE_MODULE_ID, PLATFORM_PAGES } from '../auth/permissions.js';
import type { Database } from '../db/database.js';
import { companyModules, pages, rolePermissions, roles, userRoles } from '../db/schema/index.js';

const NAME_OF_CODE = new Map<number, PageName>(
  Object.entries(PAGE_CODES).map(([name, code]) => [code, name as PageName]),
);

const namesOf = (codes: Iterable<number>): Set<string> => {
  const names = new Set<string>();
  for (const code of codes) {
    const name = NAME_OF_CODE.get(code);
    if (name) names.add(name);
  }
  return names;
};

/**
 * The pages a user may view in a company, by name: the same rule as hasPermission(…, 'view') in
 * auth/permissions.ts (module active; super admin or an admin role sees all; else a web permission
 * row), in two queries for all pages at once, since a connection checks it for every event it gets.
 */
export const viewablePages = async (
  db: Database,
  companyId: number,
  user: { userId: number; isSuperAdmin: boolean },
): Promise<ReadonlySet<string>> => {
  const openPages = await db
    .select({ code: pages.code })
    .from(pages)
    .leftJoin(
      companyModules,
      and(eq(companyModules.companyId, companyId), eq(companyModules.moduleId, pages.moduleId)),
    )
    .where(or(eq(pages.moduleId, CORE_MODULE_ID), isNotNull(companyModules.moduleId)));
  const open = new Set(openPages.map((row) => row.code));
  if (user.isSuperAdmin) return namesOf(open);

  const grants = await db
    .select({ isAdminRole: roles.isAdminRole, pageCode: rolePermissions.pageCode })
    .from(userRoles)
    .innerJoin(roles, and(eq(roles.companyId, userRoles.companyId), eq(roles.id, userRoles.roleId)))
    .leftJoin(
      rolePermissions,
      and(
        eq(rolePermissions.companyId, userRoles.companyId),
        eq(rolePermissions.roleId, userRoles.roleId),
        eq(rolePermissions.isMobileApp, false),
        eq(rolePermissions.canView, true),
      ),
    )
    .where(
      and(eq(userRoles.companyId, companyId), eq(userRoles.userId, user.userId), eq(roles.isActive, true)),
    );
  const companyPages = [...open].filter((code) => !PLATFORM_PAGES.has(code));
  if (grants.some((row) => row.isAdminRole)) return namesOf(companyPages);
  return namesOf(
    grants.flatMap((row) =>
      row.pageCode !== null && open.has(row.pageCode) && !PLATFORM_PAGES.has(row.pageCode)
        ? [row.pageCode]
        : [],
    ),
  );
};
