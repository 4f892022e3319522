import {
  MOBILE_BANKING_SETTINGS,
  type MobileBankingSettingKey,
} from '@backoffice/shared/mobile-banking/mobile-banking-constants';
import { toScaledInteger } from '@backoffice/shared/sales/common/paisa-math';
import type { Database } from '../../db/database.js';
import { readSetting } from '../settings/settings.repository.js';

/** A module setting: the company's value in the application settings, else the module's default. */
export const mobileBankingSetting = async (
  db: Database,
  companyId: number,
  key: MobileBankingSettingKey,
): Promise<{ value: string; isDefault: boolean }> => {
  const stored = await readSetting(db, companyId, key);
  const value = stored?.value.trim() ?? '';
  return value === ''
    ? { value: MOBILE_BANKING_SETTINGS[key], isDefault: true }
    : { value, isDefault: false };
};

/**
 * A whole number of days from a setting; a value an administrator mistyped falls back to the
 * default rather than stopping renewals.
 */
const daysSetting = async (
  db: Database,
  companyId: number,
  key: MobileBankingSettingKey,
): Promise<number> => {
  const { value } = await mobileBankingSetting(db, companyId, key);
  const days = /^\d{1,4}$/.test(value) ? Number(value) : Number.NaN;
  return Number.isInteger(days) && days > 0 ? days : Number(MOBILE_BANKING_SETTINGS[key]);
};

export interface RenewalSettings {
  /** Paisa. */
  chargeAmount: number;
  periodDays: number;
  upcomingDays: number;
}

export const renewalSettings = async (db: Database, companyId: number): Promise<RenewalSettings> => {
  const charge = (await mobileBankingSetting(db, companyId, 'MB_RENEWAL_CHARGE')).value;
  const paisa = /^\d+(\.\d+)?$/.test(charge) ? toScaledInteger(Number(charge), 2) : null;
  const fallback = toScaledInteger(Number(MOBILE_BANKING_SETTINGS.MB_RENEWAL_CHARGE), 2) ?? 0n;
  return {
    chargeAmount: Number(paisa ?? fallback),
    periodDays: await daysSetting(db, companyId, 'MB_RENEWAL_PERIOD_DAYS'),
    upcomingDays: await daysSetting(db, companyId, 'MB_RENEWAL_UPCOMING_DAYS'),
  };
};
