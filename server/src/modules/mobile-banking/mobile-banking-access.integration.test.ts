import { moduleIdOf } from '@backoffice/shared/catalogue/modules';
import type {
  ActivationRequestSummary,
  RenewalMemberPage,
  SmsOutboxMessage,
} from '@backoffice/shared/mobile-banking/mobile-banking-answers.schema';
import { PAGE_CODES } from '@backoffice/shared/page-codes';
import type { Page } from '@backoffice/shared/paging';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  companyModules,
  mobileBankingActivationRequests,
  mobileBankingCharges,
  mobileBankingCodes,
  mobileBankingRequestTransitions,
  rolePermissions,
  roles,
  smsOutbox,
} from '../../db/schema/index.js';
import { callRoute } from '../../test-support/call-route.js';
import { MB, requestIdOf, startMobileBankingTestApp } from '../../test-support/mobile-banking-test-kit.js';
import { API } from '../../test-support/sign-in.js';
import type { TestApp } from '../../test-support/test-app.js';
import { mobileBankingRoutes } from './mobile-banking.routes.js';

let app: TestApp;
let coop: string;
let coopStaff: string;
let other: string;
let activeId: number;
let requestedId: number;
beforeAll(async () => {
  ({ app, coop, coopStaff, other } = await startMobileBankingTestApp());
  activeId = await requestIdOf(app, coop, 'M-1009');
  requestedId = await requestIdOf(app, coop, 'M-1001');
});
afterAll(async () => app.close());

/** Everything the module keeps about company 2. */
const snapshot = async () => {
  const db = app.deps.db;
  return {
    requests: await db
      .select()
      .from(mobileBankingActivationRequests)
      .where(eq(mobileBankingActivationRequests.companyId, 2)),
    transitions: await db
      .select()
      .from(mobileBankingRequestTransitions)
      .where(eq(mobileBankingRequestTransitions.companyId, 2)),
    charges: await db.select().from(mobileBankingCharges).where(eq(mobileBankingCharges.companyId, 2)),
    codes: await db.select().from(mobileBankingCodes).where(eq(mobileBankingCodes.companyId, 2)),
    outbox: await db.select().from(smsOutbox).where(eq(smsOutbox.companyId, 2)),
  };
};

/** Every route of the module once, about company 2's records, with a body every action accepts. */
const callEach = async (token: string, companyId: number, id: number) => {
  const form = {
    Id: String(id),
    Remarks: 'Attempt',
    Reason: 'Attempt',
    MobileNo: '9841000009',
    Method: 'office',
    ChargeAmount: '100',
    Code: '123456',
    Kind: 'pin',
    NewSecret: '1234',
    MemberNo: 'M-1010',
    PhoneNumber: '9841000010',
  };
  const query = `id=${id}&accountNo=SAV-1009&key=MB_RENEWAL_CHARGE`;
  const answers: [string, number][] = [];
  for (const route of mobileBankingRoutes) {
    if (route.method === 'get') {
      // A read may answer a file (the list's export): only its status counts.
      answers.push(await callRoute(app, route, { token, companyId, query, body: undefined }));
      continue;
    }
    const answer = await app.post(`${API}${route.path}?${query}`, { token, companyId, form });
    answers.push([`${route.method} ${route.path}`, answer.status]);
  }
  return new Map(answers);
};

