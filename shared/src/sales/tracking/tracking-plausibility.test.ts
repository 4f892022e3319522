import { describe, expect, it } from 'vitest';
import {
  distanceMetres,
  filterPlausibleFixes,
  nepalInstant,
  nepalLocal,
  PLAUSIBILITY_REASONS,
  type RawFix,
} from './tracking-plausibility.js';

const NOW = Date.parse('2026-11-22T04:15:00Z'); // 10:00 in Kathmandu
const fix = (time: string, lat: number, lon: number, extra: Partial<RawFix> = {}): RawFix => ({
  DeviceDate: '2026-11-22',
  DeviceTime: time,
  Latitude: lat,
  Longitude: lon,
  ...extra,
});

describe('Nepal local time', () => {
  it('reads a local date and time as UTC+05:45 and back', () => {
    expect(new Date(nepalInstant('2026-11-22', '10:00:00') ?? 0).toISOString()).toBe(
      '2026-11-22T04:15:00.000Z',
    );
    expect(nepalLocal(Date.parse('2026-11-21T18:20:00Z'))).toEqual({ date: '2026-11-22', time: '00:05:00' });
  });
  it('refuses days and times that do not exist', () => {
    expect(nepalInstant('2026-02-30', '10:00:00')).toBeNull();
    expect(nepalInstant('2026-11-22', '24:00:00')).toBeNull();
    expect(nepalInstant('22/11/2026', '10:00:00')).toBeNull();
  });
});

describe('filterPlausibleFixes', () => {
  it('keeps a plausible walk, sorted by device time whatever the order sent', () => {
    const batch = [
      fix('09:02:00', 27.7012, 85.3102),
      fix('09:00:00', 27.7, 85.31),
      fix('09:01:00', 27.7006, 85.3101),
    ];
    const result = filterPlausibleFixes(batch, [], NOW);
    expect(result.rejected).toEqual([]);
    expect(result.accepted.map((point) => point.index)).toEqual([1, 2, 0]);
  });

  it('names the reason of each refused point by its index', () => {
    const batch = [
      fix('09:00:00', 0, 0),
      fix('09:00:00', 91, 85.3),
      fix('09:00:00', 27.7, 181),
      fix('09:00:00', 27.7, 85.3, { Accuracy: 501 }),
      fix('10:11:00', 27.7, 85.3),
      fix('9 o clock', 27.7, 85.3),
      fix('09:00:00', 27.7, 85.3, { Accuracy: 500 }),
    ];
    const result = filterPlausibleFixes(batch, [], NOW);
    expect(result.rejected).toEqual([
      { Index: 0, Reason: PLAUSIBILITY_REASONS.zero },
      { Index: 1, Reason: PLAUSIBILITY_REASONS.latitude },
      { Index: 2, Reason: PLAUSIBILITY_REASONS.longitude },
      { Index: 3, Reason: PLAUSIBILITY_REASONS.accuracy },
      { Index: 4, Reason: PLAUSIBILITY_REASONS.future },
      { Index: 5, Reason: PLAUSIBILITY_REASONS.badDate },
    ]);
    expect(result.accepted.map((point) => point.index)).toEqual([6]);
  });

  it('accepts a device clock up to 10 minutes ahead', () => {
    expect(filterPlausibleFixes([fix('10:10:00', 27.7, 85.3)], [], NOW).accepted).toHaveLength(1);
  });

  it('drops a jump faster than 200 km/h from the previous accepted point, and keeps going from there', () => {
    // 1 minute later, about 15 km away (900 km/h), then back near the start.
    const batch = [
      fix('09:00:00', 27.7, 85.3),
      fix('09:01:00', 27.7, 85.45),
      fix('09:02:00', 27.7005, 85.3005),
    ];
    const result = filterPlausibleFixes(batch, [], NOW);
    expect(result.rejected).toEqual([{ Index: 1, Reason: PLAUSIBILITY_REASONS.speed }]);
    expect(result.accepted.map((point) => point.index)).toEqual([0, 2]);
  });

  it('compares with stored neighbours before and after (an out-of-order resend fills a gap)', () => {
    const stored = [
      { at: nepalInstant('2026-11-22', '09:00:00') ?? 0, latitude: 27.7, longitude: 85.3 },
      { at: nepalInstant('2026-11-22', '09:10:00') ?? 0, latitude: 27.71, longitude: 85.31 },
    ];
    const gapFill = [fix('09:05:00', 27.705, 85.305)];
    expect(filterPlausibleFixes(gapFill, stored, NOW).accepted).toHaveLength(1);
    // Plausible from 09:00 but 40 km from the 09:10 point, 1 minute before it.
    const jumpToNext = [fix('09:09:00', 27.7, 85.7)];
    expect(filterPlausibleFixes(jumpToNext, stored, NOW).rejected).toEqual([
      { Index: 0, Reason: PLAUSIBILITY_REASONS.speed },
    ]);
  });

  it('never reads GPS jitter of a few metres within a second as speed', () => {
    const batch = [fix('09:00:00', 27.7, 85.3), fix('09:00:01', 27.7004, 85.3)];
    expect(
      distanceMetres(
        { at: 0, latitude: 27.7, longitude: 85.3 },
        { at: 0, latitude: 27.7004, longitude: 85.3 },
      ),
    ).toBeGreaterThan(40);
    expect(filterPlausibleFixes(batch, [], NOW).rejected).toEqual([]);
  });
});
