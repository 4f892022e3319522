import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { PGlite } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { request } from 'undici';
import { type StartOptions, startServer } from '../support/server-process.js';
import {
  compareFinancialReports,
  type FinancialReportsRead,
  financialReportCases,
  readFinancialReports,
} from './financial-reports-bench.js';
import { type BenchRow, formatRows, runLoad } from './load-generator.js';
import { API, authHeaders, sampleRow, signInAs } from './tracking-bench-kit.js';
import { seedVouchers } from './voucher-seed.js';

const COMPANY_ID = 1;
const POSTING_CLIENTS = 50;
const POSTING_MS = 8_000;
const READ_MS = 6_000;
const WARMUP_MS = 1_000;
/** 500,000 two-line vouchers: the day book over 1,000,000 lines. */
const SEEDED_VOUCHERS = 500_000;
const SEEDED_DAYS = 365;
const POSTING_NARRATION = 'Benchmark posting';

const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kathmandu' }).format(new Date());

const ledgerIds = async (baseUrl: string, headers: Record<string, string>): Promise<number[]> => {
  const answer = await request(`${baseUrl}${API}/ledger/list?pageSize=50`, { headers });
  const payload = (await answer.body.json()) as {
    Data: { Items: { Id: number; IsActive?: boolean }[] } | null;
  };
  const ids = (payload.Data?.Items ?? []).map((item) => item.Id);
  if (ids.length < 2) throw new Error('The demo company has no ledgers to post to');
  return ids;
};

/**
 * The posted journal vouchers of the benchmark: numbered 1..n in their fiscal year without a gap
 * or a repeat, and balanced, whatever the 50 clients raced for. Read with the server stopped.
 */
const checkPosted = async (dataDir: string, expected: number): Promise<string> => {
  const db = await PGlite.create({
    dataDir: join(dataDir, 'pglite'),
    extensions: { pg_trgm, btree_gin, btree_gist },
  });
  try {
    const years = (
      await db.query<{ fiscal_year: number; count: number; distinct_numbers: number; max_serial: number }>(
        `select fiscal_year, count(*)::int as count, count(distinct voucher_no)::int as distinct_numbers,
           max(split_part(voucher_no, '-', 3)::int)::int as max_serial
         from vouchers where company_id = $1 and voucher_type = 'journal' and status <> 'draft'
         group by fiscal_year`,
        [COMPANY_ID],
      )
    ).rows;
    const [row] = (
      await db.query<{ count: number; unbalanced: number }>(
        `select (select count(*)::int from vouchers where company_id = $1 and narration = $2) as count,
           (select count(*)::int from (
              select l.voucher_id from voucher_lines l where l.company_id = $1
              group by l.voucher_id
              having sum(case when l.side = 'Dr' then l.amount else -l.amount end) <> 0) as u) as unbalanced`,
        [COMPANY_ID, POSTING_NARRATION],
      )
    ).rows;
    if (!row) throw new Error('No vouchers were read back');
    const problems = [
      row.count < expected ? `${row.count} journal vouchers posted, ${expected} answered 200` : '',
      ...years.map((year) =>
        year.distinct_numbers !== year.count || year.max_serial !== year.count
          ? `fiscal year ${year.fiscal_year}: ${year.count} journals numbered up to ${year.max_serial} (${year.distinct_numbers} distinct)`
          : '',
      ),
      row.unbalanced !== 0 ? `${row.unbalanced} vouchers do not balance` : '',
    ].filter(Boolean);
    if (problems.length > 0) throw new Error(problems.join('; '));
    return `${row.count} benchmark journals in the books; journals numbered 1..n per fiscal year without a gap or repeat; every voucher balanced`;
  } finally {
    await db.close();
  }
};

const BALANCE_READS = 15;

/**
 * Every ledger's debits and credits over the year two ways, with the server stopped: the plain sum
 * of every line, and the per-day balances the postings keep. Both are timed in one run and must
 * agree to the paisa, so the gain is shown, not assumed.
 */
