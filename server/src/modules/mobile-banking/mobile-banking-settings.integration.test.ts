import type {
  ChargeCheck,
  MobileBankingSettings,
  RenewalMemberPage,
} from '@backoffice/shared/mobile-banking/mobile-banking-answers.schema';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { applicationSettings, auditLog } from '../../db/schema/index.js';
import {
  coopCalls,
  MB,
  requestIdOf,
  startMobileBankingTestApp,
} from '../../test-support/mobile-banking-test-kit.js';
import type { TestApp } from '../../test-support/test-app.js';
import { SETTINGS_AUDIT_ENTITY } from './mobile-banking-settings-save.service.js';

let app: TestApp;
let coop: string;
let coopStaff: string;
let other: string;
let calls: ReturnType<typeof coopCalls>;
beforeAll(async () => {
  ({ app, coop, coopStaff, other } = await startMobileBankingTestApp());
  calls = coopCalls(app, coop);
});
afterAll(async () => app.close());

const MB_KEYS = [
  'MB_RENEWAL_CHARGE',
  'MB_RENEWAL_PERIOD_DAYS',
  'MB_RENEWAL_UPCOMING_DAYS',
  'MB_SMS_SENDER_NAME',
];

// Each test starts from the defaults in both companies.
beforeEach(async () => {
  for (const key of MB_KEYS) {
    await app.deps.db.delete(applicationSettings).where(eq(applicationSettings.key, key));
  }
});

const DEFAULTS = [
  { Key: 'MB_RENEWAL_CHARGE', Field: 'RenewalCharge', Value: '500.00', IsDefault: true, Default: '500.00' },
  {
    Key: 'MB_RENEWAL_PERIOD_DAYS',
    Field: 'RenewalPeriodDays',
    Value: '365',
    IsDefault: true,
    Default: '365',
  },
  { Key: 'MB_RENEWAL_UPCOMING_DAYS', Field: 'UpcomingDays', Value: '30', IsDefault: true, Default: '30' },
  {
    Key: 'MB_SMS_SENDER_NAME',
    Field: 'SmsSenderName',
    Value: 'Cooperative',
    IsDefault: true,
    Default: 'Cooperative',
  },
];

const settingsOf = async (token = coop, companyId = 2) => {
  const answer = await app.get<MobileBankingSettings>(`${MB}/settings`, { token, companyId });
  expect(answer.status, answer.body.Message).toBe(200);
  if (!answer.body.Data) throw new Error('no settings');
  return answer.body.Data;
};

const valuesOf = (settings: MobileBankingSettings) =>
  Object.fromEntries(settings.Items.map((item) => [item.Field, [item.Value, item.IsDefault]]));

const save = (form: Record<string, string>) => calls.post<MobileBankingSettings>('settings', form);

describe('GET settings', () => {
  it('answers the four defaults while the company has set none, and that the admin may edit', async () => {
    expect(await settingsOf()).toEqual({ Items: DEFAULTS, MayEdit: true });
  });
});

