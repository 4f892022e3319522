import type { CalendarMode } from '@backoffice/shared/calendar/bs-calendar';
import {
  type CalendarMonth,
  monthGrid,
  monthOfDay,
  monthTitle,
  shiftMonth,
} from '@backoffice/shared/calendar/calendar-entry';

/** A month of the person's calendar, as the sheet asks for it and heads it. */
export interface SheetMonth {
  month: CalendarMonth;
  title: string;
  /** Its first and last days, AD. */
  fromDate: string;
  toDate: string;
  /** The day of the month of each of its days, by AD date ('2026-11-16' → 1 in Mangsir). */
  dayNumbers: ReadonlyMap<string, number>;
}

/**
 * The month holding `day` (AD) in the mode's calendar: a BS month in BS mode (29 to 32 days), an AD
 * month in AD mode. The sheet keeps a day, not a month, so switching the calendar keeps its place.
 */
export const sheetMonthOf = (day: string, mode: CalendarMode): SheetMonth | null => {
  const month = monthOfDay(day, mode);
  if (!month) return null;
  const { days } = monthGrid(month, mode);
  return {
    month,
    title: monthTitle(month, mode),
    fromDate: days[0]?.iso ?? day,
    toDate: days.at(-1)?.iso ?? day,
    dayNumbers: new Map(days.map((entry) => [entry.iso, entry.day])),
  };
};

/** The first day (AD) of the month `by` months from `month`. */
export const firstDayOfShifted = (month: CalendarMonth, by: number, mode: CalendarMode): string | null =>
  monthGrid(shiftMonth(month, by, mode), mode).days[0]?.iso ?? null;
