import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { PGlite } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { request } from 'undici';
import type { BenchRow } from './load-generator.js';
import { API, sampleRow } from './tracking-bench-kit.js';

interface SeededYear {
  firstDay: string;
  lastDay: string;
}

interface TrialBalanceAnswer {
  From: string;
  To: string;
  Ledgers: { Id: number; Debit: number; Credit: number }[];
  Totals: { Debit: number; Credit: number; ClosingDebit: number; ClosingCredit: number };
  OpeningDifference: number;
}
interface BalanceSheetAnswer {
  LiabilitiesTotal: number;
  AssetsTotal: number;
}

/** What the server answered, read while it runs and checked against the lines once it has stopped. */
export interface FinancialReportsRead {
  trial: TrialBalanceAnswer;
  sheet: BalanceSheetAnswer;
}

const trialPath = (seed: SeededYear) => `/accounting/trialbalance?From=${seed.firstDay}&To=${seed.lastDay}`;
const sheetPath = (seed: SeededYear) => `/accounting/balancesheet?To=${seed.lastDay}`;

/** The trial balance over the seeded year (every line) and the balance sheet as on its last day. */
export const financialReportCases = (seed: SeededYear): [string, string][] => [
  ['trial balance over the year', trialPath(seed)],
  ['balance sheet as on the last day', sheetPath(seed)],
];

const readData = async <T>(url: string, headers: Record<string, string>): Promise<T> => {
  const answer = await request(url, { headers });
  const payload = (await answer.body.json()) as { Data: T | null; Message?: string };
  if (answer.statusCode !== 200 || !payload.Data)
    throw new Error(`${url}: ${answer.statusCode} ${payload.Message}`);
  return payload.Data;
};

export const readFinancialReports = async (
  baseUrl: string,
  headers: Record<string, string>,
  seed: SeededYear,
): Promise<FinancialReportsRead> => ({
  trial: await readData<TrialBalanceAnswer>(`${baseUrl}${API}${trialPath(seed)}`, headers),
  sheet: await readData<BalanceSheetAnswer>(`${baseUrl}${API}${sheetPath(seed)}`, headers),
});

const READS = 15;
const paisa = (rupees: number) => Math.round(rupees * 100);

/**
 * The trial balance's debits and credits as a plain sum of every line over the year, timed with the
 * server stopped, and compared ledger by ledger with what the server answered from the per-day
 * balances; the server's totals must balance and the balance sheet's sides agree.
 */
export const compareFinancialReports = async (
  dataDir: string,
  companyId: number,
  read: FinancialReportsRead,
) => {
  const { trial, sheet } = read;
  const problems: string[] = [];
  if (paisa(trial.Totals.Debit) !== paisa(trial.Totals.Credit))
    problems.push('trial balance debits and credits differ');
  if (paisa(trial.Totals.ClosingDebit - trial.Totals.ClosingCredit) !== paisa(trial.OpeningDifference)) {
    problems.push('trial balance closings differ by more than the opening difference');
  }
  if (paisa(sheet.LiabilitiesTotal) !== paisa(sheet.AssetsTotal)) problems.push('balance sheet sides differ');
  const db = await PGlite.create({
    dataDir: join(dataDir, 'pglite'),
    extensions: { pg_trgm, btree_gin, btree_gist },
  });
  try {
    const plain = `select ledger_id, sum(case when side = 'Dr' then amount else 0 end)::text as dr,
        sum(case when side = 'Cr' then amount else 0 end)::text as cr
      from voucher_lines where company_id = $1 and in_books and voucher_date between $2 and $3
      group by ledger_id`;
    const times: number[] = [];
    let rows: { ledger_id: number; dr: string; cr: string }[] = [];
    for (let run = 0; run < READS; run += 1) {
      const started = performance.now();
      rows = (
        await db.query<{ ledger_id: number; dr: string; cr: string }>(plain, [
          companyId,
          trial.From,
          trial.To,
        ])
      ).rows;
      times.push(performance.now() - started);
    }
    const served = new Map(trial.Ledgers.map((ledger) => [ledger.Id, ledger]));
    for (const row of rows) {
      const ledger = served.get(row.ledger_id);
      if (!ledger || paisa(ledger.Debit) !== Number(row.dr) || paisa(ledger.Credit) !== Number(row.cr)) {
        problems.push(`ledger ${row.ledger_id}: the trial balance disagrees with its lines`);
      }
    }
    if (problems.length > 0) throw new Error(problems.join('; '));
    console.log(
      `trial balance over ${rows.length} ledgers agrees with the lines to the paisa; totals balance; balance sheet sides equal`,
    );
    return [
      sampleRow('trial balance figures over the year: plain sum of every line', times),
    ] satisfies BenchRow[];
  } finally {
    await db.close();
  }
};
