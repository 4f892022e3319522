import { describe, expect, it } from 'vitest';
import { buildMenuTree, type GroupRow, type ItemRow } from './menu-tree.js';

const group = (id: number, parentId: number | null, sortOrder: number, name = `Group ${id}`): GroupRow => ({
  id,
  parentId,
  name,
  icon: `icon-${id}`,
  isCollapsable: id % 2 === 0,
  sortOrder,
});

const item = (groupId: number, name: string, sortOrder: number): ItemRow => ({
  groupId,
  name,
  url: `/${name.toLowerCase()}`,
  addUrl: null,
  icon: `icon-${name.toLowerCase()}`,
  sortOrder,
});

describe('buildMenuTree', () => {
  it('sorts groups and items by sortOrder, not by input order', () => {
    const groups = [group(1, null, 2), group(2, null, 1)];
    const items = [item(1, 'C', 3), item(1, 'A', 1), item(1, 'B', 2), item(2, 'D', 1)];
    const tree = buildMenuTree(groups, items);
    expect(tree.map((g) => g.Name)).toEqual(['Group 2', 'Group 1']);
    expect(tree[1]?.Menus.map((m) => m.Name)).toEqual(['A', 'B', 'C']);
  });

  it('does not reorder the arrays it was given', () => {
    const groups = [group(1, null, 2), group(2, null, 1)];
    const items = [item(1, 'B', 2), item(1, 'A', 1), item(2, 'C', 1)];
    buildMenuTree(groups, items);
    expect(groups.map((g) => g.id)).toEqual([1, 2]);
    expect(items.map((i) => i.name)).toEqual(['B', 'A', 'C']);
  });

  it('nests groups under their parent in ChildMenuGroup', () => {
    const groups = [group(1, null, 1), group(2, 1, 2), group(3, 1, 1), group(4, 3, 1)];
    const items = [item(1, 'Top', 1), item(2, 'Second', 1), item(3, 'First', 1), item(4, 'Deep', 1)];
    const [root] = buildMenuTree(groups, items);
    expect(root?.ChildMenuGroup.map((g) => g.Name)).toEqual(['Group 3', 'Group 2']);
    expect(root?.ChildMenuGroup[0]?.ChildMenuGroup.map((g) => g.Name)).toEqual(['Group 4']);
    expect(root?.ChildMenuGroup[0]?.ChildMenuGroup[0]?.Menus.map((m) => m.Name)).toEqual(['Deep']);
  });

  it('leaves out a group with no visible items and no visible children', () => {
    const groups = [group(1, null, 1), group(2, null, 2), group(3, 2, 1)];
    const tree = buildMenuTree(groups, [item(1, 'Only', 1)]);
    expect(tree.map((g) => g.Name)).toEqual(['Group 1']);
  });

  it('keeps a parent whose only visible entries are in a child group', () => {
    const groups = [group(1, null, 1), group(2, 1, 1)];
    const tree = buildMenuTree(groups, [item(2, 'Nested', 1)]);
    expect(tree).toHaveLength(1);
    expect(tree[0]?.Menus).toEqual([]);
    expect(tree[0]?.ChildMenuGroup.map((g) => g.Name)).toEqual(['Group 2']);
  });

  it('gives nothing when no item is visible', () => {
    expect(buildMenuTree([group(1, null, 1), group(2, 1, 1)], [])).toEqual([]);
  });

  it('answers with exactly the field names the spec clients read', () => {
    const groups = [{ ...group(1, null, 1), name: 'Sales', icon: 'fa-cart', isCollapsable: true }];
    const items = [
      { groupId: 1, name: 'Orders', url: '/orders', addUrl: '/orders/new', icon: 'fa-list', sortOrder: 1 },
    ];
    expect(buildMenuTree(groups, items)).toStrictEqual([
      {
        Name: 'Sales',
        IsCollapsable: true,
        Icon: 'fa-cart',
        Menus: [{ Name: 'Orders', Url: '/orders', AddUrl: '/orders/new', Icon: 'fa-list' }],
        ChildMenuGroup: [],
      },
    ]);
  });

  it('terminates on a cycle in parentId and shows only what hangs from a root', () => {
    // 2 -> 3 -> 2 and 4 -> 4 are cycles: bad data must not hang the menu request.
    const groups = [group(1, null, 1), group(2, 3, 1), group(3, 2, 1), group(4, 4, 1)];
    const items = [item(1, 'Root', 1), item(2, 'Lost', 1), item(3, 'Lost too', 1), item(4, 'Self', 1)];
    const tree = buildMenuTree(groups, items);
    expect(tree).toHaveLength(1);
    expect(tree[0]?.Name).toBe('Group 1');
    expect(tree[0]?.ChildMenuGroup).toEqual([]);
  });

  it('terminates when a group id repeats under itself', () => {
    // A duplicated id is the only way a cycle can hang from a root with a single parentId.
    const groups = [group(1, null, 1), group(1, 1, 2)];
    const tree = buildMenuTree(groups, [item(1, 'Root', 1)]);
    expect(tree).toHaveLength(1);
    expect(tree[0]?.ChildMenuGroup).toEqual([]);
  });
});