describe('permissions', () => {
  it('refuses every route to a member of the company without a grant (403), changing nothing', async () => {
    const before = await snapshot();
    const answers = await callEach(coopStaff, 2, activeId);
    expect(answers.size).toBe(mobileBankingRoutes.length);
    expect([...answers].filter(([, status]) => status !== 403)).toEqual([]);
    expect(await snapshot()).toEqual(before);
  });

  it('lets a view grant read and offers no actions; its writes stay 403', async () => {
    const [staffRole] = await app.deps.db
      .select({ id: roles.id })
      .from(roles)
      .where(and(eq(roles.companyId, 2), eq(roles.name, 'Staff')));
    const grant = {
      companyId: 2,
      roleId: staffRole?.id ?? 0,
      pageCode: PAGE_CODES.ActivationRequest,
      canView: true,
    };
    await app.deps.db.insert(rolePermissions).values(grant);
    try {
      const listed = await app.get<Page<ActivationRequestSummary>>(`${MB}/list`, {
        token: coopStaff,
        companyId: 2,
      });
      expect(listed.status).toBe(200);
      expect(listed.body.Data?.Items.every((item) => item.AllowedActions.length === 0)).toBe(true);
      expect((await app.post(`${MB}/enable?id=${activeId}`, { token: coopStaff, companyId: 2 })).status).toBe(
        403,
      );
      expect((await app.get(`${API}/smsoutbox/list`, { token: coopStaff, companyId: 2 })).status).toBe(403);
    } finally {
      await app.deps.db
        .delete(rolePermissions)
        .where(and(eq(rolePermissions.roleId, grant.roleId), eq(rolePermissions.pageCode, grant.pageCode)));
    }
  });

  it('closes the module to a company that does not have it, whoever asks', async () => {
    const module = { companyId: 1, moduleId: moduleIdOf('MobileBanking') };
    await app.deps.db
      .delete(companyModules)
      .where(and(eq(companyModules.companyId, 1), eq(companyModules.moduleId, module.moduleId)));
    try {
      const answer = await app.get(`${MB}/list`, { token: other, companyId: 1 });
      expect(answer.status).toBe(403);
      expect(answer.body.Message).toBe('You do not have permission to view Activation Requests.');
    } finally {
      await app.deps.db.insert(companyModules).values(module);
    }
  });
});

describe('tenancy', () => {
  it("answers 404 to another company for company 2's requests, and changes nothing", async () => {
    const before = await snapshot();
    for (const id of [activeId, requestedId]) {
      const answers = await callEach(other, 1, id);
      for (const route of mobileBankingRoutes) {
        const name = `${route.method} ${route.path}`;
        // Lists, their export, settings and registration name no record of company 2: they answer company 1's own.
        if (/\/(list|export|ListRenewalMembers|charges|settingbykey|settings|register)$/.test(route.path))
          continue;
        expect(answers.get(name), name).toBe(404);
      }
    }
    expect(await snapshot()).toEqual(before);
  });

  it("never lists company 2's requests, renewals or SMS to company 1, nor registers its members", async () => {
    const listed = await app.get<Page<ActivationRequestSummary>>(`${MB}/list?pageSize=5000`, {
      token: other,
      companyId: 1,
    });
    expect(listed.body.Data?.TotalCount).toBe(0);
    const renewals = await app.get<RenewalMemberPage>(`${MB}/ListRenewalMembers`, {
      token: other,
      companyId: 1,
    });
    expect(renewals.body.Data?.TabCounts).toEqual({ Expired: 0, DueToday: 0, Upcoming: 0 });
    const outbox = await app.get<Page<SmsOutboxMessage>>(`${API}/smsoutbox/list`, {
      token: other,
      companyId: 1,
    });
    expect(outbox.body.Data?.TotalCount).toBe(0);
    const register = await app.post(`${MB}/register`, {
      token: other,
      companyId: 1,
      form: { MemberNo: 'M-1010', PhoneNumber: '9841000010' },
    });
    expect(register.status).toBe(400);
    expect(register.body.Message).toBe('Member M-1010 was not found in the core banking records.');
  });

  it('refuses a disable whose body names another company', async () => {
    const answer = await app.post(`${MB}/disable`, {
      token: coop,
      companyId: 2,
      form: { Id: String(activeId), Reason: 'x', MobileNo: '9841000009', Method: 'office', CompanyId: '1' },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.Message).toBe('CompanyId must be the company you are working in.');
  });
});

describe('SMS outbox', () => {
  it('lists the messages the module wrote, newest first, with the code readable', async () => {
    const sent = await app.post(`${MB}/resendotp?id=${requestedId}`, { token: coop, companyId: 2 });
    expect(sent.status).toBe(200);
    const outbox = await app.get<Page<SmsOutboxMessage>>(`${API}/smsoutbox/list?Status=stored`, {
      token: coop,
      companyId: 2,
    });
    expect(outbox.body.Data?.Items[0]).toMatchObject({
      PhoneNumber: '9841000001',
      Purpose: 'activation',
      Adapter: 'outbox',
      Status: 'stored',
      ActivationRequestId: requestedId,
      SentAt: null,
    });
    expect(outbox.body.Data?.Items[0]?.Message).toMatch(
      /^Cooperative: your mobile banking activation code is \d{6}\. It works once, for 10 minutes\. Never share it\.$/,
    );
    expect((await app.get(`${API}/smsoutbox/list?Status=lost`, { token: coop, companyId: 2 })).status).toBe(
      400,
    );
  });
});
