import { describe, expect, it } from 'vitest';
import { quickRange } from './report-periods.ts';

describe('quickRange', () => {
  it('leaves the fiscal year to the server’s default', () => {
    expect(quickRange('fiscalYear', '2026-11-27', 'BS')).toEqual({ fromDate: '', toDate: '' });
  });

  it('gives calendar months and quarters in AD', () => {
    expect(quickRange('thisMonth', '2026-11-27', 'AD')).toEqual({
      fromDate: '2026-11-01',
      toDate: '2026-11-30',
    });
    expect(quickRange('lastMonth', '2026-01-10', 'AD')).toEqual({
      fromDate: '2025-12-01',
      toDate: '2025-12-31',
    });
    expect(quickRange('thisQuarter', '2026-11-27', 'AD')).toEqual({
      fromDate: '2026-10-01',
      toDate: '2026-12-31',
    });
  });

  it('gives BS months, and quarters counted from Shrawan', () => {
    // 2026-11-27 is Mangsir 11, 2083: Mangsir runs 2026-11-17 to 2026-12-15; its quarter is Kartik to Poush.
    const month = quickRange('thisMonth', '2026-11-27', 'BS');
    expect(month.fromDate <= '2026-11-27' && month.toDate >= '2026-11-27').toBe(true);
    const quarter = quickRange('thisQuarter', '2026-11-27', 'BS');
    const last = quickRange('lastMonth', '2026-11-27', 'BS');
    expect(quarter.fromDate).toBe(last.fromDate);
    expect(quarter.toDate > month.toDate).toBe(true);
  });
});
