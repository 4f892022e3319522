import { describe, expect, it } from 'vitest';
import {
  actionLabel,
  actionNeedsRemarks,
  formatAge,
  formatClock,
  formatRupees,
  rupeesToPaisa,
} from './order-format.ts';

const NOW = new Date('2026-03-10T12:00:00Z');
const before = (ms: number) => new Date(NOW.getTime() - ms).toISOString();

describe('formatAge', () => {
  it.each([
    [0, 'now', 'less than a minute'],
    [59_999, 'now', 'less than a minute'],
    [60_000, '1 min', '1 minute'],
    [59 * 60_000 + 59_999, '59 min', '59 minutes'],
    [3_600_000, '1 hr', '1 hour'],
    [3 * 3_600_000 + 1, '3 hr', '3 hours'],
    [24 * 3_600_000 - 1, '23 hr', '23 hours'],
    [24 * 3_600_000, '1 day', '1 day'],
    [2 * 24 * 3_600_000 + 5 * 3_600_000, '2 days', '2 days'],
    [400 * 24 * 3_600_000, '400 days', '400 days'],
  ])('%i ms ago is %s', (ago, short, long) => {
    expect(formatAge(before(ago), NOW)).toEqual({ short, long });
  });

  it('reads a time ahead of the browser clock as now, and invalid input as nothing', () => {
    expect(formatAge('2026-03-10T12:05:00Z', NOW).short).toBe('now');
    expect(formatAge('not a time', NOW)).toEqual({ short: '', long: '' });
  });

  it('counts from the instant whatever the offset it is written with', () => {
    expect(formatAge('2026-03-10T14:45:00+05:45', NOW).short).toBe('3 hr');
  });
});

describe('money and labels', () => {
  it('formats wire rupees as paisa without float drift', () => {
    expect(rupeesToPaisa(1.15)).toBe(115);
    expect(rupeesToPaisa(0.29)).toBe(29);
    expect(formatRupees(123456.78)).toBe('Rs 1,23,456.78');
    expect(formatRupees(0)).toBe('Rs 0.00');
  });

  it('takes the pipeline’s labels and remarks rule', () => {
    expect(actionLabel('readytodispatch')).toBe('Ready to dispatch');
    expect(actionLabel('cancel')).toBe('Cancel order');
    expect(actionNeedsRemarks('cancel')).toBe(true);
    expect(actionNeedsRemarks('confirm')).toBe(false);
  });

  it('shows a clock time with seconds', () => {
    expect(formatClock(new Date(2026, 2, 10, 9, 5, 7))).toBe('09:05:07');
  });
});
