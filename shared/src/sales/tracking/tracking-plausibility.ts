/**
 * The plausibility filters of the location batch: a phone reports nonsense now and then
 * (0,0 before its first fix, a cell-tower guess kilometres off, a clock set to next week). Pure, so
 * the server, the field simulator and the unit tests share one definition.
 */

export const TRACKING_LIMITS = {
  /** Points in one batch; a bigger one is refused whole (400). */
  maxBatchPoints: 500,
  /** A fix less precise than this (metres) says nothing about where the person is. */
  maxAccuracyMetres: 500,
  /** A device clock this far ahead of the server's is wrong, not early. */
  maxFutureMs: 10 * 60 * 1000,
  /** Faster than any vehicle in the valley: a jump, not a journey. */
  maxSpeedKmh: 200,
  /**
   * Two fixes closer than this are never a speed jump: with second-resolution device times, GPS
   * jitter of a few tens of metres would otherwise read as hundreds of km/h.
   */
  jitterMetres: 100,
  /** Travel history answers at most this many days at once. */
  maxHistoryDays: 31,
} as const;

/** Nepal Standard Time, UTC+05:45: the field app sends local date and time without an offset. */
export const NEPAL_OFFSET_MINUTES = 5 * 60 + 45;

export const PLAUSIBILITY_REASONS = {
  badDate: 'DeviceDate must be a date (YYYY-MM-DD) and DeviceTime a time (HH:mm:ss)',
  zero: 'The position 0,0 is not a fix',
  latitude: 'Latitude must be from -90 to 90',
  longitude: 'Longitude must be from -180 to 180',
  accuracy: `Accuracy is worse than ${TRACKING_LIMITS.maxAccuracyMetres} m`,
  future: 'The device time is more than 10 minutes ahead of the server',
  speed: `An impossible jump (faster than ${TRACKING_LIMITS.maxSpeedKmh} km/h from the neighbouring point)`,
} as const;

export interface RawFix {
  DeviceDate: string;
  DeviceTime: string;
  Latitude: number;
  Longitude: number;
  Accuracy?: number | undefined;
}

/** A point on the time line: the instant (ms) and the position. */
export interface TimedFix {
  at: number;
  latitude: number;
  longitude: number;
}

export interface PlausibleFix<T extends RawFix> extends TimedFix {
  /** Its place in the batch as sent. */
  index: number;
  input: T;
}

export interface PlausibilityResult<T extends RawFix> {
  /** In device-time order. */
  accepted: PlausibleFix<T>[];
  rejected: { Index: number; Reason: string }[];
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^(\d{2}):(\d{2})(?::(\d{2}))?$/;

/** The instant of a Nepal local date and time, or null when either is not a real one. */
export const nepalInstant = (deviceDate: string, deviceTime: string): number | null => {
  const date = DATE.exec(deviceDate.trim());
  const time = TIME.exec(deviceTime.trim());
  if (!date || !time) return null;
  const [year, month, day] = [Number(date[1]), Number(date[2]), Number(date[3])];
  const [hour, minute, second] = [Number(time[1]), Number(time[2]), Number(time[3] ?? 0)];
  if (hour > 23 || minute > 59 || second > 59) return null;
  const utc = Date.UTC(year, month - 1, day, hour, minute, second);
  const check = new Date(utc);
  // 2026-02-30 rolls over to March: not a calendar day.
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day)
    return null;
  return utc - NEPAL_OFFSET_MINUTES * 60_000;
};

/** The Nepal local date and time (YYYY-MM-DD, HH:mm:ss) of an instant. */
export const nepalLocal = (at: number): { date: string; time: string } => {
  const iso = new Date(at + NEPAL_OFFSET_MINUTES * 60_000).toISOString();
  return { date: iso.slice(0, 10), time: iso.slice(11, 19) };
};

