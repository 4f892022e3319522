import { describe, expect, it } from 'vitest';
import {
  addDays,
  daysBetween,
  defaultRenewalTab,
  dueDaysOf,
  isRenewalTabDisabled,
  renewalTabOf,
  renewedExpiry,
} from './renewal-tabs.js';

describe('renewal tabs (spec: by DueDays)', () => {
  it('puts DueDays above 0 in Expired, 0 in Due Today, below 0 in Upcoming', () => {
    expect(renewalTabOf(1)).toBe('expired');
    expect(renewalTabOf(365)).toBe('expired');
    expect(renewalTabOf(0)).toBe('dueToday');
    expect(renewalTabOf(-1)).toBe('upcoming');
    expect(renewalTabOf(-30)).toBe('upcoming');
  });

  it('disables an empty tab', () => {
    const counts = { expired: 0, dueToday: 2, upcoming: 5 };
    expect(isRenewalTabDisabled(counts, 'expired')).toBe(true);
    expect(isRenewalTabDisabled(counts, 'dueToday')).toBe(false);
    expect(isRenewalTabDisabled(counts, 'upcoming')).toBe(false);
  });

  it('opens the first non-empty tab in the order Expired, Due Today, Upcoming', () => {
    expect(defaultRenewalTab({ expired: 3, dueToday: 1, upcoming: 1 })).toBe('expired');
    expect(defaultRenewalTab({ expired: 0, dueToday: 1, upcoming: 1 })).toBe('dueToday');
    expect(defaultRenewalTab({ expired: 0, dueToday: 0, upcoming: 4 })).toBe('upcoming');
    expect(defaultRenewalTab({ expired: 0, dueToday: 0, upcoming: 0 })).toBeNull();
  });
});

describe('due days and renewal dates', () => {
  it('counts calendar days past expiry, across months, years and a leap day', () => {
    expect(dueDaysOf('2026-11-22', '2026-11-22')).toBe(0);
    expect(dueDaysOf('2026-11-12', '2026-11-22')).toBe(10);
    expect(dueDaysOf('2026-11-29', '2026-11-22')).toBe(-7);
    expect(daysBetween('2027-12-31', '2028-03-01')).toBe(61);
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-01-05', -10)).toBe('2025-12-26');
  });

  it('renews early from the current expiry and late from today', () => {
    expect(renewedExpiry('2026-12-01', '2026-11-22', 365)).toBe('2027-12-01');
    expect(renewedExpiry('2026-11-22', '2026-11-22', 365)).toBe('2027-11-22');
    expect(renewedExpiry('2026-10-01', '2026-11-22', 365)).toBe('2027-11-22');
    expect(renewedExpiry(null, '2026-11-22', 30)).toBe('2026-12-22');
  });

  it('refuses something that is not a date', () => {
    expect(() => dueDaysOf('22/11/2026', '2026-11-22')).toThrow(RangeError);
  });
});
