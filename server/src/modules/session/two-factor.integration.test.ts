import { SETTING_KEYS } from '@backoffice/shared/constants';
import type { LoginUser } from '@backoffice/shared/session/sign-in.schema';
import { and, desc, eq } from 'drizzle-orm';
import { Secret } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateTotp } from '../../auth/totp.js';
import { applicationSettings, auditLog, authThrottle, users } from '../../db/schema/index.js';
import { API, signInAs } from '../../test-support/sign-in.js';
import { startTestApp, type TestApp } from '../../test-support/test-app.js';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => app.close());

/** Company 2 has two-factor on; branch 3 is its head office. */
const startSignIn = async (userName = 'coopadmin', password = 'Admin@123') => {
  const result = await app.post<LoginUser>(`${API}/user/login/admin`, {
    form: { UserName: userName, Password: password, BranchId: '3' },
    companyId: 2,
  });
  expect(result.status, result.body.Message).toBe(200);
  return result.body.Data as LoginUser;
};

const codeFor = (secret: string, offsetSteps = 0) =>
  generateTotp(Secret.fromBase32(secret), app.clock.current.getTime() + offsetSteps * 30_000);

const verify = (challenge: string | null, token: string, method: 'GET' | 'POST' = 'POST') =>
  method === 'GET'
    ? app.get<{ verified: boolean; User: LoginUser }>(`/api/2fa/verify?token=${token}`, { token: challenge })
    : app.post<{ verified: boolean; User: LoginUser }>('/api/2fa/verify', {
        token: challenge,
        form: { token },
      });

describe('two-factor enrolment and sign-in', () => {
  let secret = '';

  it('answers a challenge, not a token, when the company requires two-factor', async () => {
    const pending = await startSignIn();
    expect(pending).toMatchObject({
      Token: null,
      TwoFactorRequired: true,
      TwoFactorEnrolled: false,
      AuthKeySecret: null,
    });
    expect(pending.ChallengeToken).toBeTruthy();
    // The challenge is no access token.
    const misuse = await app.get(`${API}/user/companyuser`, { token: pending.ChallengeToken, companyId: 2 });
    expect(misuse.status).toBe(401);
  });

  it('enrols with a code computed from the QR secret and then signs in', async () => {
    const pending = await startSignIn();
    const qr = await app.get<{ data: string; secret: string }>('/api/2fa/qrcode?siteName=Sagarmatha', {
      token: pending.ChallengeToken,
    });
    expect(qr.status).toBe(200);
    expect(qr.body.Data?.data).toMatch(/^data:image\/png;base64,/);
    secret = qr.body.Data?.secret as string;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);

    const wrong = await verify(pending.ChallengeToken, '000000');
    expect(wrong.status).toBe(401);
    expect(wrong.body.Message).toBe('Failed. Please scan the QR code and repeat verification.');

    const done = await verify(pending.ChallengeToken, codeFor(secret));
    expect(done.status).toBe(200);
    expect(done.body.Data?.verified).toBe(true);
    expect(done.body.Data?.User).toMatchObject({ CompanyId: 2, BranchId: 3, TwoFactorEnrolled: true });
    const token = done.body.Data?.User.Token as string;
    expect((await app.get(`${API}/menu/all/role`, { token, companyId: 2 })).status).toBe(200);

    const [stored] = await app.deps.db.select().from(users).where(eq(users.username, 'coopadmin'));
    expect(stored?.totpSecret).toBeTruthy();
    expect(stored?.totpSecret).not.toContain(secret);
    const audit = await app.deps.db.select().from(auditLog).where(eq(auditLog.action, 'two-factor.enrolled'));
    expect(audit).toHaveLength(1);
  });

  it('does not use a challenge twice', async () => {
    app.clock.advance(30);
    const pending = await startSignIn();
    expect(pending.TwoFactorEnrolled).toBe(true);
    expect((await verify(pending.ChallengeToken, codeFor(secret))).status).toBe(200);
    app.clock.advance(30);
    const again = await verify(pending.ChallengeToken, codeFor(secret));
    expect(again.status).toBe(401);
    expect(again.body.Message).toBe('This sign-in has expired. Please sign in again.');
  });

  it('refuses a code already used, even on a new challenge', async () => {
    app.clock.advance(30);
    const first = await startSignIn();
    const code = codeFor(secret);
    expect((await verify(first.ChallengeToken, code, 'GET')).status).toBe(200);
    const second = await startSignIn();
    const replay = await verify(second.ChallengeToken, code);
    expect(replay.status).toBe(401);
    expect(replay.body.Message).toBe('Failed. Please scan the QR code and repeat verification.');
  });

  it('accepts one step either side of now, and not two', async () => {
    app.clock.advance(120);
    const pending = await startSignIn();
    expect((await verify(pending.ChallengeToken, codeFor(secret, -2))).status).toBe(401);
    expect((await verify(pending.ChallengeToken, codeFor(secret, 2))).status).toBe(401);
    expect((await verify(pending.ChallengeToken, codeFor(secret, 1))).status).toBe(200);
  });

  it('refuses a new QR code once enrolled, so the secret is never shown again', async () => {
    app.clock.advance(90);
    const pending = await startSignIn();
    const qr = await app.get('/api/2fa/qrcode', { token: pending.ChallengeToken });
    expect(qr.status).toBe(409);
    expect(qr.body.Data).toBeNull();
  });

  it('ignores a secret sent by the client', async () => {
    const pending = await startSignIn();
    const mine = new Secret({ size: 20 }).base32;
    const result = await app.get(`/api/2fa/verify?secret=${mine}&token=${codeFor(mine)}`, {
      token: pending.ChallengeToken,
    });
    expect(result.status).toBe(401);
  });

  it('lets a challenge expire after five minutes', async () => {
    app.clock.advance(30);
    const pending = await startSignIn();
    app.clock.advance(301);
    const late = await verify(pending.ChallengeToken, codeFor(secret));
    expect(late.status).toBe(401);
    expect(late.body.Message).toBe('This sign-in has expired. Please sign in again.');
  });

  it('counts wrong codes towards the account lock-out, and a right password does not forgive them', async () => {
    app.clock.advance(30);
    await app.deps.db.delete(authThrottle);
    for (let attempt = 0; attempt < 5; attempt++) {
      const pending = await startSignIn();
      expect((await verify(pending.ChallengeToken, '123456')).status).toBe(401);
    }
    const locked = await app.post(`${API}/user/login/admin`, {
      form: { UserName: 'coopadmin', Password: 'Admin@123', BranchId: '3' },
      companyId: 2,
    });
    expect(locked.status).toBe(429);
    app.clock.advance(61);
  });

  it('needs "Enter OTP" for an empty code and six digits otherwise', async () => {
    const pending = await startSignIn();
    expect((await verify(pending.ChallengeToken, '')).body.Message).toBe('Enter OTP');
    expect((await verify(pending.ChallengeToken, '12ab')).body.Message).toBe('The code has 6 digits');
  });
});

