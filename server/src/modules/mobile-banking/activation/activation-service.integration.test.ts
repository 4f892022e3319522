import type {
  ActivationActionResult,
  ChargeCheck,
  MobileBankingSetting,
  RenewalMemberPage,
} from '@backoffice/shared/mobile-banking/mobile-banking-answers.schema';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicationSettings, auditLog } from '../../../db/schema/index.js';
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

describe('GET ListRenewalMembers', () => {
  it('lists expired, due-today and upcoming services, most overdue first, with each tab counted', async () => {
    const all = await calls.get<RenewalMemberPage>('ListRenewalMembers?pageNo=1&pageSize=20');
    expect(all.status).toBe(200);
    expect(all.body.Data?.TabCounts).toEqual({ Expired: 2, DueToday: 1, Upcoming: 2 });
    expect(all.body.Data?.Items.map((item) => [item.MemberName, item.DueDays, item.Tab])).toEqual([
      ['Krishna Prasad Koirala', 10, 'expired'],
      ['Anita Gurung', 3, 'expired'],
      ['Bikash Shrestha', 0, 'dueToday'],
      ['Sunita Tamang', -7, 'upcoming'],
      ['Prakash Karki', -20, 'upcoming'],
    ]);
    expect(all.body.Data?.Items[0]).toEqual({
      MemberName: 'Krishna Prasad Koirala',
      PhoneNumber: '9841000004',
      ChargeDate: '2025-11-12',
      DueDays: 10,
      ActivationRequestId: expect.any(Number),
      RowTotal: 5,
      ExpiresOn: '2026-11-12',
      Tab: 'expired',
    });
  });

  it('pages one tab, searches, and keeps the counts of the search', async () => {
    const upcoming = await calls.get<RenewalMemberPage>(
      'ListRenewalMembers?tab=upcoming&pageSize=1&pageNo=2',
    );
    expect(upcoming.body.Data).toMatchObject({ TotalCount: 2, PageNo: 2, PageSize: 1, Tab: 'upcoming' });
    expect(upcoming.body.Data?.Items.map((item) => [item.MemberName, item.RowTotal])).toEqual([
      ['Prakash Karki', 2],
    ]);
    const search = await calls.get<RenewalMemberPage>('ListRenewalMembers?query=anita');
    expect(search.body.Data?.TabCounts).toEqual({ Expired: 1, DueToday: 0, Upcoming: 0 });
    expect((await calls.get('ListRenewalMembers?tab=overdue')).status).toBe(400);
  });

  it('follows the upcoming window setting', async () => {
    await app.deps.db
      .insert(applicationSettings)
      .values({ companyId: 2, key: 'MB_RENEWAL_UPCOMING_DAYS', value: '10' });
    try {
      const narrow = await calls.get<RenewalMemberPage>('ListRenewalMembers');
      expect(narrow.body.Data?.TabCounts).toEqual({ Expired: 2, DueToday: 1, Upcoming: 1 });
      const setting = await calls.get<MobileBankingSetting>('settingbykey?key=MB_RENEWAL_UPCOMING_DAYS');
      expect(setting.body.Data).toEqual({ Key: 'MB_RENEWAL_UPCOMING_DAYS', Value: '10', IsDefault: false });
    } finally {
      await app.deps.db
        .delete(applicationSettings)
        .where(
          and(eq(applicationSettings.companyId, 2), eq(applicationSettings.key, 'MB_RENEWAL_UPCOMING_DAYS')),
        );
    }
  });
});

describe('settings by key', () => {
  it('answers the default until the company sets one, and 404 for another key', async () => {
    const charge = await calls.get<MobileBankingSetting>('settingbykey?key=MB_RENEWAL_CHARGE');
    expect(charge.body.Data).toEqual({ Key: 'MB_RENEWAL_CHARGE', Value: '500.00', IsDefault: true });
    expect((await calls.get('settingbykey?key=TWOFACTOR_AUTH')).status).toBe(404);
    expect((await calls.get('settingbykey')).status).toBe(400);
  });
});

