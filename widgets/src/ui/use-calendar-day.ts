import { formatCalendarDate } from '@backoffice/shared/calendar/bs-calendar';
import { useStore } from '@nanostores/react';
import { $calendarMode } from '../core/preferences.store.ts';

/** A day as the person's calendar (AD or BS) writes it; the raw date when it cannot be read. */
export const useCalendarDay = (): ((value: string) => string) => {
  const calendarMode = useStore($calendarMode);
  return (value) => formatCalendarDate(value, calendarMode) || value;
};
