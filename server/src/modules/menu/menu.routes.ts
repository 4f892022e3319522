import { menuItemHiddenFrom } from '@backoffice/shared/catalogue/menu';
import { menuContracts } from '@backoffice/shared/catalogue/menu.contract';
import { and, asc, eq, isNull, notInArray, or, sql } from 'drizzle-orm';
import { CORE_MODULE_ID, PLATFORM_PAGES } from '../../auth/permissions.js';
import {
  companyModules,
  menuGroups,
  menus,
  rolePermissions,
  roles,
  userRoles,
} from '../../db/schema/index.js';
import { implementRoute } from '../../http/define-route.js';
import { buildMenuTree } from './menu-tree.js';

export const menuRoutes = [
  implementRoute(menuContracts.forRoles, {
    handler: async (ctx) => {
      const { db } = ctx.deps;
      const { userId, isSuperAdmin } = ctx.user;
      const moduleActive = or(
        eq(menus.moduleId, CORE_MODULE_ID),
        sql`exists (select 1 from ${companyModules} where ${companyModules.companyId} = ${ctx.companyId} and ${companyModules.moduleId} = ${menus.moduleId})`,
      );
      const isAdmin = isSuperAdmin
        ? sql`true`
        : sql`exists (select 1 from ${userRoles} join ${roles} on ${roles.companyId} = ${userRoles.companyId} and ${roles.id} = ${userRoles.roleId}
            where ${userRoles.companyId} = ${ctx.companyId} and ${userRoles.userId} = ${userId} and ${roles.isAdminRole} and ${roles.isActive})`;
      const mayView = sql`exists (select 1 from ${rolePermissions} join ${userRoles}
            on ${userRoles.companyId} = ${rolePermissions.companyId} and ${userRoles.roleId} = ${rolePermissions.roleId}
            join ${roles} on ${roles.companyId} = ${userRoles.companyId} and ${roles.id} = ${userRoles.roleId} and ${roles.isActive}
            where ${userRoles.companyId} = ${ctx.companyId} and ${userRoles.userId} = ${userId}
              and ${rolePermissions.pageCode} = ${menus.pageCode} and ${rolePermissions.canView} and not ${rolePermissions.isMobileApp})`;
      const [items, groups] = await Promise.all([
        db
          .select()
          .from(menus)
          .where(
            and(
              moduleActive,
              or(isNull(menus.pageCode), isAdmin, mayView),
              // The platform's pages (the support desk) show to super administrators only.
              isSuperAdmin
                ? undefined
                : or(isNull(menus.pageCode), notInArray(menus.pageCode, [...PLATFORM_PAGES])),
            ),
          ),
        db.select().from(menuGroups).orderBy(asc(menuGroups.sortOrder)),
      ]);
      // A field user's menu also leaves out what their type is refused whatever the role (the chalan).
      const shown = items.filter((item) => !menuItemHiddenFrom(item.id, ctx.userType));
      return { data: buildMenuTree(groups, shown) };
    },
  }),
];
