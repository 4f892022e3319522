import type { UserRecord } from '@backoffice/shared/administration/user.contract';
import type { Page } from '@backoffice/shared/paging';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, companyUsers, users } from '../../db/schema/index.js';
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

const idOf = async (username: string): Promise<number> => {
  const [row] = await app.deps.db.select({ id: users.id }).from(users).where(eq(users.username, username));
  if (!row) throw new Error(`no user ${username}`);
  return row.id;
};
const list = (query = '', token = admin, companyId = 1) =>
  app.get<Page<UserRecord>>(`${API}/user/list${query}`, { token, companyId });
const save = (form: Record<string, string>, token = admin, companyId = 1) =>
  app.post<UserRecord>(`${API}/user/save`, { token, companyId, form });
const newUser = (suffix: string): Record<string, string> => ({
  UserName: `new.${suffix}`,
  FirstName: 'Sunil',
  LastName: 'Tamang',
  Email: `${suffix}@himalayantraders.example`,
  UserType: 'staff',
  Password: 'Welcome@2026',
});

describe('user list', () => {
  it("answers the company's members by user name, with their roles, and nobody else's", async () => {
    const result = await list();
    expect(result.status).toBe(200);
    const page = result.body.Data as Page<UserRecord>;
    expect(page.Items.map((user) => user.UserName)).toEqual([
      'admin',
      'dealer',
      'delivery',
      'sales1',
      'sales2',
      'staff',
      'superadmin',
    ]);
    expect(page).toMatchObject({ TotalCount: 7, PageNo: 1, PageSize: 20 });
    const gita = page.Items.find((user) => user.UserName === 'staff');
    expect(gita).toEqual({
      Id: await idOf('staff'),
      UserName: 'staff',
      FirstName: 'Gita',
      LastName: 'Karki',
      Email: 'staff@himalayantraders.example',
      UserType: 'staff',
      Status: 'active',
      IdentityUserId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      Roles: [{ Id: expect.any(Number), Name: 'Staff' }],
      CreatedAt: expect.any(String),
      UpdatedAt: expect.any(String),
      CreatedByName: null,
    });
    const coopList = await list('', coop, 2);
    expect(coopList.body.Data?.Items.map((user) => user.UserName)).toEqual(['admin', 'coopadmin']);
    expect(coopList.body.Data?.Items[0]?.UserType).toBe('staff');
  });

  it('searches, filters, sorts and pages', async () => {
    expect((await list('?query=GURUNG')).body.Data?.Items.map((user) => user.UserName)).toEqual(['sales1']);
    expect((await list('?UserType=salesPerson')).body.Data?.Items.map((user) => user.UserName)).toEqual([
      'sales1',
      'sales2',
    ]);
    const byFirstName = await list('?SortBy=firstname&SortType=desc&pageSize=3&pageNo=2');
    // First names descending: Sita, Ram, Maya | Kiran, Hari, Gita | Bishnu
    expect(byFirstName.body.Data?.Items.map((user) => user.FirstName)).toEqual(['Kiran', 'Hari', 'Gita']);
    expect(byFirstName.body.Data).toMatchObject({ TotalCount: 7, PageNo: 2, PageSize: 3 });
    expect((await list('?Status=disabled')).body.Data).toEqual({
      Items: [],
      TotalCount: 0,
      PageNo: 1,
      PageSize: 20,
    });
  });

  it('refuses a filter or sort it does not know, and a page larger than the maximum', async () => {
    const type = await list('?UserType=boss');
    expect(type.status).toBe(400);
    expect(type.body.Message).toBe(
      'User type must be one of: Administrator, Staff, Sales person, Dealer, Delivery person',
    );
    expect((await list('?SortBy=Password')).status).toBe(400);
    expect((await list('?pageSize=5001')).body.Message).toBe(
      'pageSize must be a whole number from 1 to 5000',
    );
  });
});

describe('user detail', () => {
  it("answers one member by id, also as the spec's user/edit?Id=", async () => {
    const id = await idOf('sales1');
    const detail = await app.get<UserRecord>(`${API}/user/detail?id=${id}`, { token: admin, companyId: 1 });
    expect(detail.body.Data).toMatchObject({ Id: id, UserName: 'sales1', UserType: 'salesPerson' });
    const edit = await app.get<UserRecord>(`${API}/user/edit?Id=${id}`, { token: admin, companyId: 1 });
    expect(edit.body.Data).toEqual(detail.body.Data);
  });

  it('treats a user of another company as missing', async () => {
    const result = await app.get(`${API}/user/detail?id=${await idOf('sales1')}`, {
      token: coop,
      companyId: 2,
    });
    expect(result.body).toEqual({
      Code: 404,
      Message: `User ${await idOf('sales1')} was not found.`,
      Data: null,
    });
  });
});

