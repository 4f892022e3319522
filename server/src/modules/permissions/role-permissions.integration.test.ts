import type { PermissionMatrix, PermissionRow } from '@backoffice/shared/administration/permission.contract';
import type { MenuGroupDto } from '@backoffice/shared/catalogue/menu.contract';
import { moduleIdOf } from '@backoffice/shared/catalogue/modules';
import { PAGES } from '@backoffice/shared/catalogue/pages';
import { ROLE } from '@backoffice/shared/entities/administration/role.entity';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, companyModules, rolePermissions, roles } from '../../db/schema/index.js';
import { idByName } from '../../test-support/entity-id.js';
import { API, signInAs, signInWithNewAuthenticator } from '../../test-support/sign-in.js';
import { startTestApp, type TestApp } from '../../test-support/test-app.js';

let app: TestApp;
let admin: string;
let staff: string;
let coop: string;
beforeAll(async () => {
  app = await startTestApp();
  [admin, staff, coop] = await Promise.all([
    signInAs(app, 'admin', 'Admin@123'),
    signInAs(app, 'staff', 'Staff@123'),
    signInWithNewAuthenticator(app, 'coopadmin', 'Admin@123', { companyId: 2, branchId: 3 }),
  ]);
});
afterAll(async () => app.close());

const roleId = (name: string, companyId = 1) => idByName(app, ROLE, name, companyId);
const stored = async (id: number) =>
  app.deps.db
    .select({
      pageCode: rolePermissions.pageCode,
      isMobileApp: rolePermissions.isMobileApp,
      canView: rolePermissions.canView,
      canCreate: rolePermissions.canCreate,
      canEdit: rolePermissions.canEdit,
      canDelete: rolePermissions.canDelete,
    })
    .from(rolePermissions)
    .where(eq(rolePermissions.roleId, id))
    .orderBy(rolePermissions.pageCode, rolePermissions.isMobileApp);
const saveJson = (json: unknown, token = admin, companyId = 1) =>
  app.post<PermissionRow[]>(`${API}/permission/save`, { token, companyId, json });
const saveForm = (form: Record<string, string>, token = admin, companyId = 1) =>
  app.post<PermissionRow[]>(`${API}/permission/save`, { token, companyId, form });
const menuUrls = async (token: string) => {
  const menu = await app.get<MenuGroupDto[]>(`${API}/menu/all/role`, { token, companyId: 1 });
  const urls = (groups: MenuGroupDto[]): string[] =>
    groups.flatMap((group) => [...group.Menus.map((item) => item.Url), ...urls(group.ChildMenuGroup)]);
  return urls(menu.body.Data ?? []);
};

