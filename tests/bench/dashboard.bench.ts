import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type StartOptions, startServer } from '../support/server-process.js';
import { type BenchRow, formatRows, runLoad } from './load-generator.js';
import { type OrderSeedCounts, seedOrders } from './order-seed.js';
import { API, authHeaders, signInAs } from './tracking-bench-kit.js';

const COMPANY_ID = 1;
/** 100,000 orders: this month's open ones among the last 30 days', and 1 to 9 months of history. */
const COUNTS: OrderSeedCounts = { pipeline: 0, open: 20_000, closed: 80_000 };
const DURATION_MS = 8_000;
const WARMUP_MS = 1_500;
const TARGET_P95_MS = 50;

/**
 * GET /dashboard/business on the order seed's 100,000 orders, one request at a time (the target is
 * a latency), for the AD and the BS month. `entry` lets a one-off run use the server's source.
 */
export const benchDashboard = async (entry: StartOptions['entry'] = 'built'): Promise<BenchRow[]> => {
  const dataDir = await mkdtemp(join(tmpdir(), 'backoffice-bench-dashboard-'));
  try {
    // First start: migrations and demo data; then the orders go in while the server is down.
    await (await startServer({ dataDir, entry })).stop();
    console.log('inserting 100,000 orders ...');
    await seedOrders(dataDir, COMPANY_ID, COUNTS);
    // The seeded orders have no vouchers; posting 100,000 invoices would measure the books' backlog.
    const server = await startServer({ dataDir, entry, env: { POST_SALES_BACKLOG: 'false' } });
    try {
      const headers = authHeaders(await signInAs(server.baseUrl, 'admin', 'Admin@123'));
      const url = `${server.baseUrl}${API}/dashboard/business`;
      const rows: BenchRow[] = [];
      for (const [what, query] of [
        ['business dashboard, AD month', ''],
        ['business dashboard, BS month', '?calendar=BS'],
      ] as const) {
        console.log(`measuring ${what} ...`);
        rows.push({
          what,
          ...(await runLoad({
            url: `${url}${query}`,
            headers,
            concurrency: 1,
            durationMs: DURATION_MS,
            warmupMs: WARMUP_MS,
          })),
        });
      }
      console.log(`\nBusiness dashboard on 100,000 orders, ${DURATION_MS / 1000} s each`);
      console.table(formatRows(rows));
      const worst = Math.max(...rows.map((row) => row.p95Ms));
      console.log(`worst p95: ${worst.toFixed(1)} ms (target < ${TARGET_P95_MS} ms)`);
      return rows;
    } finally {
      await server.stop();
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
};
