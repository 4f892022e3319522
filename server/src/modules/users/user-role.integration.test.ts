import type { UserRecord } from '@backoffice/shared/administration/user.contract';
import { ROLE } from '@backoffice/shared/entities/administration/role.entity';
import { PAGE_CODES } from '@backoffice/shared/page-codes';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, rolePermissions, userRoles, users } from '../../db/schema/index.js';
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

const userOf = async (username: string) => {
  const [row] = await app.deps.db.select().from(users).where(eq(users.username, username));
  if (!row) throw new Error(`no user ${username}`);
  return row;
};
const roleId = (name: string, companyId = 1) => idByName(app, ROLE, name, companyId);
const assign = (action: 'add' | 'delete', UserId: number, RoleId: number, token = admin, companyId = 1) =>
  app.post<UserRecord>(`${API}/userrole/${action}`, {
    token,
    companyId,
    form: { UserId: String(UserId), RoleId: String(RoleId) },
  });
const heldBy = async (userId: number, companyId = 1) =>
  (
    await app.deps.db
      .select({ roleId: userRoles.roleId })
      .from(userRoles)
      .where(and(eq(userRoles.companyId, companyId), eq(userRoles.userId, userId)))
  ).map((row) => row.roleId);

describe('role assignment', () => {
  it('adds a role after the ones held, and takes it away again, audited on the user', async () => {
    const sales = await userOf('sales1');
    const dealerRole = await roleId('Dealer');
    const added = await assign('add', sales.id, dealerRole);
    expect(added.body.Message).toBe('Role added to the user.');
    expect(added.body.Data?.Roles).toEqual([
      { Id: await roleId('Sales Person'), Name: 'Sales Person' },
      { Id: dealerRole, Name: 'Dealer' },
    ]);
    expect((await assign('add', sales.id, dealerRole)).body).toEqual({
      Code: 409,
      Message: 'The user already has this role.',
      Data: null,
    });
    const removed = await assign('delete', sales.id, dealerRole);
    expect(removed.body.Data?.Roles.map((role) => role.Name)).toEqual(['Sales Person']);
    expect((await assign('delete', sales.id, dealerRole)).body).toEqual({
      Code: 404,
      Message: 'The user does not have this role.',
      Data: null,
    });
    const trail = await app.get<{ Action: string; Changes: unknown[] }[]>(
      `${API}/user/audit?id=${sales.id}`,
      {
        token: admin,
        companyId: 1,
      },
    );
    expect(trail.body.Data?.map((entry) => entry.Action)).toEqual(['removeRole', 'addRole']);
    expect(trail.body.Data?.[1]?.Changes).toEqual([
      { Field: 'Roles', Label: 'Roles', Before: ['Sales Person'], After: ['Sales Person', 'Dealer'] },
    ]);
  });

  it('lists the roles of a user by identity id, in this company only', async () => {
    const admin1 = await userOf('admin');
    const result = await app.get(`${API}/userrole/byidentityuserid?identityUserId=${admin1.identityId}`, {
      token: admin,
      companyId: 1,
    });
    expect(result.body.Data).toEqual([
      { Id: await roleId('Administrator'), Name: 'Administrator', IsAdminRole: true, IsActive: true },
    ]);
    const there = await app.get(`${API}/userrole/byidentityuserid?identityUserId=${admin1.identityId}`, {
      token: coop,
      companyId: 2,
    });
    expect(there.body.Data).toEqual([
      { Id: await roleId('Staff', 2), Name: 'Staff', IsAdminRole: false, IsActive: true },
    ]);
    const sales = await userOf('sales1');
    const foreign = await app.get(`${API}/userrole/byidentityuserid?identityUserId=${sales.identityId}`, {
      token: coop,
      companyId: 2,
    });
    expect(foreign.body).toEqual({
      Code: 404,
      Message: 'No user of this company has this identity id.',
      Data: null,
    });
    const bad = await app.get(`${API}/userrole/byidentityuserid?identityUserId=42`, {
      token: admin,
      companyId: 1,
    });
    expect(bad.body.Message).toBe('identityUserId must be the identity id (a uuid) of a user');
  });

  it("treats another company's user or role as missing and changes nothing", async () => {
    const sales = await userOf('sales2');
    const before = await heldBy(sales.id);
    const foreignUser = await assign('add', sales.id, await roleId('Staff', 2), coop, 2);
    expect(foreignUser.body).toEqual({ Code: 404, Message: `User ${sales.id} was not found.`, Data: null });
    const foreignRole = await assign('add', sales.id, await roleId('Administrator', 2));
    expect(foreignRole.body.Message).toBe(`Role ${await roleId('Administrator', 2)} was not found.`);
    expect(await heldBy(sales.id)).toEqual(before);
  });

  it('validates both ids', async () => {
    const result = await app.post(`${API}/userrole/add`, {
      token: admin,
      companyId: 1,
      form: { UserId: 'x' },
    });
    expect(result.body).toMatchObject({
      Code: 400,
      Errors: [
        { Field: 'UserId', Message: 'UserId must be the number of a user' },
        { Field: 'RoleId', Message: 'RoleId must be the number of a role' },
      ],
    });
  });

  it('keeps an administrator from taking their own administrator role', async () => {
    const me = await userOf('admin');
    const result = await assign('delete', me.id, await roleId('Administrator'));
    expect(result.body).toEqual({
      Code: 409,
      Message: 'You cannot remove an administrator role from yourself.',
      Data: null,
    });
    expect(await heldBy(me.id)).toEqual([await roleId('Administrator')]);
  });

  it('refuses staff, and keeps administrator power with administrators even for holders of Users: edit', async () => {
    const staffUser = await userOf('staff');
    const sales = await userOf('sales2');
    expect((await assign('add', sales.id, await roleId('Dealer'), staff)).status).toBe(403);
    await app.deps.db.insert(rolePermissions).values({
      companyId: 1,
      roleId: await roleId('Staff'),
      pageCode: PAGE_CODES.User,
      canView: true,
      canEdit: true,
    });
    const adminRole = await assign('add', sales.id, await roleId('Administrator'), staff);
    expect(adminRole.body).toEqual({
      Code: 403,
      Message: 'Only an administrator can give or take an administrator role.',
      Data: null,
    });
    const own = await assign('add', staffUser.id, await roleId('Dealer'), staff);
    expect(own.body.Message).toBe('Only an administrator can change their own roles.');
    const reset = await app.post(`${API}/user/adminresetpassword?id=${(await userOf('admin')).id}`, {
      token: staff,
      companyId: 1,
    });
    expect(reset.body.Message).toBe(
      'Only an administrator can change a user who holds an administrator role.',
    );
    const ordinary = await assign('add', sales.id, await roleId('Dealer'), staff);
    expect(ordinary.status).toBe(200);
    expect(await heldBy(staffUser.id)).toEqual([await roleId('Staff')]);
    const audits = await app.deps.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.entityId, String(sales.id)), eq(auditLog.actorUserId, staffUser.id)));
    expect(audits).toEqual([{ action: 'addRole' }]);
  });
});
