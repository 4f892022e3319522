import { DELETE_ACCOUNT_MESSAGES } from '@backoffice/shared/session/account.messages';
import { SIGN_IN_MESSAGES } from '@backoffice/shared/session/sign-in.messages';
import { eq } from 'drizzle-orm';
import { Secret } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encryptSecret } from '../../auth/app-secrets.js';
import { accountKey } from '../../auth/throttle.js';
import { generateTotp, newTotpSecret, timeStepOf } from '../../auth/totp.js';
import { authThrottle, users } from '../../db/schema/index.js';
import { API, signInAs } from '../../test-support/sign-in.js';
import { startTestApp, type TestApp } from '../../test-support/test-app.js';

/** sales1 is given an authenticator; sales2 keeps signing in with a password only. */
const TWO_FACTOR = { username: 'sales1', password: 'Sales@123' } as const;
const PASSWORD_ONLY = { username: 'sales2', password: 'Sales@123' } as const;
const secret = newTotpSecret();

let app: TestApp;

const remove = (account: { username: string; password: string }, extra: Record<string, string> = {}) =>
  app.post(`${API}/user/account/delete`, {
    form: {
      username: account.username,
      password: account.password,
      confirmPassword: account.password,
      ...extra,
    },
  });
const currentCode = () => generateTotp(Secret.fromBase32(secret), app.clock.current.getTime());
const userRow = async (username: string) => {
  const [row] = await app.deps.db.select().from(users).where(eq(users.username, username));
  return row;
};
const failuresOf = async (username: string): Promise<number> => {
  const [row] = await app.deps.db
    .select({ failures: authThrottle.failures })
    .from(authThrottle)
    .where(eq(authThrottle.key, accountKey(username)));
  return row?.failures ?? 0;
};

beforeAll(async () => {
  app = await startTestApp();
  await app.deps.db
    .update(users)
    .set({ totpSecret: encryptSecret(app.deps.secrets.encryptionKey, secret) })
    .where(eq(users.username, TWO_FACTOR.username));
});
afterAll(async () => app.close());

describe('deleting an account that has two-factor sign-in', () => {
  it('asks for the code (400 naming the field) once the password is right, counting nothing', async () => {
    const wrongPassword = await remove({ ...TWO_FACTOR, password: 'Wrong@123' });
    expect(wrongPassword.status).toBe(401);
    expect(wrongPassword.body.Message).toBe(SIGN_IN_MESSAGES.invalidCredentials);
    const failures = await failuresOf(TWO_FACTOR.username);
    for (const extra of [{}, { code: '' }, { code: '  ' }] as Record<string, string>[]) {
      const missing = await remove(TWO_FACTOR, extra);
      expect(missing.status).toBe(400);
      expect(missing.body).toEqual({
        Code: 400,
        Message: DELETE_ACCOUNT_MESSAGES.codeRequired,
        Data: null,
        Errors: [{ Field: 'code', Message: DELETE_ACCOUNT_MESSAGES.codeRequired }],
      });
    }
    const malformed = await remove(TWO_FACTOR, { code: '12345' });
    expect(malformed.status).toBe(400);
    expect(malformed.body.Errors).toEqual([{ Field: 'code', Message: SIGN_IN_MESSAGES.otpLength }]);
    expect(await failuresOf(TWO_FACTOR.username)).toBe(failures);
    expect((await userRow(TWO_FACTOR.username))?.status).toBe('active');
  });

  it('refuses a wrong code and an already used one, each counted towards the lock-out', async () => {
    const before = await failuresOf(TWO_FACTOR.username);
    const now = currentCode();
    const wrong = now === '000000' ? '111111' : '000000';
    const refused = await remove(TWO_FACTOR, { code: wrong });
    expect(refused.status).toBe(401);
    expect(refused.body).toEqual({ Code: 401, Message: DELETE_ACCOUNT_MESSAGES.codeWrong, Data: null });
    expect(await failuresOf(TWO_FACTOR.username)).toBe(before + 1);

    // The current code was already used (by a sign-in, say): one use per code.
    await app.deps.db
      .update(users)
      .set({ totpLastStep: timeStepOf(app.clock.current.getTime()) })
      .where(eq(users.username, TWO_FACTOR.username));
    const replayed = await remove(TWO_FACTOR, { code: now });
    expect(replayed.status).toBe(401);
    expect(replayed.body.Message).toBe(DELETE_ACCOUNT_MESSAGES.codeWrong);
    expect(await failuresOf(TWO_FACTOR.username)).toBe(before + 2);
    expect((await userRow(TWO_FACTOR.username))?.status).toBe('active');
  });

  it('locks the account like sign-in does: even the right code is 429 while locked', async () => {
    // The first test's wrong password and the second's two codes: two more wrong codes make five.
    expect(await failuresOf(TWO_FACTOR.username)).toBe(3);
    app.clock.advance(30);
    for (const attempt of [1, 2]) {
      const wrong = currentCode() === '000000' ? '111111' : '000000';
      expect((await remove(TWO_FACTOR, { code: wrong })).status, `attempt ${attempt}`).toBe(401);
    }
    const locked = await remove(TWO_FACTOR, { code: currentCode() });
    expect(locked.status).toBe(429);
    expect(locked.body.Message).toBe('Too many failed attempts. Try again in 1 minute.');
    expect(locked.headers.get('retry-after')).toBe('60');
    expect((await userRow(TWO_FACTOR.username))?.status).toBe('active');
  });

  it('deletes the account with the password and a current code, and the code does not work twice', async () => {
    app.clock.advance(61);
    const token = await signInAs(app, TWO_FACTOR.username, TWO_FACTOR.password);
    const before = await userRow(TWO_FACTOR.username);
    const code = currentCode();
    const deleted = await remove(TWO_FACTOR, { code });
    expect(deleted.status, deleted.body.Message).toBe(200);
    expect(deleted.body).toEqual({ Code: 200, Message: DELETE_ACCOUNT_MESSAGES.success, Data: null });
    const [after] = await app.deps.db
      .select()
      .from(users)
      .where(eq(users.id, before?.id ?? 0));
    expect(after).toMatchObject({ status: 'deleted', totpSecret: null, passwordHash: null });
    expect((await app.get(`${API}/user/companyuser`, { token, companyId: 1 })).status).toBe(401);
    expect((await remove(TWO_FACTOR, { code })).status).toBe(401);
  });
});

describe('deleting an account without an authenticator', () => {
  it('takes the password alone, as before', async () => {
    const before = await userRow(PASSWORD_ONLY.username);
    expect(before?.totpSecret).toBeNull();
    const deleted = await remove(PASSWORD_ONLY);
    expect(deleted.status, deleted.body.Message).toBe(200);
    const [after] = await app.deps.db
      .select()
      .from(users)
      .where(eq(users.id, before?.id ?? 0));
    expect(after?.status).toBe('deleted');
  });
});
