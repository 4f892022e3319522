import {
  adToBs,
  bsMonthLength,
  bsToAd,
  type CalendarMode,
  calendarDateToIso,
} from '@backoffice/shared/calendar/bs-calendar';
import { addDays } from '@backoffice/shared/mobile-banking/renewal-tabs';

export interface MonthRange {
  /** First and last AD days of the month, YYYY-MM-DD, both included. */
  from: string;
  to: string;
}

const adParts = (isoDay: string) => {
  const [year = 0, month = 0, day = 0] = isoDay.split('-').map(Number);
  return { year, month, day };
};

/** The month holding `today` (YYYY-MM-DD, AD) on the calendar asked for, as AD days. */
export const monthOf = (today: string, calendar: CalendarMode): MonthRange => {
  const ad = adParts(today);
  if (calendar === 'BS') {
    const bs = adToBs(ad);
    const last = bsMonthLength(bs.year, bs.month);
    return {
      from: calendarDateToIso(bsToAd({ year: bs.year, month: bs.month, day: 1 })),
      to: calendarDateToIso(bsToAd({ year: bs.year, month: bs.month, day: last })),
    };
  }
  const from = calendarDateToIso({ year: ad.year, month: ad.month, day: 1 });
  const next = ad.month === 12 ? { year: ad.year + 1, month: 1 } : { year: ad.year, month: ad.month + 1 };
  return { from, to: addDays(calendarDateToIso({ ...next, day: 1 }), -1) };
};

/** Every day from `from` to `to`, both included. */
export const daysFrom = (from: string, to: string): string[] => {
  const days: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day);
  return days;
};
