import {
  DEFAULT_FISCAL_YEAR_START_MONTH,
  FISCAL_YEAR_START_MONTH_SETTING_KEY,
} from '@backoffice/shared/calendar/fiscal-year';
import { DEFAULT_TIME_ZONE } from '@backoffice/shared/calendar/time-zone';
import { eq } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Database } from '../../db/database.js';
import { companies } from '../../db/schema/index.js';
import { readSetting } from '../settings/settings.repository.js';

/** The zone the company's screens show times in (its own, else the default). */
export const companyTimeZone = async (db: Database, companyId: number): Promise<string> => {
  const [row] = await db
    .select({ timeZone: companies.timeZone })
    .from(companies)
    .where(eq(companies.id, companyId));
  return row?.timeZone ?? DEFAULT_TIME_ZONE;
};

/** Turns instants into the company's calendar days ('YYYY-MM-DD'), as companyToday does for now. */
export type CompanyCalendar = (instant: Date) => string;

/**
 * The statement dates entries by the company's day (an order delivered at 00:30 in Kathmandu is
 * that day's), so every instant read from the history goes through the company's time zone.
 */
export const companyCalendar = async (db: Database, companyId: number): Promise<CompanyCalendar> => {
  const format = new Intl.DateTimeFormat('en-CA', {
    timeZone: await companyTimeZone(db, companyId),
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });
  return (instant) => format.format(instant);
};

/**
 * The BS month (1-12) the company's fiscal year starts in, from its FISCAL_YEAR_START_MONTH
 * setting. A value that is not a whole month is logged and Shrawan used, so a typo in a setting
 * cannot stop orders, returns or payments from being numbered.
 */
export const readFiscalYearStartMonth = async (
  db: Database,
  companyId: number,
  log: Logger,
): Promise<number> => {
  const text = (await readSetting(db, companyId, FISCAL_YEAR_START_MONTH_SETTING_KEY))?.value.trim() ?? '';
  if (text === '') return DEFAULT_FISCAL_YEAR_START_MONTH;
  const month = Number(text);
  if (!Number.isInteger(month) || month < 1 || month > 12) {
    log.warn(
      { companyId, value: text },
      `${FISCAL_YEAR_START_MONTH_SETTING_KEY} is not a month 1-12; using the default`,
    );
    return DEFAULT_FISCAL_YEAR_START_MONTH;
  }
  return month;
};
