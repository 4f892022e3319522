import { benchApi } from './api.bench.js';
import { benchAttendance } from './attendance.bench.js';
import { benchDashboard } from './dashboard.bench.js';
import { benchEntityList } from './entity-list.bench.js';
import { type BenchRow, formatRows } from './load-generator.js';
import { benchOrderPipeline } from './order-pipeline.bench.js';
import { benchTracking } from './tracking.bench.js';
import { benchVouchers } from './voucher.bench.js';
import { benchWeb } from './web.bench.js';
import { benchWidgetSize } from './widget-size.bench.js';

interface Suite {
  name: string;
  run: () => Promise<BenchRow[]>;
}

/** Add later benchmarks here; they run one after another so they do not compete for the CPU. */
const SUITES: readonly Suite[] = [
  { name: 'api', run: benchApi },
  { name: 'entity-list', run: benchEntityList },
  { name: 'order-pipeline', run: benchOrderPipeline },
  { name: 'web', run: benchWeb },
  { name: 'widget-size', run: benchWidgetSize },
  { name: 'tracking', run: benchTracking },
  { name: 'dashboard', run: benchDashboard },
  { name: 'vouchers', run: benchVouchers },
  { name: 'attendance', run: benchAttendance },
];

/** `npm run bench -- vouchers dashboard` runs only the suites named; none named runs them all. */
const chosen = (): readonly Suite[] => {
  const names = process.argv.slice(2);
  const unknown = names.filter((name) => !SUITES.some((suite) => suite.name === name));
  if (unknown.length > 0)
    throw new Error(
      `No benchmark suite ${unknown.join(', ')}; there are ${SUITES.map((s) => s.name).join(', ')}`,
    );
  return names.length === 0 ? SUITES : SUITES.filter((suite) => names.includes(suite.name));
};

const main = async (): Promise<number> => {
  const failures: string[] = [];
  const summary: BenchRow[] = [];
  for (const suite of chosen()) {
    console.log(`\n=== ${suite.name} ===`);
    try {
      const rows = await suite.run();
      summary.push(...rows.map((row) => ({ ...row, what: `${suite.name}: ${row.what}` })));
      // A route that answered nothing but errors measured the error path, not the route.
      for (const row of rows.filter((r) => r.requests === 0)) {
        failures.push(`${suite.name}: ${row.what} returned only errors (${row.errors})`);
      }
    } catch (error) {
      failures.push(`${suite.name}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  console.log('\n=== summary ===');
  if (summary.length > 0) console.table(formatRows(summary));
  for (const failure of failures) console.error(`FAILED ${failure}`);
  return failures.length === 0 ? 0 : 1;
};

process.exitCode = await main();
