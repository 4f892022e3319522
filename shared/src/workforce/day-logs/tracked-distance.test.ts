import { describe, expect, it } from 'vitest';
import { type DayFix, trackedDistance } from './tracked-distance.js';

const MINUTE = 60_000;
/** About 1.11 km per 0.01 degree of latitude. */
const fix = (minute: number, latitude: number, accuracy: number | null = 10): DayFix => ({
  at: minute * MINUTE,
  latitude,
  longitude: 85.3,
  accuracy,
});

describe('trackedDistance', () => {
  it('adds the legs between positions, in km with one decimal', () => {
    expect(trackedDistance([fix(0, 27.7), fix(10, 27.71), fix(20, 27.72)])).toEqual({ km: 2.2, points: 3 });
  });

  it('has no distance without two positions', () => {
    expect(trackedDistance([])).toEqual({ km: null, points: 0 });
    expect(trackedDistance([fix(0, 27.7)])).toEqual({ km: null, points: 1 });
  });

  it('counts no jitter of a phone at rest', () => {
    const still = [0, 5, 10, 15, 20].map((minute, index) => fix(minute, 27.7 + (index % 2) * 0.0003));
    expect(trackedDistance(still)).toEqual({ km: 0, points: 5 });
  });

  it('leaves out an imprecise fix and an impossible jump', () => {
    const day = [fix(0, 27.7), fix(1, 28.7), fix(5, 27.71, 900), fix(10, 27.71)];
    expect(trackedDistance(day)).toEqual({ km: 1.1, points: 2 });
  });
});