describe('switching company', () => {
  it('refuses a session without a second factor for a company that requires one', async () => {
    const token = await signInAs(app, 'admin', 'Admin@123', { companyId: 1 });
    const result = await app.get(`${API}/menu/all/role`, { token, companyId: 2 });
    expect(result.status).toBe(403);
    expect(result.body.Message).toBe('This company requires two-factor sign-in. Please sign in to it again.');
  });
});

describe('administration of two-factor', () => {
  it('resets a user of the company so they enrol again, and never a user of another company', async () => {
    const [coopadmin] = await app.deps.db.select().from(users).where(eq(users.username, 'coopadmin'));
    const [sales1] = await app.deps.db.select().from(users).where(eq(users.username, 'sales1'));
    const admin = await signInAs(app, 'admin', 'Admin@123', { companyId: 1 });
    const foreign = await app.post(`${API}/user/resettwofa?id=${coopadmin?.id}`, {
      token: admin,
      companyId: 1,
    });
    expect(foreign.status).toBe(404);
    const [unchanged] = await app.deps.db.select().from(users).where(eq(users.username, 'coopadmin'));
    expect(unchanged?.totpSecret).toBe(coopadmin?.totpSecret);

    const staff = await signInAs(app, 'staff', 'Staff@123', { companyId: 1 });
    expect(
      (await app.post(`${API}/user/resettwofa?id=${sales1?.id}`, { token: staff, companyId: 1 })).status,
    ).toBe(403);

    const key = new Secret({ size: 20 }).base32;
    const saved = await app.post(`${API}/user/sendtwofactorauthkey`, {
      token: admin,
      companyId: 1,
      form: { userId: String(sales1?.id), key },
    });
    expect(saved.status).toBe(200);
    const bad = await app.post(`${API}/user/sendtwofactorauthkey`, {
      token: admin,
      companyId: 1,
      form: { userId: String(sales1?.id), key: 'not base32!' },
    });
    expect(bad.status).toBe(400);
    const reset = await app.post(`${API}/user/resettwofa?id=${sales1?.id}`, { token: admin, companyId: 1 });
    expect(reset.status).toBe(200);
    const [after] = await app.deps.db.select().from(users).where(eq(users.username, 'sales1'));
    expect(after?.totpSecret).toBeNull();
  });

  it('turns two-factor on for a company, after which its sign-ins need a code', async () => {
    const admin = await signInAs(app, 'admin', 'Admin@123', { companyId: 1 });
    const staff = await signInAs(app, 'staff', 'Staff@123', { companyId: 1 });
    expect((await app.post(`${API}/user/enableTwofa`, { token: staff, companyId: 1 })).status).toBe(403);
    const on = await app.post(`${API}/user/enableTwofa`, {
      token: admin,
      companyId: 1,
      form: { Enable: 'true' },
    });
    expect(on.status).toBe(200);
    const [setting] = await app.deps.db
      .select({ id: applicationSettings.id })
      .from(applicationSettings)
      .where(and(eq(applicationSettings.companyId, 1), eq(applicationSettings.key, SETTING_KEYS.twoFactor)));
    // Read from the table: the admin's session has no second factor, so the API now refuses it.
    const [entry] = await app.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'ApplicationSetting'), eq(auditLog.entityId, String(setting?.id))))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(entry).toMatchObject({
      action: 'update',
      companyId: 1,
      after: expect.objectContaining({ Value: 'true' }),
    });
    const pending = await app.post<LoginUser>(`${API}/user/login/admin`, {
      form: { UserName: 'sales1', Password: 'Sales@123' },
      companyId: 1,
    });
    expect(pending.body.Data).toMatchObject({ Token: null, TwoFactorRequired: true });
    // The admin's earlier session had no second factor: it no longer opens company 1.
    expect((await app.get(`${API}/menu/all/role`, { token: admin, companyId: 1 })).status).toBe(403);
  });
});
