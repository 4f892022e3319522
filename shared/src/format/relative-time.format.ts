import { toInstant } from './date.format.js';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/**
 * How long ago a value was, for notification times: 'just now' (under a minute, and any future time,
 * which is clock skew), '1 minute ago', '5 minutes ago', '3 hours ago', '12 days ago',
 * '11 months ago', '3 years ago'. Units are counted down (59 s is 'just now', 119 s '1 minute ago');
 * a month is 30 days and a year 365 days, months stop at 11. Invalid input gives ''.
 */
export function formatRelativeTime(value: Date | string, now: Date | string = new Date()): string {
  const then = toInstant(value);
  const current = toInstant(now);
  if (!then || !current) {
    return '';
  }
  const elapsed = current.getTime() - then.getTime();
  if (elapsed < MINUTE_MS) {
    return 'just now';
  }
  if (elapsed < HOUR_MS) {
    return ago(Math.floor(elapsed / MINUTE_MS), 'minute');
  }
  if (elapsed < DAY_MS) {
    return ago(Math.floor(elapsed / HOUR_MS), 'hour');
  }
  const days = Math.floor(elapsed / DAY_MS);
  if (days < 30) {
    return ago(days, 'day');
  }
  if (days < 365) {
    return ago(Math.min(11, Math.floor(days / 30)), 'month');
  }
  return ago(Math.floor(days / 365), 'year');
}

function ago(count: number, unit: string): string {
  return `${count} ${unit}${count === 1 ? '' : 's'} ago`;
}
