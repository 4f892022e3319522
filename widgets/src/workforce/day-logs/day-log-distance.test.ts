import { describe, expect, it } from 'vitest';
import { distanceGap, distancesDiffer, formatKm } from './day-log-distance.ts';

describe('day log distances', () => {
  it('measures the written distance against the tracked one', () => {
    expect(distanceGap(12, 10)).toBeCloseTo(0.2);
    expect(distanceGap(null, 10)).toBeNull();
    expect(distanceGap(5, null)).toBeNull();
    expect(distanceGap(5, 0)).toBe(1);
    expect(distanceGap(0, 0)).toBe(0);
  });

  it('flags a gap of more than 20% only', () => {
    expect(distancesDiffer(12, 10)).toBe(false);
    expect(distancesDiffer(12.5, 10)).toBe(true);
    expect(distancesDiffer(7, 10)).toBe(true);
    expect(distancesDiffer(null, 10)).toBe(false);
  });

  it('writes kilometres', () => {
    expect(formatKm(2.2)).toBe('2.2 km');
    expect(formatKm(null)).toBe('—');
  });
});