describe('POST settings', () => {
  it('saves the values, and checkcharge and the renewal list follow them', async () => {
    const saved = await save({
      RenewalCharge: '750.5',
      RenewalPeriodDays: '180',
      UpcomingDays: '10',
      SmsSenderName: 'Sahakari',
    });
    expect(saved.status, saved.body.Message).toBe(200);
    expect(saved.body.Message).toBe('The mobile banking settings were saved.');
    expect(valuesOf(saved.body.Data as MobileBankingSettings)).toEqual({
      RenewalCharge: ['750.50', false],
      RenewalPeriodDays: ['180', false],
      UpcomingDays: ['10', false],
      SmsSenderName: ['Sahakari', false],
    });
    expect(await settingsOf()).toEqual(saved.body.Data);

    const id = await requestIdOf(app, coop, 'M-1007');
    const check = await calls.get<ChargeCheck>(`checkcharge?id=${id}`);
    expect(check.body.Data).toMatchObject({
      ChargeAmount: 750.5,
      PeriodDays: 180,
      ExpiresOn: '2026-11-29',
      ExpiresOnAfterRenewal: '2027-05-28',
    });
    // Ten days ahead leaves out Prakash Karki, who expires in twenty.
    const renewals = await calls.get<RenewalMemberPage>('ListRenewalMembers');
    expect(renewals.body.Data?.TabCounts).toEqual({ Expired: 2, DueToday: 1, Upcoming: 1 });
  });

  it('takes JSON too, numbers included', async () => {
    const saved = await app.post<MobileBankingSettings>(`${MB}/settings`, {
      token: coop,
      companyId: 2,
      json: { RenewalCharge: 0, renewalperioddays: 30 },
    });
    expect(saved.status, saved.body.Message).toBe(200);
    expect(valuesOf(saved.body.Data as MobileBankingSettings)).toMatchObject({
      RenewalCharge: ['0.00', false],
      RenewalPeriodDays: ['30', false],
      UpcomingDays: ['30', true],
    });
  });

  it('keeps a field left out, and an empty one goes back to the default', async () => {
    expect((await save({ RenewalCharge: '600', UpcomingDays: '45' })).status).toBe(200);
    const reset = await save({ RenewalCharge: '' });
    expect(reset.status, reset.body.Message).toBe(200);
    expect(valuesOf(reset.body.Data as MobileBankingSettings)).toMatchObject({
      RenewalCharge: ['500.00', true],
      UpcomingDays: ['45', false],
    });
    const stored = await app.deps.db
      .select({ key: applicationSettings.key })
      .from(applicationSettings)
      .where(and(eq(applicationSettings.companyId, 2), eq(applicationSettings.key, 'MB_RENEWAL_CHARGE')));
    expect(stored).toEqual([]);
    const id = await requestIdOf(app, coop, 'M-1007');
    expect((await calls.get<ChargeCheck>(`checkcharge?id=${id}`)).body.Data?.ChargeAmount).toBe(500);
  });

  it.each([
    [
      'RenewalCharge',
      '-1',
      'Renewal charge must be an amount in rupees from 0 to 100000, with at most two decimals',
    ],
    [
      'RenewalCharge',
      '100000.01',
      'Renewal charge must be an amount in rupees from 0 to 100000, with at most two decimals',
    ],
    [
      'RenewalCharge',
      '12.345',
      'Renewal charge must be an amount in rupees from 0 to 100000, with at most two decimals',
    ],
    [
      'RenewalCharge',
      'Rs 5',
      'Renewal charge must be an amount in rupees from 0 to 100000, with at most two decimals',
    ],
    ['RenewalPeriodDays', '0', 'Renewal period must be a whole number of days from 1 to 3650'],
    ['RenewalPeriodDays', '3651', 'Renewal period must be a whole number of days from 1 to 3650'],
    ['RenewalPeriodDays', '30.5', 'Renewal period must be a whole number of days from 1 to 3650'],
    ['UpcomingDays', '366', 'Upcoming window must be a whole number of days from 1 to 365'],
    ['UpcomingDays', 'ten', 'Upcoming window must be a whole number of days from 1 to 365'],
    ['SmsSenderName', 'Cooperative12', 'SMS sender name must be 1 to 11 letters, digits or spaces'],
    ['SmsSenderName', 'Co-op', 'SMS sender name must be 1 to 11 letters, digits or spaces'],
  ])('refuses %s %j with a field error, saving nothing', async (field, value, message) => {
    const answer = await save({ UpcomingDays: '20', [field]: value });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({
      Code: 400,
      Message: message,
      Data: null,
      Errors: [{ Field: field, Message: message }],
    });
    expect(await settingsOf()).toEqual({ Items: DEFAULTS, MayEdit: true });
  });

  it('accepts the bounds', async () => {
    const answer = await save({
      RenewalCharge: '100000',
      RenewalPeriodDays: '3650',
      UpcomingDays: '1',
      SmsSenderName: ' Abc 123 Xyz ',
    });
    expect(answer.status, answer.body.Message).toBe(200);
    expect(valuesOf(answer.body.Data as MobileBankingSettings)).toEqual({
      RenewalCharge: ['100000.00', false],
      RenewalPeriodDays: ['3650', false],
      UpcomingDays: ['1', false],
      SmsSenderName: ['Abc 123 Xyz', false],
    });
  });

  it('writes one audit entry with the stored values before and after, none when nothing changes', async () => {
    await save({ RenewalCharge: '600' });
    await save({ RenewalCharge: '650', UpcomingDays: '', SmsSenderName: 'Sahakari' });
    const entries = await app.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.companyId, 2), eq(auditLog.entity, SETTINGS_AUDIT_ENTITY)))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(entries[0]).toMatchObject({
      action: 'update',
      entityId: '2',
      actorUserId: expect.any(Number),
      before: { MB_RENEWAL_CHARGE: '600.00', MB_SMS_SENDER_NAME: null },
      after: { MB_RENEWAL_CHARGE: '650.00', MB_SMS_SENDER_NAME: 'Sahakari' },
    });
    const count = async () =>
      (
        await app.deps.db
          .select({ id: auditLog.id })
          .from(auditLog)
          .where(and(eq(auditLog.companyId, 2), eq(auditLog.entity, SETTINGS_AUDIT_ENTITY)))
      ).length;
    const before = await count();
    const same = await save({ RenewalCharge: '650.00' });
    expect(same.body.Message).toBe('The mobile banking settings were already so; nothing changed.');
    expect(await count()).toBe(before);
  });
});

describe('permissions and companies', () => {
  it('refuses both calls without a grant (403)', async () => {
    expect((await app.get(`${MB}/settings`, { token: coopStaff, companyId: 2 })).status).toBe(403);
    const saved = await app.post(`${MB}/settings`, {
      token: coopStaff,
      companyId: 2,
      form: { RenewalCharge: '1' },
    });
    expect(saved.status).toBe(403);
    expect(await settingsOf()).toEqual({ Items: DEFAULTS, MayEdit: true });
  });

  it("keeps company 1's save to company 1", async () => {
    const saved = await app.post<MobileBankingSettings>(`${MB}/settings`, {
      token: other,
      companyId: 1,
      form: { RenewalCharge: '42', SmsSenderName: 'Other' },
    });
    expect(saved.status, saved.body.Message).toBe(200);
    expect(valuesOf(await settingsOf(other, 1))).toMatchObject({
      RenewalCharge: ['42.00', false],
      SmsSenderName: ['Other', false],
    });
    expect(await settingsOf()).toEqual({ Items: DEFAULTS, MayEdit: true });
  });
});
