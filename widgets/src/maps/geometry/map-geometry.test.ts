import { describe, expect, it } from 'vitest';
import { DEFAULT_CENTRE, formatDistance, haversineKm, isPlottable, travelMapCentre } from './map-geometry.ts';

describe('travelMapCentre (spec section 5)', () => {
  it('uses the first route point when it lies inside Nepal', () => {
    expect(travelMapCentre({ Latitude: 28.2096, Longitude: 83.9856 })).toEqual([28.2096, 83.9856]);
  });

  it('accepts the box edges themselves', () => {
    expect(travelMapCentre({ Latitude: 26.347, Longitude: 80.058 })).toEqual([26.347, 80.058]);
    expect(travelMapCentre({ Latitude: 30.422, Longitude: 88.201 })).toEqual([30.422, 88.201]);
  });

  it('falls back to Kathmandu outside the box, without a point, or at 0,0', () => {
    expect(travelMapCentre({ Latitude: 28.6139, Longitude: 77.209 })).toEqual(DEFAULT_CENTRE); // Delhi
    expect(travelMapCentre({ Latitude: 30.5, Longitude: 85 })).toEqual(DEFAULT_CENTRE); // north of the box
    expect(travelMapCentre({ Latitude: 27.7, Longitude: 88.3 })).toEqual(DEFAULT_CENTRE); // east of it
    expect(travelMapCentre(undefined)).toEqual(DEFAULT_CENTRE);
    expect(travelMapCentre({ Latitude: 0, Longitude: 0 })).toEqual(DEFAULT_CENTRE);
    expect(DEFAULT_CENTRE).toEqual([27.7, 85.33]);
  });
});

describe('isPlottable', () => {
  it('refuses missing, non-finite, out-of-range and 0,0 coordinates', () => {
    expect(isPlottable({ Latitude: 27.7, Longitude: 85.3 })).toBe(true);
    expect(isPlottable({ Latitude: null, Longitude: 85.3 })).toBe(false);
    expect(isPlottable({ Latitude: Number.NaN, Longitude: 85.3 })).toBe(false);
    expect(isPlottable({ Latitude: 91, Longitude: 85.3 })).toBe(false);
    expect(isPlottable({ Latitude: 0, Longitude: 0 })).toBe(false);
  });
});

describe('haversineKm', () => {
  it('gives about 142 km from Kathmandu to Pokhara (straight line)', () => {
    const km = haversineKm(
      { Latitude: 27.7172, Longitude: 85.324 },
      { Latitude: 28.2096, Longitude: 83.9856 },
    );
    expect(km).toBeGreaterThan(141.5);
    expect(km).toBeLessThan(143.5);
  });

  it('gives 111.2 km for one degree of latitude and 0 for the same point', () => {
    expect(haversineKm({ Latitude: 27, Longitude: 85 }, { Latitude: 28, Longitude: 85 })).toBeCloseTo(
      111.2,
      1,
    );
    expect(haversineKm({ Latitude: 27, Longitude: 85 }, { Latitude: 27, Longitude: 85 })).toBe(0);
  });
});

describe('formatDistance', () => {
  it('writes metres under a kilometre and kilometres above', () => {
    expect(formatDistance(0.4321)).toBe('432 m');
    expect(formatDistance(12.345)).toBe('12.3 km');
    expect(formatDistance(345.6)).toBe('346 km');
  });
});
