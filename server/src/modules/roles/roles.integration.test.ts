import type { RoleRecord } from '@backoffice/shared/administration/role.contract';
import { ROLE } from '@backoffice/shared/entities/administration/role.entity';
import type { Page } from '@backoffice/shared/paging';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, rolePermissions, roles } from '../../db/schema/index.js';
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
const roleRow = async (id: number) => (await app.deps.db.select().from(roles).where(eq(roles.id, id)))[0];
const post = (path: string, form: Record<string, string>, token = admin, companyId = 1) =>
  app.post<RoleRecord>(`${API}/role/${path}`, { token, companyId, form });
const get = <T>(path: string, token = admin, companyId = 1) =>
  app.get<T>(`${API}/role/${path}`, { token, companyId });

describe('role list', () => {
  it("answers the company's roles by name, with how many hold each", async () => {
    const result = await get<Page<RoleRecord>>('list');
    expect(result.status).toBe(200);
    expect(result.body.Data?.Items.map((role) => [role.Name, role.UserCount, role.IsAdminRole])).toEqual([
      ['Administrator', 2, true],
      ['Dealer', 1, false],
      ['Delivery Person', 1, false],
      ['Sales Person', 2, false],
      ['Staff', 1, false],
    ]);
    expect(result.body.Data?.Items[0]).toEqual({
      Id: await roleId('Administrator'),
      Name: 'Administrator',
      IsAdminRole: true,
      IsActive: true,
      UserCount: 2,
      CreatedAt: expect.any(String),
      UpdatedAt: expect.any(String),
      CreatedByName: null,
    });
    expect((await get<Page<RoleRecord>>('list?IsAdminRole=true')).body.Data?.TotalCount).toBe(1);
    expect(
      (await get<Page<RoleRecord>>('list?query=PERSON')).body.Data?.Items.map((role) => role.Name),
    ).toEqual(['Delivery Person', 'Sales Person']);
    expect((await get('list?IsActive=maybe')).body.Message).toBe('Active must be true or false');
  });

  it('listactive answers active roles with the spec defaults: offset 1, limit 999', async () => {
    const inactive = (await post('new', { Name: 'Retired', IsActive: 'false' })).body.Data as RoleRecord;
    const result = await get<Page<{ Id: number; Name: string; IsAdminRole: boolean }>>('listactive');
    expect(result.body.Data).toMatchObject({ PageNo: 1, PageSize: 999, TotalCount: 5 });
    expect(result.body.Data?.Items.map((role) => role.Name)).toEqual([
      'Administrator',
      'Dealer',
      'Delivery Person',
      'Sales Person',
      'Staff',
    ]);
    expect(result.body.Data?.Items.map((role) => role.Id)).not.toContain(inactive.Id);
    const second = await get<Page<{ Name: string }>>('listactive?offset=2&limit=2');
    expect(second.body.Data).toMatchObject({ PageNo: 2, PageSize: 2, TotalCount: 5 });
    expect(second.body.Data?.Items.map((role) => role.Name)).toEqual(['Delivery Person', 'Sales Person']);
    expect((await get('listactive?limit=5001')).status).toBe(400);
    const theirs = await get<Page<{ Name: string }>>('listactive', coop, 2);
    expect(theirs.body.Data?.Items.map((role) => role.Name)).not.toContain('Retired');
  });

  it('autocompletes names as {Id, Name}', async () => {
    const result = await get<{ Id: number; Name: string }[]>('autocomplete?query=sta');
    expect(result.body.Data).toEqual([{ Id: await roleId('Staff'), Name: 'Staff' }]);
  });
});

