import type {
  ActivationActionResult,
  ActivationRequestDetail,
  ActivationRequestSummary,
} from '@backoffice/shared/mobile-banking/mobile-banking-answers.schema';
import type { Page } from '@backoffice/shared/paging';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  coopCalls,
  latestCodeOf,
  requestIdOf,
  startMobileBankingTestApp,
} from '../../../test-support/mobile-banking-test-kit.js';
import type { TestApp } from '../../../test-support/test-app.js';

let app: TestApp;
let coop: string;
let calls: ReturnType<typeof coopCalls>;
beforeAll(async () => {
  ({ app, coop } = await startMobileBankingTestApp());
  calls = coopCalls(app, coop);
});
afterAll(async () => app.close());

const register = (memberNo: string, phone: string) =>
  calls.post('register', { MemberNo: memberNo, PhoneNumber: phone, DeviceId: 'android-test-1' });

describe('list and detail', () => {
  it('lists the seeded requests in every state, newest first, with search and status filter', async () => {
    const all = await calls.get<Page<ActivationRequestSummary>>('list?pageSize=100');
    expect(all.status).toBe(200);
    const statuses = new Set(all.body.Data?.Items.map((item) => item.Status));
    expect([...statuses].sort()).toEqual(['activated', 'disabled', 'rejected', 'requested']);
    const rejected = await calls.get<Page<ActivationRequestSummary>>('list?Status=rejected');
    expect(rejected.body.Data?.Items.map((item) => item.MemberNo)).toEqual(['M-1003']);
    const found = await calls.get<Page<ActivationRequestSummary>>('list?query=krishna');
    expect(found.body.Data?.Items).toEqual([
      expect.objectContaining({
        MemberNo: 'M-1004',
        DueDays: 10,
        Status: 'activated',
        AllowedActions: expect.arrayContaining(['renew', 'disable']),
      }),
    ]);
  });

  it('answers a request with its history and charges', async () => {
    const id = await requestIdOf(app, coop, 'M-1004');
    const detail = await calls.get<ActivationRequestDetail>(`detail?id=${id}`);
    expect(detail.status).toBe(200);
    expect(detail.body.Data?.History.map((step) => step.Action)).toEqual([
      'register',
      'activatemanual',
      'renew',
    ]);
    expect(detail.body.Data?.Charges).toEqual([
      expect.objectContaining({ Kind: 'renewal', Amount: 500, PeriodTo: '2026-11-12' }),
    ]);
    expect(detail.body.Data).toMatchObject({
      ExpiresOn: '2026-11-12',
      DueDays: 10,
      HasPin: false,
      PendingCodes: [],
    });
  });

  it('answers 404 for a request that does not exist and 400 for a bad id or filter', async () => {
    expect((await calls.get('detail?id=999999')).status).toBe(404);
    expect((await calls.get('detail?id=abc')).status).toBe(400);
    expect((await calls.get('detail?id=99999999999')).status).toBe(400);
    expect((await calls.get('list?Status=lost')).status).toBe(400);
    expect((await calls.get('list?pageSize=6000')).status).toBe(400);
  });
});

