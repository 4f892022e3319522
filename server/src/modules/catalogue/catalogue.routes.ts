import { optionalId } from '@backoffice/shared/form-fields';
import { asc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { menuGroups, menus, modules, pages } from '../../db/schema/index.js';
import { defineRoute } from '../../http/define-route.js';
import { outer } from '../users/audit-stamps.js';

const tag = 'Catalogue';

/**
 * The system catalogue (modules, pages, menu entries and groups; synced from shared/catalogue at
 * start), read-only for any signed-in user: screens build pickers and the permission matrix from
 * it. It is small and the same for everyone, so each call answers the whole list, not a page.
 */
export const catalogueRoutes = [
  defineRoute({
    method: 'get',
    path: '/module/list',
    summary:
      "The product's modules: [{Id, Code, Name, IsActive}], IsActive saying whether the caller's company has it (Core always).",
    access: 'user',
    tag,
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
  defineRoute({
    method: 'get',
    path: '/page/list',
    summary:
      'The permission pages, of one module when moduleId is given (the spec\'s "page names by moduleId"): [{Code, Name, Title, ModuleId}].',
    access: 'user',
    tag,
    query: z.object({ moduleId: optionalId('moduleId must be the number of a module') }),
    handler: async (ctx, { query }) => ({
      data: await ctx.deps.db
        .select({ Code: pages.code, Name: pages.name, Title: pages.title, ModuleId: pages.moduleId })
        .from(pages)
        .where(query.moduleId === undefined ? undefined : eq(pages.moduleId, query.moduleId))
        .orderBy(asc(pages.code)),
    }),
  }),
  defineRoute({
    method: 'get',
    path: '/menu/list',
    summary:
      "Every menu entry of the catalogue, by group and order: [{Id, Name, Url, AddUrl, Icon, GroupId, ModuleId, PageCode, SortOrder}]. The caller's own menu is menu/all/role.",
    access: 'user',
    tag,
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
  defineRoute({
    method: 'get',
    path: '/menugroup/list',
    summary:
      'Every menu group of the catalogue, in order: [{Id, Name, ParentId, Icon, IsCollapsable, SortOrder}].',
    access: 'user',
    tag,
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
