import type { MenuGroupDto, MenuItemDto } from '@backoffice/shared/catalogue/menu.contract';

export type { MenuGroupDto, MenuItemDto };

export interface GroupRow {
  id: number;
  parentId: number | null;
  name: string;
  icon: string;
  isCollapsable: boolean;
  sortOrder: number;
}

export interface ItemRow {
  groupId: number;
  name: string;
  url: string;
  addUrl: string | null;
  icon: string;
  sortOrder: number;
}

const bySortOrder = <T extends { sortOrder: number }>(a: T, b: T) => a.sortOrder - b.sortOrder;

/** Builds the group tree from the visible items; a group with nothing visible under it is left out. */
export const buildMenuTree = (groups: readonly GroupRow[], items: readonly ItemRow[]): MenuGroupDto[] => {
  const build = (parentId: number | null, seen: ReadonlySet<number>): MenuGroupDto[] =>
    groups
      .filter((group) => group.parentId === parentId && !seen.has(group.id))
      .sort(bySortOrder)
      .map((group) => {
        const children = build(group.id, new Set([...seen, group.id]));
        const menus = items
          .filter((item) => item.groupId === group.id)
          .sort(bySortOrder)
          .map((item) => ({ Name: item.name, Url: item.url, AddUrl: item.addUrl, Icon: item.icon }));
        return {
          Name: group.name,
          IsCollapsable: group.isCollapsable,
          Icon: group.icon,
          Menus: menus,
          ChildMenuGroup: children,
        };
      })
      .filter((group) => group.Menus.length > 0 || group.ChildMenuGroup.length > 0);
  return build(null, new Set());
};
