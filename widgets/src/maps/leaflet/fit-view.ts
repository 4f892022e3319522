import { type LatLngExpression, type LeafletMap, latLngBounds } from './leaflet.ts';

const PADDING: [number, number] = [32, 32];
/** Room for a name label drawn to the right of a marker (live map), so the easternmost is not cut off. */
export const LABEL_ROOM: [number, number] = [140, 32];

/**
 * Shows every point: one point at the spec's zoom, several fitted inside the map, never closer
 * than that zoom (a beat of neighbouring shops would otherwise open at street level).
 * `bottomRight` widens the margin on the right and bottom for labels beside the markers.
 */
export const fitView = (
  map: LeafletMap,
  points: LatLngExpression[],
  zoom: number,
  bottomRight: [number, number] = PADDING,
): void => {
  const [first] = points;
  if (!first) return;
  if (points.length === 1) map.setView(first, zoom);
  else
    map.fitBounds(latLngBounds(points), {
      paddingTopLeft: PADDING,
      paddingBottomRight: bottomRight,
      maxZoom: zoom,
    });
};

/** A number from a page query or attribute ("27.7"), or undefined for anything else. */
export const numberOf = (value: string | number | undefined): number | undefined => {
  if (value === undefined || value === '') return undefined;
  const number = Number(value);
  return Number.isFinite(number) ? number : undefined;
};
