import { describe, expect, it } from 'vitest';
import { fixInstant, isStale } from './live-age.ts';

const fix = (DeviceDate: string, DeviceTime: string, ReceivedAt = '2026-03-01T04:00:00Z') => ({
  DeviceDate,
  DeviceTime,
  ReceivedAt,
});

describe('fixInstant', () => {
  it("reads the device's date and time as Nepal time (UTC+05:45)", () => {
    expect(fixInstant(fix('2026-03-01', '10:15:30'))?.toISOString()).toBe('2026-03-01T04:30:30.000Z');
    expect(fixInstant(fix('2026-03-01', '10:15'))?.toISOString()).toBe('2026-03-01T04:30:00.000Z');
  });

  it('falls back to the receive time for a malformed device time, and to null without either', () => {
    expect(fixInstant(fix('01/03/2026', '10:15:30'))?.toISOString()).toBe('2026-03-01T04:00:00.000Z');
    expect(fixInstant(fix('2026-03-01', 'ten', 'never'))).toBeNull();
  });
});

describe('isStale', () => {
  const now = new Date('2026-03-01T05:00:00Z'); // 10:45 in Nepal
  it('is fresh up to 30 minutes and stale after', () => {
    expect(isStale(fix('2026-03-01', '10:15:00'), now)).toBe(false); // exactly 30 min
    expect(isStale(fix('2026-03-01', '10:14:59'), now)).toBe(true);
    expect(isStale(fix('2026-03-01', '10:44:00'), now)).toBe(false);
  });
});
