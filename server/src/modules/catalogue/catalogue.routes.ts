import { catalogueContracts } from '@backoffice/shared/catalogue/catalogue.contract';
import { asc, eq, sql } from 'drizzle-orm';
import { menuGroups, menus, modules, pages } from '../../db/schema/index.js';
import { implementRoute } from '../../http/define-route.js';
import { outer } from '../users/audit-stamps.js';

/** The system catalogue, read-only for any signed-in user (see catalogueContracts). */
export const catalogueRoutes = [
  implementRoute(catalogueContracts.modules, {
    handler: async (ctx) => ({
      data: await ctx.deps.db
        .select({
          Id: modules.id,
          Code: modules.code,
          Name: modules.name,
          IsActive: sql<boolean>`${outer(modules.code)} = 'Core' or exists (select 1 from company_modules cm
            where cm.company_id = ${ctx.companyId} and cm.module_id = ${outer(modules.id)})`,
        })
        .from(modules)
        .orderBy(asc(modules.id)),
    }),
  }),
  implementRoute(catalogueContracts.pages, {
    handler: async (ctx, { query }) => ({
      data: await ctx.deps.db
        .select({ Code: pages.code, Name: pages.name, Title: pages.title, ModuleId: pages.moduleId })
        .from(pages)
        .where(query.moduleId === undefined ? undefined : eq(pages.moduleId, query.moduleId))
        .orderBy(asc(pages.code)),
    }),
  }),
  implementRoute(catalogueContracts.menus, {
    handler: async (ctx) => ({
      data: await ctx.deps.db
        .select({
          Id: menus.id,
          Name: menus.name,
          Url: menus.url,
          AddUrl: menus.addUrl,
          Icon: menus.icon,
          GroupId: menus.groupId,
          ModuleId: menus.moduleId,
          PageCode: menus.pageCode,
          SortOrder: menus.sortOrder,
        })
        .from(menus)
        .innerJoin(menuGroups, eq(menuGroups.id, menus.groupId))
        .orderBy(asc(menuGroups.sortOrder), asc(menus.sortOrder), asc(menus.id)),
    }),
  }),
  implementRoute(catalogueContracts.menuGroups, {
    handler: async (ctx) => ({
      data: await ctx.deps.db
        .select({
          Id: menuGroups.id,
          Name: menuGroups.name,
          ParentId: menuGroups.parentId,
          Icon: menuGroups.icon,
          IsCollapsable: menuGroups.isCollapsable,
          SortOrder: menuGroups.sortOrder,
        })
        .from(menuGroups)
        .orderBy(asc(menuGroups.sortOrder), asc(menuGroups.id)),
    }),
  }),
];