describe('user save: create', () => {
  it('creates a person and their membership, audited without the password', async () => {
    const result = await save(newUser('sunil'));
    expect(result.status).toBe(200);
    expect(result.body.Message).toBe('User created.');
    const created = result.body.Data as UserRecord;
    expect(created).toMatchObject({
      UserName: 'new.sunil',
      FirstName: 'Sunil',
      LastName: 'Tamang',
      UserType: 'staff',
      Status: 'active',
      Roles: [],
      CreatedByName: 'Ram Thapa',
    });
    const [membership] = await app.deps.db
      .select()
      .from(companyUsers)
      .where(and(eq(companyUsers.userId, created.Id), eq(companyUsers.companyId, 1)));
    expect(membership?.userType).toBe('staff');
    const [stored] = await app.deps.db.select().from(users).where(eq(users.id, created.Id));
    expect(stored?.passwordHash).toMatch(/^scrypt\$/);
    const [audit] = await app.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'User'), eq(auditLog.entityId, String(created.Id))));
    expect(audit).toMatchObject({ action: 'create', companyId: 1, before: null });
    expect(audit?.after).toEqual({
      UserName: 'new.sunil',
      FirstName: 'Sunil',
      LastName: 'Tamang',
      Email: 'sunil@himalayantraders.example',
      UserType: 'staff',
      Status: 'active',
      Roles: [],
    });
    expect(JSON.stringify(audit)).not.toContain('Welcome@2026');
    expect(JSON.stringify(audit)).not.toContain('scrypt');
    // The password works: the new person signs in.
    expect(await signInAs(app, 'new.sunil', 'Welcome@2026')).toEqual(expect.any(String));
  });

  it("lists every problem of the form with the declaration's messages", async () => {
    const result = await save({ UserName: 'ab', Email: 'not-an-email', UserType: 'boss', Password: 'short' });
    expect(result.status).toBe(400);
    expect(result.body.Message).toBe('User name must be at least 3 characters');
    expect(result.body.Errors).toEqual([
      { Field: 'UserName', Message: 'User name must be at least 3 characters' },
      { Field: 'FirstName', Message: 'First name is required' },
      { Field: 'LastName', Message: 'Last name is required' },
      { Field: 'Email', Message: 'Email must be an email address' },
      {
        Field: 'UserType',
        Message: 'User type must be one of: Administrator, Staff, Sales person, Dealer, Delivery person',
      },
      { Field: 'Password', Message: 'Password must be at least 8 characters' },
    ]);
    expect((await save({ ...newUser('nopass'), Password: '' })).body.Errors).toEqual([
      { Field: 'Password', Message: 'Password is required' },
    ]);
  });

  it("refuses a user name that is already anyone's, in any company, whatever its case", async () => {
    const before = await app.deps.db.select({ id: users.id }).from(users);
    const result = await save({ ...newUser('dup'), UserName: 'CoopAdmin' });
    expect(result.status).toBe(409);
    expect(result.body).toMatchObject({
      Message: 'User name is already used',
      Errors: [{ Field: 'UserName', Message: 'User name is already used' }],
    });
    expect(await app.deps.db.select({ id: users.id }).from(users)).toHaveLength(before.length);
  });
});

describe('user save: update', () => {
  it('changes names, email and type; keeps what was left out; ignores a password', async () => {
    const created = (await save(newUser('upd'))).body.Data as UserRecord;
    const [{ hash } = { hash: null }] = await app.deps.db
      .select({ hash: users.passwordHash })
      .from(users)
      .where(eq(users.id, created.Id));
    const result = await save({
      Id: String(created.Id),
      LastName: 'Lama',
      UserType: 'deliveryPerson',
      Password: 'Other@12345',
    });
    expect(result.status).toBe(200);
    expect(result.body.Message).toBe('User saved.');
    expect(result.body.Data).toMatchObject({
      FirstName: 'Sunil',
      LastName: 'Lama',
      UserType: 'deliveryPerson',
    });
    const [after] = await app.deps.db
      .select({ hash: users.passwordHash })
      .from(users)
      .where(eq(users.id, created.Id));
    expect(after?.hash).toBe(hash);
    const empty = await save({ Id: String(created.Id), FirstName: '' });
    expect(empty.body).toMatchObject({ Code: 400, Message: 'First name is required' });
  });

  it('refuses a new user name that another person has', async () => {
    const created = (await save(newUser('rename'))).body.Data as UserRecord;
    const result = await save({ Id: String(created.Id), UserName: 'SALES1' });
    expect(result.status).toBe(409);
    const same = await save({ Id: String(created.Id), UserName: 'NEW.RENAME' });
    expect(same.body.Data?.UserName).toBe('NEW.RENAME');
  });

  it("lets another company's administrator change only that company's side of a shared person", async () => {
    // admin works for company 1 and, as staff, for company 2.
    const adminId = await idOf('admin');
    const rename = await save({ Id: String(adminId), FirstName: 'Stolen' }, coop, 2);
    expect(rename.body).toEqual({
      Code: 403,
      Message:
        'This person also works for another company, so only a super administrator can change their name, email or password.',
      Data: null,
    });
    const [unchanged] = await app.deps.db.select().from(users).where(eq(users.id, adminId));
    expect(unchanged?.firstName).toBe('Ram');
    const retype = await save({ Id: String(adminId), UserType: 'salesPerson' }, coop, 2);
    expect(retype.body.Data?.UserType).toBe('salesPerson');
    const [home] = await app.deps.db
      .select({ userType: companyUsers.userType })
      .from(companyUsers)
      .where(and(eq(companyUsers.userId, adminId), eq(companyUsers.companyId, 1)));
    expect(home?.userType).toBe('admin');
  });

  it("treats another company's user as missing and leaves them alone", async () => {
    const id = await idOf('sales2');
    const result = await save({ Id: String(id), FirstName: 'Hacked', UserType: 'admin' }, coop, 2);
    expect(result.body).toEqual({ Code: 404, Message: `User ${id} was not found.`, Data: null });
    const [row] = await app.deps.db
      .select({ firstName: users.firstName, userType: companyUsers.userType })
      .from(users)
      .innerJoin(companyUsers, eq(companyUsers.userId, users.id))
      .where(eq(users.id, id));
    expect(row).toEqual({ firstName: 'Maya', userType: 'salesPerson' });
  });
});

