import { TRACKING_LIMITS } from '@backoffice/shared/sales/tracking/tracking-plausibility';

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
/** Nepal's clock: UTC+05:45 all year (no daylight saving), whatever the viewer's zone. */
const NEPAL_OFFSET_MS = (5 * 60 + 45) * 60_000;
const DAY_MS = 86_400_000;

/** Today in Nepal, YYYY-MM-DD: the field app's days (and the API's) are Nepal days. */
export const nepalToday = (now: Date = new Date()): string =>
  new Date(now.getTime() + NEPAL_OFFSET_MS).toISOString().slice(0, 10);

/** A real calendar day, YYYY-MM-DD (not 2026-02-30). */
export const isDay = (value: string): boolean => {
  const match = DAY.exec(value);
  if (!match) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
};

/** Days from `from` to `to`, both counted (the same day is 1). */
export const daysInRange = (from: string, to: string): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;

/** What is wrong with a travel history range, in words; undefined when the map can ask for it. */
export const travelRangeProblem = (from: string, to: string): string | undefined => {
  if (!isDay(from)) return 'Choose the from date';
  if (!isDay(to)) return 'Choose the to date';
  if (to < from) return 'The to date must not be before the from date';
  if (daysInRange(from, to) > TRACKING_LIMITS.maxHistoryDays)
    return `Choose at most ${TRACKING_LIMITS.maxHistoryDays} days (this range has ${daysInRange(from, to)})`;
  return undefined;
};
