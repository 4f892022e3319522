import type { LoginUser } from '@backoffice/shared/session/sign-in.schema';
import { eq } from 'drizzle-orm';
import { decodeJwt, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.js';
import { API, signInAs } from '../../test-support/sign-in.js';
import { startTestApp, type TestApp } from '../../test-support/test-app.js';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => app.close());

/** Each test's failures come from its own address, so the per-address lock of one test spares the rest. */
let address = 'default';
const login = (form: Record<string, string>, companyId = 1, door = 'user/login/admin') =>
  app.post<LoginUser>(`${API}/${door}`, {
    form,
    companyId,
    headers: { 'X-Forwarded-For': `10.0.0.${ipOf(address)}` },
  });
const ipOf = (name: string) =>
  (Array.from(name).reduce((sum, char) => sum + char.charCodeAt(0), 0) % 250) + 1;

describe('admin sign-in', () => {
  it('answers the login user of spec section 3 and a token with the spec claims', async () => {
    const { status, body } = await login({ UserName: 'admin', Password: 'Admin@123' });
    expect(status).toBe(200);
    expect(body.Code).toBe(200);
    const user = body.Data as LoginUser;
    expect(user).toMatchObject({
      FirstName: 'Ram',
      LastName: 'Thapa',
      Roles: [{ Name: 'Administrator', IsAdminRole: true }],
      SystemDate: '2026-11-22',
      BranchId: 1,
      CompanyId: 1,
      AuthKeySecret: null,
      TwoFactorRequired: false,
    });
    expect(user.IdentityUserId).toMatch(/^[0-9a-f-]{36}$/);
    const claims = decodeJwt(user.Token as string);
    expect(claims).toMatchObject({
      name: 'admin',
      firstname: 'Ram',
      surname: 'Thapa',
      email: 'admin@himalayantraders.example',
      role: ['Administrator'],
      org: '1',
      IdUid: user.IdentityUserId,
      iss: 'backoffice',
      aud: 'backoffice-api',
    });
    expect(Number(claims.sub)).toBeGreaterThan(0);
    expect(claims.exp).toBe(Math.floor(app.clock.current.getTime() / 1000) + 720 * 60);
  });

  it('accepts JSON bodies and field names in any case', async () => {
    const result = await app.post<LoginUser>(`${API}/user/login/admin`, {
      json: { username: 'ADMIN', PASSWORD: 'Admin@123' },
      companyId: 1,
    });
    expect(result.status).toBe(200);
    expect(result.body.Data?.Token).toBeTruthy();
  });

  it('checks fields in the spec order with its messages', async () => {
    expect((await login({ UserName: '', Password: '' })).body.Message).toBe('User name is required');
    expect((await login({ UserName: 'admin', Password: '' })).body.Message).toBe('Password is required');
    const noBranch = await login({ UserName: '', Password: '' }, 2);
    expect(noBranch.status).toBe(400);
    expect(noBranch.body).toMatchObject({ Code: 400, Message: 'Branch is required', Data: null });
  });

  it('refuses a wrong password and an unknown user with the same message', async () => {
    const wrong = await login({ UserName: 'sales1', Password: 'nope' });
    const unknown = await login({ UserName: 'nobody-here', Password: 'nope' });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body.Message).toBe('Invalid user name or password.');
    expect(unknown.body.Message).toBe(wrong.body.Message);
    expect(wrong.body.Data).toBeNull();
  });

  it('refuses a user of another company', async () => {
    const result = await login({ UserName: 'staff', Password: 'Staff@123' }, 2);
    // Company 2 needs a branch first; with one given, membership decides.
    const withBranch = await login({ UserName: 'staff', Password: 'Staff@123', BranchId: '4' }, 2);
    expect(result.status).toBe(400);
    expect(withBranch.status).toBe(403);
    expect(withBranch.body.Message).toBe('This account has no access to this company.');
  });

  it('sends dealers to the dealer door and lets only dealers through it', async () => {
    const dealerAtAdmin = await login({ UserName: 'dealer', Password: 'Dealer@123' });
    expect(dealerAtAdmin.status).toBe(403);
    expect(dealerAtAdmin.body.Message).toBe('Dealers sign in through the dealer login.');
    const adminAtDealer = await login(
      { UserName: 'admin', Password: 'Admin@123' },
      1,
      'salesuser/dealer/login',
    );
    expect(adminAtDealer.status).toBe(403);
    const dealer = await login({ UserName: 'dealer', Password: 'Dealer@123' }, 1, 'salesuser/dealer/login');
    expect(dealer.status).toBe(200);
    expect(dealer.body.Data?.Roles).toEqual([{ Name: 'Dealer', IsAdminRole: false }]);
  });

  it('refuses a disabled account after checking its password', async () => {
    await app.deps.db.update(users).set({ status: 'disabled' }).where(eq(users.username, 'sales2'));
    const result = await login({ UserName: 'sales2', Password: 'Sales@123' });
    expect(result.status).toBe(403);
    expect(result.body.Message).toBe('This account is disabled. Contact your administrator.');
    await app.deps.db.update(users).set({ status: 'active' }).where(eq(users.username, 'sales2'));
  });
});

