import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyModules, rolePermissions, roles } from '../db/schema/index.js';
import type { MenuGroupDto } from '../modules/menu/menu-tree.js';
import { API, signInAs } from '../test-support/sign-in.js';
import { startTestApp, type TestApp } from '../test-support/test-app.js';

let app: TestApp;
let admin: string;
let staff: string;
let superAdmin: string;
beforeAll(async () => {
  app = await startTestApp();
  [admin, staff, superAdmin] = await Promise.all([
    signInAs(app, 'admin', 'Admin@123'),
    signInAs(app, 'staff', 'Staff@123'),
    signInAs(app, 'superadmin', 'Super@123'),
  ]);
});
afterAll(async () => app.close());

describe('CompanyId header', () => {
  it('refuses a user of company 1 asking for company 2', async () => {
    const result = await app.get(`${API}/menu/all/role`, { token: staff, companyId: 2 });
    expect(result.status).toBe(403);
    expect(result.body).toEqual({
      Code: 403,
      Message: 'You do not have access to this company.',
      Data: null,
    });
  });

  it('answers a non-member the same for a company that does not exist', async () => {
    const result = await app.get(`${API}/menu/all/role`, { token: staff, companyId: 999 });
    expect(result.status).toBe(403);
  });

  it('refuses a malformed header and a query companyId that disagrees with it', async () => {
    for (const bad of ['abc', '-1', '0', '1.5', '99999999999']) {
      const result = await app.get(`${API}/menu/all/role`, { token: staff, companyId: bad });
      expect(result.status, bad).toBe(400);
      expect(result.body.Message).toBe('The CompanyId header must be a positive whole number.');
    }
    const mismatch = await app.get(`${API}/menu/all/role?companyId=2`, { token: staff, companyId: 1 });
    expect(mismatch.status).toBe(400);
  });

  it('falls back to the company of the token when the header is missing', async () => {
    expect((await app.get(`${API}/menu/all/role`, { token: staff })).status).toBe(200);
  });

  it('lets a super-level administrator act for every company, and 404s a missing one', async () => {
    const companies = await app.get<{ CompanyId: number; CompanyCode: string; LegalName: string }[]>(
      `${API}/user/companyuser`,
      { token: superAdmin, companyId: 1 },
    );
    expect(companies.body.Data?.map((company) => company.CompanyCode).sort()).toEqual(['HTL', 'SSCC']);
    // Company 2 requires two-factor sign-in: even a super admin must pass it there.
    expect((await app.get(`${API}/menu/all/role`, { token: superAdmin, companyId: 2 })).status).toBe(403);
    expect((await app.get(`${API}/menu/all/role`, { token: superAdmin, companyId: 999 })).status).toBe(404);
  });

  it("lists only the user's own companies", async () => {
    const companies = await app.get<{ CompanyId: number; CompanyName: string; LegalName: string }[]>(
      `${API}/user/companyuser`,
      { token: admin, companyId: 1 },
    );
    expect(companies.body.Data).toEqual([
      {
        CompanyId: 1,
        CompanyName: 'Himalayan Traders',
        CompanyCode: 'HTL',
        LegalName: 'Himalayan Traders Pvt. Ltd.',
      },
      {
        CompanyId: 2,
        CompanyName: 'Sagarmatha Cooperative',
        CompanyCode: 'SSCC',
        LegalName: 'Sagarmatha Saving and Credit Cooperative Ltd.',
      },
    ]);
    const own = await app.get<unknown[]>(`${API}/user/companyuser`, { token: staff, companyId: 1 });
    expect(own.body.Data).toHaveLength(1);
  });
});

describe('menu', () => {
  it('gives the groups of spec section 3', async () => {
    const result = await app.get<MenuGroupDto[]>(`${API}/menu/all/role`, { token: staff, companyId: 1 });
    expect(result.status).toBe(200);
    expect(result.body.Data?.[0]).toMatchObject({
      Name: 'Home',
      IsCollapsable: false,
      Icon: 'home',
      ChildMenuGroup: [],
    });
    expect(result.body.Data?.[0]?.Menus.map((menu) => menu.Url)).toEqual([
      '/dashboard/admin',
      '/core/notifications',
      '/general/company/profile',
    ]);
  });
});

describe('CheckActionPermission', () => {
  const check = (token: string, screenId: string | number, actionType: string) =>
    app.get<boolean>(
      `${API}/permission/CheckActionPermission?screenId=${screenId}&actionType=${actionType}`,
      {
        token,
        companyId: 1,
      },
    );

  it('answers from the role permissions: staff may edit support tickets, not users', async () => {
    expect((await check(staff, 207, 'Edit')).body.Data).toBe(true);
    expect((await check(staff, 207, 'delete')).body.Data).toBe(false);
    expect((await check(staff, 100, 'View')).body.Data).toBe(false);
    expect((await check(admin, 100, 'Delete')).body.Data).toBe(true);
  });

  it('follows a change of the role permissions at once', async () => {
    const [staffRole] = await app.deps.db
      .select()
      .from(roles)
      .where(and(eq(roles.companyId, 1), eq(roles.name, 'Staff')));
    await app.deps.db
      .update(rolePermissions)
      .set({ canDelete: true })
      .where(and(eq(rolePermissions.companyId, 1), eq(rolePermissions.roleId, staffRole?.id ?? 0)));
    expect((await check(staff, 207, 'Delete')).body.Data).toBe(true);
  });

  it('refuses unknown page codes and actions clearly', async () => {
    const unknownPage = await check(staff, 999, 'View');
    expect(unknownPage.status).toBe(404);
    expect(unknownPage.body.Message).toBe('Unknown page code 999.');
    const unknownAction = await check(staff, 207, 'Approve');
    expect(unknownAction.status).toBe(400);
    expect(unknownAction.body.Message).toBe('actionType must be View, Create, Edit or Delete');
    expect((await check(staff, 'abc', 'View')).status).toBe(400);
  });

  it('does not let a mobile-app permission open the web', async () => {
    const [staffRole] = await app.deps.db
      .select()
      .from(roles)
      .where(and(eq(roles.companyId, 1), eq(roles.name, 'Staff')));
    await app.deps.db.insert(rolePermissions).values({
      companyId: 1,
      roleId: staffRole?.id ?? 0,
      pageCode: 100,
      isMobileApp: true,
      canView: true,
    });
    expect((await check(staff, 100, 'View')).body.Data).toBe(false);
  });
});

describe('modules', () => {
  it('hides a module a company has not bought, even from its administrator', async () => {
    const before = await app.get<MenuGroupDto[]>(`${API}/menu/all/role`, { token: admin, companyId: 1 });
    await app.deps.db.delete(companyModules).where(eq(companyModules.companyId, 1));
    const after = await app.get<MenuGroupDto[]>(`${API}/menu/all/role`, { token: admin, companyId: 1 });
    // Core entries stay: they belong to no purchasable module.
    expect(after.body.Data?.[0]?.Menus).toEqual(before.body.Data?.[0]?.Menus);
  });
});