const EARTH_RADIUS_M = 6_371_000;
const rad = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance in metres. */
export const distanceMetres = (a: TimedFix, b: TimedFix): number => {
  const dLat = rad(b.latitude - a.latitude);
  const dLon = rad(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
};

/** True when going from a to b needs more than the speed limit (same instant: a duplicate, not a jump). */
export const isImpossibleJump = (a: TimedFix, b: TimedFix): boolean => {
  const metres = distanceMetres(a, b);
  if (metres <= TRACKING_LIMITS.jitterMetres) return false;
  const seconds = Math.abs(b.at - a.at) / 1000;
  if (seconds === 0) return false;
  return metres / seconds > (TRACKING_LIMITS.maxSpeedKmh * 1000) / 3600;
};

/** The single-point checks; the reason, or null when the point may be kept. */
const pointProblem = (fix: RawFix, at: number | null, nowMs: number): string | null => {
  if (at === null) return PLAUSIBILITY_REASONS.badDate;
  const { Latitude: lat, Longitude: lon, Accuracy: accuracy } = fix;
  if (!Number.isFinite(lat) || lat < -90 || lat > 90) return PLAUSIBILITY_REASONS.latitude;
  if (!Number.isFinite(lon) || lon < -180 || lon > 180) return PLAUSIBILITY_REASONS.longitude;
  if (lat === 0 && lon === 0) return PLAUSIBILITY_REASONS.zero;
  if (accuracy !== undefined && (!Number.isFinite(accuracy) || accuracy > TRACKING_LIMITS.maxAccuracyMetres))
    return PLAUSIBILITY_REASONS.accuracy;
  if (at - nowMs > TRACKING_LIMITS.maxFutureMs) return PLAUSIBILITY_REASONS.future;
  return null;
};

/** The last element of a time-sorted list at or before `at` (binary search), else undefined. */
const lastAtOrBefore = (sorted: readonly TimedFix[], at: number): TimedFix | undefined => {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    if ((sorted[mid]?.at ?? 0) <= at) low = mid + 1;
    else high = mid;
  }
  return sorted[low - 1];
};

const firstAfter = (sorted: readonly TimedFix[], at: number): TimedFix | undefined => {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    if ((sorted[mid]?.at ?? 0) <= at) low = mid + 1;
    else high = mid;
  }
  return sorted[low];
};

/**
 * Filters a batch. `stored` is the user's points already kept around the batch's time span (sorted
 * by time): the one before it, those within it and the one after. The batch is sorted by device time
 * (out-of-order batches are normal: a phone resends what failed earlier), then each point is compared
 * with its nearest accepted neighbour before it (stored or earlier in this batch) and the nearest
 * stored point after it. A jump drops the new point, never a stored one.
 */
export const filterPlausibleFixes = <T extends RawFix>(
  batch: readonly T[],
  stored: readonly TimedFix[],
  nowMs: number,
): PlausibilityResult<T> => {
  const rejected: { Index: number; Reason: string }[] = [];
  const candidates: PlausibleFix<T>[] = [];
  batch.forEach((input, index) => {
    const at = nepalInstant(input.DeviceDate, input.DeviceTime);
    const problem = pointProblem(input, at, nowMs);
    if (problem !== null || at === null) {
      rejected.push({ Index: index, Reason: problem ?? PLAUSIBILITY_REASONS.badDate });
      return;
    }
    candidates.push({ index, input, at, latitude: input.Latitude, longitude: input.Longitude });
  });
  candidates.sort((a, b) => a.at - b.at || a.index - b.index);
  const accepted: PlausibleFix<T>[] = [];
  for (const fix of candidates) {
    const storedBefore = lastAtOrBefore(stored, fix.at);
    const batchBefore = accepted.at(-1);
    const before =
      storedBefore && batchBefore
        ? storedBefore.at >= batchBefore.at
          ? storedBefore
          : batchBefore
        : (storedBefore ?? batchBefore);
    const after = firstAfter(stored, fix.at);
    if ((before && isImpossibleJump(before, fix)) || (after && isImpossibleJump(fix, after))) {
      rejected.push({ Index: fix.index, Reason: PLAUSIBILITY_REASONS.speed });
      continue;
    }
    accepted.push(fix);
  }
  rejected.sort((a, b) => a.Index - b.Index);
  return { accepted, rejected };
};