describe('branch selection', () => {
  it('lists active branches with a client token and signs in to the chosen one', async () => {
    const branches = await app.get<{ Id: number; Name: string }[]>(`${API}/branch/listactive`, {
      token: await clientToken(),
      companyId: 2,
    });
    expect(branches.status).toBe(200);
    expect(branches.body.Data?.map((branch) => branch.Name)).toEqual([
      'Baneshwor Head Office',
      'Bhaktapur Branch',
      'Lalitpur Branch',
    ]);
    const lalitpur = branches.body.Data?.find((branch) => branch.Name === 'Lalitpur Branch');
    const result = await login(
      { UserName: 'coopadmin', Password: 'Admin@123', BranchId: String(lalitpur?.Id) },
      2,
    );
    expect(result.status).toBe(200);
    expect(result.body.Data?.BranchId).toBe(lalitpur?.Id);
  });

  it('refuses a branch of another company', async () => {
    const result = await login({ UserName: 'coopadmin', Password: 'Admin@123', BranchId: '1' }, 2);
    expect(result.status).toBe(400);
    expect(result.body.Message).toBe('The selected branch is not available.');
  });

  it('uses the main branch when multi-branching is off, whatever BranchId says', async () => {
    const result = await login({ UserName: 'admin', Password: 'Admin@123', BranchId: '99' });
    expect(result.status).toBe(200);
    expect(result.body.Data?.BranchId).toBe(1);
  });
});

describe('lock-out', () => {
  it('locks an account after 5 failures, even for the right password, and says when to retry', async () => {
    for (let attempt = 1; attempt <= 5; attempt++) {
      expect((await login({ UserName: 'delivery', Password: `wrong-${attempt}` })).status).toBe(401);
    }
    const locked = await login({ UserName: 'delivery', Password: 'Delivery@123' });
    expect(locked.status).toBe(429);
    expect(locked.body.Message).toBe('Too many failed attempts. Try again in 1 minute.');
    expect(locked.headers.get('retry-after')).toBe('60');
    app.clock.advance(61);
    expect((await login({ UserName: 'delivery', Password: 'Delivery@123' })).status).toBe(200);
  });

  it('locks the account longer the second time', async () => {
    address = 'second-lock';
    for (const round of [1, 2]) {
      for (let attempt = 0; attempt < 5; attempt++) await login({ UserName: 'ghost-user', Password: 'x' });
      const locked = await login({ UserName: 'ghost-user', Password: 'x' });
      expect(locked.body.Message).toBe(
        `Too many failed attempts. Try again in ${round} minute${round === 1 ? '' : 's'}.`,
      );
      app.clock.advance(round * 60 + 1);
    }
  });

  it('locks an address after 50 failures across accounts, and only that address', async () => {
    address = 'address-lock';
    for (let attempt = 0; attempt < 50; attempt++) {
      expect((await login({ UserName: `spray-${attempt % 10}`, Password: 'x' })).status).toBe(401);
    }
    const locked = await login({ UserName: 'sales1', Password: 'Sales@123' });
    expect(locked.status).toBe(429);
    expect(locked.body.Message).toBe('Too many failed attempts. Try again in 15 minutes.');
    address = 'elsewhere';
    expect((await login({ UserName: 'sales1', Password: 'Sales@123' })).status).toBe(200);
  }, 60_000);
});

