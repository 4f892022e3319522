import type { LoginUser } from '@backoffice/shared/session/sign-in.schema';
import { expect } from 'vitest';
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
