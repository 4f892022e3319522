/** The answer of GET /menu/all/role (spec section 3: menu group and menu item). */
export interface MenuItemDto {
  Name: string;
  Url: string;
  AddUrl: string | null;
  Icon: string;
}

export interface MenuGroupDto {
  Name: string;
  IsCollapsable: boolean;
  Icon: string;
  Menus: MenuItemDto[];
  ChildMenuGroup: MenuGroupDto[];
}
