import type { VoucherSide } from '@backoffice/shared/accounting/voucher';
import { fiscalYearOf } from '@backoffice/shared/calendar/fiscal-year';
import type { AccountingLedgerKey } from '@backoffice/shared/entities/accounting/accounting-setting.entity';
import {
  LEDGER_NATURES,
  type LedgerNature,
} from '@backoffice/shared/entities/accounting/ledger-group.entity';
import { type SQL, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Database } from '../../../db/database.js';
import { companyToday } from '../../orders/company-today.js';
import { readFiscalYearStartMonth } from '../../sales-common/company-calendar.js';

/**
 * The rule every balance of the books follows: a balance sheet ledger (asset, liability, equity)
 * counts every line in the books up to the day, an income or expense ledger only its fiscal year's,
 * each on top of its opening balance for that year. The earlier years' income and expense net
 * stands on the Profit & Loss A/c ledger, so the books still balance.
 */
export const BALANCE_SHEET_NATURES: readonly LedgerNature[] = ['asset', 'liability', 'equity'];

/** Whether a group's nature (an SQL column) is the balance sheet's. */
export const onBalanceSheet = (nature: SQL): SQL =>
  sql`${nature} = any(${sql.param([...BALANCE_SHEET_NATURES])}::text[])`;

export const isBalanceSheet = (nature: LedgerNature): boolean => BALANCE_SHEET_NATURES.includes(nature);

const NATURES: readonly LedgerNature[] = LEDGER_NATURES.map((nature) => nature.value);

/** A nature read from the database (the column holds only these). */
export const natureOf = (value: unknown): LedgerNature =>
  NATURES.find((nature) => nature === value) ?? 'asset';

const PROFIT_AND_LOSS_KEY: AccountingLedgerKey = 'PROFIT_AND_LOSS_LEDGER';

export interface BooksDay {
  asOn: string;
  /** The first day of the fiscal year asOn falls in. */
  yearStart: string;
  /** '2083/84'. */
  yearLabel: string;
}

export const booksDayOf = async (
  db: Database,
  companyId: number,
  asOn: string | undefined,
  now: Date,
  log: Logger,
): Promise<BooksDay> => {
  const day = asOn ?? (await companyToday(db, companyId, now));
  const year = fiscalYearOf(day, await readFiscalYearStartMonth(db, companyId, log));
  return { asOn: day, yearStart: year.firstDay, yearLabel: year.label };
};

/** Dr positive, Cr negative: how the queries add amounts on both sides. */
export const signedAmount = (side: SQL, amount: SQL): SQL =>
  sql`case when ${side} = 'Dr' then ${amount} else -${amount} end`;

/** Before any fiscal year: where a ledger with no opening balance starts counting its lines. */
export const BOOKS_BEGIN = '0001-01-01';

/**
 * Where ledger `ledger`'s balance as on the day starts: `opening` (signed paisa) and `since`, the
 * first day whose lines count on top of it. A balance sheet ledger starts from its latest opening
 * balance (that of the latest fiscal year begun by the day: closing a year writes one for each
 * ledger into the next) or, with none, from nothing and every line; an income or expense ledger
 * starts from its opening in the day's fiscal year record and that year's lines. Used as a lateral
 * subquery: `cross join lateral (${ledgerStartSql(...)}) start`.
 */
export const ledgerStartSql = (companyId: number, ledger: SQL, nature: SQL, day: BooksDay): SQL => sql`
  select
    case when ${onBalanceSheet(nature)} then coalesce(anchor.opening, 0) else coalesce(own_year.opening, 0) end
      as opening,
    case when ${onBalanceSheet(nature)} then coalesce(anchor.since, ${BOOKS_BEGIN}::date)
      else ${day.yearStart}::date end as since
  from (select 1) as one
  left join lateral (
    select ${signedAmount(sql`ob.side`, sql`ob.amount`)} as opening, fy.start_date as since
    from ledger_opening_balances ob
    join fiscal_years fy on fy.company_id = ob.company_id and fy.id = ob.fiscal_year_id
    where ob.company_id = ${companyId} and ob.ledger_id = ${ledger} and fy.start_date <= ${day.asOn}::date
    order by fy.start_date desc limit 1) anchor on true
  left join lateral (
    select ${signedAmount(sql`ob.side`, sql`ob.amount`)} as opening
    from ledger_opening_balances ob
    join fiscal_years fy on fy.company_id = ob.company_id and fy.id = ob.fiscal_year_id
    where ob.company_id = ${companyId} and ob.ledger_id = ${ledger}
      and fy.start_date <= ${day.asOn}::date and fy.end_date >= ${day.asOn}::date
    limit 1) own_year on true`;