describe('register and activate with the code', () => {
  it('registers a member, sends the code to the outbox and activates with it once', async () => {
    const done = await register('m-1010', '+977-9841000010');
    expect(done.status, done.body.Message).toBe(200);
    const request = done.body.Data?.Request;
    expect(request).toMatchObject({ MemberNo: 'M-1010', MemberName: 'Deepak Bhandari', Status: 'requested' });
    expect(request?.PendingCodes).toEqual([{ Purpose: 'activation', ExpiresAt: '2026-11-22T04:25:00.000Z' }]);
    expect(done.body.Data?.Sms).toMatchObject({
      Adapter: 'outbox',
      Status: 'stored',
      // Registered as typed (+977-…), kept in normal form.
      PhoneNumber: '+9779841000010',
    });
    const id = request?.Id ?? 0;
    const code = await latestCodeOf(app, coop, id);

    const wrong = await calls.post(`verifyotp?id=${id}`, { Code: code === '000000' ? '111111' : '000000' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.Errors).toEqual([{ Field: 'Code', Message: 'The code is not right.' }]);

    const activated = await calls.post(`verifyotp?id=${id}`, { Code: code });
    expect(activated.status, activated.body.Message).toBe(200);
    expect(activated.body.Message).toBe(`Activation request ${id} activated with a code.`);
    expect(activated.body.Data?.Request).toMatchObject({
      Status: 'activated',
      ChargeDate: '2026-11-22',
      ExpiresOn: '2027-11-22',
      DueDays: -365,
      DeviceId: 'android-test-1',
      PendingCodes: [],
    });
    expect(activated.body.Data?.Request.History.map((step) => [step.Action, step.From, step.To])).toEqual([
      ['register', null, 'requested'],
      ['verifyotp', 'requested', 'activated'],
    ]);

    const reused = await calls.post(`verifyotp?id=${id}`, { Code: code });
    expect(reused.status).toBe(409);
    expect(reused.body.Message).toMatch(/^The activation request is already activated; it can be renewed/);
  });

  it('refuses a second open request of a member, an unknown member and a phone not on record', async () => {
    const again = await register('M-1004', '9841000004');
    expect(again.status).toBe(409);
    expect(again.body.Message).toMatch(/^Member M-1004 already has activation request \d+ \(activated\)/);
    const unknown = await register('M-9999', '9841000099');
    expect(unknown.status).toBe(400);
    expect(unknown.body.Errors?.[0]?.Field).toBe('MemberNo');
    const phone = await register('M-1011', '9800000000');
    expect(phone.status).toBe(400);
    expect(phone.body.Errors?.[0]).toEqual({
      Field: 'PhoneNumber',
      Message: 'PhoneNumber is not the mobile number the cooperative has for member M-1011.',
    });
  });

  it('answers bad input with 400, never 500', async () => {
    const forms: Record<string, string>[] = [
      {},
      { MemberNo: 'M-1011' },
      { MemberNo: 'M-1011', PhoneNumber: 'call me' },
      { MemberNo: 'x'.repeat(31), PhoneNumber: '9841000011' },
    ];
    for (const form of forms) {
      const answer = await calls.post('register', form);
      expect(answer.status, JSON.stringify(form)).toBe(400);
    }
    const id = await requestIdOf(app, coop, 'M-1001');
    const codes: Record<string, string>[] = [{}, { Code: '12345' }, { Code: 'abcdef' }, { Code: '1234567' }];
    for (const form of codes) {
      expect((await calls.post(`verifyotp?id=${id}`, form)).status, JSON.stringify(form)).toBe(400);
    }
    const json = await app.post(`/api/v1/mobilebankingactivationrequest/register`, {
      token: coop,
      companyId: 2,
      rawBody: '{"MemberNo":',
      contentType: 'application/json',
    });
    expect(json.status).toBe(400);
  });
});

describe('codes: expiry, replacement and the try limit', () => {
  it('refuses an expired code and accepts the one resent', async () => {
    const id = await requestIdOf(app, coop, 'M-1001');
    const resent = await calls.post(`resendotp?id=${id}`);
    expect(resent.status, resent.body.Message).toBe(200);
    expect(resent.body.Message).toBe(`Activation request ${id} sent a new code.`);
    const first = await latestCodeOf(app, coop, id);
    app.clock.advance(10 * 60 + 1);
    try {
      const expired = await calls.post(`verifyotp?id=${id}`, { Code: first });
      expect(expired.status).toBe(400);
      expect(expired.body.Message).toBe('The code has expired; ask for a new one.');
      await calls.post(`resendotp?id=${id}`);
      const second = await latestCodeOf(app, coop, id);
      // The replaced code no longer works, even before it would expire.
      if (second !== first) {
        expect((await calls.post(`verifyotp?id=${id}`, { Code: first })).status).toBe(400);
      }
      expect((await calls.post(`verifyotp?id=${id}`, { Code: second })).status).toBe(200);
    } finally {
      app.clock.advance(-(10 * 60 + 1));
    }
  });

  it('burns a code after five wrong tries', async () => {
    const id = await requestIdOf(app, coop, 'M-1002');
    await calls.post(`resendotp?id=${id}`);
    const code = await latestCodeOf(app, coop, id);
    const wrong = code === '999999' ? '888888' : '999999';
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await calls.post(`verifyotp?id=${id}`, { Code: wrong })).body.Message).toBe(
        'The code is not right.',
      );
    }
    const burned = await calls.post(`verifyotp?id=${id}`, { Code: code });
    expect(burned.status).toBe(400);
    expect(burned.body.Message).toBe('Too many wrong codes; this one no longer works. Ask for a new one.');
  });

  it('sends no second code of a kind within a minute, and says when to ask again', async () => {
    const id = await requestIdOf(app, coop, 'M-1002');
    app.clock.advance(3600);
    try {
      expect((await calls.post(`resendotp?id=${id}`)).status).toBe(200);
      const code = await latestCodeOf(app, coop, id);
      app.clock.advance(20);
      const again = await calls.post(`resendotp?id=${id}`);
      expect(again.status).toBe(429);
      expect(again.body.Message).toBe('A code was sent less than a minute ago; ask again in 40 seconds.');
      expect(again.headers.get('retry-after')).toBe('40');
      // The refused call changed nothing: the latest SMS still carries the code sent.
      expect(await latestCodeOf(app, coop, id)).toBe(code);
      app.clock.advance(40);
      expect((await calls.post(`resendotp?id=${id}`)).status).toBe(200);
    } finally {
      app.clock.advance(-3660);
    }
  });
});

