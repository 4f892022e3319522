/** Past this share of the tracked distance, what the person wrote is worth a second look. */
export const DISTANCE_TOLERANCE = 0.2;

/**
 * How far the written distance is from the tracked one, as a share of the tracked (0.45 = 45%);
 * null when either is unknown. A written distance over a day with none tracked is wholly off (1).
 */
export const distanceGap = (writtenKm: number | null, trackedKm: number | null): number | null => {
  if (writtenKm === null || trackedKm === null) return null;
  if (trackedKm === 0) return writtenKm === 0 ? 0 : 1;
  return Math.abs(writtenKm - trackedKm) / trackedKm;
};

export const distancesDiffer = (writtenKm: number | null, trackedKm: number | null): boolean =>
  (distanceGap(writtenKm, trackedKm) ?? 0) > DISTANCE_TOLERANCE;

/** '12.5 km', or a dash when unknown. */
export const formatKm = (km: number | null): string => (km === null ? '—' : `${km.toLocaleString('en')} km`);