/** The id of the ledger the earlier years' profit or loss stands on (null when the key names none). */
export const profitAndLossLedgerSql = (companyId: number): SQL =>
  sql`(select ledger_id from accounting_settings where company_id = ${companyId} and key = ${PROFIT_AND_LOSS_KEY})`;

/**
 * The first day whose income and expense still stand on the Profit & Loss A/c: the day after the
 * last closed fiscal year before the day's (a close carried that year's profit to capital).
 */
const carryStartSql = (companyId: number, day: BooksDay): SQL => sql`(
  select coalesce(max(fy.end_date) + 1, ${BOOKS_BEGIN}::date)
  from fiscal_year_closings c
  join fiscal_years fy on fy.company_id = c.company_id and fy.id = c.fiscal_year_id
  where c.company_id = ${companyId} and fy.end_date < ${day.yearStart}::date)`;

/**
 * The net (Dr positive) of the income and expense of the years before the day's that no close has
 * carried to capital (their lines and their years' opening balances): what the Profit & Loss A/c
 * ledger carries beside its own lines, so the books balance.
 */
export const earlierProfitAndLossSql = (companyId: number, day: BooksDay): SQL => sql`(
  with carry as (select ${carryStartSql(companyId, day)} as start)
  select (
    -- Summed per ledger before the ledgers are joined: a join first would probe the ledgers once
    -- per day row (the planner guesses few rows where there are thousands).
    select coalesce(sum(per_ledger.net), 0)
    from (
      select b.ledger_id, sum(b.debit - b.credit) as net
      from ledger_day_balances b
      where b.company_id = ${companyId} and b.day < ${day.yearStart}::date and b.day >= (select start from carry)
      group by b.ledger_id
    ) per_ledger
    join ledgers l on l.company_id = ${companyId} and l.id = per_ledger.ledger_id
    join ledger_groups g on g.company_id = l.company_id and g.id = l.group_id
    where not ${onBalanceSheet(sql`g.nature`)}
  ) + (
    select coalesce(sum(${signedAmount(sql`ob.side`, sql`ob.amount`)}), 0)
    from ledger_opening_balances ob
    join fiscal_years fy on fy.company_id = ob.company_id and fy.id = ob.fiscal_year_id
    join ledgers l on l.company_id = ob.company_id and l.id = ob.ledger_id
    join ledger_groups g on g.company_id = l.company_id and g.id = l.group_id
    where ob.company_id = ${companyId} and fy.start_date < ${day.yearStart}::date
      and fy.start_date >= (select start from carry) and not ${onBalanceSheet(sql`g.nature`)}
  ))`;

export interface Balance {
  Balance: number;
  BalanceSide: VoucherSide | null;
}

/** Signed paisa as rupees and the side they stand on (none when nil). */
export const toBalance = (paisa: number): Balance => ({
  Balance: Math.abs(paisa) / 100,
  BalanceSide: paisa > 0 ? 'Dr' : paisa < 0 ? 'Cr' : null,
});

type Row = Record<string, unknown>;
/** Raw rows of `db.execute`, alike under PGlite and node-postgres (bigints may come as text). */
export const rowsOf = (result: unknown): Row[] => (result as { rows: Row[] }).rows;
export const numberOf = (value: unknown): number =>
  value === null || value === undefined ? 0 : Number(value);
export const numberOrNull = (value: unknown): number | null =>
  value === null || value === undefined ? null : Number(value);
export const textOf = (value: unknown): string =>
  value === null || value === undefined ? '' : String(value);
export const textOrNull = (value: unknown): string | null =>
  value === null || value === undefined ? null : String(value);
