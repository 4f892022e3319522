import { type MenuGroupDto, menuContracts } from '@backoffice/shared/catalogue/menu.contract';
import { type RecordHit, recordSearchContracts } from '@backoffice/shared/search/record-search.contract';
import { screen, within } from '@testing-library/dom';
import { describe, expect, it } from 'vitest';
import { $calendarMode } from '../core/preferences.store.ts';
import { fakeServer } from '../test-support/fake-contract-server.ts';
import { renderScreen, user } from '../test-support/render-screen.tsx';
import { CommandPaletteButton } from './command-palette-button.tsx';

const item = (Name: string, Url: string) => ({ Name, Url, AddUrl: null, Icon: 'list' });

const MENU: MenuGroupDto[] = [
  {
    Name: 'Sales',
    IsCollapsable: true,
    Icon: 'list',
    Menus: [item('Orders', '/salesapp/orders'), item('Order Board', '/salesapp/order-board')],
    ChildMenuGroup: [],
  },
  {
    Name: 'Administration',
    IsCollapsable: true,
    Icon: 'list',
    Menus: [item('Users', '/admin/users')],
    ChildMenuGroup: [],
  },
];

const HITS: RecordHit[] = [
  {
    Kind: 'order',
    Id: 7,
    Title: 'SO-2026-000007',
    Detail: 'Bishnu Traders',
    Date: '2026-11-20',
    Url: '/salesapp/orders/7',
  },
  { Kind: 'party', Id: 3, Title: 'Bishnu Traders', Detail: 'BT-01', Date: null, Url: '/salesapp/parties/3' },
];

const searchBox = () => screen.findByRole('combobox', { name: 'Search pages and records' });
/** The header's button, once the screen is mounted. */
const searchButton = async () => {
  const button = await screen.findByRole('button', { name: 'Search (Ctrl+K)' });
  // The shortcut listens from the screen's effects, which run just after it shows.
  await new Promise((resolve) => setTimeout(resolve, 20));
  return button;
};
const optionNames = () => screen.queryAllByRole('option').map((option) => option.textContent);

describe('CommandPalette', () => {
  it('opens with Ctrl+K and keeps the pages whose name holds the text', async () => {
    fakeServer.answer(menuContracts.forRoles, MENU);
    renderScreen(<CommandPaletteButton />);
    await searchButton();
    await user.keyboard('{Control>}k{/Control}');
    const box = await searchBox();
    await expect.poll(() => document.activeElement).toBe(box);
    expect(screen.getByRole('status').textContent).toBe('Type to search pages and records');

    await user.type(box, 'ord');
    const pages = await screen.findByRole('group', { name: 'Pages' });
    expect(
      within(pages)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['OrdersSales', 'Order BoardSales']);
    expect(optionNames().some((name) => name?.startsWith('Users'))).toBe(false);
    // Fewer than two characters never reach the server; three do, once typing pauses.
    await expect.poll(() => fakeServer.callsTo(recordSearchContracts.search).length).toBe(0);
  });

  it('shows the records the server finds, and Enter opens the chosen one', async () => {
    fakeServer.answer(menuContracts.forRoles, MENU);
    fakeServer.answer(recordSearchContracts.search, HITS);
    const { navigations } = renderScreen(<CommandPaletteButton />);
    await user.click(await searchButton());
    await user.type(await searchBox(), 'bishnu');

    const records = await screen.findByRole('group', { name: 'Records' });
    expect(
      within(records)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['SO-2026-000007Order · Bishnu Traders · Nov 20, 2026', 'Bishnu TradersParty · BT-01']);
    expect(fakeServer.callsTo(recordSearchContracts.search).map((call) => call.query)).toEqual([
      { query: 'bishnu', limit: '5' },
    ]);
    const box = await searchBox();
    expect(box.getAttribute('aria-activedescendant')).toBe(screen.getAllByRole('option')[0]?.id);

    await user.keyboard('{ArrowDown}');
    expect(screen.getAllByRole('option')[1]?.getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{Home}');
    expect(screen.getAllByRole('option')[0]?.getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{End}{ArrowUp}{Enter}');
    expect(navigations).toEqual(['/salesapp/orders/7']);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("writes a record's day in the person's calendar", async () => {
    $calendarMode.set('BS');
    fakeServer.answer(menuContracts.forRoles, MENU);
    fakeServer.answer(recordSearchContracts.search, HITS);
    renderScreen(<CommandPaletteButton />);
    await user.click(await searchButton());
    await user.type(await searchBox(), 'bishnu');
    const records = await screen.findByRole('group', { name: 'Records' });
    expect(within(records).getAllByRole('option')[0]?.textContent).toBe(
      'SO-2026-000007Order · Bishnu Traders · Mangsir 4, 2083',
    );
  });

  it('opens a record with the mouse too', async () => {
    fakeServer.answer(menuContracts.forRoles, MENU);
    fakeServer.answer(recordSearchContracts.search, HITS);
    const { navigations } = renderScreen(<CommandPaletteButton />);
    await searchButton();
    await user.keyboard('{Meta>}k{/Meta}');
    await user.type(await searchBox(), 'bishnu');
    await user.click(await screen.findByRole('option', { name: /^Bishnu Traders/ }));
    expect(navigations).toEqual(['/salesapp/parties/3']);
  });

  it('says when nothing is found, and shows the server refusal', async () => {
    fakeServer.answer(menuContracts.forRoles, MENU);
    fakeServer.answer(recordSearchContracts.search, []);
    renderScreen(<CommandPaletteButton />);
    await searchButton();
    await user.keyboard('{Control>}k{/Control}');
    const box = await searchBox();
    await user.type(box, 'payroll');
    expect(await screen.findByText('Nothing found for “payroll”')).toBeTruthy();

    fakeServer.refuse(recordSearchContracts.search, {
      code: 400,
      message: 'query must be 2 to 100 characters',
    });
    await user.type(box, 's');
    expect(await screen.findByText('query must be 2 to 100 characters')).toBeTruthy();
  });

  it('closes on Escape and gives the focus back to where it was', async () => {
    fakeServer.answer(menuContracts.forRoles, MENU);
    renderScreen(<CommandPaletteButton />);
    const button = await searchButton();
    await user.click(button);
    await user.type(await searchBox(), 'us');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(button);
    // It opens afresh.
    await user.keyboard('{Control>}k{/Control}');
    expect(((await searchBox()) as HTMLInputElement).value).toBe('');
  });
});
