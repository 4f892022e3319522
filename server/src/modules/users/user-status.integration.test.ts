import type { UserRecord } from '@backoffice/shared/administration/user.contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, companyUsers, dealerRetailersTable, userRoles, users } from '../../db/schema/index.js';
import { API, signInAs, signInWithNewAuthenticator } from '../../test-support/sign-in.js';
import { startTestApp, type TestApp } from '../../test-support/test-app.js';

let app: TestApp;
let admin: string;
let coop: string;
beforeAll(async () => {
  app = await startTestApp();
  [admin, coop] = await Promise.all([
    signInAs(app, 'admin', 'Admin@123'),
    signInWithNewAuthenticator(app, 'coopadmin', 'Admin@123', { companyId: 2, branchId: 3 }),
  ]);
});
afterAll(async () => app.close());

const idOf = async (username: string): Promise<number> => {
  const [row] = await app.deps.db.select({ id: users.id }).from(users).where(eq(users.username, username));
  if (!row) throw new Error(`no user ${username}`);
  return row.id;
};
const act = (action: string, id: number, token = admin, companyId = 1) =>
  app.post<UserRecord>(`${API}/user/${action}?id=${id}`, { token, companyId });
const membership = async (username: string, companyId = 1) => {
  const [row] = await app.deps.db
    .select({ isActive: companyUsers.isActive })
    .from(companyUsers)
    .where(and(eq(companyUsers.userId, await idOf(username)), eq(companyUsers.companyId, companyId)));
  return row;
};

describe('disable and enable', () => {
  it('disables a member here only, ends their access to this company at once, and enables them again', async () => {
    const staff = await signInAs(app, 'staff', 'Staff@123');
    const id = await idOf('staff');
    const disabled = await act('disable', id);
    expect(disabled.status).toBe(200);
    expect(disabled.body).toMatchObject({
      Message: 'User is now disabled.',
      Data: { Id: id, Status: 'disabled' },
    });
    expect(await membership('staff')).toEqual({ isActive: false });
    expect((await app.get(`${API}/company/detail`, { token: staff, companyId: 1 })).body).toEqual({
      Code: 403,
      Message: 'You do not have access to this company.',
      Data: null,
    });
    const again = await act('disable', id);
    expect(again.body).toEqual({ Code: 409, Message: 'Cannot disable a user that is disabled.', Data: null });
    const enabled = await act('enable', id);
    expect(enabled.body.Data?.Status).toBe('active');
    expect((await app.get(`${API}/company/detail`, { token: staff, companyId: 1 })).status).toBe(200);
    expect((await act('enable', id)).body.Message).toBe('Cannot enable a user that is active.');
  });

  it('toggles with changeStatus, audited each way', async () => {
    const id = await idOf('sales2');
    expect((await act('changeStatus', id)).body).toMatchObject({
      Message: 'User disabled.',
      Data: { Status: 'disabled' },
    });
    expect((await act('changeStatus', id)).body).toMatchObject({
      Message: 'User enabled.',
      Data: { Status: 'active' },
    });
    const trail = await app.deps.db
      .select({ action: auditLog.action, before: auditLog.before, after: auditLog.after })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'User'), eq(auditLog.entityId, String(id))))
      .orderBy(auditLog.id);
    expect(trail.map((row) => row.action)).toEqual(['disable', 'enable']);
    expect(trail[0]?.before).toMatchObject({ Status: 'active' });
    expect(trail[0]?.after).toMatchObject({ Status: 'disabled' });
  });

  it('keeps a disabled member out of sign-in to that company only', async () => {
    // admin is also staff of company 2: disabling them there must not touch company 1.
    const adminId = await idOf('admin');
    expect((await act('disable', adminId, coop, 2)).body.Data?.Status).toBe('disabled');
    expect(await membership('admin', 1)).toEqual({ isActive: true });
    expect((await app.get(`${API}/company/detail`, { token: admin, companyId: 1 })).status).toBe(200);
    await act('enable', adminId, coop, 2);
  });

  it('refuses to disable oneself, whichever route is used', async () => {
    const id = await idOf('admin');
    for (const action of ['disable', 'changeStatus']) {
      const result = await act(action, id);
      expect(result.body).toEqual({ Code: 409, Message: 'You cannot disable your own account.', Data: null });
    }
    expect(await membership('admin')).toEqual({ isActive: true });
  });

  it("treats another company's user as missing and leaves them active", async () => {
    const id = await idOf('sales1');
    for (const action of ['disable', 'changeStatus', 'delete']) {
      const result = await act(action, id, coop, 2);
      expect(result.body).toEqual({ Code: 404, Message: `User ${id} was not found.`, Data: null });
    }
    expect(await membership('sales1')).toEqual({ isActive: true });
  });

  it("does not let a company administrator disable the platform's administrator", async () => {
    const result = await act('disable', await idOf('superadmin'));
    expect(result.body).toMatchObject({
      Code: 403,
      Message: 'Only a super administrator can change a super administrator.',
    });
    expect(await membership('superadmin')).toEqual({ isActive: true });
  });
});

