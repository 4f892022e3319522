import { PAGE_CODES } from '@backoffice/shared/page-codes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, signInAs } from '../test-support/sign-in.js';
import { startTestApp, type TestApp } from '../test-support/test-app.js';

interface MenuGroup {
  Menus: { Url: string | null }[];
  ChildMenuGroup: MenuGroup[];
}

let app: TestApp;
let admin: string;
let superadmin: string;
beforeAll(async () => {
  app = await startTestApp();
  [admin, superadmin] = await Promise.all([
    signInAs(app, 'admin', 'Admin@123'),
    signInAs(app, 'superadmin', 'Super@123'),
  ]);
});
afterAll(async () => {
  await app.close();
});

const urlsOf = (groups: MenuGroup[]): string[] =>
  groups.flatMap((group) => [
    ...group.Menus.flatMap((item) => (item.Url ? [item.Url] : [])),
    ...urlsOf(group.ChildMenuGroup),
  ]);

describe('platform pages (the support desk)', () => {
  it("are closed to a company's admin role and open to a super administrator", async () => {
    const check = (token: string, screenId: number) =>
      app.get<boolean>(`${API}/permission/CheckActionPermission?screenId=${screenId}&actionType=View`, {
        token,
        companyId: 1,
      });
    expect((await check(admin, PAGE_CODES.AdminSupportTicket)).body.Data).toBe(false);
    expect((await check(superadmin, PAGE_CODES.AdminSupportTicket)).body.Data).toBe(true);
    // The company's own support page stays open to its admin.
    expect((await check(admin, PAGE_CODES.SupportTicket)).body.Data).toBe(true);
  });

  it("leave the company admin's menu and stay in the super administrator's", async () => {
    const menu = async (token: string) =>
      urlsOf((await app.get<MenuGroup[]>(`${API}/menu/all/role`, { token, companyId: 1 })).body.Data ?? []);
    const adminMenu = await menu(admin);
    expect(adminMenu).toContain('/core/support/list');
    expect(adminMenu).not.toContain('/core/support/admin');
    expect(await menu(superadmin)).toContain('/core/support/admin');
  });
});
