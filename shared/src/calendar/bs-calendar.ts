/**
 * Bikram Sambat (BS) calendar: the one adapter over `nepali-date-converter`.
 *
 * Only the library's month-length table (`dateConfigMap`, BS 2000-2090) is used; the day arithmetic
 * is done here on plain integers and UTC day numbers. The library's own class is not called: it reads
 * and returns local-zone Date objects, and in zones that skipped a calendar day it answers the wrong AD
 * day (TZ=Pacific/Kiritimati: BS 2051-09-16 → AD 1995-01-01 instead of 1994-12-31; TZ=Pacific/Apia:
 * BS 2068-09-15 → 2011-12-31 instead of 2011-12-30). It also maps AD dates just before its range
 * onto BS 2000 (AD 1943-04-12 → BS 2000-01-01) and rolls impossible days over (BS 2080-01-40 →
 * 2080-02-09). The tests compare every day of the range with the library.
 *
 * Dates stay AD in the database; convert at the edge. The BS month lengths from BS 2084 on are provisional
 * (published calendars and libraries disagree there).
 */
import { dateConfigMap } from 'nepali-date-converter';
import { formatDate, wallClockOf } from '../format/date.format.js';

export type CalendarMode = 'AD' | 'BS';

/** A calendar day: month 1-12, day 1-32 (BS months have 29 to 32 days). */
export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

/** English names of the BS months, Baisakh (1) to Chaitra (12). */
export const BS_MONTH_NAMES = [
  'Baisakh',
  'Jestha',
  'Asar',
  'Shrawan',
  'Bhadra',
  'Asoj',
  'Kartik',
  'Mangsir',
  'Poush',
  'Magh',
  'Falgun',
  'Chaitra',
] as const;

/** The keys of the library's table, in month order (it spells the sixth month 'Aswin'). */
const TABLE_MONTHS = BS_MONTH_NAMES.map((name) => (name === 'Asoj' ? 'Aswin' : name));

const DAY_MS = 86_400_000;
const FIRST_BS_YEAR = 2000;
/** UTC day number (days since 1970-01-01) of BS 2000-01-01 = AD 1943-04-14. */
const EPOCH_DAY = Date.UTC(1943, 3, 14) / DAY_MS;

/** Month lengths per BS year, and the day offset (from BS 2000-01-01) of each month's first day. */
const monthLengths: number[][] = [];
const monthStarts: number[][] = [];
const yearStarts: number[] = [];
let totalDays = 0;
for (let year = FIRST_BS_YEAR; dateConfigMap[String(year)]; year += 1) {
  const months = dateConfigMap[String(year)];
  const lengths = TABLE_MONTHS.map((name) => months?.[name] ?? 0);
  const starts: number[] = [];
  yearStarts.push(totalDays);
  for (const length of lengths) {
    starts.push(totalDays);
    totalDays += length;
  }
  monthLengths.push(lengths);
  monthStarts.push(starts);
}
const LAST_BS_YEAR = FIRST_BS_YEAR + monthLengths.length - 1;

/** First and last BS days the converter knows (BS 2000-01-01 to 2090-12-30). */
export const BS_RANGE: { readonly first: Readonly<CalendarDate>; readonly last: Readonly<CalendarDate> } =
  Object.freeze({
    first: Object.freeze({ year: FIRST_BS_YEAR, month: 1, day: 1 }),
    last: Object.freeze({ year: LAST_BS_YEAR, month: 12, day: monthLengths.at(-1)?.[11] ?? 0 }),
  });

/** The same range in AD (1943-04-14 to 2034-04-13). */
export const AD_RANGE: { readonly first: Readonly<CalendarDate>; readonly last: Readonly<CalendarDate> } =
  Object.freeze({
    first: Object.freeze(adOfDay(EPOCH_DAY)),
    last: Object.freeze(adOfDay(EPOCH_DAY + totalDays - 1)),
  });

/** Days in a BS month (29-32), or 0 outside the supported years or for a month not 1-12. */
export function bsMonthLength(year: number, month: number): number {
  return monthLengths[year - FIRST_BS_YEAR]?.[month - 1] ?? 0;
}