const compareBalanceReads = async (dataDir: string, from: string, to: string): Promise<BenchRow[]> => {
  const db = await PGlite.create({
    dataDir: join(dataDir, 'pglite'),
    extensions: { pg_trgm, btree_gin, btree_gist },
  });
  try {
    const plain = `select ledger_id, sum(case when side = 'Dr' then amount else 0 end)::text as dr,
        sum(case when side = 'Cr' then amount else 0 end)::text as cr
      from voucher_lines where company_id = $1 and in_books and voucher_date between $2 and $3
      group by ledger_id order by ledger_id`;
    const kept = `select ledger_id, sum(debit)::text as dr, sum(credit)::text as cr
      from ledger_day_balances where company_id = $1 and day between $2 and $3
      group by ledger_id order by ledger_id`;
    const timed = async (query: string) => {
      const times: number[] = [];
      let answer = '';
      for (let run = 0; run < BALANCE_READS; run += 1) {
        const started = performance.now();
        const result = await db.query(query, [COMPANY_ID, from, to]);
        times.push(performance.now() - started);
        answer = JSON.stringify(result.rows);
      }
      return { times, answer };
    };
    const slow = await timed(plain);
    const fast = await timed(kept);
    if (slow.answer !== fast.answer) throw new Error('The per-day balances disagree with the lines summed');
    return [
      sampleRow('every ledger over the year: plain sum of the lines', slow.times),
      sampleRow('every ledger over the year: the per-day balances', fast.times),
    ];
  } finally {
    await db.close();
  }
};

/**
 * The general ledger of a busy ledger over the seeded year, 100 lines a page, through the server:
 * the first page, the last (Before=end) and the one before it (Before=its cursor), whose running
 * balances start from the sum of every earlier line of the year.
 */
const benchGeneralLedger = async (
  baseUrl: string,
  headers: Record<string, string>,
  ledger: number,
  seed: { firstDay: string; lastDay: string },
): Promise<BenchRow[]> => {
  const path = `/accounting/generalledger?LedgerId=${ledger}&FromDate=${seed.firstDay}&ToDate=${seed.lastDay}&pageSize=100`;
  const last = await request(`${baseUrl}${API}${path}&Before=end`, { headers });
  const payload = (await last.body.json()) as { Data: { PrevCursor: string | null } | null };
  const rows: BenchRow[] = [];
  for (const [what, page] of [
    ['first page', ''],
    ['last page', '&Before=end'],
    ['the page before the last', `&Before=${payload.Data?.PrevCursor ?? 'end'}`],
  ] as const) {
    console.log(`measuring the general ledger, ${what} ...`);
    rows.push({
      what: `general ledger of one ledger over the year, ${what} of 100`,
      ...(await runLoad({
        url: `${baseUrl}${API}${path}${page}`,
        headers,
        concurrency: 1,
        durationMs: READ_MS,
        warmupMs: WARMUP_MS,
      })),
    });
  }
  return rows;
};

/**
 * The balance before the busiest ledger's last page two ways, with the server stopped: the plain
 * sum of every earlier line of the year, and the per-day balances of the earlier days plus the
 * page's first day's earlier lines. Both must agree to the paisa.
 */
const compareRunningBalanceReads = async (dataDir: string, from: string, to: string): Promise<BenchRow[]> => {
  const db = await PGlite.create({
    dataDir: join(dataDir, 'pglite'),
    extensions: { pg_trgm, btree_gin, btree_gist },
  });
  try {
    const [busiest] = (
      await db.query<{ ledger_id: number }>(
        `select ledger_id from voucher_lines where company_id = $1 group by ledger_id order by count(*) desc limit 1`,
        [COMPANY_ID],
      )
    ).rows;
    const ledger = busiest?.ledger_id ?? 0;
    const range = `company_id = $1 and ledger_id = $2 and in_books and voucher_date between $3 and $4`;
    const [key] = (
      await db.query<{ day: string; voucher_id: number; line_no: number }>(
        `select to_char(voucher_date, 'YYYY-MM-DD') as day, voucher_id, line_no from voucher_lines
         where ${range} order by voucher_date desc, voucher_id desc, line_no desc limit 1 offset 99`,
        [COMPANY_ID, ledger, from, to],
      )
    ).rows;
    if (!key) throw new Error('The ledger has fewer than 100 lines');
    const signed = `coalesce(sum(case when side = 'Dr' then amount else -amount end), 0)::text`;
    const before = `(voucher_date, voucher_id, line_no) < ($5::date, $6, $7)`;
    const plain = `select ${signed} as sum from voucher_lines where ${range} and ${before}`;
    const kept = `select ((select coalesce(sum(debit - credit), 0) from ledger_day_balances
        where company_id = $1 and ledger_id = $2 and day >= $3 and day < $5::date)
      + (select coalesce(sum(case when side = 'Dr' then amount else -amount end), 0) from voucher_lines
        where ${range} and voucher_date = $5::date and ${before}))::text as sum`;
    const parameters = [COMPANY_ID, ledger, from, to, key.day, key.voucher_id, key.line_no];
    const timed = async (query: string) => {
      const times: number[] = [];
      let answer = '';
      for (let run = 0; run < BALANCE_READS; run += 1) {
        const started = performance.now();
        const result = await db.query(query, parameters);
        times.push(performance.now() - started);
        answer = JSON.stringify(result.rows);
      }
      return { times, answer };
    };
    const slow = await timed(plain);
    const fast = await timed(kept);
    if (slow.answer !== fast.answer) throw new Error('The running balance disagrees between the two reads');
    return [
      sampleRow("balance before the ledger's last page: plain sum of every earlier line", slow.times),
      sampleRow("balance before the ledger's last page: per-day balances and the day's lines", fast.times),
    ];
  } finally {
    await db.close();
  }
};

