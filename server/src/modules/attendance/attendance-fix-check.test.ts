import { describe, expect, it } from 'vitest';
import { clockIn } from './attendance-clock.js';
import { judgeFix } from './attendance-fix-check.js';
import { type AllowedPlace, distanceText } from './attendance-geofence.js';

const OFFICE: AllowedPlace = {
  id: 1,
  name: 'Head Office',
  latitude: 27.7041,
  longitude: 85.3119,
  radiusMetres: 100,
};
const at = new Date('2026-11-22T04:15:00Z');
const checkIn = (position: { latitude: number; longitude: number } | null, extra = {}) => ({
  action: 'checkIn' as const,
  at,
  position,
  accuracy: 10,
  checkIn: null,
  ...extra,
});

describe('judgeFix', () => {
  it('finds the nearest place and judges nothing without places', () => {
    expect(judgeFix(checkIn({ latitude: 27.7041, longitude: 85.3119 }), [OFFICE], 'refuse')).toEqual({
      locationId: 1,
      distanceM: 0,
      flags: [],
      warnings: [],
    });
    expect(judgeFix(checkIn(null), [], 'refuse')).toEqual({
      locationId: null,
      distanceM: null,
      flags: [],
      warnings: [],
    });
  });

  it('flags or refuses a check-in outside, and only flags a check-out', () => {
    const far = { latitude: 27.7172, longitude: 85.324 };
    expect(judgeFix(checkIn(far), [OFFICE], 'flag').flags).toEqual(['outside']);
    expect(() => judgeFix(checkIn(far), [OFFICE], 'refuse')).toThrow(/^You are 1\.\d km from Head Office/);
    expect(judgeFix(checkIn(far, { action: 'checkOut' }), [OFFICE], 'refuse').flags).toEqual(['outside']);
  });

  it('flags a poor fix and a jump too fast for the time between check-in and check-out', () => {
    expect(judgeFix(checkIn(null, { accuracy: 600 }), [], 'flag').flags).toEqual(['implausible']);
    const pokhara = { latitude: 28.2096, longitude: 83.9856 };
    const jump = checkIn(pokhara, {
      action: 'checkOut',
      checkIn: {
        at: new Date(at.getTime() - 10 * 60_000),
        position: { latitude: 27.7041, longitude: 85.3119 },
      },
    });
    expect(judgeFix(jump, [], 'flag').flags).toEqual(['implausible']);
  });
});

describe('distanceText and the company clock', () => {
  it('says metres under a kilometre, else kilometres to one place', () => {
    expect([distanceText(80), distanceText(999), distanceText(1000), distanceText(1234)]).toEqual([
      '80 m',
      '999 m',
      '1 km',
      '1.2 km',
    ]);
  });

  it("reads and makes instants on the company's wall clock", () => {
    const kathmandu = clockIn('Asia/Kathmandu');
    expect(kathmandu.dateOf(new Date('2026-11-21T18:20:00Z'))).toBe('2026-11-22');
    expect(kathmandu.timeOf(at)).toBe('10:00');
    expect(kathmandu.instantOf('2026-11-22', '10:00').toISOString()).toBe(at.toISOString());
    expect(clockIn('Europe/London').instantOf('2026-03-29', '12:00').toISOString()).toBe(
      '2026-03-29T11:00:00.000Z',
    );
  });
});
