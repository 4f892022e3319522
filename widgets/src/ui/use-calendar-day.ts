import { useShownDates } from './shown-dates.ts';

/** A day as the person's calendar (AD or BS) writes it, on the company's clock. */
export const useCalendarDay = (): ((value: string) => string) => useShownDates().day;
