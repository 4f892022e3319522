import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, authSessions, companyUsers, users } from '../../db/schema/index.js';
import { API, signInAs } from '../../test-support/sign-in.js';
import { startTestApp, type TestApp } from '../../test-support/test-app.js';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => app.close());

describe('profile', () => {
  it("answers the caller's own user name, names and email, and nobody else's", async () => {
    const token = await signInAs(app, 'sales1', 'Sales@123');
    const answer = await app.get<{ UserName: string; Email: string }>(`${API}/user/account/profile`, {
      token,
      companyId: 1,
    });
    const [stored] = await app.deps.db.select().from(users).where(eq(users.username, 'sales1'));
    expect(answer.body.Data).toEqual({
      UserId: stored?.id,
      UserType: 'salesPerson',
      UserName: 'sales1',
      FirstName: stored?.firstName,
      LastName: stored?.lastName,
      Email: stored?.email,
    });
    expect((await app.get(`${API}/user/account/profile`, { companyId: 1 })).status).toBe(401);
  });
});

describe('change password', () => {
  const change = (token: string, form: Record<string, string>) =>
    app.post(`${API}/user/account/changepassword`, { token, companyId: 1, form });

  it('shows the spec messages in field order', async () => {
    const token = await signInAs(app, 'sales1', 'Sales@123');
    expect((await change(token, {})).body.Message).toBe('**Email Required.');
    expect((await change(token, { Email: 'x@y.z' })).body.Message).toBe('**Old Password Required.');
    expect((await change(token, { Email: 'x@y.z', OldPassword: 'a' })).body.Message).toBe(
      '**New Password Required.',
    );
    expect(
      (await change(token, { Email: 'x@y.z', OldPassword: 'a', NewPassword: 'abcdefgh' })).body.Message,
    ).toBe('**Confirm Password Required.');
    const mismatch = await change(token, {
      Email: 'x@y.z',
      OldPassword: 'a',
      NewPassword: 'abcdefgh',
      ConfirmPassword: 'abcdefgi',
    });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.Message).toBe('New password and confirm password not matched');
  });

  it("refuses another account's email and a wrong old password", async () => {
    const token = await signInAs(app, 'sales1', 'Sales@123');
    const base = { NewPassword: 'Better#2026', ConfirmPassword: 'Better#2026' };
    const email = await change(token, {
      ...base,
      Email: 'admin@himalayantraders.example',
      OldPassword: 'Sales@123',
    });
    expect(email.body.Message).toBe('The email does not match this account.');
    const old = await change(token, {
      ...base,
      Email: 'hari@himalayantraders.example',
      OldPassword: 'wrong',
    });
    expect(old.body.Message).toBe('The old password is not correct.');
  });

  it('changes the password, ends every session and keeps an audit record', async () => {
    const first = await signInAs(app, 'sales1', 'Sales@123');
    const second = await signInAs(app, 'sales1', 'Sales@123');
    const result = await change(first, {
      Email: 'HARI@himalayantraders.example',
      OldPassword: 'Sales@123',
      NewPassword: 'Better#2026',
      ConfirmPassword: 'Better#2026',
    });
    expect(result.status).toBe(200);
    expect(result.body.Message).toBe('Password changed. Please sign in again.');
    for (const token of [first, second]) {
      expect((await app.get(`${API}/user/companyuser`, { token, companyId: 1 })).status).toBe(401);
    }
    const old = await app.post(`${API}/user/login/admin`, {
      form: { UserName: 'sales1', Password: 'Sales@123' },
    });
    expect(old.status).toBe(401);
    await signInAs(app, 'sales1', 'Better#2026');
    const audit = await app.deps.db.select().from(auditLog).where(eq(auditLog.action, 'password.changed'));
    expect(audit).toHaveLength(1);
    expect(JSON.stringify(audit)).not.toContain('Better#2026');
  });
});

describe('account deletion', () => {
  const remove = (form: Record<string, string>) => app.post(`${API}/user/account/delete`, { form });

  it("says 'Required' for each missing field and checks that the passwords match", async () => {
    expect((await remove({})).body.Message).toBe('Required');
    const mismatch = await remove({
      username: 'delivery',
      password: 'Delivery@123',
      confirmPassword: 'other',
    });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.Message).toBe('Password and confirm password do not match');
  });

  it('refuses wrong credentials and leaves the account alone', async () => {
    const result = await remove({ username: 'delivery', password: 'wrong', confirmPassword: 'wrong' });
    expect(result.status).toBe(401);
    await signInAs(app, 'delivery', 'Delivery@123');
  });

  it('anonymises the account, ends its sessions and frees nothing else', async () => {
    const token = await signInAs(app, 'delivery', 'Delivery@123');
    const [before] = await app.deps.db.select().from(users).where(eq(users.username, 'delivery'));
    const result = await remove({
      username: 'Delivery',
      password: 'Delivery@123',
      confirmPassword: 'Delivery@123',
    });
    expect(result.status).toBe(200);
    expect(result.body).toEqual({ Code: 200, Message: 'User Deleted Successfully!', Data: null });
    expect((await app.get(`${API}/user/companyuser`, { token, companyId: 1 })).status).toBe(401);
    const login = await app.post(`${API}/user/login/admin`, {
      form: { UserName: 'delivery', Password: 'Delivery@123' },
    });
    expect(login.status).toBe(401);
    const [after] = await app.deps.db
      .select()
      .from(users)
      .where(eq(users.id, before?.id ?? 0));
    expect(after).toMatchObject({ status: 'deleted', email: '', passwordHash: null, firstName: 'Deleted' });
    expect(after?.username).toBe(`deleted-user-${before?.id}`);
    const memberships = await app.deps.db
      .select()
      .from(companyUsers)
      .where(eq(companyUsers.userId, before?.id ?? 0));
    expect(memberships.every((membership) => !membership.isActive)).toBe(true);
    const open = await app.deps.db
      .select()
      .from(authSessions)
      .where(eq(authSessions.userId, before?.id ?? 0));
    expect(open.every((session) => session.revokedAt !== null)).toBe(true);
  });

  it('does not delete a platform administrator here', async () => {
    const result = await remove({
      username: 'superadmin',
      password: 'Super@123',
      confirmPassword: 'Super@123',
    });
    expect(result.status).toBe(409);
  });
});
