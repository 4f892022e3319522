/**
 * Nepali fiscal years: a company's year starts on day 1 of a BS month (Shrawan by default, as the
 * government's does) and documents are numbered per fiscal year ("2083/84").
 *
 * Outside the BS converter's years (BS 2000-2090, see bs-calendar.ts) the months' lengths are not
 * known, so a fiscal year there is placed by the AD calendar: it starts on the same AD month and day
 * as the nearest fiscal year the converter knows, shifted by whole AD years (Shrawan 1 of BS 2090 is
 * 2033-07-16, so the year "2091/92" is taken to start on 2034-07-16). Such an answer may be off by a
 * day or two at the boundary, but every day still gets one fiscal year, the years stay in order and
 * never overlap, and a document dated there (a return typed as 1940) is numbered instead of refused.
 * Only a text that is not an AD day, or a start month that is not 1-12, is a RangeError.
 */
import { BS_RANGE, bsToAd, calendarDateToIso } from './bs-calendar.js';

/** Shrawan: the month the government's fiscal year (and most companies') starts in. */
export const DEFAULT_FISCAL_YEAR_START_MONTH = 4;

/** The company setting that names the BS month (1-12) its fiscal year starts in. */
export const FISCAL_YEAR_START_MONTH_SETTING_KEY = 'FISCAL_YEAR_START_MONTH';

export interface FiscalYear {
  /** The BS year the fiscal year starts in: 2083 for 2083/84. */
  startBsYear: number;
  /** '2083/84': the start year and the next year's last two digits ('2099/00' at a century). */
  label: string;
  /** First and last AD days ('YYYY-MM-DD'), both inclusive. */
  firstDay: string;
  lastDay: string;
}

const DAY_MS = 86_400_000;
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** '2083/84' for the fiscal year starting in BS 2083. */
export const fiscalYearLabel = (startBsYear: number): string =>
  `${startBsYear}/${String((startBsYear + 1) % 100).padStart(2, '0')}`;

/** The fiscal year an AD day ('YYYY-MM-DD') falls in, for a year starting on day 1 of BS month startMonth. */
export const fiscalYearOf = (
  day: string,
  startMonth: number = DEFAULT_FISCAL_YEAR_START_MONTH,
): FiscalYear => {
  if (!Number.isInteger(startMonth) || startMonth < 1 || startMonth > 12) {
    throw new RangeError(`The fiscal year's start month must be a whole number 1-12, not ${startMonth}`);
  }
  const utcDay = utcDayOfIso(day);
  // BS years run about 56-57 ahead of AD; step from the guess to the year whose start is the last <= day.
  let year = new Date(utcDay * DAY_MS).getUTCFullYear() + 56;
  while (startDay(year + 1, startMonth) <= utcDay) year += 1;
  while (startDay(year, startMonth) > utcDay) year -= 1;
  return {
    startBsYear: year,
    label: fiscalYearLabel(year),
    firstDay: isoOfDay(startDay(year, startMonth)),
    lastDay: isoOfDay(startDay(year + 1, startMonth) - 1),
  };
};

/** UTC day number of the fiscal year's first day; outside the converter's years, shifted from its nearest. */
const startDay = (bsYear: number, startMonth: number): number => {
  const known = Math.min(Math.max(bsYear, BS_RANGE.first.year), BS_RANGE.last.year);
  const start = bsToAd({ year: known, month: startMonth, day: 1 });
  const shifted = new Date(Date.UTC(2000, start.month - 1, start.day));
  shifted.setUTCFullYear(start.year + bsYear - known);
  // 29 February shifted into a common year rolls over to 1 March; that is the start then.
  return shifted.getTime() / DAY_MS;
};

const utcDayOfIso = (day: string): number => {
  const match = ISO_DAY.exec(day);
  const [year, month, date] = match ? [Number(match[1]), Number(match[2]), Number(match[3])] : [0, 0, 0];
  const value = new Date(Date.UTC(2000, month - 1, date));
  value.setUTCFullYear(year);
  if (!match || value.getUTCMonth() !== month - 1 || value.getUTCDate() !== date) {
    throw new RangeError(`'${day}' is not an AD day (YYYY-MM-DD)`);
  }
  return value.getTime() / DAY_MS;
};

const isoOfDay = (utcDay: number): string => {
  const value = new Date(utcDay * DAY_MS);
  return calendarDateToIso({
    year: value.getUTCFullYear(),
    month: value.getUTCMonth() + 1,
    day: value.getUTCDate(),
  });
};
