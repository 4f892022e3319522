import { mkdtemp, rm } from 'node:fs/promises';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { startServer } from '../support/server-process.js';
import { type BenchRow, formatRows } from './load-generator.js';
import { signInAs } from './tracking-bench-kit.js';
import { launchBrowser } from './tracking-browser-kit.js';
import { benchHubFanout } from './tracking-hub-fanout.js';
import { benchIngest } from './tracking-ingest.js';
import { benchLiveApi, benchLiveMap } from './tracking-live.js';
import { seedTracking } from './tracking-seed.js';
import { benchTravelApi, benchTravelMap } from './tracking-travel.js';

const COUNTS = { ingest: 16, live: 2_000, travelPoints: 100_000, travelDays: 5 } as const;

/**
 * Location tracking, maps and the notification hub on one seeded server: batches of
 * fixes ingested, the travel history of 100,000 points (API and the Leaflet page in Chromium), the
 * live map of 2,000 sales persons with pushed updates, and a broadcast fanned out to 1,000 hub
 * connections. Figures only: nothing here asserts a time.
 */
export const benchTracking = async (): Promise<BenchRow[]> => {
  const dataDir = await mkdtemp(join(tmpdir(), 'backoffice-bench-tracking-'));
  let browser: Browser | undefined;
  try {
    // First start: migrations and demo data; then the bench's people and points go in while it is down.
    await (await startServer({ dataDir })).stop();
    console.log(
      `seeding ${COUNTS.live} live and ${COUNTS.ingest} ingest sales persons, ${COUNTS.travelPoints} travel points ...`,
    );
    const seed = await seedTracking(dataDir, COUNTS);
    const server = await startServer({ dataDir });
    try {
      const { baseUrl } = server;
      const cores = cpus();
      console.log(`node ${process.version}, ${cores.length} cores, ${cores[0]?.model ?? 'unknown cpu'}`);
      console.log('load generator, browser and server run on the same machine');
      const rows: BenchRow[] = [];
      rows.push(...(await benchIngest(baseUrl, seed.ingest)));

      const adminToken = await signInAs(baseUrl, 'admin', 'Admin@123');
      rows.push(await benchTravelApi(baseUrl, adminToken, seed.travel));
      const live = await benchLiveApi(baseUrl, adminToken);
      rows.push(live.row);

      browser = await launchBrowser();
      rows.push(...(await benchTravelMap(browser, baseUrl, seed.travel)));
      rows.push(...(await benchLiveMap(browser, baseUrl, seed.live, live.people)));
      await browser.close();
      browser = undefined;

      rows.push(...(await benchHubFanout(baseUrl, adminToken, dataDir)));
      console.log('\ntracking summary');
      console.table(formatRows(rows));
      return rows;
    } finally {
      await server.stop();
    }
  } finally {
    await browser?.close().catch(() => undefined);
    await rm(dataDir, { recursive: true, force: true });
  }
};

// `npx tsx tests/bench/tracking.bench.ts` runs this suite alone (after `npm run build`).
if (process.argv[1]?.endsWith('tracking.bench.ts')) {
  const rows = await benchTracking();
  process.exitCode = rows.some((row) => row.requests === 0) ? 1 : 0;
}