describe('check charge, renew and new charge', () => {
  it('checks what a renewal would cost and give', async () => {
    const id = await requestIdOf(app, coop, 'M-1007');
    const check = await calls.get<ChargeCheck>(`checkcharge?id=${id}`);
    expect(check.body.Data).toEqual({
      ActivationRequestId: id,
      Status: 'activated',
      ChargeAmount: 500,
      PeriodDays: 365,
      ChargeDate: '2025-11-29',
      ExpiresOn: '2026-11-29',
      DueDays: -7,
      Tab: 'upcoming',
      ExpiresOnAfterRenewal: '2027-11-29',
      CanRenew: true,
    });
  });

  it('renews an expired service from today and an early one from its expiry, recording the charge', async () => {
    const late = await requestIdOf(app, coop, 'M-1004');
    const renewed = await calls.post(`renew?id=${late}`, { ChargeAmount: '500' });
    expect(renewed.status, renewed.body.Message).toBe(200);
    expect(renewed.body.Message).toBe(`Activation request ${late} renewed.`);
    expect(renewed.body.Data?.Request).toMatchObject({
      ChargeDate: '2026-11-22',
      ExpiresOn: '2027-11-22',
      DueDays: -365,
    });
    expect(renewed.body.Data?.Request.Charges.at(-1)).toMatchObject({
      Kind: 'renewal',
      Amount: 500,
      ChargeDate: '2026-11-22',
      PeriodFrom: '2026-11-22',
      PeriodTo: '2027-11-22',
    });
    const early = await requestIdOf(app, coop, 'M-1008');
    const extended = await calls.post(`renew?id=${early}`, {
      ChargeAmount: '650.50',
      Remarks: 'Paid at counter',
    });
    expect(extended.body.Data?.Request).toMatchObject({ ExpiresOn: '2027-12-12' });
    expect(extended.body.Data?.Request.Charges.at(-1)).toMatchObject({
      Amount: 650.5,
      PeriodFrom: '2026-12-12',
    });
    const list = await calls.get<RenewalMemberPage>('ListRenewalMembers');
    expect(list.body.Data?.TabCounts).toEqual({ Expired: 1, DueToday: 1, Upcoming: 1 });
    const audit = await app.deps.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'ActivationRequest'), eq(auditLog.entityId, String(late))));
    expect(audit.map((row) => row.action)).toEqual(['renew']);
  });

  it('renews and disables in one step with DisableAccount', async () => {
    const id = await requestIdOf(app, coop, 'M-1005');
    const done = await calls.post(`renew?id=${id}`, { ChargeAmount: '500', DisableAccount: 'true' });
    expect(done.status, done.body.Message).toBe(200);
    expect(done.body.Data?.Request.Status).toBe('disabled');
    expect(
      done.body.Data?.Request.History.slice(-2).map((step) => [step.Action, step.From, step.To]),
    ).toEqual([
      ['renew', 'activated', 'activated'],
      ['disable', 'activated', 'disabled'],
    ]);
    // A disabled service may be renewed back into use.
    const back = await calls.post(`renew?id=${id}`, { ChargeAmount: '100' });
    expect(back.body.Data?.Request.Status).toBe('activated');
  });

  it('refuses a renewal of a request that is not active, and a bad amount', async () => {
    const requested = await requestIdOf(app, coop, 'M-1002');
    const refused = await calls.post(`renew?id=${requested}`, { ChargeAmount: '500' });
    expect(refused.status).toBe(409);
    expect(refused.body.Message).toBe(
      'An activation request that is requested cannot be renewed; it can be activated with a code, activated manually, rejected or sent a new code.',
    );
    const id = await requestIdOf(app, coop, 'M-1006');
    for (const amount of ['', '0', '-5', '12.345', 'abc', '2000000000']) {
      const bad = await calls.post(`renew?id=${id}`, { ChargeAmount: amount });
      expect(bad.status, amount).toBe(400);
      expect(bad.body.Errors?.[0]?.Field).toBe('ChargeAmount');
    }
    expect((await calls.post(`renew?id=${id}`, { ChargeAmount: '5', DisableAccount: 'maybe' })).status).toBe(
      400,
    );
  });

  it('charges without renewing', async () => {
    const id = await requestIdOf(app, coop, 'M-1006');
    expect((await calls.post(`newcharge?id=${id}`, { ChargeAmount: '50' })).status).toBe(400);
    const charged = await calls.post(`newcharge?id=${id}`, {
      ChargeAmount: '50',
      Remarks: 'Card replacement',
    });
    expect(charged.status).toBe(200);
    expect(charged.body.Data?.Request).toMatchObject({ ExpiresOn: '2026-11-22', Status: 'activated' });
    expect(charged.body.Data?.Request.Charges.at(-1)).toMatchObject({
      Kind: 'other',
      Amount: 50,
      Remarks: 'Card replacement',
    });
    const disabled = await requestIdOf(app, coop, 'M-1012');
    expect((await calls.post(`newcharge?id=${disabled}`, { ChargeAmount: '50', Remarks: 'x' })).status).toBe(
      409,
    );
  });
});