describe('role save, new and edit', () => {
  it('creates through role/new and role/save, audited with who made it', async () => {
    const made = await post('new', { Name: 'Accountant' });
    expect(made.body).toMatchObject({
      Code: 200,
      Message: 'Role created.',
      Data: {
        Name: 'Accountant',
        IsAdminRole: false,
        IsActive: true,
        UserCount: 0,
        CreatedByName: 'Ram Thapa',
      },
    });
    const saved = await post('save', { Name: 'Cashier', IsActive: 'true' });
    expect(saved.body.Data?.Name).toBe('Cashier');
    const [audit] = await app.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'Role'), eq(auditLog.entityId, String(made.body.Data?.Id))));
    expect(audit).toMatchObject({
      companyId: 1,
      action: 'create',
      after: { Name: 'Accountant', IsAdminRole: false, IsActive: true },
    });
  });

  it('edits through role/edit and role/save; fields left out keep their values', async () => {
    const made = (await post('new', { Name: 'Auditor' })).body.Data as RoleRecord;
    const edited = await post('edit', { Id: String(made.Id), IsActive: 'false' });
    expect(edited.body.Data).toMatchObject({ Name: 'Auditor', IsActive: false });
    const renamed = await post('save', { Id: String(made.Id), Name: 'Internal Auditor' });
    expect(renamed.body.Data).toMatchObject({ Name: 'Internal Auditor', IsActive: false });
    expect((await post('edit', { Name: 'No id' })).body.Message).toBe('Id must be the number of a role');
  });

  it("refuses a name the company already has, whatever its case, but not another company's", async () => {
    const count = (await app.deps.db.select().from(roles)).length;
    const result = await post('new', { Name: 'sales person' });
    expect(result.body).toEqual({
      Code: 409,
      Message: 'Name is already used',
      Data: null,
      Errors: [{ Field: 'Name', Message: 'Name is already used' }],
    });
    expect((await app.deps.db.select().from(roles)).length).toBe(count);
    // Company 1 made an Accountant role above; the name is still free in company 2.
    expect((await post('new', { Name: 'accountant' }, coop, 2)).status).toBe(200);
    expect((await post('new', { Name: '' })).body.Message).toBe('Name is required');
  });

  it('keeps an administrator from taking away their own administrator rights', async () => {
    const id = await roleId('Administrator');
    for (const form of [{ IsAdminRole: 'false' }, { IsActive: 'false' }] as Record<string, string>[]) {
      const result = await post('edit', { Id: String(id), ...form });
      expect(result.body).toEqual({
        Code: 409,
        Message: 'This would take away your own administrator rights. Another administrator must do it.',
        Data: null,
      });
    }
    expect(await roleRow(id)).toMatchObject({ isAdminRole: true, isActive: true });
  });

  it("treats another company's role as missing and leaves it alone", async () => {
    const id = await roleId('Staff');
    for (const [path, form] of [
      ['edit', { Id: String(id), Name: 'Hijacked' }],
      ['save', { Id: String(id), Name: 'Hijacked' }],
    ] as const) {
      const result = await post(path, form, coop, 2);
      expect(result.body).toEqual({ Code: 404, Message: `Role ${id} was not found.`, Data: null });
    }
    expect((await app.post(`${API}/role/delete?id=${id}`, { token: coop, companyId: 2 })).status).toBe(404);
    expect((await get(`detail?id=${id}`, coop, 2)).status).toBe(404);
    expect((await get(`permission?id=${id}`, coop, 2)).status).toBe(404);
    expect(await roleRow(id)).toMatchObject({ name: 'Staff', companyId: 1 });
  });

  it('refuses staff, and keeps administrator roles for administrators even with Roles: edit', async () => {
    expect((await get('list', staff)).body).toEqual({
      Code: 403,
      Message: 'You do not have permission to view Roles.',
      Data: null,
    });
    expect((await post('new', { Name: 'Staff made' }, staff)).status).toBe(403);
    await app.deps.db.insert(rolePermissions).values({
      companyId: 1,
      roleId: await roleId('Staff'),
      pageCode: 101,
      canView: true,
      canCreate: true,
      canEdit: true,
    });
    const escalate = await post('edit', { Id: String(await roleId('Staff')), IsAdminRole: 'true' }, staff);
    expect(escalate.body).toEqual({
      Code: 403,
      Message: 'Only an administrator can create, change or delete an administrator role.',
      Data: null,
    });
    expect((await post('new', { Name: 'Shadow admins', IsAdminRole: 'true' }, staff)).status).toBe(403);
    expect(await roleRow(await roleId('Staff'))).toMatchObject({ isAdminRole: false });
    expect((await post('new', { Name: 'Helpers' }, staff)).status).toBe(200);
    await app.deps.db
      .delete(rolePermissions)
      .where(and(eq(rolePermissions.roleId, await roleId('Staff')), eq(rolePermissions.pageCode, 101)));
  });
});

