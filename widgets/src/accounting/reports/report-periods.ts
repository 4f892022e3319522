/** The quick choices of a report's range, in the person's calendar. */

import type { CalendarMode } from '@backoffice/shared/calendar/bs-calendar';
import { monthGrid, monthOfDay, shiftMonth } from '@backoffice/shared/calendar/calendar-entry';

export const QUICK_RANGES = ['fiscalYear', 'thisMonth', 'lastMonth', 'thisQuarter'] as const;
export type QuickRange = (typeof QUICK_RANGES)[number];

export const QUICK_RANGE_LABELS: Readonly<Record<QuickRange, string>> = {
  fiscalYear: 'This fiscal year',
  thisMonth: 'This month',
  lastMonth: 'Last month',
  thisQuarter: 'This quarter',
};

/** A quarter counts from the fiscal year's first month: Shrawan in BS, January in AD. */
const QUARTER_START: Readonly<Record<CalendarMode, number>> = { BS: 4, AD: 1 };

const monthRange = (
  first: { year: number; month: number },
  last: { year: number; month: number },
  mode: CalendarMode,
) => ({
  fromDate: monthGrid(first, mode).days[0]?.iso ?? '',
  toDate: monthGrid(last, mode).days.at(-1)?.iso ?? '',
});

/** The days a quick choice stands for ('' each for the fiscal year to today: the server's default). */
export const quickRange = (choice: QuickRange, today: string, mode: CalendarMode) => {
  const month = monthOfDay(today, mode);
  if (choice === 'fiscalYear' || !month) return { fromDate: '', toDate: '' };
  if (choice === 'thisMonth') return monthRange(month, month, mode);
  if (choice === 'lastMonth') {
    const last = shiftMonth(month, -1, mode);
    return monthRange(last, last, mode);
  }
  const intoQuarter = (month.month - QUARTER_START[mode] + 12) % 3;
  return monthRange(shiftMonth(month, -intoQuarter, mode), shiftMonth(month, 2 - intoQuarter, mode), mode);
};
