/**
 * Date and time display: 'Jan 5, 2024', '3:07 PM', 'Jan 5, 2024, 3:07 PM'.
 *
 * The text is assembled here from numeric fields (month names and AM/PM included), not taken from
 * Intl's formatted output, so the server and every browser print exactly the same characters (Intl
 * versions differ: narrow no-break spaces before AM/PM, 'Sept', …). Intl is only used to read the
 * wall clock of an instant in an explicit IANA time zone; without a zone the runtime's local zone
 * applies (the browser's zone in the portal, the process zone on the server).
 *
 * Values are Date objects or strings. A date-only string 'YYYY-MM-DD' (a date column, the branch
 * date) is a calendar day, not an instant: it formats as that day in every zone and has no time.
 * Other strings are parsed by Date (send ISO 8601 with an offset, e.g. '2024-01-05T09:22:00Z').
 * Invalid input, including an unknown time zone, gives '' and never throws.
 */

export const MONTH_SHORT_NAMES = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
] as const;

/** Time of day on a wall clock, hour 0-23. */
export interface WallTime {
  hour: number;
  minute: number;
  second: number;
}

/** What a wall clock and calendar show for a value in one zone; month 1-12. */
export interface WallClock {
  year: number;
  month: number;
  day: number;
  /** null for a date-only value ('2024-01-05'), which names a day, not an instant. */
  time: WallTime | null;
}

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * The instant a value names, or null when it is not a valid date. A date-only string is taken as
 * UTC midnight of that day (as Date parses it).
 */
export function toInstant(value: Date | string): Date | null {
  let instant: Date;
  if (typeof value === 'string') {
    const text = value.trim();
    if (DATE_ONLY.test(text) && !parseDateOnly(text)) {
      return null; // Date would roll '2023-02-29' over to March 1
    }
    instant = new Date(text);
  } else if (value instanceof Date) {
    instant = value;
  } else {
    return null;
  }
  return Number.isNaN(instant.getTime()) ? null : instant;
}

/**
 * The calendar day and wall time of a value in a time zone (default: the runtime's local zone), or
 * null when the value or the zone is invalid. An explicit zone is read through Intl, so the answer
 * does not depend on the process or browser zone.
 */
export function wallClockOf(value: Date | string, timeZone?: string): WallClock | null {
  if (typeof value === 'string' && DATE_ONLY.test(value.trim())) {
    const dateOnly = parseDateOnly(value.trim());
    return dateOnly && (timeZone === undefined || zoneFormatter(timeZone)) ? dateOnly : null;
  }
  const instant = toInstant(value);
  if (!instant) {
    return null;
  }
  if (timeZone === undefined) {
    return {
      year: instant.getFullYear(),
      month: instant.getMonth() + 1,
      day: instant.getDate(),
      time: { hour: instant.getHours(), minute: instant.getMinutes(), second: instant.getSeconds() },
    };
  }
  const formatter = zoneFormatter(timeZone);
  return formatter ? readParts(formatter, instant) : null;
}

/** 'Jan 5, 2024'; '' for invalid input. */
export function formatDate(value: Date | string, timeZone?: string): string {
  const clock = wallClockOf(value, timeZone);
  return clock ? dateText(clock) : '';
}

/** 12-hour time '3:07 PM', '12:00 AM'; '' for invalid input and for a date-only string. */
export function formatTime(value: Date | string, timeZone?: string): string {
  const time = wallClockOf(value, timeZone)?.time;
  return time ? timeText(time) : '';
}

/** 'Jan 5, 2024, 3:07 PM'; a date-only string gives the date alone; '' for invalid input. */
export function formatDateTime(value: Date | string, timeZone?: string): string {
  const clock = wallClockOf(value, timeZone);
  if (!clock) {
    return '';
  }
  return clock.time ? `${dateText(clock)}, ${timeText(clock.time)}` : dateText(clock);
}

function dateText(clock: WallClock): string {
  return `${MONTH_SHORT_NAMES[clock.month - 1] ?? ''} ${clock.day}, ${clock.year}`;
}

function timeText(time: WallTime): string {
  const hour12 = time.hour % 12 === 0 ? 12 : time.hour % 12;
  return `${hour12}:${String(time.minute).padStart(2, '0')} ${time.hour < 12 ? 'AM' : 'PM'}`;
}

function parseDateOnly(value: string): WallClock | null {
  const match = DATE_ONLY.exec(value);
  if (!match) {
    return null;
  }
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  const check = new Date(Date.UTC(2000, month - 1, day));
  check.setUTCFullYear(year);
  const exists = check.getUTCMonth() === month - 1 && check.getUTCDate() === day;
  return exists ? { year, month, day, time: null } : null;
}

/** One formatter per zone: building an Intl.DateTimeFormat costs far more than using one. */
const zoneFormatters = new Map<string, Intl.DateTimeFormat>();

function zoneFormatter(timeZone: string): Intl.DateTimeFormat | null {
  const cached = zoneFormatters.get(timeZone);
  if (cached) {
    return cached;
  }
  let formatter: Intl.DateTimeFormat;
  try {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      calendar: 'gregory',
      numberingSystem: 'latn',
      era: 'short',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
      hourCycle: 'h23',
    });
  } catch {
    return null; // RangeError: not a time zone this runtime knows
  }
  zoneFormatters.set(timeZone, formatter);
  return formatter;
}

function readParts(formatter: Intl.DateTimeFormat, instant: Date): WallClock | null {
  const fields = new Map<string, string>();
  for (const part of formatter.formatToParts(instant)) {
    fields.set(part.type, part.value);
  }
  const yearOfEra = Number(fields.get('year'));
  const clock: WallClock = {
    // 'BC' years count back from 1 BC = year 0 (the proleptic years Date uses).
    year: fields.get('era') === 'BC' ? 1 - yearOfEra : yearOfEra,
    month: Number(fields.get('month')),
    day: Number(fields.get('day')),
    time: {
      hour: Number(fields.get('hour')) % 24, // some engines print midnight as 24 despite h23
      minute: Number(fields.get('minute')),
      second: Number(fields.get('second')),
    },
  };
  const numbers = [clock.year, clock.month, clock.day, clock.time?.hour, clock.time?.minute];
  return numbers.every(Number.isInteger) ? clock : null;
}
