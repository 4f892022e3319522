import { type MenuGroupDto, menuContracts } from '@backoffice/shared/catalogue/menu.contract';
import { screen } from '@testing-library/dom';
import { describe, expect, it } from 'vitest';
import { fakeServer } from '../test-support/fake-contract-server.ts';
import { renderScreen, user } from '../test-support/render-screen.tsx';
import { SideMenu } from './side-menu.tsx';

const item = (Name: string, Url: string) => ({ Name, Url, AddUrl: null, Icon: 'list' });
const group = (
  Name: string,
  Menus: MenuGroupDto['Menus'],
  ChildMenuGroup: MenuGroupDto[] = [],
): MenuGroupDto => ({
  Name,
  IsCollapsable: true,
  Icon: 'list',
  Menus,
  ChildMenuGroup,
});

/** Sales with two of its own groups, and Administration, all closed at first. */
const MENU: MenuGroupDto[] = [
  group(
    'Sales',
    [],
    [
      { ...group('Orders and delivery', [item('Orders', '/salesapp/orders')]), IsCollapsable: false },
      {
        ...group('Money', [
          item('Collections', '/salesapp/collections'),
          item('Party Statement', '/salesapp/statement'),
        ]),
        IsCollapsable: false,
      },
    ],
  ),
  group('Administration', [
    item('Users', '/admin/users'),
    item('Application Settings', '/admin/application-settings'),
  ]),
];

const filterBox = () => screen.findByRole('searchbox', { name: 'Filter the menu' });

describe('SideMenu', () => {
  it('keeps the entries whose name holds the typed text, their groups open, and opens the first on Enter', async () => {
    fakeServer.answer(menuContracts.forRoles, MENU);
    const { navigations } = renderScreen(<SideMenu activePath="/dashboard/admin" />);
    expect(screen.queryByRole('link', { name: 'Party Statement' })).toBeNull();

    await user.type(await filterBox(), 'STAT');
    expect(await screen.findByRole('link', { name: 'Party Statement' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Collections' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Users' })).toBeNull();

    await user.keyboard('{Enter}');
    await expect.poll(() => navigations).toEqual(['/salesapp/statement']);
  });

  it('says when no page matches, and Escape brings the whole menu back', async () => {
    fakeServer.answer(menuContracts.forRoles, MENU);
    renderScreen(<SideMenu activePath="/dashboard/admin" />);
    const box = await filterBox();
    await user.type(box, 'payroll');
    expect(await screen.findByText('No page matches “payroll”.')).toBeTruthy();
    await user.keyboard('{Escape}');
    expect((box as HTMLInputElement).value).toBe('');
    expect(await screen.findByRole('button', { name: 'Administration' })).toBeTruthy();
    expect(screen.queryByText(/No page matches/)).toBeNull();
  });
});
