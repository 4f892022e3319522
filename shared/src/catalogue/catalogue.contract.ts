import { z } from 'zod';
import { optionalId } from '../form-fields.js';
import { defineContract } from '../http/route-contract.js';

/** GET /module/list: a module of the product, and whether the caller's company has it. */
export const catalogueModuleSchema = z.object({
  Id: z.number().int(),
  Code: z.string(),
  Name: z.string(),
  /** Whether the caller's company has it (Core always). */
  IsActive: z.boolean(),
});
export type CatalogueModule = z.infer<typeof catalogueModuleSchema>;

/** GET /page/list: a permission page. */
export const cataloguePageSchema = z.object({
  Code: z.number().int(),
  Name: z.string(),
  Title: z.string(),
  ModuleId: z.number().int(),
});
export type CataloguePage = z.infer<typeof cataloguePageSchema>;

/** GET /menu/list: a menu entry of the catalogue. */
export const catalogueMenuSchema = z.object({
  Id: z.number().int(),
  Name: z.string(),
  Url: z.string(),
  AddUrl: z.string().nullable(),
  Icon: z.string(),
  GroupId: z.number().int(),
  ModuleId: z.number().int(),
  PageCode: z.number().int().nullable(),
  SortOrder: z.number().int(),
});
export type CatalogueMenu = z.infer<typeof catalogueMenuSchema>;

/** GET /menugroup/list: a menu group of the catalogue. */
export const catalogueMenuGroupSchema = z.object({
  Id: z.number().int(),
  Name: z.string(),
  ParentId: z.number().int().nullable(),
  Icon: z.string(),
  IsCollapsable: z.boolean(),
  SortOrder: z.number().int(),
});
export type CatalogueMenuGroup = z.infer<typeof catalogueMenuGroupSchema>;

const tag = 'Catalogue';

/**
 * The system catalogue (modules, pages, menu entries and groups; synced from shared/catalogue at
 * start), read-only for any signed-in user: screens build pickers and the permission matrix from
 * it. It is small and the same for everyone, so each call answers the whole list, not a page.
 */
export const catalogueContracts = {
  modules: defineContract({
    method: 'get',
    path: '/module/list',
    summary:
      "The product's modules: [{Id, Code, Name, IsActive}], IsActive saying whether the caller's company has it (Core always).",
    access: 'user',
    tag,
    response: z.array(catalogueModuleSchema),
  }),
  pages: defineContract({
    method: 'get',
    path: '/page/list',
    summary:
      'The permission pages, of one module when moduleId is given (the spec\'s "page names by moduleId"): [{Code, Name, Title, ModuleId}].',
    access: 'user',
    tag,
    query: z.object({ moduleId: optionalId('moduleId must be the number of a module') }),
    response: z.array(cataloguePageSchema),
  }),
  menus: defineContract({
    method: 'get',
    path: '/menu/list',
    summary:
      "Every menu entry of the catalogue, by group and order: [{Id, Name, Url, AddUrl, Icon, GroupId, ModuleId, PageCode, SortOrder}]. The caller's own menu is menu/all/role.",
    access: 'user',
    tag,
    response: z.array(catalogueMenuSchema),
  }),
  menuGroups: defineContract({
    method: 'get',
    path: '/menugroup/list',
    summary:
      'Every menu group of the catalogue, in order: [{Id, Name, ParentId, Icon, IsCollapsable, SortOrder}].',
    access: 'user',
    tag,
    response: z.array(catalogueMenuGroupSchema),
  }),
};
