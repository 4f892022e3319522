import type { LoginUser } from '@backoffice/shared/session/sign-in.schema';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, users } from '../../db/schema/index.js';
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
const hashOf = async (id: number) =>
  (await app.deps.db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, id)))[0]?.hash;
const change = (form: Record<string, string>, token = admin, companyId = 1) =>
  app.post<{ Id: number }>(`${API}/user/changepassword`, { token, companyId, form });
const login = (UserName: string, Password: string) =>
  app.post<LoginUser>(`${API}/user/login/admin`, { form: { UserName, Password }, companyId: 1 });

describe('user/changepassword', () => {
  it("sets a member's password, ends their sessions, and audits it without the secret", async () => {
    const id = await idOf('delivery');
    const session = await signInAs(app, 'delivery', 'Delivery@123');
    const result = await change({
      Id: String(id),
      NewPassword: 'Fresh@Start9',
      ConfirmPassword: 'Fresh@Start9',
    });
    expect(result.body).toEqual({
      Code: 200,
      Message: 'Password changed. The user must sign in again with it.',
      Data: { Id: id },
    });
    expect((await app.get(`${API}/company/detail`, { token: session, companyId: 1 })).status).toBe(401);
    expect((await login('delivery', 'Delivery@123')).status).toBe(401);
    expect((await login('delivery', 'Fresh@Start9')).status).toBe(200);
    const [audit] = await app.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'User'), eq(auditLog.entityId, String(id))));
    expect(audit).toMatchObject({ action: 'changePassword', before: null, after: null });
  });

  it('checks the new password and its confirmation', async () => {
    const id = String(await idOf('sales1'));
    const before = await hashOf(Number(id));
    expect((await change({ Id: id, NewPassword: 'short', ConfirmPassword: 'short' })).body).toMatchObject({
      Code: 400,
      Message: 'New password must be at least 8 characters',
    });
    expect(
      (await change({ Id: id, NewPassword: 'Long@enough1', ConfirmPassword: 'Long@enough2' })).body,
    ).toMatchObject({
      Code: 400,
      Errors: [{ Field: 'ConfirmPassword', Message: 'New password and confirm password not matched' }],
    });
    expect(
      (await change({ NewPassword: 'Long@enough1', ConfirmPassword: 'Long@enough1' })).body.Message,
    ).toBe('Id must be the number of a user');
    expect(await hashOf(Number(id))).toBe(before);
  });

  it("is not the way to change one's own password", async () => {
    const id = await idOf('admin');
    const before = await hashOf(id);
    const result = await change({ Id: String(id), NewPassword: 'Mine@12345', ConfirmPassword: 'Mine@12345' });
    expect(result.body).toEqual({
      Code: 409,
      Message: 'Use Change Password in your profile to change your own password.',
      Data: null,
    });
    expect(await hashOf(id)).toBe(before);
  });

  it("cannot take over a person who also works for another company, nor another company's user", async () => {
    const adminId = await idOf('admin');
    const before = await hashOf(adminId);
    const shared = await change(
      { Id: String(adminId), NewPassword: 'Taken@over1', ConfirmPassword: 'Taken@over1' },
      coop,
      2,
    );
    expect(shared.status).toBe(403);
    const salesId = await idOf('sales2');
    const salesBefore = await hashOf(salesId);
    const foreign = await change(
      { Id: String(salesId), NewPassword: 'Taken@over1', ConfirmPassword: 'Taken@over1' },
      coop,
      2,
    );
    expect(foreign.body).toEqual({ Code: 404, Message: `User ${salesId} was not found.`, Data: null });
    expect(await hashOf(adminId)).toBe(before);
    expect(await hashOf(salesId)).toBe(salesBefore);
  });

  it('refuses staff without the Users edit permission', async () => {
    const staff = await signInAs(app, 'staff', 'Staff@123');
    const id = String(await idOf('sales2'));
    const result = await change(
      { Id: id, NewPassword: 'Staff@made1', ConfirmPassword: 'Staff@made1' },
      staff,
    );
    expect(result.body).toEqual({
      Code: 403,
      Message: 'You do not have permission to edit Users.',
      Data: null,
    });
  });
});

describe('user/adminresetpassword', () => {
  it('answers a new random password once, which signs the user in', async () => {
    const id = await idOf('sales2');
    const result = await app.post<{ Id: number; UserName: string; TemporaryPassword: string }>(
      `${API}/user/adminresetpassword?id=${id}`,
      { token: admin, companyId: 1 },
    );
    expect(result.status).toBe(200);
    const temporary = result.body.Data?.TemporaryPassword ?? '';
    expect(result.body.Data).toEqual({ Id: id, UserName: 'sales2', TemporaryPassword: expect.any(String) });
    expect(temporary).toMatch(/^[A-HJ-NP-Za-km-np-z2-9]{14}$/);
    expect((await login('sales2', temporary)).status).toBe(200);
    const [audit] = await app.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, String(id)), eq(auditLog.action, 'resetPassword')));
    expect(JSON.stringify(audit)).not.toContain(temporary);
    const second = await app.post<{ TemporaryPassword: string }>(`${API}/user/adminresetpassword?id=${id}`, {
      token: admin,
      companyId: 1,
    });
    expect(second.body.Data?.TemporaryPassword).not.toBe(temporary);
  });

  it("treats another company's user as missing", async () => {
    const id = await idOf('sales1');
    const before = await hashOf(id);
    const result = await app.post(`${API}/user/adminresetpassword?id=${id}`, { token: coop, companyId: 2 });
    expect(result.status).toBe(404);
    expect(await hashOf(id)).toBe(before);
  });
});
