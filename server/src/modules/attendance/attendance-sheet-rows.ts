import { addDays } from '@backoffice/shared/calendar/calendar-entry';
import type {
  AttendanceSheet,
  AttendanceSheetRow,
} from '@backoffice/shared/workforce/attendance/attendance-answers.schema';
import {
  type AttendanceRules,
  type DayResult,
  type DayStatus,
  dayStatusOf,
  weekdayOfDate,
  workedDays,
} from '@backoffice/shared/workforce/attendance/attendance-rules';
import type { SheetFacts, SheetPerson } from './attendance-sheet-facts.js';

export type SheetDay = AttendanceSheet['Days'][number];

/** The dates from..to, both included. */
export const datesOf = (from: string, to: string): string[] => {
  const dates: string[] = [];
  for (let date = from; date <= to; date = addDays(date, 1)) dates.push(date);
  return dates;
};

/** The sheet's head: each day's weekday, holiday and whether it is a weekly day off. */
export const sheetDays = (rules: AttendanceRules, dates: readonly string[], facts: SheetFacts): SheetDay[] =>
  dates.map((date) => {
    const weekday = weekdayOfDate(date);
    return {
      Date: date,
      Weekday: weekday,
      Holiday: facts.holidays.get(date) ?? null,
      IsWeeklyOff: rules.WeeklyOff.includes(weekday),
    };
  });

/** What one person's day computes to, from the facts read for the sheet. */
export const personDay = (
  rules: AttendanceRules,
  today: string,
  facts: SheetFacts,
  userId: number,
  date: string,
): DayResult => {
  const checked = facts.checked.get(userId)?.get(date);
  const leaves = facts.leaves.get(userId);
  return dayStatusOf(rules, {
    date,
    today,
    holiday: facts.holidays.has(date),
    onLeave: leaves?.some((leave) => leave.from <= date && date <= leave.to) ?? false,
    checkIn: checked?.checkIn ?? null,
    checkOut: checked?.checkOut ?? null,
  });
};

type Totals = AttendanceSheetRow['Totals'];

/** The total each status counts in ('upcoming' counts in none). */
const COUNTED_AS: Readonly<Partial<Record<DayStatus, keyof Totals>>> = {
  present: 'Present',
  late: 'Late',
  halfDay: 'HalfDay',
  absent: 'Absent',
  onLeave: 'OnLeave',
  holiday: 'Holiday',
  weeklyOff: 'WeeklyOff',
};

/**
 * A person's row: a status per day and the totals. LateMinutes adds up the arrivals past the grace
 * only (a check-in five minutes after the start within a fifteen-minute grace is on time).
 */
export const sheetRow = (
  rules: AttendanceRules,
  today: string,
  dates: readonly string[],
  facts: SheetFacts,
  person: SheetPerson,
): AttendanceSheetRow => {
  const totals: Totals = {
    Present: 0,
    Late: 0,
    HalfDay: 0,
    Absent: 0,
    OnLeave: 0,
    Holiday: 0,
    WeeklyOff: 0,
    WorkedDays: 0,
    LateMinutes: 0,
  };
  const days = dates.map((date) => {
    const { status, lateMinutes } = personDay(rules, today, facts, person.userId, date);
    const counted = COUNTED_AS[status];
    if (counted) totals[counted] += 1;
    totals.WorkedDays += workedDays(status);
    if (lateMinutes > rules.LateAfterMinutes) totals.LateMinutes += lateMinutes;
    return status;
  });
  return { UserId: person.userId, UserName: person.name, Days: days, Totals: totals };
};