describe('disable, enable, reset device', () => {
  const disableForm = (id: number, mobile = '9841000009') => ({
    Id: String(id),
    Reason: 'Member asked at the branch',
    MobileNo: mobile,
    CompanyId: '2',
    Method: 'branch',
  });

  it('disables with the spec fields, checks the number and the company, and enables again', async () => {
    const id = await requestIdOf(app, coop, 'M-1009');
    const wrongPhone = await calls.post('disable', disableForm(id, '9841000001'));
    expect(wrongPhone.status).toBe(400);
    expect(wrongPhone.body.Errors?.[0]?.Field).toBe('MobileNo');
    const wrongCompany = await calls.post('disable', { ...disableForm(id), CompanyId: '1' });
    expect(wrongCompany.status).toBe(400);
    expect((await calls.post('disable', { ...disableForm(id), Method: 'pigeon' })).status).toBe(400);
    expect((await calls.post('disable', { ...disableForm(id), Reason: '' })).status).toBe(400);

    const done = await calls.post('disable', disableForm(id));
    expect(done.status, done.body.Message).toBe(200);
    expect(done.body.Data?.Request.Status).toBe('disabled');
    expect(done.body.Data?.Request.History.at(-1)).toMatchObject({
      Action: 'disable',
      Remarks: 'Member asked at the branch',
    });
    expect(done.body.Data?.Sms).toMatchObject({ Status: 'stored' });
    expect((await calls.post('disable', disableForm(id))).status).toBe(409);
    expect((await calls.post(`resetdevice?id=${id}`)).status).toBe(409);

    const enabled = await calls.post(`enable?id=${id}`);
    expect(enabled.body.Data?.Request.Status).toBe('activated');
    expect((await calls.post(`enable?id=${id}`)).status).toBe(409);
  });

  it('resets the bound device, saying so when there was none', async () => {
    const id = await requestIdOf(app, coop, 'M-1008');
    const reset = await calls.post(`resetdevice?id=${id}`);
    expect(reset.status).toBe(200);
    expect(reset.body.Data?.Request).toMatchObject({ DeviceId: null, DeviceBound: false });
    const again = await calls.post(`resetdevice?id=${id}`);
    expect(again.body.Message).toBe(`No device was bound to activation request ${id}.`);
  });
});

describe('reset PIN and password', () => {
  it('sends a reset code and sets the new PIN with it, once', async () => {
    const id = await requestIdOf(app, coop, 'M-1007');
    const sent = await calls.post(`resetpin?id=${id}`);
    expect(sent.status).toBe(200);
    expect(sent.body.Data?.Request.PendingCodes).toEqual([
      { Purpose: 'pinReset', ExpiresAt: '2026-11-22T04:25:00.000Z' },
    ]);
    const code = await latestCodeOf(app, coop, id);
    expect(
      (await calls.post(`confirmreset?id=${id}`, { Kind: 'pin', Code: code, NewSecret: '12ab' })).status,
    ).toBe(400);
    expect(
      (await calls.post(`confirmreset?id=${id}`, { Kind: 'password', Code: code, NewSecret: 'Longer@123' }))
        .status,
    ).toBe(400);
    const done = await calls.post<ActivationActionResult>(`confirmreset?id=${id}`, {
      Kind: 'pin',
      Code: code,
      NewSecret: '4321',
    });
    expect(done.status, done.body.Message).toBe(200);
    expect(done.body.Data?.Request).toMatchObject({ HasPin: true, PendingCodes: [] });
    const reused = await calls.post(`confirmreset?id=${id}`, { Kind: 'pin', Code: code, NewSecret: '9999' });
    expect(reused.status).toBe(409);
    expect(reused.body.Message).toBe('The code has already been used.');
  });

  it('sets a password with a password reset code, and refuses a reset of a service not active', async () => {
    const id = await requestIdOf(app, coop, 'M-1007');
    await calls.post(`resetpassword?id=${id}`);
    const code = await latestCodeOf(app, coop, id);
    expect(
      (await calls.post(`confirmreset?id=${id}`, { Kind: 'password', Code: code, NewSecret: 'short' }))
        .status,
    ).toBe(400);
    const done = await calls.post<ActivationActionResult>(`confirmreset?id=${id}`, {
      Kind: 'password',
      Code: code,
      NewSecret: 'A long pass phrase',
    });
    expect(done.body.Data?.Request.HasPassword).toBe(true);
    const disabled = await requestIdOf(app, coop, 'M-1012');
    expect((await calls.post(`resetpin?id=${disabled}`)).status).toBe(409);
    expect((await calls.post(`resetpassword?id=${disabled}`)).status).toBe(409);
    expect(
      (await calls.post(`confirmreset?id=${disabled}`, { Kind: 'pin', Code: '123456', NewSecret: '1234' }))
        .status,
    ).toBe(409);
  });
});
