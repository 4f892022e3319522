import {
  distanceMetres,
  isImpossibleJump,
  type TimedFix,
  TRACKING_LIMITS,
} from '../../sales/tracking/tracking-plausibility.js';

export interface DayFix extends TimedFix {
  /** Metres, as the phone reported; null when it did not. */
  accuracy: number | null;
}

export interface TrackedDistance {
  /** Kilometres, one decimal; null when fewer than two positions count. */
  km: number | null;
  /** The positions measured over. */
  points: number;
}

/**
 * The distance a day's positions (in time order) travel, by the tracking's own plausibility rules:
 * an imprecise fix or an impossible jump from the last kept position is left out, and a move within
 * the GPS jitter of the last counted position is noise, not travel (a phone at rest would otherwise
 * add kilometres by the hour).
 */
export const trackedDistance = (fixes: readonly DayFix[]): TrackedDistance => {
  let anchor: TimedFix | undefined;
  let kept: TimedFix | undefined;
  let metres = 0;
  let points = 0;
  for (const fix of fixes) {
    if (fix.accuracy !== null && fix.accuracy > TRACKING_LIMITS.maxAccuracyMetres) continue;
    if (kept && isImpossibleJump(kept, fix)) continue;
    kept = fix;
    points += 1;
    if (!anchor) {
      anchor = fix;
      continue;
    }
    const step = distanceMetres(anchor, fix);
    if (step < TRACKING_LIMITS.jitterMetres) continue;
    metres += step;
    anchor = fix;
  }
  return { km: points < 2 ? null : Math.round(metres / 100) / 10, points };
};
