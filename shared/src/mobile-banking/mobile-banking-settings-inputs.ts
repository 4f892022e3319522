/**
 * The mobile-banking settings form (POST mobilebankingactivationrequest/settings), the same rules
 * in the server and on the settings screen. A field left out keeps the company's value; an empty
 * one (or null from a JSON client) removes it, so the module's default applies again.
 */
import { z } from 'zod';
import { MOBILE_BANKING_SETTINGS, type MobileBankingSettingKey } from './mobile-banking-constants.js';

/** The form's field of each setting, in the order the screen shows them. */
export const MOBILE_BANKING_SETTING_FIELDS = {
  RenewalCharge: 'MB_RENEWAL_CHARGE',
  RenewalPeriodDays: 'MB_RENEWAL_PERIOD_DAYS',
  UpcomingDays: 'MB_RENEWAL_UPCOMING_DAYS',
  SmsSenderName: 'MB_SMS_SENDER_NAME',
} as const satisfies Record<string, MobileBankingSettingKey>;
export type MobileBankingSettingField = keyof typeof MOBILE_BANKING_SETTING_FIELDS;
export const MOBILE_BANKING_SETTING_FIELD_NAMES = Object.keys(
  MOBILE_BANKING_SETTING_FIELDS,
) as MobileBankingSettingField[];

export const MAX_RENEWAL_CHARGE_RUPEES = 100_000;
export const MAX_RENEWAL_PERIOD_DAYS = 3650;
export const MAX_UPCOMING_DAYS = 365;
/** SMS sender ids are at most 11 characters (alphanumeric sender ids on GSM networks). */
export const MAX_SMS_SENDER_NAME_LENGTH = 11;

export const SETTING_MESSAGES = {
  RenewalCharge: `Renewal charge must be an amount in rupees from 0 to ${MAX_RENEWAL_CHARGE_RUPEES}, with at most two decimals`,
  RenewalPeriodDays: `Renewal period must be a whole number of days from 1 to ${MAX_RENEWAL_PERIOD_DAYS}`,
  UpcomingDays: `Upcoming window must be a whole number of days from 1 to ${MAX_UPCOMING_DAYS}`,
  SmsSenderName: `SMS sender name must be 1 to ${MAX_SMS_SENDER_NAME_LENGTH} letters, digits or spaces`,
} as const satisfies Record<MobileBankingSettingField, string>;

/** '' means "back to the default"; JSON numbers are read as the text a form would send. */
const asText = (value: unknown): unknown => {
  if (value === null) return '';
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return typeof value === 'string' ? value.trim() : value;
};

/** A setting's value as stored, or '' to remove it; `normal` is null for a value it refuses. */
const settingField = (message: string, normal: (text: string) => string | null) =>
  z.preprocess(
    asText,
    z
      .string({ error: message })
      .transform((text, context) => {
        if (text === '') return '';
        const value = normal(text);
        if (value === null) {
          context.addIssue({ code: 'custom', message });
          return z.NEVER;
        }
        return value;
      })
      .optional(),
  );

const MONEY = /^\d{1,9}(\.\d{1,2})?$/;
const DAYS = /^\d{1,5}$/;
const SENDER = new RegExp(`^[A-Za-z0-9 ]{1,${MAX_SMS_SENDER_NAME_LENGTH}}$`);

// Stored as rupees with two decimals, as the default is, so the screen shows what it saved.
const money = (text: string): string | null =>
  MONEY.test(text) && Number(text) <= MAX_RENEWAL_CHARGE_RUPEES ? Number(text).toFixed(2) : null;

const days =
  (max: number) =>
  (text: string): string | null =>
    DAYS.test(text) && Number(text) >= 1 && Number(text) <= max ? String(Number(text)) : null;

const sender = (text: string): string | null => (SENDER.test(text) ? text : null);

export const mobileBankingSettingsBody = z.object({
  RenewalCharge: settingField(SETTING_MESSAGES.RenewalCharge, money),
  RenewalPeriodDays: settingField(SETTING_MESSAGES.RenewalPeriodDays, days(MAX_RENEWAL_PERIOD_DAYS)),
  UpcomingDays: settingField(SETTING_MESSAGES.UpcomingDays, days(MAX_UPCOMING_DAYS)),
  SmsSenderName: settingField(SETTING_MESSAGES.SmsSenderName, sender),
});
export type MobileBankingSettingsInput = z.output<typeof mobileBankingSettingsBody>;

/** The default of a field, as the screen's help text says it. */
export const settingDefaultOf = (field: MobileBankingSettingField): string =>
  MOBILE_BANKING_SETTINGS[MOBILE_BANKING_SETTING_FIELDS[field]];
