import { nepalInstant } from '@backoffice/shared/sales/tracking/tracking-plausibility';

const DAY_MS = 86_400_000;
/** Saturday, the weekly day off in Nepal: no field work, no deliveries. */
const SATURDAY = 6;

/** The calendar day `offset` days from a YYYY-MM-DD day. */
export const dayFrom = (day: string, offset: number): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) + offset * DAY_MS).toISOString().slice(0, 10);

export const isSaturday = (day: string): boolean => new Date(`${day}T00:00:00Z`).getUTCDay() === SATURDAY;

/** The working days (not Saturdays) from `first` to `last`, both included, oldest first. */
export const workingDaysBetween = (first: string, last: string): string[] => {
  const days: string[] = [];
  for (let day = first; day <= last; day = dayFrom(day, 1)) if (!isSaturday(day)) days.push(day);
  return days;
};

/** The instant of a Kathmandu wall-clock time `hours` (10.5 is 10:30) on a day. */
export const kathmanduAt = (day: string, hours: number): Date => {
  const minutes = Math.round(hours * 60);
  const time = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}:00`;
  const at = nepalInstant(day, time);
  if (at === null) throw new Error(`seed: no instant for ${day} ${time}`);
  return new Date(at);
};

/** The next working day's morning (08:30 in Kathmandu) after a day. */
export const nextWorkingMorning = (day: string): Date => {
  let next = dayFrom(day, 1);
  while (isSaturday(next)) next = dayFrom(next, 1);
  return kathmanduAt(next, 8.5);
};
