import { describe, expect, it } from 'vitest';
import { formatRelativeTime } from './relative-time.format.js';

const NOW = new Date('2024-06-15T12:00:00Z');
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

function before(ms: number): Date {
  return new Date(NOW.getTime() - ms);
}

describe('formatRelativeTime', () => {
  it.each([
    [0, 'just now'],
    [59 * SECOND, 'just now'],
    [MINUTE, '1 minute ago'],
    [2 * MINUTE - 1, '1 minute ago'],
    [5 * MINUTE, '5 minutes ago'],
    [59 * MINUTE + 59 * SECOND, '59 minutes ago'],
    [HOUR, '1 hour ago'],
    [3 * HOUR, '3 hours ago'],
    [23 * HOUR + 59 * MINUTE, '23 hours ago'],
    [DAY, '1 day ago'],
    [12 * DAY, '12 days ago'],
    [29 * DAY, '29 days ago'],
    [30 * DAY, '1 month ago'],
    [59 * DAY, '1 month ago'],
    [60 * DAY, '2 months ago'],
    [335 * DAY, '11 months ago'],
    [364 * DAY, '11 months ago'],
    [365 * DAY, '1 year ago'],
    [729 * DAY, '1 year ago'],
    [3 * 365 * DAY + DAY, '3 years ago'],
  ])('%d ms ago → %s', (elapsed, expected) => {
    expect(formatRelativeTime(before(elapsed), NOW)).toBe(expected);
  });

  it('accepts ISO strings for both values', () => {
    expect(formatRelativeTime('2024-06-15T09:00:00Z', '2024-06-15T12:00:00Z')).toBe('3 hours ago');
    expect(formatRelativeTime('2024-06-15T17:45:00+05:45', NOW)).toBe('just now');
    expect(formatRelativeTime('2024-06-15T17:40:00+05:45', NOW)).toBe('5 minutes ago');
  });

  it('treats future times (clock skew) as just now', () => {
    expect(formatRelativeTime(new Date(NOW.getTime() + 5 * MINUTE), NOW)).toBe('just now');
    expect(formatRelativeTime(new Date(NOW.getTime() + 400 * DAY), NOW)).toBe('just now');
  });

  it('defaults now to the current time', () => {
    expect(formatRelativeTime(new Date())).toBe('just now');
    expect(formatRelativeTime(new Date(Date.now() - 2 * HOUR - MINUTE))).toBe('2 hours ago');
  });

  it('gives an empty string for invalid input', () => {
    expect(formatRelativeTime('not a date', NOW)).toBe('');
    expect(formatRelativeTime(new Date(Number.NaN), NOW)).toBe('');
    expect(formatRelativeTime(NOW, 'garbage')).toBe('');
  });
});
