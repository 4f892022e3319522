import { z } from 'zod';
import { defineContract } from '../http/route-contract.js';

/** A menu entry of GET /menu/all/role (spec section 3: menu item). */
export const menuItemSchema = z.object({
  Name: z.string(),
  Url: z.string(),
  AddUrl: z.string().nullable(),
  Icon: z.string(),
});
export type MenuItemDto = z.infer<typeof menuItemSchema>;

/** A group of GET /menu/all/role (spec section 3: menu group), with its entries and subgroups. */
export const menuGroupSchema = z.object({
  Name: z.string(),
  IsCollapsable: z.boolean(),
  Icon: z.string(),
  Menus: z.array(menuItemSchema),
  get ChildMenuGroup() {
    return z.array(menuGroupSchema);
  },
});
export type MenuGroupDto = z.infer<typeof menuGroupSchema>;

/** The caller's own menu (server/src/modules/menu); the whole catalogue is catalogueContracts. */
export const menuContracts = {
  forRoles: defineContract({
    method: 'get',
    path: '/menu/all/role',
    summary: "The menu for the caller's roles in the company: active modules only, pages the roles may view.",
    access: 'user',
    response: z.array(menuGroupSchema),
  }),
};
