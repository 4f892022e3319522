import { describe, expect, it } from 'vitest';
import {
  addDays,
  monthGrid,
  monthOfDay,
  monthTitle,
  readTypedDate,
  shiftMonth,
  spokenDate,
  typedDate,
} from './calendar-entry.js';

describe('typedDate and readTypedDate', () => {
  it('shows a day in either calendar and reads it back', () => {
    expect(typedDate('2026-11-27', 'AD')).toBe('2026-11-27');
    expect(typedDate('2026-11-27', 'BS')).toBe('2083-08-11');
    expect(readTypedDate('2083-08-11', 'BS')).toBe('2026-11-27');
    expect(readTypedDate('2026-11-27', 'AD')).toBe('2026-11-27');
  });

  it('takes one-digit months and days and other separators', () => {
    expect(readTypedDate(' 2083/8/11 ', 'BS')).toBe('2026-11-27');
    expect(readTypedDate('2026.11.7', 'AD')).toBe('2026-11-07');
  });

  it('refuses a day the calendar does not have, and text that names no day', () => {
    expect(readTypedDate('2026-02-29', 'AD')).toBeNull();
    // Mangsir 2083 has 29 or 30 days, never 32.
    expect(readTypedDate('2083-08-32', 'BS')).toBeNull();
    expect(readTypedDate('2083-13-01', 'BS')).toBeNull();
    expect(readTypedDate('1999-01-01', 'BS')).toBeNull();
    expect(readTypedDate('27/11/2026', 'AD')).toBeNull();
    expect(readTypedDate('', 'AD')).toBeNull();
    expect(typedDate('', 'BS')).toBe('');
    expect(typedDate('2026-02-30', 'AD')).toBe('');
  });
});

describe('monthGrid', () => {
  it('lays a BS month out from Sunday, each day with its AD value', () => {
    const grid = monthGrid({ year: 2083, month: 8 }, 'BS');
    const first = grid.days[0];
    expect(first?.day).toBe(1);
    // Mangsir 1, 2083 is Tuesday, November 17, 2026.
    expect(first?.iso).toBe('2026-11-17');
    expect(grid.leadingBlanks).toBe(2);
    expect(grid.days.find((day) => day.day === 11)?.iso).toBe('2026-11-27');
  });

  it('lays an AD month out with its own length', () => {
    const grid = monthGrid({ year: 2028, month: 2 }, 'AD');
    expect(grid.days).toHaveLength(29);
    expect(grid.leadingBlanks).toBe(2);
    expect(grid.days.at(-1)?.iso).toBe('2028-02-29');
  });
});

describe('months and days', () => {
  it('moves between months across years, within the supported range', () => {
    expect(shiftMonth({ year: 2083, month: 12 }, 1, 'BS')).toEqual({ year: 2084, month: 1 });
    expect(shiftMonth({ year: 2026, month: 1 }, -1, 'AD')).toEqual({ year: 2025, month: 12 });
    expect(shiftMonth({ year: 2000, month: 1 }, -1, 'BS')).toEqual({ year: 2000, month: 1 });
  });

  it('names months and days as a person reads them', () => {
    expect(monthOfDay('2026-11-27', 'BS')).toEqual({ year: 2083, month: 8 });
    expect(monthTitle({ year: 2083, month: 8 }, 'BS')).toBe('Mangsir 2083');
    expect(monthTitle({ year: 2026, month: 11 }, 'AD')).toBe('November 2026');
    expect(spokenDate('2026-11-27', 'BS')).toBe('Friday, Mangsir 11, 2083');
    expect(spokenDate('2026-11-27', 'AD')).toBe('Friday, November 27, 2026');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });
});
