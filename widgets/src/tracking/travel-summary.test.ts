import { describe, expect, it } from 'vitest';
import { summariseTravel, travelSummaryText } from './travel-summary.ts';

const point = (Latitude: number, Longitude: number) => ({
  Latitude,
  Longitude,
  DeviceTime: '2026-01-01T10:00:00',
  LocationName: null,
});

describe('travel summary', () => {
  it('adds the route leg by leg and skips points without a fix', () => {
    // 0.01° of latitude is about 1.11 km; the 0,0 point is a phone without a fix.
    const summary = summariseTravel({
      Routes: [point(27.7, 85.33), point(0, 0), point(27.71, 85.33), point(27.72, 85.33)],
      Visits: [],
    });
    expect(summary.points).toBe(3);
    expect(summary.distanceKm).toBeCloseTo(2.224, 2);
    expect(travelSummaryText(summary)).toBe('3 points · 0 visits · 2.2 km travelled');
  });

  it('says 0 m for an empty day', () => {
    expect(travelSummaryText(summariseTravel({ Routes: [], Visits: [] }))).toBe(
      '0 points · 0 visits · 0 m travelled',
    );
  });
});
