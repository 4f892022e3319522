/**
 * What a date input needs of a calendar, in either mode: the typed form of a day, reading what a
 * person typed, and a month as a grid of weeks. Values stay AD ISO days ('2026-11-27'); only what a
 * person reads and types is in their mode.
 */
import {
  AD_RANGE,
  adToBs,
  BS_MONTH_NAMES,
  BS_RANGE,
  bsMonthLength,
  bsToAd,
  type CalendarDate,
  type CalendarMode,
  calendarDateToIso,
} from './bs-calendar.js';

/** A month of one calendar: month 1-12. */
export interface CalendarMonth {
  year: number;
  month: number;
}

export interface MonthDay {
  /** The day of the month in the grid's calendar. */
  day: number;
  /** The same day as an AD ISO date, the value a date input holds. */
  iso: string;
}

export interface MonthGrid extends CalendarMonth {
  /** Days before the first of the month in its first week (weeks start on Sunday, as in Nepal). */
  leadingBlanks: number;
  days: MonthDay[];
}

/** English names of the AD months, January (1) to December (12). */
export const AD_MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

export const WEEKDAY_NAMES = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
] as const;

const DAY_MS = 86_400_000;
const pad = (value: number, size: number) => String(value).padStart(size, '0');
const typed = (date: CalendarDate) => `${pad(date.year, 4)}-${pad(date.month, 2)}-${pad(date.day, 2)}`;

/** An AD ISO day as a calendar date, or null when it is not one ('2026-02-30', ''). */
export const adDateOf = (iso: string): CalendarDate | null => {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!match) return null;
  const date = { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
  const check = new Date(Date.UTC(date.year, date.month - 1, date.day));
  return check.getUTCFullYear() === date.year &&
    check.getUTCMonth() === date.month - 1 &&
    check.getUTCDate() === date.day
    ? date
    : null;
};

/** The day in the mode's calendar; null for a BS day outside the converter's range. */
export const inMode = (iso: string, mode: CalendarMode): CalendarDate | null => {
  const ad = adDateOf(iso);
  if (!ad || mode === 'AD') return ad;
  try {
    return adToBs(ad);
  } catch {
    return null;
  }
};

/** How a date input shows a day: 'YYYY-MM-DD' in the mode's calendar, '' for no day. */
export const typedDate = (iso: string, mode: CalendarMode): string => {
  const date = inMode(iso, mode);
  return date ? typed(date) : '';
};

/**
 * What a person typed, read in their calendar: year, month and day in that order, separated by
 * '-', '/', '.' or spaces, month and day with one or two digits ('2083-8-11', '2083/08/11').
 * Answers the AD ISO day, or null when the text names no day of the calendar's range.
 */
export const readTypedDate = (text: string, mode: CalendarMode): string | null => {
  const match = /^\s*(\d{4})\s*[-/. ]\s*(\d{1,2})\s*[-/. ]\s*(\d{1,2})\s*$/.exec(text);
  if (!match) return null;
  const date = { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
  if (mode === 'AD') {
    const iso = typed(date);
    return adDateOf(iso) && withinAdRange(iso) ? iso : null;
  }
  try {
    return calendarDateToIso(bsToAd(date));
  } catch {
    return null;
  }
};

const withinAdRange = (iso: string) =>
  iso >= calendarDateToIso(AD_RANGE.first) && iso <= calendarDateToIso(AD_RANGE.last);

/** The month a day falls in, in the mode's calendar. */
export const monthOfDay = (iso: string, mode: CalendarMode): CalendarMonth | null => {
  const date = inMode(iso, mode);
  return date ? { year: date.year, month: date.month } : null;
};

/** A month `by` months later (earlier when negative), kept within the mode's supported years. */
export const shiftMonth = ({ year, month }: CalendarMonth, by: number, mode: CalendarMode): CalendarMonth => {
  const index = year * 12 + (month - 1) + by;
  const range = mode === 'BS' ? BS_RANGE : AD_RANGE;
  const first = range.first.year * 12 + (range.first.month - 1);
  const last = range.last.year * 12 + (range.last.month - 1);
  const kept = Math.min(Math.max(index, first), last);
  return { year: Math.floor(kept / 12), month: (kept % 12) + 1 };
};

/** 'Mangsir 2083' or 'November 2026'. */
export const monthTitle = ({ year, month }: CalendarMonth, mode: CalendarMode): string =>
  `${(mode === 'BS' ? BS_MONTH_NAMES : AD_MONTH_NAMES)[month - 1] ?? ''} ${year}`;

const weekdayOfIso = (iso: string): number => new Date(`${iso}T00:00:00Z`).getUTCDay();

/** The month's days as a date input's grid shows them, in weeks from Sunday. */
export const monthGrid = (shown: CalendarMonth, mode: CalendarMode): MonthGrid => {
  const { year, month } = shown;
  const length = mode === 'BS' ? bsMonthLength(year, month) : new Date(Date.UTC(year, month, 0)).getUTCDate();
  const firstIso =
    mode === 'BS' ? calendarDateToIso(bsToAd({ year, month, day: 1 })) : typed({ year, month, day: 1 });
  const start = Date.parse(`${firstIso}T00:00:00Z`);
  const days = Array.from({ length }, (_, index) => ({
    day: index + 1,
    iso: new Date(start + index * DAY_MS).toISOString().slice(0, 10),
  }));
  return { year, month, leadingBlanks: weekdayOfIso(firstIso), days };
};

/** An AD ISO day `by` days later (earlier when negative). */
export const addDays = (iso: string, by: number): string =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + by * DAY_MS).toISOString().slice(0, 10);

/** The weekday of an AD ISO day, 0 = Sunday. */
export const weekdayOf = weekdayOfIso;

/** 'Thursday, Mangsir 11, 2083': a day as a screen reader announces a grid cell. */
export const spokenDate = (iso: string, mode: CalendarMode): string => {
  const date = inMode(iso, mode);
  if (!date) return iso;
  return `${WEEKDAY_NAMES[weekdayOfIso(iso)]}, ${monthTitle(date, mode).replace(/ \d+$/, '')} ${date.day}, ${date.year}`;
};
