import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.js';
import { API, signInWithNewAuthenticator } from '../../test-support/sign-in.js';
import { startTestApp, type TestApp } from '../../test-support/test-app.js';
import { TWO_FACTOR_ADMIN_MESSAGES } from './two-factor-admin.routes.js';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => app.close());

describe('two-factor administration across companies', () => {
  it('refuses to reset or replace the authenticator of someone who also works for another company', async () => {
    // admin belongs to companies 1 and 2; the cooperative's administrator must not take over their sign-in.
    const coop = await signInWithNewAuthenticator(app, 'coopadmin', 'Admin@123', {
      companyId: 2,
      branchId: 3,
    });
    const [admin] = await app.deps.db.select().from(users).where(eq(users.username, 'admin'));
    const reset = await app.post(`${API}/user/resettwofa?id=${admin?.id}`, { token: coop, companyId: 2 });
    expect(reset.status).toBe(403);
    expect(reset.body.Message).toBe(TWO_FACTOR_ADMIN_MESSAGES.sharedIdentity);
    const replaced = await app.post(`${API}/user/sendtwofactorauthkey`, {
      token: coop,
      companyId: 2,
      form: { userId: String(admin?.id), key: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP' },
    });
    expect(replaced.status).toBe(403);
    const [unchanged] = await app.deps.db.select().from(users).where(eq(users.username, 'admin'));
    expect(unchanged?.totpSecret).toBe(admin?.totpSecret);
    expect(unchanged?.updatedAt).toEqual(admin?.updatedAt);
  });
});
