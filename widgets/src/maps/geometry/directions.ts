import type { GeoPoint } from './map-geometry.ts';

const pair = (point: GeoPoint) => `${point.Latitude},${point.Longitude}`;

/** Turn-by-turn directions from `from` to `to` on OpenStreetMap (its car router) and on Google Maps. */
export const directionsLinks = (from: GeoPoint, to: GeoPoint) => ({
  openStreetMap: `https://www.openstreetmap.org/directions?engine=fossgis_osrm_car&route=${encodeURIComponent(
    `${pair(from)};${pair(to)}`,
  )}`,
  googleMaps: `https://www.google.com/maps/dir/?api=1&origin=${encodeURIComponent(pair(from))}&destination=${encodeURIComponent(pair(to))}`,
});