describe('the role picker of the user form', () => {
  it('opens listactive and autocomplete to whoever may edit users, and to no one else', async () => {
    expect((await get('listactive', staff)).status).toBe(403);
    expect((await get('autocomplete?query=a', staff)).status).toBe(403);
    const staffRole = await roleId('Staff');
    await app.deps.db
      .insert(rolePermissions)
      .values({ companyId: 1, roleId: staffRole, pageCode: 100, canView: true, canEdit: true });
    try {
      const active = await get<Page<{ Name: string }>>('listactive', staff);
      expect(active.status).toBe(200);
      expect(active.body.Data?.Items.map((role) => role.Name)).toContain('Staff');
      expect((await get('autocomplete?query=sta', staff)).status).toBe(200);
      // The picker does not open the roles themselves.
      expect((await get('list', staff)).status).toBe(403);
      expect((await get(`detail?id=${staffRole}`, staff)).status).toBe(403);
    } finally {
      await app.deps.db
        .delete(rolePermissions)
        .where(and(eq(rolePermissions.roleId, staffRole), eq(rolePermissions.pageCode, 100)));
    }
  });
});

describe('role delete', () => {
  it('refuses while users hold the role, then deletes it with its permissions', async () => {
    const held = await app.post(`${API}/role/delete?id=${await roleId('Dealer')}`, {
      token: admin,
      companyId: 1,
    });
    expect(held.body).toEqual({
      Code: 409,
      Message: 'This role is held by 1 user. Take it from them before deleting it.',
      Data: null,
    });
    const made = (await post('new', { Name: 'Temporary' })).body.Data as RoleRecord;
    await app.deps.db
      .insert(rolePermissions)
      .values({ companyId: 1, roleId: made.Id, pageCode: 100, canView: true });
    const deleted = await app.post(`${API}/role/delete?id=${made.Id}`, { token: admin, companyId: 1 });
    expect(deleted.body).toEqual({ Code: 200, Message: 'Role deleted.', Data: { Id: made.Id } });
    expect(await roleRow(made.Id)).toBeUndefined();
    expect(
      await app.deps.db.select().from(rolePermissions).where(eq(rolePermissions.roleId, made.Id)),
    ).toEqual([]);
    const trail = await app.deps.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'Role'), eq(auditLog.entityId, String(made.Id))));
    expect(trail.map((row) => row.action)).toEqual(['create', 'delete']);
  });
});

describe('role permission, audit and export', () => {
  it("answers the role's stored permission rows", async () => {
    const result = await get(`permission?id=${await roleId('Staff')}`);
    expect(result.body.Data).toEqual([
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
  });

  it('names what changed in the trail, newest first', async () => {
    const made = (await post('new', { Name: 'Trail' })).body.Data as RoleRecord;
    await post('edit', { Id: String(made.Id), Name: 'Trail Two' });
    const trail = await get<{ Action: string; Changes: unknown[] }[]>(`audit?id=${made.Id}`);
    expect(trail.body.Data?.map((entry) => entry.Action)).toEqual(['update', 'create']);
    expect(trail.body.Data?.[0]?.Changes).toEqual([
      { Field: 'Name', Label: 'Name', Before: 'Trail', After: 'Trail Two' },
    ]);
  });

  it('exports as CSV', async () => {
    const response = await fetch(`${app.base}${API}/role/export?IsAdminRole=true`, {
      headers: { Authorization: `Bearer ${admin}`, CompanyId: '1' },
    });
    const lines = (await response.text()).replace('\uFEFF', '').trim().split('\r\n');
    expect(lines[0]).toBe('Id,Name,Administrator role,Active,Created at,Created by');
    expect(lines.slice(1).map((line) => line.split(',')[1])).toEqual(['Administrator']);
  });
});
