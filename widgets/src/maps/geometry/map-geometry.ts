/** Pure geometry of the maps (no Leaflet here, so it is unit-tested without a browser). */

export interface GeoPoint {
  Latitude: number;
  Longitude: number;
}

/** Spec section 5: the travel map is centred only on points inside Nepal. */
export const NEPAL_BOUNDS = { minLon: 80.058, maxLon: 88.201, minLat: 26.347, maxLat: 30.422 } as const;
/** Spec section 5's default centre (Kathmandu), as [latitude, longitude]. */
export const DEFAULT_CENTRE: [number, number] = [27.7, 85.33];

/** A usable coordinate: finite, on the globe, and not the 0,0 a phone sends without a fix. */
export const isPlottable = <P extends { Latitude: number | null; Longitude: number | null }>(
  point: P | undefined,
): point is P & GeoPoint =>
  point !== undefined &&
  typeof point.Latitude === 'number' &&
  typeof point.Longitude === 'number' &&
  Number.isFinite(point.Latitude) &&
  Number.isFinite(point.Longitude) &&
  Math.abs(point.Latitude) <= 90 &&
  Math.abs(point.Longitude) <= 180 &&
  !(point.Latitude === 0 && point.Longitude === 0);

/** Spec section 5: the first route point when it lies inside Nepal's box, else the default centre. */
export const travelMapCentre = (first: GeoPoint | undefined): [number, number] => {
  if (!first || !isPlottable(first)) return DEFAULT_CENTRE;
  const { Latitude: lat, Longitude: lon } = first;
  const inside =
    lon >= NEPAL_BOUNDS.minLon &&
    lon <= NEPAL_BOUNDS.maxLon &&
    lat >= NEPAL_BOUNDS.minLat &&
    lat <= NEPAL_BOUNDS.maxLat;
  return inside ? [lat, lon] : DEFAULT_CENTRE;
};

const EARTH_RADIUS_KM = 6371.0088;
const toRadians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance in kilometres (haversine; within 0.5% of the ellipsoid, enough for a page). */
export const haversineKm = (from: GeoPoint, to: GeoPoint): number => {
  const dLat = toRadians(to.Latitude - from.Latitude);
  const dLon = toRadians(to.Longitude - from.Longitude);
  const a =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(toRadians(from.Latitude)) * Math.cos(toRadians(to.Latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(a)));
};

/** "850 m" under a kilometre, "12.4 km" above. */
export const formatDistance = (km: number): string =>
  km < 1 ? `${Math.round(km * 1000)} m` : `${km < 100 ? km.toFixed(1) : Math.round(km)} km`;
