import { moduleIdOf } from '@backoffice/shared/catalogue/modules';
import type {
  ActivationActionResult,
  ActivationRequestSummary,
  SmsOutboxMessage,
} from '@backoffice/shared/mobile-banking/mobile-banking-answers.schema';
import type { Page } from '@backoffice/shared/paging';
import { expect } from 'vitest';
import { companyModules } from '../db/schema/index.js';
import { API, signInAs, signInWithNewAuthenticator } from './sign-in.js';
import { startTestApp, type TestApp } from './test-app.js';

export const MB = `${API}/mobilebankingactivationrequest`;

export interface MobileBankingTestApp {
  app: TestApp;
  /** The cooperative's administrator (company 2): every grant. */
  coop: string;
  /** Company 2's staff (the demo admin's membership there): no mobile-banking grant. */
  coopStaff: string;
  /** Company 1's administrator; company 1 gets the module, so its refusals are about the records. */
  other: string;
}

export const startMobileBankingTestApp = async (
  options: Parameters<typeof startTestApp>[0] = {},
): Promise<MobileBankingTestApp> => {
  const app = await startTestApp(options);
  const coop = await signInWithNewAuthenticator(app, 'coopadmin', 'Admin@123', { companyId: 2, branchId: 3 });
  const coopStaff = await signInWithNewAuthenticator(app, 'admin', 'Admin@123', {
    companyId: 2,
    branchId: 3,
  });
  const other = await signInAs(app, 'admin', 'Admin@123');
  await app.deps.db
    .insert(companyModules)
    .values({ companyId: 1, moduleId: moduleIdOf('MobileBanking') })
    .onConflictDoNothing();
  return { app, coop, coopStaff, other };
};

/** Calls as the cooperative's administrator, in company 2. */
export const coopCalls = (app: TestApp, token: string) => ({
  get: <T>(path: string) => app.get<T>(`${MB}/${path}`, { token, companyId: 2 }),
  post: <T = ActivationActionResult>(path: string, form: Record<string, string> = {}) =>
    app.post<T>(`${MB}/${path}`, { token, companyId: 2, form }),
});

/** The seeded request of a member number (M-1004 …), by the list's search. */
export const requestIdOf = async (app: TestApp, token: string, memberNo: string): Promise<number> => {
  const found = await app.get<Page<ActivationRequestSummary>>(`${MB}/list?query=${memberNo}`, {
    token,
    companyId: 2,
  });
  const id = found.body.Data?.Items.find((item) => item.MemberNo === memberNo)?.Id;
  if (id === undefined) throw new Error(`No request of ${memberNo}`);
  return id;
};

/** The code in the latest outbox SMS of a request (the outbox adapter keeps it readable). */
export const latestCodeOf = async (app: TestApp, token: string, requestId: number): Promise<string> => {
  const outbox = await app.get<Page<SmsOutboxMessage>>(
    `${API}/smsoutbox/list?activationRequestId=${requestId}&pageSize=1`,
    { token, companyId: 2 },
  );
  expect(outbox.status, outbox.body.Message).toBe(200);
  const code = /\b(\d{6})\b/.exec(outbox.body.Data?.Items[0]?.Message ?? '')?.[1];
  if (!code) throw new Error(`No code in the outbox for request ${requestId}`);
  return code;
};
