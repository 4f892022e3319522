/**
 * What a person's day at work was, worked out from facts, never typed: the company's office hours
 * and weekly days off, its holidays, the person's approved leaves and their check-in and check-out.
 * Pure, so the list, the absent list, the monthly sheet, the dashboard and the screens agree.
 */
import { WEEKDAY_OPTIONS } from '../../entities/sales/sales-fields.js';

export const WEEKDAYS = WEEKDAY_OPTIONS.map((option) => option.value);
export type Weekday = (typeof WEEKDAY_OPTIONS)[number]['value'];

export const OUTSIDE_POLICIES = ['flag', 'refuse'] as const;
export type OutsidePolicy = (typeof OUTSIDE_POLICIES)[number];

/** A company's attendance rules (its settings, or these defaults while it has none). */
export interface AttendanceRules {
  /** 'HH:MM' on the company's clock. */
  OfficeStart: string;
  OfficeEnd: string;
  /** A check-in this many minutes after the start is late. */
  LateAfterMinutes: number;
  /** A day with fewer minutes between check-in and check-out is a half day. */
  HalfDayMinutes: number;
  WeeklyOff: readonly Weekday[];
  /** A check-in outside every allowed place: flagged for the office, or refused. */
  OutsidePolicy: OutsidePolicy;
  PhotoRequired: boolean;
}

/** Nepal's office week: 10 to 5, Saturday off, a check-in outside flagged rather than refused. */
export const DEFAULT_ATTENDANCE_RULES: AttendanceRules = {
  OfficeStart: '10:00',
  OfficeEnd: '17:00',
  LateAfterMinutes: 15,
  HalfDayMinutes: 240,
  WeeklyOff: ['saturday'],
  OutsidePolicy: 'flag',
  PhotoRequired: false,
};

export const DAY_STATUSES = [
  'present',
  'late',
  'halfDay',
  'absent',
  'onLeave',
  'holiday',
  'weeklyOff',
  'upcoming',
] as const;
export type DayStatus = (typeof DAY_STATUSES)[number];

/** The sheet's one-letter codes and the words beside them in its legend. */
export const DAY_STATUS_LABELS: Readonly<Record<DayStatus, { code: string; label: string }>> = {
  present: { code: 'P', label: 'Present' },
  late: { code: 'L', label: 'Late' },
  halfDay: { code: 'H', label: 'Half day' },
  absent: { code: 'A', label: 'Absent' },
  onLeave: { code: 'LV', label: 'On leave' },
  holiday: { code: 'HO', label: 'Holiday' },
  weeklyOff: { code: 'W', label: 'Weekly off' },
  upcoming: { code: '', label: 'Not yet' },
};

/** The facts of one person's day; times are 'HH:MM' on the company's clock. */
export interface DayFacts {
  /** 'YYYY-MM-DD'. */
  date: string;
  /** The company's today: a later day is not yet, and today without a check-in is not absent yet. */
  today: string;
  /** Whether `date` is a holiday of the company. */
  holiday: boolean;
  /** Whether an approved leave covers `date`. */
  onLeave: boolean;
  checkIn: string | null;
  checkOut: string | null;
}

export interface DayResult {
  status: DayStatus;
  /** Minutes after the office start (0 when on time or not checked in). */
  lateMinutes: number;
  /** Minutes between check-in and check-out (0 while not checked out). */
  workedMinutes: number;
}

const minutesOf = (time: string): number => {
  const [hours, minutes] = time.split(':').map(Number);
  return (hours ?? 0) * 60 + (minutes ?? 0);
};

/** The weekday of an AD day ('YYYY-MM-DD'). */
export const weekdayOfDate = (date: string): Weekday =>
  WEEKDAYS[new Date(`${date}T00:00:00Z`).getUTCDay()] ?? 'sunday';

/**
 * A check-in counts whatever the day (a person who came in on a holiday was present); without one,
 * leave comes before a holiday or day off, and only a past working day is absent.
 */
export const dayStatusOf = (rules: AttendanceRules, facts: DayFacts): DayResult => {
  const { checkIn, checkOut } = facts;
  if (checkIn !== null) {
    const lateMinutes = Math.max(0, minutesOf(checkIn) - minutesOf(rules.OfficeStart));
    const workedMinutes = checkOut === null ? 0 : Math.max(0, minutesOf(checkOut) - minutesOf(checkIn));
    const short = checkOut !== null && workedMinutes < rules.HalfDayMinutes;
    const status: DayStatus = short ? 'halfDay' : lateMinutes > rules.LateAfterMinutes ? 'late' : 'present';
    return { status, lateMinutes, workedMinutes };
  }
  const none = { lateMinutes: 0, workedMinutes: 0 };
  if (facts.date > facts.today) return { status: 'upcoming', ...none };
  if (facts.onLeave) return { status: 'onLeave', ...none };
  if (facts.holiday) return { status: 'holiday', ...none };
  if (rules.WeeklyOff.includes(weekdayOfDate(facts.date))) return { status: 'weeklyOff', ...none };
  if (facts.date === facts.today) return { status: 'upcoming', ...none };
  return { status: 'absent', ...none };
};

/** The statuses that count as a day worked in the sheet's totals (a half day counts half). */
export const workedDays = (status: DayStatus): number =>
  status === 'present' || status === 'late' ? 1 : status === 'halfDay' ? 0.5 : 0;