/** AD → BS. Throws a RangeError for a day that does not exist or is outside AD_RANGE. */
export function adToBs(date: CalendarDate): CalendarDate {
  const { year, month, day } = date;
  const utcDay = isInteger(year, month, day) ? utcDayOf(year, month, day) : null;
  if (utcDay === null) {
    throw new RangeError(`AD date ${isoText(date)} is not a valid date`);
  }
  const offset = utcDay - EPOCH_DAY;
  if (offset < 0 || offset >= totalDays) {
    throw new RangeError(
      `AD date ${isoText(date)} is outside the supported range ${isoText(AD_RANGE.first)} to ${isoText(AD_RANGE.last)}`,
    );
  }
  // 0 <= offset < totalDays, so the year and month searches below always find one.
  const yearIndex = lastIndexAtMost(yearStarts, offset);
  const starts = monthStarts[yearIndex] ?? [];
  const monthIndex = lastIndexAtMost(starts, offset);
  return {
    year: FIRST_BS_YEAR + yearIndex,
    month: monthIndex + 1,
    day: offset - (starts[monthIndex] ?? 0) + 1,
  };
}

/** BS → AD. Throws a RangeError for a day that does not exist or is outside BS_RANGE. */
export function bsToAd(date: CalendarDate): CalendarDate {
  const { year, month, day } = date;
  if (!isInteger(year, month, day)) {
    throw new RangeError(`BS date ${isoText(date)} is not a valid date`);
  }
  if (year < FIRST_BS_YEAR || year > LAST_BS_YEAR) {
    throw new RangeError(
      `BS date ${isoText(date)} is outside the supported range ${isoText(BS_RANGE.first)} to ${isoText(BS_RANGE.last)}`,
    );
  }
  const length = bsMonthLength(year, month);
  if (length === 0 || day < 1 || day > length) {
    const detail =
      length === 0 ? 'month must be 1-12' : `${BS_MONTH_NAMES[month - 1]} ${year} has ${length} days`;
    throw new RangeError(`BS date ${isoText(date)} does not exist (${detail})`);
  }
  const start = monthStarts[year - FIRST_BS_YEAR]?.[month - 1] ?? 0;
  return adOfDay(EPOCH_DAY + start + day - 1);
}

/**
 * The calendar day of a value in a time zone (default: the runtime's local zone), read through
 * Intl for an explicit zone, so it does not depend on the process zone. A date-only string
 * '2024-01-05' is that day in every zone. null for invalid input.
 */
export function calendarDateOf(value: Date | string, timeZone?: string): CalendarDate | null {
  const clock = wallClockOf(value, timeZone);
  return clock ? { year: clock.year, month: clock.month, day: clock.day } : null;
}

/** 'YYYY-MM-DD' of a value's calendar day in a time zone (see calendarDateOf); '' for invalid input. */
export function toIsoDate(value: Date | string, timeZone?: string): string {
  const date = calendarDateOf(value, timeZone);
  return date ? isoText(date) : '';
}

/** 'YYYY-MM-DD' of a calendar date (AD or BS), e.g. for a date picked in BS and converted with bsToAd. */
export function calendarDateToIso(date: CalendarDate): string {
  return isoText(date);
}

/**
 * A value's calendar day in the chosen mode: AD 'Jan 5, 2024' (formatDate), BS 'Poush 20, 2080'.
 * A BS day outside the converter's range falls back to the AD form; invalid input gives ''.
 */
export function formatCalendarDate(value: Date | string, mode: CalendarMode, timeZone?: string): string {
  if (mode === 'BS') {
    const ad = calendarDateOf(value, timeZone);
    if (!ad) {
      return '';
    }
    try {
      const bs = adToBs(ad);
      return `${BS_MONTH_NAMES[bs.month - 1]} ${bs.day}, ${bs.year}`;
    } catch {
      // outside BS_RANGE: show the AD date
    }
  }
  return formatDate(value, timeZone);
}

/** Index of the last element <= value in an ascending list (binary search). */
function lastIndexAtMost(sorted: number[], value: number): number {
  let low = 0;
  let high = sorted.length - 1;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if ((sorted[middle] ?? 0) <= value) {
      low = middle;
    } else {
      high = middle - 1;
    }
  }
  return low;
}

function isInteger(...values: number[]): boolean {
  return values.every(Number.isInteger);
}

/** UTC day number of an AD date, or null when the day does not exist (2023-02-29). */
function utcDayOf(year: number, month: number, day: number): number | null {
  const date = new Date(Date.UTC(2000, month - 1, day));
  date.setUTCFullYear(year); // Date.UTC maps years 0-99 to 1900-1999
  const exists = date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return exists ? date.getTime() / DAY_MS : null;
}

function adOfDay(utcDay: number): CalendarDate {
  const date = new Date(utcDay * DAY_MS);
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
}

function isoText({ year, month, day }: CalendarDate): string {
  const yearText = year < 0 ? `-${String(-year).padStart(6, '0')}` : String(year).padStart(4, '0');
  return `${yearText}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}
