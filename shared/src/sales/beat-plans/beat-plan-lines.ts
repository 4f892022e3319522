import { AD_MONTH_NAMES } from '../../calendar/calendar-entry.js';
/**
 * The rules a beat plan's visits follow whatever checks them: the plan form before it sends, and
 * the server before it stores (which also checks that each party is the company's and active).
 * Months are Gregorian: the field app, the map and the spec's year/month/day query all count days
 * that way.
 */

export const MIN_PLAN_YEAR = 2000;
export const MAX_PLAN_YEAR = 2100;
/** 31 days of 60 visits: more than any field day holds, few enough for one screen. */
export const MAX_BEAT_PLAN_LINES = 1860;

export interface BeatVisitInput {
  Day: number;
  PartyId: number;
  /** The order of visit within the day, from 1; left out, the order given. */
  Position?: number | undefined;
}

export interface BeatVisit {
  day: number;
  partyId: number;
  position: number;
}

/** A problem named like the API's field errors: `Lines[2].Day`. */
export interface BeatLineProblem {
  field: string;
  message: string;
}

/** 'December 2026'. */
export const monthLabel = (year: number, month: number): string =>
  `${AD_MONTH_NAMES[month - 1] ?? `Month ${month}`} ${year}`;

export const daysInMonth = (year: number, month: number): number =>
  new Date(Date.UTC(year, month, 0)).getUTCDate();

/** 'YYYY-MM' of a plan, comparable as text with the company's today.slice(0, 7). */
export const planMonthKey = (year: number, month: number): string =>
  `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}`;

export function checkPlanMonth(year: number, month: number, today: string): BeatLineProblem[] {
  if (!Number.isInteger(year) || year < MIN_PLAN_YEAR || year > MAX_PLAN_YEAR) {
    return [{ field: 'Year', message: `Year must be from ${MIN_PLAN_YEAR} to ${MAX_PLAN_YEAR}.` }];
  }
  if (!Number.isInteger(month) || month < 1 || month > 12) {
    return [{ field: 'Month', message: 'Month must be from 1 to 12.' }];
  }
  // A plan says what will be visited; a month that is over can only be reported on, not planned.
  if (planMonthKey(year, month) < today.slice(0, 7)) {
    return [
      {
        field: 'Month',
        message: `${monthLabel(year, month)} is over; plan this month or a later one.`,
      },
    ];
  }
  return [];
}

/**
 * Checks each visit (a day of the month, a party at most once a day) and answers the visits in
 * their order: by day, then by the Position given, then as listed; positions renumbered from 1
 * within each day so gaps or repeats in what a client sent never reach the table.
 */
export function checkBeatVisits(
  year: number,
  month: number,
  lines: readonly BeatVisitInput[],
): { ok: true; visits: BeatVisit[] } | { ok: false; problems: BeatLineProblem[] } {
  const lastDay = daysInMonth(year, month);
  const problems: BeatLineProblem[] = [];
  const seen = new Map<string, number>();
  lines.forEach((line, index) => {
    const at = `Lines[${index}]`;
    if (!Number.isInteger(line.Day) || line.Day < 1 || line.Day > lastDay) {
      problems.push({
        field: `${at}.Day`,
        message: `Visit ${index + 1}: day must be from 1 to ${lastDay} (${monthLabel(year, month)}).`,
      });
      return;
    }
    if (line.Position !== undefined && (!Number.isInteger(line.Position) || line.Position < 1)) {
      problems.push({
        field: `${at}.Position`,
        message: `Visit ${index + 1}: the order of visit must be a whole number from 1.`,
      });
    }
    const key = `${line.Day}:${line.PartyId}`;
    const first = seen.get(key);
    if (first !== undefined) {
      problems.push({
        field: `${at}.PartyId`,
        message: `Visit ${index + 1}: this party is already visited on day ${line.Day} (visit ${first + 1}).`,
      });
      return;
    }
    seen.set(key, index);
  });
  if (problems.length > 0) return { ok: false, problems };

  const ordered = lines
    .map((line, index) => ({ line, index }))
    .toSorted(
      (a, b) =>
        a.line.Day - b.line.Day ||
        (a.line.Position ?? Number.MAX_SAFE_INTEGER) - (b.line.Position ?? Number.MAX_SAFE_INTEGER) ||
        a.index - b.index,
    );
  const visits: BeatVisit[] = [];
  let position = 0;
  let day = 0;
  for (const { line } of ordered) {
    position = line.Day === day ? position + 1 : 1;
    day = line.Day;
    visits.push({ day, partyId: line.PartyId, position });
  }
  return { ok: true, visits };
}