/**
 * Posting vouchers with 50 clients at once (each request a balanced journal saved and posted,
 * numbered under the fiscal year's counter), then the day book over 1,000,000 voucher lines.
 */
export const benchVouchers = async (entry: StartOptions['entry'] = 'built'): Promise<BenchRow[]> => {
  const dataDir = await mkdtemp(join(tmpdir(), 'backoffice-bench-vouchers-'));
  const rows: BenchRow[] = [];
  try {
    let server = await startServer({ dataDir, entry });
    try {
      const headers = authHeaders(await signInAs(server.baseUrl, 'admin', 'Admin@123'));
      const [debit, credit] = await ledgerIds(server.baseUrl, headers);
      const body = JSON.stringify({
        VoucherType: 'journal',
        VoucherDate: today(),
        Narration: POSTING_NARRATION,
        Post: true,
        Lines: [
          { LedgerId: debit, Side: 'Dr', Amount: '1250.75' },
          { LedgerId: credit, Side: 'Cr', Amount: '1250.75' },
        ],
      });
      console.log(`posting journal vouchers with ${POSTING_CLIENTS} clients ...`);
      const result = await runLoad({
        url: `${server.baseUrl}${API}/voucher/save`,
        method: 'POST',
        headers: { ...headers, 'Content-Type': 'application/json' },
        body,
        concurrency: POSTING_CLIENTS,
        durationMs: POSTING_MS,
        warmupMs: WARMUP_MS,
      });
      rows.push({ what: `post a voucher, ${POSTING_CLIENTS} clients (vouchers/s)`, ...result });
    } finally {
      await server.stop();
    }
    // Warm-up requests posted too: everything that answered 200 must be in the books once.
    console.log(await checkPosted(dataDir, rows[0]?.requests ?? 0));

    console.log(`inserting ${SEEDED_VOUCHERS.toLocaleString('en-IN')} vouchers ...`);
    const seed = await seedVouchers(dataDir, COMPANY_ID, SEEDED_VOUCHERS, SEEDED_DAYS);
    console.log(
      `${seed.lines.toLocaleString('en-IN')} voucher lines from ${seed.firstDay} to ${seed.lastDay}`,
    );
    let reports: FinancialReportsRead | undefined;
    server = await startServer({ dataDir, entry });
    try {
      const headers = authHeaders(await signInAs(server.baseUrl, 'admin', 'Admin@123'));
      const [ledger] = await ledgerIds(server.baseUrl, headers);
      const monthStart = `${seed.lastDay.slice(0, 8)}01`;
      const dayBook = '/voucher/list?pageSize=20';
      const cases: [string, string][] = [
        ['day book, first page of 20', dayBook],
        ['day book, one day', `${dayBook}&FromDate=${seed.lastDay}&ToDate=${seed.lastDay}`],
        ['day book, this month', `${dayBook}&FromDate=${monthStart}&ToDate=${seed.lastDay}`],
        ['day book, one ledger', `${dayBook}&LedgerId=${ledger}`],
        ['day book, page 500', `${dayBook}&pageNo=500`],
        ['day book, search a number', `${dayBook}&query=BENCH-4242`],
        ['chart of accounts with balances', '/accounting/chartofaccounts'],
        ['ledger picker, "Ca" typed', '/voucher/ledgers?query=Ca'],
        ...financialReportCases(seed),
      ];
      reports = await readFinancialReports(server.baseUrl, headers, seed);
      rows.push(...(await benchGeneralLedger(server.baseUrl, headers, ledger ?? 0, seed)));
      for (const [what, path] of cases) {
        console.log(`measuring ${what} ...`);
        rows.push({
          what: `${what} (1,000,000 lines)`,
          ...(await runLoad({
            url: `${server.baseUrl}${API}${path}`,
            headers,
            concurrency: 1,
            durationMs: READ_MS,
            warmupMs: WARMUP_MS,
          })),
        });
      }
    } finally {
      await server.stop();
    }
    rows.push(...(await compareBalanceReads(dataDir, seed.firstDay, seed.lastDay)));
    if (reports) rows.push(...(await compareFinancialReports(dataDir, COMPANY_ID, reports)));
    rows.push(...(await compareRunningBalanceReads(dataDir, seed.firstDay, seed.lastDay)));
    console.log('\nVouchers: posting with 50 clients, and the day book over 1,000,000 lines');
    console.table(formatRows(rows));
    return rows;
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
};