describe('delete', () => {
  it("removes the membership and roles here, keeps the identity row, and ends the person's sessions here", async () => {
    const dealerToken = await signInAs(app, 'dealer', 'Dealer@123', { door: 'dealer' });
    const id = await idOf('dealer');
    // The demo dealer supplies retailers; while mapped, removal is refused (dealer-retailers.integration.test.ts).
    await app.deps.db.delete(dealerRetailersTable).where(eq(dealerRetailersTable.DealerUserId, id));
    const result = await act('delete', id);
    expect(result.body).toEqual({ Code: 200, Message: 'User removed from the company.', Data: { Id: id } });
    expect(
      await app.deps.db
        .select()
        .from(companyUsers)
        .where(and(eq(companyUsers.userId, id), eq(companyUsers.companyId, 1))),
    ).toEqual([]);
    expect(await app.deps.db.select().from(userRoles).where(eq(userRoles.userId, id))).toEqual([]);
    const [identity] = await app.deps.db.select({ status: users.status }).from(users).where(eq(users.id, id));
    expect(identity).toEqual({ status: 'active' });
    expect((await app.get(`${API}/user/detail?id=${id}`, { token: admin, companyId: 1 })).status).toBe(404);
    expect((await app.get(`${API}/company/detail`, { token: dealerToken, companyId: 1 })).status).toBe(401);
    const [audit] = await app.deps.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.entity, 'User'), eq(auditLog.entityId, String(id)), eq(auditLog.action, 'delete')),
      );
    expect(audit).toMatchObject({
      companyId: 1,
      after: null,
      before: { UserName: 'dealer', UserType: 'dealer' },
    });
  });

  it('frees the user name when the last company removes the person, and only then', async () => {
    const form = {
      UserName: 'lea.rai',
      FirstName: 'Lea',
      LastName: 'Rai',
      Email: 'lea@example.com',
      UserType: 'staff',
      Password: 'Lea@12345',
    };
    const create = () => app.post<UserRecord>(`${API}/user/save`, { token: admin, companyId: 1, form });
    const first = await create();
    expect(first.status).toBe(200);
    const id = first.body.Data?.Id ?? 0;
    await app.deps.db.insert(companyUsers).values({ companyId: 2, userId: id, userType: 'staff' });
    expect((await act('delete', id)).status).toBe(200);
    // Still a member of company 2: the name stays theirs.
    expect((await create()).body).toMatchObject({ Code: 409, Message: 'User name is already used' });
    expect((await act('delete', id, coop, 2)).status).toBe(200);
    const [retired] = await app.deps.db
      .select({ username: users.username, passwordHash: users.passwordHash, deletedAt: users.deletedAt })
      .from(users)
      .where(eq(users.id, id));
    expect(retired).toMatchObject({ username: `deleted-${id}-lea.rai`, passwordHash: null });
    expect(retired?.deletedAt).toBeInstanceOf(Date);
    const again = await create();
    expect(again.status).toBe(200);
    expect(again.body.Data?.Id).not.toBe(id);
    // The old identity cannot sign in with the old password under any name.
    expect(
      (await app.post(`${API}/user/login/admin`, { form: { UserName: 'lea.rai', Password: 'wrong' } }))
        .status,
    ).toBe(401);
  });

  it('refuses to remove oneself', async () => {
    const result = await act('delete', await idOf('admin'));
    expect(result.body).toEqual({ Code: 409, Message: 'You cannot remove your own account.', Data: null });
    expect(await membership('admin')).toEqual({ isActive: true });
  });
});
