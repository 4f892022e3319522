import type { TravelHistory } from '@backoffice/shared/sales/tracking/tracking.contract';
import { formatDistance, haversineKm, isPlottable } from '../maps/geometry/map-geometry.ts';

export interface TravelSummary {
  points: number;
  visits: number;
  /** Along the route, point to point (haversine), in km. */
  distanceKm: number;
}

/** Counts and distance of the plottable points, as the map draws them. */
export const summariseTravel = (history: TravelHistory): TravelSummary => {
  const route = history.Routes.filter(isPlottable);
  let distanceKm = 0;
  for (let i = 1; i < route.length; i++) {
    const from = route[i - 1];
    const to = route[i];
    if (from && to) distanceKm += haversineKm(from, to);
  }
  return { points: route.length, visits: history.Visits.filter(isPlottable).length, distanceKm };
};

const plural = (count: number, one: string, many: string) =>
  `${count.toLocaleString('en-US')} ${count === 1 ? one : many}`;

/** '124 points · 3 visits · 12.4 km travelled'. */
export const travelSummaryText = (summary: TravelSummary): string =>
  [
    plural(summary.points, 'point', 'points'),
    plural(summary.visits, 'visit', 'visits'),
    `${formatDistance(summary.distanceKm)} travelled`,
  ].join(' · ');
