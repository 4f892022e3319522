import { afterEach, describe, expect, it } from 'vitest';
import { $companyTimeZone } from '../core/company-time.ts';
import { shownDay, shownMoment, shownTime } from './shown-dates.ts';

describe('shown dates', () => {
  afterEach(() => {
    $companyTimeZone.set('Asia/Kathmandu');
  });

  it("reads a moment on the company's clock, in the person's calendar", () => {
    // 2026-03-01 20:00 UTC is already March 2 in Kathmandu (UTC+05:45).
    expect(shownMoment('2026-03-01T20:00:00Z', 'AD')).toBe('Mar 2, 2026, 1:45 AM');
    expect(shownMoment('2026-03-01T20:00:00Z', 'BS')).toBe('Falgun 18, 2082, 1:45 AM');
  });

  it('follows the company when its zone is another', () => {
    $companyTimeZone.set('America/New_York');
    expect(shownDay('2026-03-01T20:00:00Z', 'AD')).toBe('Mar 1, 2026');
    expect(shownTime('2026-03-01T20:00:00Z')).toBe('3:00 PM');
  });

  it('keeps a date-only value on its own day in every zone', () => {
    $companyTimeZone.set('Pacific/Kiritimati');
    expect(shownMoment('2026-11-27', 'BS')).toBe('Mangsir 11, 2083');
  });
});
