import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { request } from 'undici';
import { type StartOptions, startServer } from '../support/server-process.js';
import {
  type AttendanceSeed,
  BENCH_NAME_PREFIX,
  recountAttendance,
  seedAttendance,
  type Totals,
} from './attendance-seed.js';
import { type BenchRow, formatRows, runLoad } from './load-generator.js';
import { API, authHeaders, signInAs } from './tracking-bench-kit.js';

const COMPANY_ID = 1;
const PEOPLE = 500;
const DURATION_MS = 8_000;
const WARMUP_MS = 1_500;
const TARGET_P95_MS = 200;
/** The first start migrates and seeds the demo data: minutes on a busy machine. */
const START_TIMEOUT_MS = 600_000;

interface SheetAnswer {
  Data: {
    Days: unknown[];
    Items: { UserId: number; UserName: string; Totals: Totals }[];
    TotalCount: number;
  } | null;
}

/** Last month on the company's (Kathmandu) calendar: every day past, so none is 'not yet'. */
const lastMonth = (): { from: string; to: string } => {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kathmandu' }).format(new Date());
  const [year = 2026, month = 1] = today.split('-').map(Number);
  const first = new Date(Date.UTC(year, month - 2, 1));
  const last = new Date(Date.UTC(year, month - 1, 0));
  return { from: first.toISOString().slice(0, 10), to: last.toISOString().slice(0, 10) };
};

const TOTAL_KEYS: readonly (keyof Totals)[] = [
  'Present',
  'Late',
  'HalfDay',
  'Absent',
  'OnLeave',
  'Holiday',
  'WeeklyOff',
];

/** Every row's totals against the plain recount; the problems, or none. */
const compareTotals = (sheet: SheetAnswer['Data'], recount: Map<number, Totals>, seed: AttendanceSeed) => {
  const problems: string[] = [];
  const items = sheet?.Items ?? [];
  if (items.length !== seed.people) problems.push(`the page has ${items.length} rows, not ${seed.people}`);
  if (sheet?.Days.length !== seed.days)
    problems.push(`the sheet has ${sheet?.Days.length} days, not ${seed.days}`);
  for (const item of items) {
    const expected = recount.get(item.UserId);
    if (!expected) {
      problems.push(`${item.UserName} is not a seeded person`);
      continue;
    }
    for (const key of TOTAL_KEYS) {
      if (item.Totals[key] !== expected[key])
        problems.push(`${item.UserName} ${key}: sheet ${item.Totals[key]}, recount ${expected[key]}`);
    }
  }
  return problems;
};

/**
 * The attendance sheet of 500 people over a month, one request at a time (the target is a latency):
 * 500 members with a month of attendance rows, leaves and holidays, the sheet of all of them on one
 * page (searched by the name they share, so the demo's own people stay off it), and today's figures.
 * The sheet's totals must equal a plain SQL recount of the seed.
 */
export const benchAttendance = async (entry: StartOptions['entry'] = 'built'): Promise<BenchRow[]> => {
  const dataDir = await mkdtemp(join(tmpdir(), 'backoffice-bench-attendance-'));
  const month = lastMonth();
  try {
    // First start: migrations and demo data; then the people and their days go in while it is down.
    await (await startServer({ dataDir, entry, startTimeoutMs: START_TIMEOUT_MS })).stop();
    console.log(`inserting ${PEOPLE} people with ${month.from} to ${month.to} ...`);
    const seed = await seedAttendance(dataDir, COMPANY_ID, PEOPLE, month);
    console.log(
      `${seed.attendances.toLocaleString('en-IN')} attendance rows, ${seed.leaves} leaves, ${seed.holidays} holidays`,
    );
    const rows: BenchRow[] = [];
    let sheet: SheetAnswer['Data'] = null;
    const server = await startServer({ dataDir, entry, startTimeoutMs: START_TIMEOUT_MS });
    try {
      const headers = authHeaders(await signInAs(server.baseUrl, 'admin', 'Admin@123'));
      const sheetUrl = `${server.baseUrl}${API}/attendance/sheet?fromDate=${month.from}&toDate=${month.to}&pageSize=${PEOPLE}&query=${encodeURIComponent(BENCH_NAME_PREFIX)}`;
      const answer = await request(sheetUrl, { headers });
      sheet = ((await answer.body.json()) as SheetAnswer).Data;
      for (const [what, url] of [
        [`attendance sheet, ${PEOPLE} people x ${seed.days} days`, sheetUrl],
        ["today's attendance", `${server.baseUrl}${API}/attendance/today`],
      ] as const) {
        console.log(`measuring ${what} ...`);
        rows.push({
          what,
          ...(await runLoad({ url, headers, concurrency: 1, durationMs: DURATION_MS, warmupMs: WARMUP_MS })),
        });
      }
    } finally {
      await server.stop();
    }
    console.log(`\nAttendance sheet on ${PEOPLE} people, ${DURATION_MS / 1000} s each`);
    console.table(formatRows(rows));
    const sheetP95 = rows[0]?.p95Ms ?? Number.NaN;
    console.log(`sheet p95: ${sheetP95.toFixed(1)} ms (target <= ${TARGET_P95_MS} ms)`);
    const problems = compareTotals(sheet, await recountAttendance(dataDir, COMPANY_ID, month), seed);
    if (problems.length > 0)
      throw new Error(`The sheet disagrees with the recount: ${problems.slice(0, 5).join('; ')}`);
    console.log(`every one of the ${PEOPLE} rows' totals equals the plain recount`);
    return rows;
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
};