describe('reject and activate manually', () => {
  it('needs a reason, then rejects; a rejected request can do nothing more', async () => {
    await register('M-1011', '9841000011');
    const id = await requestIdOf(app, coop, 'M-1011');
    const bare = await calls.post(`reject?id=${id}`);
    expect(bare.status).toBe(400);
    expect(bare.body.Errors).toEqual([{ Field: 'Remarks', Message: 'Remarks is required to reject.' }]);
    const rejected = await calls.post<ActivationActionResult>(`reject?id=${id}`, {
      Remarks: 'Not a member any more',
    });
    expect(rejected.status).toBe(200);
    expect(rejected.body.Data?.Request.Status).toBe('rejected');
    expect(rejected.body.Data?.Request.AllowedActions).toEqual([]);
    for (const action of [
      'activatemanual',
      'resendotp',
      'renew',
      'disable',
      'enable',
      'resetpin',
      'reject',
    ]) {
      const refused = await calls.post(`${action}?id=${id}`, {
        Remarks: 'x',
        ChargeAmount: '10',
        Reason: 'x',
        MobileNo: '9841000011',
        Method: 'branch',
      });
      expect(refused.status, action).toBe(409);
    }
    // A rejected request no longer blocks the member: they may register again.
    expect((await register('M-1011', '9841000011')).status).toBe(200);
  });

  it('activates manually with a reason and tells the member by SMS', async () => {
    const id = await requestIdOf(app, coop, 'M-1011');
    expect((await calls.post(`activatemanual?id=${id}`)).status).toBe(400);
    const done = await calls.post(`activatemanual?id=${id}`, { Remarks: 'Verified in person at the branch' });
    expect(done.status, done.body.Message).toBe(200);
    expect(done.body.Data?.Request).toMatchObject({ Status: 'activated', ExpiresOn: '2027-11-22' });
    expect(done.body.Data?.Sms).toMatchObject({ Adapter: 'outbox', Status: 'stored' });
    expect((await calls.post(`activatemanual?id=${id}`, { Remarks: 'again' })).status).toBe(409);
  });
});