describe('tokens', () => {
  it('rejects an expired token', async () => {
    const token = await signInAs(app, 'sales1', 'Sales@123');
    expect((await app.get(`${API}/user/companyuser`, { token, companyId: 1 })).status).toBe(200);
    app.clock.advance(720 * 60 + 1);
    const expired = await app.get(`${API}/user/companyuser`, { token, companyId: 1 });
    expect(expired.status).toBe(401);
    expect(expired.body.Message).toBe('Your session has ended. Please sign in again.');
  });

  it('rejects a tampered token and one signed with another key or algorithm', async () => {
    const token = await signInAs(app, 'sales1', 'Sales@123');
    const [header, payload, signature] = token.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>;
    const forged = Buffer.from(JSON.stringify({ ...claims, sub: '1' })).toString('base64url');
    const tampered = `${header}.${forged}.${signature}`;
    const unsigned = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'at+jwt' })).toString('base64url')}.${forged}.`;
    const otherKey = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256', typ: 'at+jwt' })
      .sign(new TextEncoder().encode('some-other-key-some-other-key-123'));
    for (const bad of [tampered, unsigned, otherKey, 'not-a-jwt']) {
      const result = await app.get(`${API}/user/companyuser`, { token: bad, companyId: 1 });
      expect(result.status).toBe(401);
      expect(result.body.Message).toBe('The access token is not valid.');
    }
  });

  it('ends the session on sign-out', async () => {
    const token = await signInAs(app, 'sales1', 'Sales@123');
    expect((await app.post(`${API}/user/logout`, { token, companyId: 1 })).status).toBe(200);
    expect((await app.get(`${API}/user/companyuser`, { token, companyId: 1 })).status).toBe(401);
  });

  it('asks for a sign-in when there is no token', async () => {
    const result = await app.get(`${API}/menu/all/role`, { companyId: 1 });
    expect(result.status).toBe(401);
    expect(result.body).toEqual({ Code: 401, Message: 'Please sign in to continue.', Data: null });
  });
});

const clientToken = async (): Promise<string> => {
  const result = await app.post<{ access_token: string }>(`${API}/connect/token`, {
    form: {
      client_id: 'backoffice-portal',
      client_secret: 'portal-public-client',
      grant_type: 'client_credentials',
    },
  });
  expect(result.status).toBe(200);
  return result.body.Data?.access_token as string;
};

describe('client credentials', () => {
  it('gives a token with subject 0 that reads public data only', async () => {
    const token = await clientToken();
    expect(decodeJwt(token)).toMatchObject({ sub: '0', scope: 'anonymous', client_id: 'backoffice-portal' });
    const setting = await app.get<{ Key: string; Value: string }>(
      `${API}/applicationsettings/valuebykey?key=ENABLE_MULTIBRANCHING&companyId=2`,
      { token },
    );
    expect(setting.status).toBe(200);
    expect(setting.body.Data).toEqual({ Key: 'ENABLE_MULTIBRANCHING', Value: 'true' });
    for (const path of [
      '/menu/all/role',
      '/user/companyuser',
      '/permission/CheckActionPermission?screenId=100&actionType=View',
    ]) {
      const refused = await app.get(`${API}${path}`, { token, companyId: 1 });
      expect(refused.status, path).toBe(403);
      expect(refused.body.Message).toBe('Sign in to use this part of the application.');
    }
    const logout = await app.post(`${API}/user/logout`, { token, companyId: 1 });
    expect(logout.status).toBe(403);
  });

  it('refuses a wrong secret, an unknown client and another grant type', async () => {
    const wrong = await app.post(`${API}/connect/token`, {
      form: { client_id: 'backoffice-portal', client_secret: 'guess', grant_type: 'client_credentials' },
    });
    expect(wrong.status).toBe(401);
    const grant = await app.post(`${API}/connect/token`, {
      form: { client_id: 'backoffice-portal', client_secret: 'portal-public-client', grant_type: 'password' },
    });
    expect(grant.status).toBe(400);
    expect(grant.body.Message).toBe("grant_type must be 'client_credentials'");
  });

  it('hides settings that are not public from a client token but shows them to an administrator', async () => {
    const { applicationSettings } = await import('../../db/schema/index.js');
    await app.deps.db
      .insert(applicationSettings)
      .values({ companyId: 1, key: 'SMS_GATEWAY_KEY', value: 'secret-value', isPublic: false });
    const anonymous = await app.get(`${API}/applicationsettings/valuebykey?key=SMS_GATEWAY_KEY`, {
      token: await clientToken(),
      companyId: 1,
    });
    expect(anonymous.status).toBe(403);
    const staff = await app.get(`${API}/applicationsettings/valuebykey?key=SMS_GATEWAY_KEY`, {
      token: await signInAs(app, 'staff', 'Staff@123'),
      companyId: 1,
    });
    expect(staff.status).toBe(403);
    const admin = await app.get<{ Value: string }>(
      `${API}/applicationsettings/valuebykey?key=SMS_GATEWAY_KEY`,
      {
        token: await signInAs(app, 'admin', 'Admin@123'),
        companyId: 1,
      },
    );
    expect(admin.body.Data?.Value).toBe('secret-value');
    const missing = await app.get(`${API}/applicationsettings/valuebykey?key=NOPE`, {
      token: await clientToken(),
      companyId: 1,
    });
    expect(missing.status).toBe(404);
  });
});
