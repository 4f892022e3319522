import { type LatLngExpression, type LeafletMap, latLngBounds } from './leaflet.ts';

const PADDING: [number, number] = [32, 32];

/**
 * Shows every point: one point at the spec's zoom, several fitted inside the map, never closer
 * than that zoom (a beat of neighbouring shops would otherwise open at street level).
 */
export const fitView = (map: LeafletMap, points: LatLngExpression[], zoom: number): void => {
  const [first] = points;
  if (!first) return;
  if (points.length === 1) map.setView(first, zoom);
  else map.fitBounds(latLngBounds(points), { padding: PADDING, maxZoom: zoom });
};

/** A number from a page query or attribute ("27.7"), or undefined for anything else. */
export const numberOf = (value: string | number | undefined): number | undefined => {
  if (value === undefined || value === '') return undefined;
  const number = Number(value);
  return Number.isFinite(number) ? number : undefined;
};
