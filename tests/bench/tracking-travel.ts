import { performance } from 'node:perf_hooks';
import { gunzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';
import { request } from 'undici';
import { type BenchRow, fixed, percentile } from './load-generator.js';
import { API, ascending, authHeaders, kib, sampleRow } from './tracking-bench-kit.js';
import { STEP_TIMEOUT_MS, signedInContext } from './tracking-browser-kit.js';
import { RESOURCE_OF, WAIT_FOR_DRAWN_MAP, ZOOM_STEPS } from './tracking-page-scripts.js';
import type { TrackingSeed } from './tracking-seed.js';

const API_RUNS = 8;
/** The map opens at zoom 13 on the first point: four steps out (the whole route), then eight in. */
const DIRECTIONS = [...Array<string>(4).fill('out'), ...Array<string>(8).fill('in')];
/** The travel map's target: a zoom step redraws in under this. */
const TARGET_STEP_MS = 50;

type Travel = TrackingSeed['travel'];

const travelQuery = (travel: Travel) =>
  `fromDate=${travel.fromDate}&toDate=${travel.toDate}&spuid=${travel.userId}&cid=1`;

/** GET /visit/userstracking for all the person's points, as a browser asks (gzip accepted). */
export const benchTravelApi = async (baseUrl: string, adminToken: string, travel: Travel) => {
  const url = `${baseUrl}${API}/visit/userstracking?${travelQuery(travel)}`;
  const times: number[] = [];
  let wireBytes = 0;
  let jsonBytes = 0;
  for (let run = 0; run <= API_RUNS; run += 1) {
    const started = performance.now();
    const answer = await request(url, { headers: { ...authHeaders(adminToken), 'Accept-Encoding': 'gzip' } });
    const body = Buffer.from(await answer.body.arrayBuffer());
    const ms = performance.now() - started;
    if (answer.statusCode !== 200) throw new Error(`userstracking answered ${answer.statusCode}`);
    // The first run warms the caches and is only checked: every seeded point must come back.
    if (run === 0) {
      const json = answer.headers['content-encoding'] === 'gzip' ? gunzipSync(body) : body;
      const routes = (JSON.parse(json.toString('utf8')) as { Data: { Routes: unknown[] } }).Data.Routes;
      if (routes.length !== travel.points) {
        throw new Error(`userstracking answered ${routes.length} points, not ${travel.points}`);
      }
      wireBytes = body.length;
      jsonBytes = json.length;
      continue;
    }
    times.push(ms);
  }
  const row = sampleRow(`GET /visit/userstracking (${travel.points} points)`, times);
  console.log(
    `travel history answer: p50 ${fixed(row.p50Ms, 1)} ms, p95 ${fixed(row.p95Ms, 1)} ms over ${API_RUNS} runs; ` +
      `${kib(wireBytes)} KiB gzip on the wire, ${kib(jsonBytes)} KiB of JSON`,
  );
  return row;
};

interface DrawnMap {
  shownAt: number;
  paintedAt: number;
  ink: number;
}
interface Resource {
  requestMs: number;
  encodedBytes: number;
  decodedBytes: number;
}
interface ZoomStep {
  direction: string;
  totalMs: number;
  redrawMs: number;
  endTaskMs: number;
  longestBlockMs: number;
  longestFrameMs: number;
  ink: number;
}

/**
 * The travel page in Chromium with all the person's points: navigation → route drawn, then zoom
 * steps through the zoom control with Leaflet's animation as users see it, timing the redraw that
 * follows each step's animation.
 */
export const benchTravelMap = async (
  browser: Browser,
  baseUrl: string,
  travel: Travel,
): Promise<BenchRow[]> => {
  const { context, page } = await signedInContext(browser, baseUrl);
  try {
    const path = `/salesapp/iframe/userstracking?spuid=${travel.userId}&fd=${travel.fromDate}&td=${travel.toDate}&cid=1`;
    await page.goto(path);
    const drawn = await page.evaluate<DrawnMap>(
      `(${WAIT_FOR_DRAWN_MAP})(${JSON.stringify({ selector: '.bo-map-legend', timeoutMs: STEP_TIMEOUT_MS })})`,
    );
    const legend = (await page.locator('.bo-map-legend').textContent()) ?? '';
    if (!legend.includes(`route (${travel.points} points)`)) {
      throw new Error(`The travel map shows "${legend.trim()}", not all ${travel.points} points`);
    }
    const resource = await page.evaluate<Resource | null>(`(${RESOURCE_OF})('/visit/userstracking')`);
    const steps = await page.evaluate<ZoomStep[]>(
      `(${ZOOM_STEPS})(${JSON.stringify({ directions: DIRECTIONS })})`,
    );

    const blank = steps.filter((step) => step.ink === 0).length;
    const unchanged = steps.filter((step, i) => i > 0 && step.ink === steps[i - 1]?.ink).length;
    console.log(
      `\ntravel map, ${travel.points} points (${travel.fromDate} … ${travel.toDate}): ` +
        `navigation → route drawn ${fixed(drawn.paintedAt, 0)} ms (legend at ${fixed(drawn.shownAt, 0)} ms; ` +
        `request ${fixed(resource?.requestMs ?? Number.NaN, 0)} ms, ${kib(resource?.encodedBytes ?? Number.NaN)} KiB ` +
        `on the wire, ${kib(resource?.decodedBytes ?? Number.NaN)} KiB decoded)`,
    );
    console.table(
      steps.map((step, i) => ({
        step: `${step.direction} (${i + 1})`,
        'click→settled ms': fixed(step.totalMs, 1),
        'redraw ms': fixed(step.redrawMs, 1),
        'zoom-end task ms': fixed(step.endTaskMs, 1),
        'longest block ms': fixed(step.longestBlockMs, 1),
        'longest frame ms': fixed(step.longestFrameMs, 1),
      })),
    );
    const redraws = ascending(steps.map((step) => step.redrawMs));
    const frames = ascending(steps.map((step) => step.longestFrameMs));
    console.log(
      `zoom step redraw (animation end → new drawing painted): p50 ${fixed(percentile(redraws, 50), 1)} ms, ` +
        `max ${fixed(redraws.at(-1) ?? Number.NaN, 1)} ms (target < ${TARGET_STEP_MS} ms); ` +
        `longest frame of any step ${fixed(frames.at(-1) ?? Number.NaN, 1)} ms` +
        (blank > 0 ? `; ${blank} steps left the canvas empty` : '') +
        (unchanged > 0 ? `; ${unchanged} steps did not change the canvas` : ''),
    );
    return [
      sampleRow(`travel map: navigation → ${travel.points}-point route drawn`, [drawn.paintedAt]),
      sampleRow('travel map: zoom step redraw (animation end → painted)', redraws),
      sampleRow(
        'travel map: zoom-end task (project, clip, simplify)',
        steps.map((step) => step.endTaskMs),
      ),
      sampleRow('travel map: longest frame per zoom step', frames),
    ];
  } finally {
    await context.close();
  }
};
