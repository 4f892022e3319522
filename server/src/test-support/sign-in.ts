import type { LoginUser } from '@backoffice/shared/session/sign-in.schema';
import { Secret } from 'otpauth';
import { expect } from 'vitest';
import { generateTotp } from '../auth/totp.js';
import { DEMO_PORTAL_CLIENT } from '../demo/demo-accounts.js';
import type { TestApp } from './test-app.js';

export const API = '/api/v1';

/** Signs in through the admin door (or the dealer door) and returns the access token. */
export const signInAs = async (
  app: TestApp,
  userName: string,
  password: string,
  options: { companyId?: number; branchId?: number; door?: 'admin' | 'dealer' } = {},
): Promise<string> => {
  const path = options.door === 'dealer' ? `${API}/salesuser/dealer/login` : `${API}/user/login/admin`;
  const form: Record<string, string> = { UserName: userName, Password: password };
  if (options.branchId !== undefined) form.BranchId = String(options.branchId);
  const result = await app.post<LoginUser>(path, { form, companyId: options.companyId ?? 1 });
  expect(result.status, result.body.Message).toBe(200);
  const token = result.body.Data?.Token;
  if (!token) throw new Error(`No token for ${userName}: ${result.body.Message}`);
  return token;
};

/** A client-credentials token of the demo portal client: reads public data only. */
export const clientToken = async (app: TestApp): Promise<string> => {
  const result = await app.post<{ access_token: string }>(`${API}/connect/token`, {
    form: {
      client_id: DEMO_PORTAL_CLIENT.clientId,
      client_secret: DEMO_PORTAL_CLIENT.clientSecret,
      grant_type: 'client_credentials',
    },
  });
  expect(result.status, result.body.Message).toBe(200);
  const token = result.body.Data?.access_token;
  if (!token) throw new Error(`No client token: ${result.body.Message}`);
  return token;
};

/**
 * Signs a not yet enrolled user in to a company that requires two-factor sign-in: enrols an
 * authenticator through the QR route and answers with a code from it, as a person would.
 */
export const signInWithNewAuthenticator = async (
  app: TestApp,
  userName: string,
  password: string,
  options: { companyId: number; branchId: number },
): Promise<string> => {
  const pending = await app.post<LoginUser>(`${API}/user/login/admin`, {
    form: { UserName: userName, Password: password, BranchId: String(options.branchId) },
    companyId: options.companyId,
  });
  expect(pending.status, pending.body.Message).toBe(200);
  const challenge = pending.body.Data?.ChallengeToken ?? null;
  const qr = await app.get<{ secret: string }>('/api/2fa/qrcode', { token: challenge });
  expect(qr.status, qr.body.Message).toBe(200);
  const code = generateTotp(Secret.fromBase32(qr.body.Data?.secret ?? ''), app.clock.current.getTime());
  const done = await app.post<{ User: LoginUser }>('/api/2fa/verify', {
    token: challenge,
    form: { token: code },
  });
  expect(done.status, done.body.Message).toBe(200);
  const token = done.body.Data?.User.Token;
  if (!token) throw new Error(`No token for ${userName}: ${done.body.Message}`);
  return token;
};
