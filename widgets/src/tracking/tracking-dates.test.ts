import { describe, expect, it } from 'vitest';
import { daysInRange, isDay, nepalToday, travelRangeProblem } from './tracking-dates.ts';

describe('tracking dates', () => {
  it("takes today's date from Nepal's clock, not the viewer's", () => {
    // 18:20 UTC is already 00:05 the next day in Kathmandu.
    expect(nepalToday(new Date('2026-03-01T18:20:00Z'))).toBe('2026-03-02');
    expect(nepalToday(new Date('2026-03-01T18:10:00Z'))).toBe('2026-03-01');
  });

  it('accepts real days only', () => {
    expect(isDay('2026-02-28')).toBe(true);
    expect(isDay('2026-02-30')).toBe(false);
    expect(isDay('2026-2-3')).toBe(false);
  });

  it('allows up to 31 days, both ends counted, and says why otherwise', () => {
    expect(daysInRange('2026-01-01', '2026-01-01')).toBe(1);
    expect(travelRangeProblem('2026-01-01', '2026-01-31')).toBeUndefined();
    expect(travelRangeProblem('2026-01-01', '2026-02-01')).toBe('Choose at most 31 days (this range has 32)');
    expect(travelRangeProblem('2026-01-05', '2026-01-04')).toBe(
      'The to date must not be before the from date',
    );
    expect(travelRangeProblem('', '2026-01-04')).toBe('Choose the from date');
  });
});
