/**
 * Which route point a click on the travel map means (spec section 9: "route click samples about
 * 100 points", "hit radius about 10 px").
 *
 * The algorithm, in two steps so a click costs the same on 100 or 100,000 points:
 * 1. Once per route: cut it into about 100 runs of consecutive points, each run starting at one of
 *    ~100 evenly spaced sample points, and keep each run's latitude/longitude box.
 * 2. Per click: project each run's box to screen pixels (Web Mercator keeps boxes boxes), keep the
 *    runs whose box, grown by the hit radius, holds the click, and search only their segments
 *    exactly: the nearest segment within the radius is the one clicked, and of its two ends the one
 *    nearer the click is the answer. A route of one point is hit on that point alone.
 * Nothing within the radius: no answer (the click was beside the route).
 */

export interface RoutePointLike {
  Latitude: number;
  Longitude: number;
}

export interface PixelPoint {
  x: number;
  y: number;
}

interface Run {
  /** First and last point index of the run (the last is the next run's first: segments overlap). */
  from: number;
  to: number;
  minLat: number;
  maxLat: number;
  minLon: number;
  maxLon: number;
}

export interface RouteIndex {
  points: readonly RoutePointLike[];
  runs: Run[];
}

export const ROUTE_SAMPLES = 100;
export const HIT_RADIUS_PX = 10;

/** Step 1: ~`samples` runs of consecutive points with their boxes. */
export const indexRoute = (points: readonly RoutePointLike[], samples = ROUTE_SAMPLES): RouteIndex => {
  const runs: Run[] = [];
  if (points.length === 0) return { points, runs };
  const stride = Math.max(1, Math.ceil((points.length - 1) / samples));
  for (let from = 0; from < Math.max(1, points.length - 1); from += stride) {
    const to = Math.min(points.length - 1, from + stride);
    const run: Run = { from, to, minLat: 90, maxLat: -90, minLon: 180, maxLon: -180 };
    for (let i = from; i <= to; i++) {
      const point = points[i] as RoutePointLike;
      run.minLat = Math.min(run.minLat, point.Latitude);
      run.maxLat = Math.max(run.maxLat, point.Latitude);
      run.minLon = Math.min(run.minLon, point.Longitude);
      run.maxLon = Math.max(run.maxLon, point.Longitude);
    }
    runs.push(run);
  }
  return { points, runs };
};

/** Squared distance from p to the segment a-b, and where along it (0 at a, 1 at b) the foot lies. */
export const distanceToSegment = (
  p: PixelPoint,
  a: PixelPoint,
  b: PixelPoint,
): { squared: number; along: number } => {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const length2 = dx * dx + dy * dy;
  const along = length2 === 0 ? 0 : Math.max(0, Math.min(1, ((p.x - a.x) * dx + (p.y - a.y) * dy) / length2));
  const fx = a.x + along * dx - p.x;
  const fy = a.y + along * dy - p.y;
  return { squared: fx * fx + fy * fy, along };
};

/**
 * Step 2: the index of the route point the click at `click` (screen pixels) means, or null.
 * `project` turns a latitude/longitude into screen pixels (the map's latLngToContainerPoint).
 */
export const findClickedRoutePoint = (
  index: RouteIndex,
  click: PixelPoint,
  project: (latitude: number, longitude: number) => PixelPoint,
  radiusPx = HIT_RADIUS_PX,
): number | null => {
  const { points, runs } = index;
  const radius2 = radiusPx * radiusPx;
  let best: { squared: number; point: number } | null = null;
  for (const run of runs) {
    const corner1 = project(run.maxLat, run.minLon);
    const corner2 = project(run.minLat, run.maxLon);
    const outside =
      click.x < Math.min(corner1.x, corner2.x) - radiusPx ||
      click.x > Math.max(corner1.x, corner2.x) + radiusPx ||
      click.y < Math.min(corner1.y, corner2.y) - radiusPx ||
      click.y > Math.max(corner1.y, corner2.y) + radiusPx;
    if (outside) continue;
    let previous = project(
      (points[run.from] as RoutePointLike).Latitude,
      (points[run.from] as RoutePointLike).Longitude,
    );
    if (run.from === run.to) {
      const single = distanceToSegment(click, previous, previous);
      if (single.squared <= radius2 && (!best || single.squared < best.squared))
        best = { squared: single.squared, point: run.from };
      continue;
    }
    for (let i = run.from + 1; i <= run.to; i++) {
      const point = points[i] as RoutePointLike;
      const current = project(point.Latitude, point.Longitude);
      const hit = distanceToSegment(click, previous, current);
      if (hit.squared <= radius2 && (!best || hit.squared < best.squared)) {
        best = { squared: hit.squared, point: hit.along <= 0.5 ? i - 1 : i };
      }
      previous = current;
    }
  }
  return best?.point ?? null;
};