describe('permission/save', () => {
  it("replaces a role's rows from a JSON body, dropping rows that grant nothing, audited", async () => {
    const id = await roleId('Sales Person');
    const result = await saveJson({
      RoleId: id,
      Permissions: [
        { PageCode: 100, CanView: true },
        { pageCode: 207, isMobileApp: true, canView: true, canCreate: true },
        { PageCode: 101 },
      ],
    });
    expect(result.body.Message).toBe('Permissions saved.');
    expect(result.body.Data).toEqual([
      {
        PageCode: 100,
        PageName: 'User',
        Title: 'Users',
        IsMobileApp: false,
        CanView: true,
        CanCreate: false,
        CanEdit: false,
        CanDelete: false,
      },
      {
        PageCode: 207,
        PageName: 'SupportTicket',
        Title: 'Support Tickets',
        IsMobileApp: true,
        CanView: true,
        CanCreate: true,
        CanEdit: false,
        CanDelete: false,
      },
    ]);
    expect(await stored(id)).toHaveLength(2);
    const [audit] = await app.deps.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.entity, 'Role'),
          eq(auditLog.entityId, String(id)),
          eq(auditLog.action, 'permissions'),
        ),
      );
    // The demo Sales Person role's own pages, before the save replaced them.
    expect(audit?.before).toEqual({
      Permissions: [
        'Parties (300): view',
        'Products (302): view',
        'Orders (314): view, create',
        'Payments Received (316): view, create',
        'Beat Plans (317): view',
        'Visits and Tracking (319): view',
        'Leaves (320): view, create',
        'Attendance (321): view, create',
        'Advance Requests (325): view, create',
        'Expenses (328): view, create',
        'Day Logs (329): view, create',
        'Visit Purposes (330): view',
        'Party Notes (331): view, create',
      ],
    });
    expect(audit?.after).toEqual({
      Permissions: ['Users (100): view', 'Support Tickets (207) [mobile app]: view, create'],
    });
    const trail = await app.get<{ Action: string; Changes: unknown[] }[]>(`${API}/role/audit?id=${id}`, {
      token: admin,
      companyId: 1,
    });
    expect(trail.body.Data?.[0]).toMatchObject({
      Action: 'permissions',
      Changes: [{ Field: 'Permissions' }],
    });
  });

  it('takes the form-encoded list the ASP.NET way, in index order', async () => {
    const id = await roleId('Delivery Person');
    const result = await saveForm({
      roleid: String(id),
      'Permissions[1].PageCode': '101',
      'Permissions[1].CanEdit': 'on',
      'Permissions[0][PageCode]': '100',
      'Permissions[0][CanView]': 'true',
      'Permissions[0][CanDelete]': 'false',
    });
    expect(result.status).toBe(200);
    expect(await stored(id)).toEqual([
      {
        pageCode: 100,
        isMobileApp: false,
        canView: true,
        canCreate: false,
        canEdit: false,
        canDelete: false,
      },
      {
        pageCode: 101,
        isMobileApp: false,
        canView: false,
        canCreate: false,
        canEdit: true,
        canDelete: false,
      },
    ]);
    // No rows at all takes every permission away.
    expect((await saveForm({ RoleId: String(id) })).body.Data).toEqual([]);
    expect(await stored(id)).toEqual([]);
  });

  it('refuses unknown pages, repeated rows and bad flags, and keeps the old rows', async () => {
    const id = await roleId('Staff');
    const before = await stored(id);
    const unknown = await saveJson({ RoleId: id, Permissions: [{ PageCode: 999, CanView: true }] });
    expect(unknown.body).toMatchObject({
      Code: 400,
      Message: 'PageCode must be a page code of the catalogue',
      Errors: [{ Field: 'Permissions.0.PageCode', Message: 'PageCode must be a page code of the catalogue' }],
    });
    const twice = await saveJson({
      RoleId: id,
      Permissions: [{ PageCode: 100 }, { PageCode: 100, CanView: true }],
    });
    expect(twice.body.Message).toBe('Page 100 is listed twice');
    const flag = await saveForm({
      RoleId: String(id),
      'Permissions[0].PageCode': '100',
      'Permissions[0].CanView': 'maybe',
    });
    expect(flag.body.Message).toBe('CanView must be true or false');
    expect((await saveJson({ Permissions: [] })).body.Message).toBe('RoleId must be the number of a role');
    expect(await stored(id)).toEqual(before);
  });

  it("treats another company's role as missing and changes nothing", async () => {
    const id = await roleId('Staff');
    const before = await stored(id);
    const result = await saveJson({ RoleId: id, Permissions: [{ PageCode: 100, CanView: true }] }, coop, 2);
    expect(result.body).toEqual({ Code: 404, Message: `Role ${id} was not found.`, Data: null });
    expect(
      (await app.get(`${API}/permission/listbyRoleId?roleId=${id}`, { token: coop, companyId: 2 })).status,
    ).toBe(404);
    expect(await stored(id)).toEqual(before);
  });

  it('refuses staff, and a holder of Roles: edit cannot widen their own role', async () => {
    const id = await roleId('Staff');
    const before = await stored(id);
    expect((await saveJson({ RoleId: id, Permissions: [] }, staff)).body).toEqual({
      Code: 403,
      Message: 'You do not have permission to edit Roles.',
      Data: null,
    });
    await app.deps.db
      .insert(rolePermissions)
      .values({ companyId: 1, roleId: id, pageCode: 101, canView: true, canEdit: true });
    const own = await saveJson(
      { RoleId: id, Permissions: [{ PageCode: 100, CanView: true, CanEdit: true }] },
      staff,
    );
    expect(own.body.Message).toBe(
      'Only an administrator can change the permissions of a role they hold or of an administrator role.',
    );
    expect(await stored(id)).toEqual(
      [
        ...before,
        {
          pageCode: 101,
          isMobileApp: false,
          canView: true,
          canCreate: false,
          canEdit: true,
          canDelete: false,
        },
      ].sort((a, b) => a.pageCode - b.pageCode),
    );
    await app.deps.db
      .delete(rolePermissions)
      .where(and(eq(rolePermissions.roleId, id), eq(rolePermissions.pageCode, 101)));
  });
});

