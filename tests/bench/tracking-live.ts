import { performance } from 'node:perf_hooks';
import type { LocationBatchResult } from '@backoffice/shared/sales/tracking/tracking.contract';
import type { Browser, Page } from 'playwright-core';
import { request } from 'undici';
import { type BenchRow, fixed, percentile } from './load-generator.js';
import { API, ascending, authHeaders, deviceClock, kib, sampleRow, signInAs } from './tracking-bench-kit.js';
import { STEP_TIMEOUT_MS, signedInContext } from './tracking-browser-kit.js';
import {
  LIVE_PAGE_PROBE,
  RESOURCE_OF,
  START_FRAME_LOG,
  STOP_FRAME_LOG,
  WAIT_FOR_DRAWN_MAP,
} from './tracking-page-scripts.js';
import { BENCH_SALES_PASSWORD, type BenchPerson } from './tracking-seed.js';

const API_RUNS = 8;
/** Sales persons who move while the live map is open. */
const MOVERS = 10;
/** Rounds of the burst: every mover posts this many fixes, as fast as the server takes them. */
const BURST_ROUNDS = 5;
const LONG_FRAME_MS = 50;

/** Where tracking-seed put a live person's one point (the same hash of the user id). */
const seededPosition = (userId: number) => ({
  latitude: 27.64 + (((userId * 7919) % 1000) / 1000) * 0.12,
  longitude: 85.26 + (((userId * 104729) % 1000) / 1000) * 0.16,
});

/** GET /visit/currentlocation for the whole company, as the live map asks every 60 s. */
export const benchLiveApi = async (baseUrl: string, adminToken: string) => {
  const url = `${baseUrl}${API}/visit/currentlocation?cid=1`;
  const times: number[] = [];
  let people = 0;
  let wireBytes = 0;
  for (let run = 0; run <= API_RUNS; run += 1) {
    const started = performance.now();
    const answer = await request(url, { headers: { ...authHeaders(adminToken), 'Accept-Encoding': 'gzip' } });
    const body = Buffer.from(await answer.body.arrayBuffer());
    const ms = performance.now() - started;
    if (answer.statusCode !== 200) throw new Error(`currentlocation answered ${answer.statusCode}`);
    wireBytes = body.length;
    if (run > 0) times.push(ms);
  }
  const plain = await request(url, { headers: authHeaders(adminToken) });
  const payload = (await plain.body.json()) as { Data: unknown[] };
  people = payload.Data.length;
  const row = sampleRow(`GET /visit/currentlocation (${people} sales persons)`, times);
  console.log(
    `live locations answer: p50 ${fixed(row.p50Ms, 1)} ms, p95 ${fixed(row.p95Ms, 1)} ms over ${API_RUNS} runs; ` +
      `${people} sales persons, ${kib(wireBytes)} KiB gzip`,
  );
  return { row, people };
};

interface Mover {
  person: BenchPerson;
  token: string;
  fixes: number;
}
interface Update {
  userId: number;
  deviceTime: string;
  arrivedAt: number;
  paintedAt: number;
}

/** The mover's next fix, 10 s after the previous one and about 30 m on: always newer, never a jump. */
const postNextFix = async (baseUrl: string, mover: Mover, firstAt: number): Promise<string> => {
  const k = mover.fixes;
  mover.fixes += 1;
  const at = firstAt + k * 10_000;
  const home = seededPosition(mover.person.userId);
  const local = deviceClock(at);
  const answer = await request(`${baseUrl}${API}/location/savebatch`, {
    method: 'POST',
    headers: { ...authHeaders(mover.token), 'Content-Type': 'application/json' },
    body: JSON.stringify({
      Points: [
        { ...local, Latitude: home.latitude + 0.000_3 * (k + 1), Longitude: home.longitude, Accuracy: 6 },
      ],
    }),
  });
  const result = ((await answer.body.json()) as { Data: LocationBatchResult | null }).Data;
  if (answer.statusCode !== 200 || result?.Accepted !== 1) {
    throw new Error(`A mover's fix was not stored (${answer.statusCode}): ${JSON.stringify(result)}`);
  }
  return local.DeviceTime;
};

const updatesOf = (page: Page) => page.evaluate<Update[]>('window.__benchUpdates');

// A function, not a string: the map pages' CSP forbids the eval a string predicate needs.
const waitForUpdates = (page: Page, count: number) =>
  page.waitForFunction(
    (least) => (window as unknown as { __benchUpdates: unknown[] }).__benchUpdates.length >= least,
    count,
    { timeout: STEP_TIMEOUT_MS },
  );

/**
 * The live map in Chromium with every sales person: navigation → markers drawn; then movers post
 * fixes while it is open: one at a time (POST → LocationUpdated arrives → marker repainted), and a
 * burst from all of them at once (frame times while the updates land).
 */
