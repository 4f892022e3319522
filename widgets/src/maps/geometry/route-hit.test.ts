import { describe, expect, it } from 'vitest';
import { distanceToSegment, findClickedRoutePoint, indexRoute, type RoutePointLike } from './route-hit.ts';

/** A flat "projection" for tests: one pixel per 0.001 degree, y growing southwards as on screen. */
const project = (latitude: number, longitude: number) => ({ x: longitude * 1000, y: -latitude * 1000 });
const at = (x: number, y: number) => ({ x, y });

/** A route going east along latitude 27.7 from longitude 85.000, one point per 0.001 degree (1 px). */
const eastwards = (count: number, step = 0.001): RoutePointLike[] =>
  Array.from({ length: count }, (_, i) => ({ Latitude: 27.7, Longitude: 85 + i * step }));

describe('indexRoute', () => {
  it('cuts a long route into about 100 overlapping runs covering every point', () => {
    const index = indexRoute(eastwards(100_000));
    expect(index.runs.length).toBeGreaterThanOrEqual(99);
    expect(index.runs.length).toBeLessThanOrEqual(101);
    expect(index.runs[0]?.from).toBe(0);
    expect(index.runs.at(-1)?.to).toBe(99_999);
    for (let i = 1; i < index.runs.length; i++) expect(index.runs[i]?.from).toBe(index.runs[i - 1]?.to);
  });

  it('keeps a run per segment for short routes and one run for a single point', () => {
    expect(indexRoute(eastwards(5)).runs).toHaveLength(4);
    expect(indexRoute(eastwards(1)).runs).toEqual([
      { from: 0, to: 0, minLat: 27.7, maxLat: 27.7, minLon: 85, maxLon: 85 },
    ]);
    expect(indexRoute([]).runs).toEqual([]);
  });
});

describe('distanceToSegment', () => {
  it('measures to the foot of the perpendicular, or to the nearer end beyond the segment', () => {
    expect(distanceToSegment(at(5, 3), at(0, 0), at(10, 0))).toEqual({ squared: 9, along: 0.5 });
    expect(distanceToSegment(at(-4, 3), at(0, 0), at(10, 0))).toEqual({ squared: 25, along: 0 });
    expect(distanceToSegment(at(2, 2), at(1, 1), at(1, 1))).toEqual({ squared: 2, along: 0 });
  });
});

describe('findClickedRoutePoint', () => {
  it('finds the exact point clicked on a 100,000-point route', () => {
    const route = eastwards(100_000, 0.01); // 10 px between points
    const index = indexRoute(route);
    const target = route[54_321] as RoutePointLike;
    const click = project(target.Latitude, target.Longitude);
    expect(findClickedRoutePoint(index, at(click.x + 2, click.y + 4), project)).toBe(54_321);
  });

  it('answers the nearer end of the clicked segment', () => {
    const route = [
      { Latitude: 27.7, Longitude: 85 },
      { Latitude: 27.7, Longitude: 85.1 }, // 100 px further east
    ];
    const index = indexRoute(route);
    expect(findClickedRoutePoint(index, at(85_030, -27_705), project)).toBe(0);
    expect(findClickedRoutePoint(index, at(85_070, -27_695), project)).toBe(1);
  });

  it('finds nothing for a click more than the radius away', () => {
    const index = indexRoute(eastwards(1000));
    expect(findClickedRoutePoint(index, at(85_500, -27_700 + 11), project)).toBeNull();
    expect(findClickedRoutePoint(index, at(85_500, -27_700 + 9), project)).toBe(500);
  });

  it('prefers the nearest of several passes over the same place', () => {
    // Out along latitude 27.7, back 6 px further north: a click 2 px north of the way back is its.
    const out = eastwards(50, 0.002);
    const back = out.map((p) => ({ Latitude: 27.706, Longitude: p.Longitude })).reverse();
    const index = indexRoute([...out, ...back]);
    const hit = findClickedRoutePoint(index, at(85_040, -27_708), project);
    expect(hit).not.toBeNull();
    expect((hit ?? 0) >= 50).toBe(true);
  });

  it('hits a route of one point only near it', () => {
    const index = indexRoute([{ Latitude: 27.7, Longitude: 85.3 }]);
    expect(findClickedRoutePoint(index, at(85_303, -27_704), project)).toBe(0);
    expect(findClickedRoutePoint(index, at(85_320, -27_700), project)).toBeNull();
  });
});