describe('user access', () => {
  it('refuses staff without the Users permission, on every kind of call', async () => {
    const id = await idOf('sales1');
    const calls = [
      app.get(`${API}/user/list`, { token: staff, companyId: 1 }),
      app.get(`${API}/user/detail?id=${id}`, { token: staff, companyId: 1 }),
      app.get(`${API}/user/autocomplete?query=s`, { token: staff, companyId: 1 }),
      app.get(`${API}/user/audit?id=${id}`, { token: staff, companyId: 1 }),
      app.post(`${API}/user/save`, { token: staff, companyId: 1, form: newUser('staffmade') }),
      app.post(`${API}/user/disable?id=${id}`, { token: staff, companyId: 1 }),
      app.post(`${API}/user/delete?id=${id}`, { token: staff, companyId: 1 }),
    ];
    const results = await Promise.all(calls);
    expect(results.map((result) => result.status)).toEqual([403, 403, 403, 403, 403, 403, 403]);
    expect(results[0]?.body.Message).toBe('You do not have permission to view Users.');
    expect(results[6]?.body.Message).toBe('You do not have permission to delete Users.');
    expect(await app.deps.db.select().from(users).where(eq(users.username, 'new.staffmade'))).toEqual([]);
  });
});

describe('user autocomplete, audit and export', () => {
  it('suggests members by name as {Id, Name}, named by their full name', async () => {
    const result = await app.get<{ Id: number; Name: string }[]>(
      `${API}/user/autocomplete?query=sales&limit=1`,
      {
        token: admin,
        companyId: 1,
      },
    );
    expect(result.body.Data).toEqual([{ Id: await idOf('sales1'), Name: 'Hari Gurung' }]);
  });

  it('tells who changed what', async () => {
    const created = (await save(newUser('audited'))).body.Data as UserRecord;
    await save({ Id: String(created.Id), FirstName: 'Suman' });
    const trail = await app.get<{ Action: string; ActorName: string; Changes: unknown[] }[]>(
      `${API}/user/audit?id=${created.Id}`,
      { token: admin, companyId: 1 },
    );
    expect(trail.body.Data?.map((entry) => entry.Action)).toEqual(['update', 'create']);
    expect(trail.body.Data?.[0]).toMatchObject({
      ActorName: 'Ram Thapa',
      Changes: [{ Field: 'FirstName', Label: 'First name', Before: 'Sunil', After: 'Suman' }],
    });
    const foreign = await app.get(`${API}/user/audit?id=${created.Id}`, { token: coop, companyId: 2 });
    expect(foreign.status).toBe(404);
  });

  it('exports the filtered list as CSV', async () => {
    const response = await fetch(`${app.base}${API}/user/export?UserType=salesPerson`, {
      headers: { Authorization: `Bearer ${admin}`, CompanyId: '1' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/csv');
    const lines = (await response.text()).replace('\uFEFF', '').trim().split('\r\n');
    expect(lines[0]).toBe('Id,User name,First name,Last name,Email,User type,Status,Created at,Created by');
    expect(lines.slice(1).map((line) => line.split(',')[1])).toEqual(['sales1', 'sales2']);
    expect(lines[1]).toContain(',Sales person,Active,');
  });
});
