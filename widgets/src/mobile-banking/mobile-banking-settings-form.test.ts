import type { MobileBankingSettings } from '@backoffice/shared/mobile-banking/mobile-banking-answers.schema';
import { describe, expect, it } from 'vitest';
import {
  checkSettingsForm,
  formValuesOf,
  sameValues,
  settingsFieldErrors,
} from './mobile-banking-settings-form.ts';

const settings: MobileBankingSettings = {
  MayEdit: true,
  Items: [
    {
      Key: 'MB_RENEWAL_CHARGE',
      Field: 'RenewalCharge',
      Value: '750.00',
      IsDefault: false,
      Default: '500.00',
    },
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
      Value: 'Sahakari',
      IsDefault: false,
      Default: 'Cooperative',
    },
  ],
};

describe('the mobile banking settings form', () => {
  it('shows a default as an empty field, and a company value as it is', () => {
    expect(formValuesOf(settings)).toEqual({
      RenewalCharge: '750.00',
      RenewalPeriodDays: '',
      UpcomingDays: '',
      SmsSenderName: 'Sahakari',
    });
  });

  it('sends every field trimmed, an empty one meaning the default', () => {
    const values = { ...formValuesOf(settings), RenewalCharge: ' 800 ', SmsSenderName: '' };
    expect(checkSettingsForm(values)).toEqual({
      ok: true,
      body: { RenewalCharge: '800', RenewalPeriodDays: '', UpcomingDays: '', SmsSenderName: '' },
    });
    expect(
      sameValues(formValuesOf(settings), { ...formValuesOf(settings), SmsSenderName: ' Sahakari ' }),
    ).toBe(true);
  });

  it("refuses what the server would, under each field, with the server's words", () => {
    const checked = checkSettingsForm({
      RenewalCharge: '1.234',
      RenewalPeriodDays: '0',
      UpcomingDays: '30',
      SmsSenderName: 'Cooperative12',
    });
    expect(checked).toEqual({
      ok: false,
      errors: {
        RenewalCharge:
          'Renewal charge must be an amount in rupees from 0 to 100000, with at most two decimals',
        RenewalPeriodDays: 'Renewal period must be a whole number of days from 1 to 3650',
        SmsSenderName: 'SMS sender name must be 1 to 11 letters, digits or spaces',
      },
    });
    expect(
      settingsFieldErrors([
        { Field: 'UpcomingDays', Message: 'first' },
        { Field: 'UpcomingDays', Message: 'second' },
        { Field: '(body)', Message: 'not a field' },
      ]),
    ).toEqual({ UpcomingDays: 'first' });
  });
});
