/**
 * The settings screen's values and checks, with the zod input the server reads
 * (shared/src/mobile-banking/mobile-banking-settings-inputs.ts), so the form refuses on the spot
 * what the server would refuse.
 */
import type { FieldError } from '@backoffice/shared/envelope';
import { toFieldErrors } from '@backoffice/shared/http/field-errors';
import type { MobileBankingSettings } from '@backoffice/shared/mobile-banking/mobile-banking-answers.schema';
import {
  MOBILE_BANKING_SETTING_FIELD_NAMES,
  type MobileBankingSettingField,
  mobileBankingSettingsBody,
} from '@backoffice/shared/mobile-banking/mobile-banking-settings-inputs';

/** What each control holds: '' is "use the default". */
export type SettingsFormValues = Record<MobileBankingSettingField, string>;
export type SettingsFormErrors = Partial<Record<MobileBankingSettingField, string>>;

const isField = (name: string): name is MobileBankingSettingField =>
  (MOBILE_BANKING_SETTING_FIELD_NAMES as readonly string[]).includes(name);

/** A default shows as an empty control with the default as its placeholder, so saving keeps it a default. */
export const formValuesOf = (settings: MobileBankingSettings): SettingsFormValues => {
  const values: SettingsFormValues = {
    RenewalCharge: '',
    RenewalPeriodDays: '',
    UpcomingDays: '',
    SmsSenderName: '',
  };
  for (const item of settings.Items) values[item.Field] = item.IsDefault ? '' : item.Value;
  return values;
};

export const sameValues = (a: SettingsFormValues, b: SettingsFormValues): boolean =>
  MOBILE_BANKING_SETTING_FIELD_NAMES.every((field) => a[field].trim() === b[field].trim());

export type SettingsFormCheck =
  | { ok: true; body: SettingsFormValues }
  | { ok: false; errors: SettingsFormErrors };

/**
 * The body to send (every field, so an emptied one goes back to the default), or what is wrong.
 * The values are sent as typed: the server stores them in its own form (500 is 500.00).
 */
export const checkSettingsForm = (values: SettingsFormValues): SettingsFormCheck => {
  const body = Object.fromEntries(
    MOBILE_BANKING_SETTING_FIELD_NAMES.map((field) => [field, values[field].trim()]),
  ) as SettingsFormValues;
  const parsed = mobileBankingSettingsBody.safeParse(body);
  if (parsed.success) return { ok: true, body };
  return { ok: false, errors: settingsFieldErrors(toFieldErrors(parsed.error)) };
};

/** The server's (or the schema's) messages by control; the first message of a field wins. */
export const settingsFieldErrors = (errors: readonly FieldError[]): SettingsFormErrors => {
  const found: SettingsFormErrors = {};
  for (const error of errors) {
    if (isField(error.Field) && !found[error.Field]) found[error.Field] = error.Message;
  }
  return found;
};
