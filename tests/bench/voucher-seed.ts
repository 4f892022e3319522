import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

export interface VoucherSeed {
  vouchers: number;
  lines: number;
  firstDay: string;
  lastDay: string;
}

/**
 * Posted journal vouchers straight into the stopped server's database: two lines each, over the
 * company's ledgers, spread over the last `days` days. Written with the triggers off (replica
 * mode), as a restore would be, since the balance trigger checking a million lines one by one
 * would take longer than the benchmark; the lines balance by construction and a check query
 * proves it after.
 */
export const seedVouchers = async (
  dataDir: string,
  companyId: number,
  voucherCount: number,
  days: number,
): Promise<VoucherSeed> => {
  const db = await PGlite.create({
    dataDir: join(dataDir, 'pglite'),
    extensions: { pg_trgm, btree_gin, btree_gist },
  });
  try {
    await db.exec(`set session_replication_role = replica`);
    const ledgers = (
      await db.query<{ id: number }>(`select id from ledgers where company_id = $1 order by id`, [companyId])
    ).rows.map((row) => row.id);
    if (ledgers.length < 2) throw new Error('The company has no ledgers to post to');
    const [{ today } = { today: '' }] = (
      await db.query<{ today: string }>(`select to_char(current_date, 'YYYY-MM-DD') as today`)
    ).rows;
    const batch = 50_000;
    for (let start = 0; start < voucherCount; start += batch) {
      const size = Math.min(batch, voucherCount - start);
      await db.query(
        `with made as (
           insert into vouchers (company_id, voucher_type, voucher_no, voucher_date, fiscal_year, status,
             narration, total_amount, line_count, posted_at, source_key)
           select $1, 'journal', 'BENCH-' || (g + $2), current_date - ((g + $2) % $3), 2083, 'posted',
             'Benchmark voucher ' || (g + $2), 100 + ((g + $2) % 977) * 100, 2, now(), 'bench:' || (g + $2)
           from generate_series(1, $4) as g
           returning id, voucher_date, total_amount, source_key
         )
         insert into voucher_lines (company_id, voucher_id, line_no, ledger_id, side, amount, voucher_date, in_books)
         select $1, made.id, side.line_no,
           ($5::int[])[1 + ((substr(made.source_key, 7)::int * 7 + side.line_no) % array_length($5::int[], 1))],
           side.side, made.total_amount, made.voucher_date, true
         from made cross join (values (1, 'Dr'), (2, 'Cr')) as side(line_no, side)`,
        [companyId, start, days, size, ledgers],
      );
    }
    // The day balances a posting's trigger would have kept, for the lines written past it.
    await db.query(
      `insert into ledger_day_balances as b (company_id, ledger_id, day, debit, credit)
       select l.company_id, l.ledger_id, l.voucher_date,
         sum(case when l.side = 'Dr' then l.amount else 0 end), sum(case when l.side = 'Cr' then l.amount else 0 end)
       from voucher_lines l join vouchers v on v.company_id = l.company_id and v.id = l.voucher_id
       where l.company_id = $1 and v.source_key like 'bench:%'
       group by l.company_id, l.ledger_id, l.voucher_date
       on conflict (company_id, ledger_id, day) do update
         set debit = b.debit + excluded.debit, credit = b.credit + excluded.credit`,
      [companyId],
    );
    await db.exec(`set session_replication_role = origin`);
    await db.exec('analyze vouchers; analyze voucher_lines;');
    const [check] = (
      await db.query<{ vouchers: number; lines: number; unbalanced: number }>(
        `select count(distinct l.voucher_id)::int as vouchers, count(*)::int as lines,
           coalesce(sum(case when l.side = 'Dr' then l.amount else -l.amount end), 0)::int as unbalanced
         from voucher_lines l join vouchers v on v.company_id = l.company_id and v.id = l.voucher_id
         where l.company_id = $1 and v.source_key like 'bench:%'`,
        [companyId],
      )
    ).rows;
    if (!check) throw new Error('The seeded vouchers were not read back');
    if (check.unbalanced !== 0) throw new Error('The seeded vouchers do not balance');
    const firstDay = new Date(Date.parse(today) - (days - 1) * 86_400_000).toISOString().slice(0, 10);
    return { vouchers: check.vouchers, lines: check.lines, firstDay, lastDay: today };
  } finally {
    await db.close();
  }
};