describe('permission/listbyRoleId', () => {
  it("answers every page of the catalogue by module with the role's flags, in the shape save takes back", async () => {
    const id = await roleId('Staff');
    const result = await app.get<PermissionMatrix>(`${API}/permission/listbyRoleId?roleId=${id}`, {
      token: admin,
      companyId: 1,
    });
    const matrix = result.body.Data as PermissionMatrix;
    expect(matrix).toMatchObject({ RoleId: id, RoleName: 'Staff', IsAdminRole: false });
    expect(matrix.Modules.find((module) => module.ModuleCode === 'Administration')).toMatchObject({
      ModuleId: 2,
      ModuleName: 'Administration',
      IsActiveForCompany: true,
    });
    const rows = matrix.Modules.flatMap((module) => module.Permissions);
    // Two rows (web, mobile app) for every page of the catalogue, each under its own module.
    expect(rows).toHaveLength(PAGES.length * 2);
    for (const module of matrix.Modules) {
      const codes = PAGES.filter((page) => page.module === module.ModuleCode).map((page) => page.code);
      expect(new Set(module.Permissions.map((row) => row.PageCode))).toEqual(new Set(codes));
    }
    expect(rows.filter((row) => row.CanView)).toEqual([
      {
        PageCode: 207,
        PageName: 'SupportTicket',
        Title: 'Support Tickets',
        IsMobileApp: false,
        CanView: true,
        CanCreate: true,
        CanEdit: true,
        CanDelete: false,
      },
    ]);
    // Posting the matrix back changes nothing.
    const before = await stored(id);
    expect((await saveJson({ RoleId: id, Permissions: rows })).status).toBe(200);
    expect(await stored(id)).toEqual(before);
    const theirs = await app.get<PermissionMatrix>(
      `${API}/permission/listbyRoleId?roleId=${await roleId('Staff', 2)}`,
      {
        token: coop,
        companyId: 2,
      },
    );
    expect(
      theirs.body.Data?.Modules.find((module) => module.ModuleCode === 'Administration')?.IsActiveForCompany,
    ).toBe(true);
  });
});

describe('the menu and the permission check agree after a save', () => {
  it('shows a granted page in the menu and lets its list answer; hides and refuses it once revoked', async () => {
    const id = await roleId('Staff');
    const keep = (await stored(id)).map((row) => ({
      PageCode: row.pageCode,
      IsMobileApp: row.isMobileApp,
      CanView: row.canView,
      CanCreate: row.canCreate,
      CanEdit: row.canEdit,
      CanDelete: row.canDelete,
    }));
    expect(await menuUrls(staff)).not.toContain('/admin/users');
    expect((await app.get(`${API}/user/list`, { token: staff, companyId: 1 })).status).toBe(403);

    await saveJson({ RoleId: id, Permissions: [...keep, { PageCode: 100, CanView: true }] });
    expect(await menuUrls(staff)).toContain('/admin/users');
    expect(await menuUrls(staff)).not.toContain('/admin/roles');
    expect((await app.get(`${API}/user/list`, { token: staff, companyId: 1 })).status).toBe(200);
    const check = (action: string) =>
      app.get<boolean>(`${API}/permission/CheckActionPermission?screenId=100&actionType=${action}`, {
        token: staff,
        companyId: 1,
      });
    expect((await check('View')).body.Data).toBe(true);
    expect((await check('Add')).body.Data).toBe(false);

    // A mobile-app grant shows nothing on the web.
    await saveJson({
      RoleId: id,
      Permissions: [...keep, { PageCode: 100, IsMobileApp: true, CanView: true }],
    });
    expect(await menuUrls(staff)).not.toContain('/admin/users');
    expect((await app.get(`${API}/user/list`, { token: staff, companyId: 1 })).status).toBe(403);
    expect((await check('View')).body.Data).toBe(false);

    await saveJson({ RoleId: id, Permissions: keep });
    expect(await menuUrls(staff)).not.toContain('/admin/users');
    expect((await app.get(`${API}/user/list`, { token: staff, companyId: 1 })).status).toBe(403);
  });

  it("hides and refuses the pages of an inactive role's grants", async () => {
    const id = await roleId('Staff');
    await saveJson({ RoleId: id, Permissions: [{ PageCode: 100, CanView: true }] });
    expect(await menuUrls(staff)).toContain('/admin/users');
    await app.deps.db
      .update(roles)
      .set({ isActive: false })
      .where(and(eq(roles.companyId, 1), eq(roles.id, id)));
    expect(await menuUrls(staff)).not.toContain('/admin/users');
    expect((await app.get(`${API}/user/list`, { token: staff, companyId: 1 })).status).toBe(403);
    await app.deps.db
      .update(roles)
      .set({ isActive: true })
      .where(and(eq(roles.companyId, 1), eq(roles.id, id)));
    expect(await menuUrls(staff)).toContain('/admin/users');
  });

  it('hides and refuses every page of a module the company no longer has, even to its administrator', async () => {
    expect(await menuUrls(admin)).toContain('/admin/notices');
    expect((await app.get(`${API}/notice/list`, { token: admin, companyId: 1 })).status).toBe(200);
    await app.deps.db
      .delete(companyModules)
      .where(and(eq(companyModules.companyId, 1), eq(companyModules.moduleId, moduleIdOf('Administration'))));
    expect(await menuUrls(admin)).not.toContain('/admin/notices');
    expect((await app.get(`${API}/notice/list`, { token: admin, companyId: 1 })).status).toBe(403);
    await app.deps.db.insert(companyModules).values({ companyId: 1, moduleId: moduleIdOf('Administration') });
    expect((await app.get(`${API}/notice/list`, { token: admin, companyId: 1 })).status).toBe(200);
  });
});
