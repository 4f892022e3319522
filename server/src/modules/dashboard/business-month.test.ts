import { describe, expect, it } from 'vitest';
import { daysFrom, monthOf } from './business-month.js';

describe('the dashboard month', () => {
  it('is the AD month by default, December rolling over the year', () => {
    expect(monthOf('2026-11-22', 'AD')).toEqual({ from: '2026-11-01', to: '2026-11-30' });
    expect(monthOf('2026-12-31', 'AD')).toEqual({ from: '2026-12-01', to: '2026-12-31' });
    expect(monthOf('2028-02-10', 'AD')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
  });

  it('is the BS month holding today, as AD days', () => {
    // Mangsir 2083 runs from 17 November to 15 December 2026.
    expect(monthOf('2026-11-22', 'BS')).toEqual({ from: '2026-11-17', to: '2026-12-15' });
    expect(monthOf('2026-11-17', 'BS')).toEqual({ from: '2026-11-17', to: '2026-12-15' });
    expect(monthOf('2026-11-16', 'BS')).toEqual({ from: '2026-10-18', to: '2026-11-16' });
  });

  it('lists every day between two days', () => {
    expect(daysFrom('2026-11-29', '2026-12-02')).toEqual([
      '2026-11-29',
      '2026-11-30',
      '2026-12-01',
      '2026-12-02',
    ]);
    expect(daysFrom('2026-11-01', '2026-11-01')).toEqual(['2026-11-01']);
  });
});