export const benchLiveMap = async (
  browser: Browser,
  baseUrl: string,
  people: readonly BenchPerson[],
  expected: number,
): Promise<BenchRow[]> => {
  const movers: Mover[] = [];
  for (const person of people.slice(0, MOVERS)) {
    movers.push({ person, token: await signInAs(baseUrl, person.userName, BENCH_SALES_PASSWORD), fixes: 0 });
  }
  const { context, page } = await signedInContext(browser, baseUrl, [LIVE_PAGE_PROBE]);
  try {
    await page.goto('/salesapp/iframe/userscurrentlocation?cid=1');
    const drawn = await page.evaluate<{ shownAt: number; paintedAt: number }>(
      `(${WAIT_FOR_DRAWN_MAP})(${JSON.stringify({ selector: '.bo-map-legend', timeoutMs: STEP_TIMEOUT_MS })})`,
    );
    if ((await page.locator('.bo-map-loading').count()) > 0)
      throw new Error('The live map still shows its loader');
    const resource = await page.evaluate<{ requestMs: number; encodedBytes: number } | null>(
      `(${RESOURCE_OF})('/visit/currentlocation')`,
    );
    await page.waitForFunction(
      () => (window as unknown as { __benchHubReady: boolean }).__benchHubReady,
      undefined,
      {
        timeout: STEP_TIMEOUT_MS,
      },
    );

    // One at a time: what a dispatcher waits between the phone's post and the marker's move.
    const firstAt = Date.now() - 80_000;
    const single: { total: number; inPage: number; toBrowser: number }[] = [];
    for (const mover of movers) {
      const before = (await updatesOf(page)).length;
      const posted = Date.now();
      const deviceTime = await postNextFix(baseUrl, mover, firstAt);
      await waitForUpdates(page, before + 1);
      const update = (await updatesOf(page)).find(
        (u) => u.userId === mover.person.userId && u.deviceTime === deviceTime,
      );
      if (!update) throw new Error(`No LocationUpdated for ${mover.person.userName} at ${deviceTime}`);
      single.push({
        total: update.paintedAt - posted,
        inPage: update.paintedAt - update.arrivedAt,
        toBrowser: update.arrivedAt - posted,
      });
    }

    // A burst: every mover posts BURST_ROUNDS fixes back to back, all movers at once.
    const before = (await updatesOf(page)).length;
    await page.evaluate(`(${START_FRAME_LOG})()`);
    const burstStarted = performance.now();
    await Promise.all(
      movers.map(async (mover) => {
        for (let round = 0; round < BURST_ROUNDS; round += 1) await postNextFix(baseUrl, mover, firstAt);
      }),
    );
    await waitForUpdates(page, before + movers.length * BURST_ROUNDS);
    const burstMs = performance.now() - burstStarted;
    const frames = ascending(await page.evaluate<number[]>(`(${STOP_FRAME_LOG})()`));
    const burst = (await updatesOf(page)).slice(before);

    const long = frames.filter((ms) => ms > LONG_FRAME_MS).length;
    console.log(
      `\nlive map, ${expected} sales persons: navigation → markers drawn ${fixed(drawn.paintedAt, 0)} ms ` +
        `(legend at ${fixed(drawn.shownAt, 0)} ms; request ${fixed(resource?.requestMs ?? Number.NaN, 0)} ms, ` +
        `${kib(resource?.encodedBytes ?? Number.NaN)} KiB on the wire)`,
    );
    console.table(
      single.map((s, i) => ({
        mover: i + 1,
        'POST → painted ms': fixed(s.total, 1),
        'POST → frame in browser ms': fixed(s.toBrowser, 1),
        'frame → painted ms': fixed(s.inPage, 1),
      })),
    );
    console.log(
      `burst: ${burst.length} LocationUpdated from ${movers.length} movers in ${fixed(burstMs, 0)} ms; ` +
        `frames p50 ${fixed(percentile(frames, 50), 1)} ms, p95 ${fixed(percentile(frames, 95), 1)} ms, ` +
        `max ${fixed(frames.at(-1) ?? Number.NaN, 1)} ms, ${long} of ${frames.length} over ${LONG_FRAME_MS} ms`,
    );
    return [
      sampleRow(`live map: navigation → ${expected} markers drawn`, [drawn.paintedAt]),
      sampleRow(
        'live map: POST savebatch → marker repainted',
        single.map((s) => s.total),
      ),
      sampleRow('live map: LocationUpdated frame → repainted', [
        ...single.map((s) => s.inPage),
        ...burst.map((u) => u.paintedAt - u.arrivedAt),
      ]),
      sampleRow(`live map: frame times during a burst of ${burst.length} updates`, frames),
    ];
  } finally {
    await context.close();
  }
};
