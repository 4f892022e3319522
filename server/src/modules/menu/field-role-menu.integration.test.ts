import type { MenuGroupDto } from '@backoffice/shared/catalogue/menu.contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, signInAs } from '../../test-support/sign-in.js';
import { startTestApp, type TestApp } from '../../test-support/test-app.js';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => app.close());

const namesIn = (groups: readonly MenuGroupDto[]): string[] =>
  groups.flatMap((group) => [...group.Menus.map((item) => item.Name), ...namesIn(group.ChildMenuGroup)]);

const menuOf = async (username: string, password: string, door?: 'dealer'): Promise<string[]> => {
  const token = await signInAs(app, username, password, door ? { door } : {});
  const menu = await app.get<MenuGroupDto[]>(`${API}/menu/all/role`, { token, companyId: 1 });
  expect(menu.status).toBe(200);
  return namesIn(menu.body.Data ?? []).sort();
};

/** Pages every member sees whatever their roles (no page code): the home page and the like. */
const everyone = async (): Promise<Set<string>> => {
  const token = await signInAs(app, 'staff', 'Staff@123');
  const menu = await app.get<MenuGroupDto[]>(`${API}/menu/all/role`, { token, companyId: 1 });
  return new Set(namesIn(menu.body.Data ?? []).filter((name) => name !== 'Support Tickets'));
};

describe("the demo field roles' menus", () => {
  it('shows a sales person the screens of their own work', async () => {
    const common = await everyone();
    const own = (await menuOf('sales1', 'Sales@123')).filter((name) => !common.has(name));
    expect(own).toEqual(
      [
        'Advance Requests',
        'Attendance',
        'Attendance Sheet',
        'Beat Plans',
        'Collections',
        'Day Logs',
        'Expenses',
        'Leaves',
        'Live map',
        'Order Board',
        'Orders',
        'Parties',
        'Party Notes',
        'Party Statement',
        'Products',
        'Travel history',
        'Visit Purposes',
        'Visits',
      ].sort(),
    );
  });

  it('shows a dealer their orders and their retailers', async () => {
    const common = await everyone();
    const own = (await menuOf('dealer', 'Dealer@123', 'dealer')).filter((name) => !common.has(name));
    // The chalan is a delivery person's own sheet: not on a dealer's menu.
    expect(own).toEqual(['Dealer Retailers', 'Order Board', 'Orders']);
  });

  it('shows a delivery person their orders (their deliveries) and their chalan', async () => {
    const common = await everyone();
    const own = (await menuOf('delivery', 'Delivery@123')).filter((name) => !common.has(name));
    // Their own workday too: attendance, advances, claims and day logs.
    expect(own).toEqual([
      'Advance Requests',
      'Attendance',
      'Attendance Sheet',
      'Chalan',
      'Day Logs',
      'Expenses',
      'Order Board',
      'Orders',
    ]);
  });
});
