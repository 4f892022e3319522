import type { CalendarMode } from '@backoffice/shared/calendar/bs-calendar';
import { formatCalendarDate } from '@backoffice/shared/calendar/bs-calendar';
import { formatTime } from '@backoffice/shared/format/date.format';
import { useStore } from '@nanostores/react';
import { $companyTimeZone } from '../core/company-time.ts';
import { $calendarMode } from '../core/preferences.store.ts';

// Every day and time a person reads: in their calendar (BS or AD) and on the company's clock, so a
// browser on UTC shows an order made at 05:00 in Kathmandu on the company's day and hour.

/** A day: 'Mangsir 11, 2083' or 'Nov 27, 2026'; the raw value when it cannot be read. */
export const shownDay = (value: string, mode: CalendarMode): string =>
  formatCalendarDate(value, mode, $companyTimeZone.get()) || value;

/** A time of day on the company's clock: '10:05'. */
export const shownTime = (value: string): string => formatTime(value, $companyTimeZone.get());

/** A moment: its day in the person's calendar and its time: 'Mangsir 11, 2083, 10:05'. */
export const shownMoment = (value: string, mode: CalendarMode): string => {
  const time = shownTime(value);
  return time ? `${shownDay(value, mode)}, ${time}` : shownDay(value, mode);
};

/** The three, bound to the person's calendar; a screen re-renders when it or the zone changes. */
export const useShownDates = () => {
  const mode = useStore($calendarMode);
  useStore($companyTimeZone);
  return {
    mode,
    day: (value: string) => shownDay(value, mode),
    time: shownTime,
    moment: (value: string) => shownMoment(value, mode),
  };
};
