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

/**
 * The signed opening balance of ledger `ledger` (an SQL column) for the fiscal year record that
 * covers the day: the year the company keeps, which a user may have shaped by hand.
 */
export const openingOf = (companyId: number, ledger: SQL, day: BooksDay): SQL => sql`coalesce((
  select ${signedAmount(sql`ob.side`, sql`ob.amount`)}
  from ledger_opening_balances ob
  join fiscal_years fy on fy.company_id = ob.company_id and fy.id = ob.fiscal_year_id
  where ob.company_id = ${companyId} and ob.ledger_id = ${ledger}
    and fy.start_date <= ${day.asOn}::date and fy.end_date >= ${day.asOn}::date
  limit 1), 0)`;

/** The id of the ledger the earlier years' profit or loss stands on (null when the key names none). */
export const profitAndLossLedgerSql = (companyId: number): SQL =>
  sql`(select ledger_id from accounting_settings where company_id = ${companyId} and key = ${PROFIT_AND_LOSS_KEY})`;

/**
 * The net (Dr positive) of every income and expense line in the books before the fiscal year:
 * what the Profit & Loss A/c ledger carries beside its own lines.
 */
export const earlierProfitAndLossSql = (companyId: number, day: BooksDay): SQL => sql`(
  select coalesce(sum(b.debit - b.credit), 0)
  from ledger_day_balances b
  join ledgers l on l.company_id = b.company_id and l.id = b.ledger_id
  join ledger_groups g on g.company_id = l.company_id and g.id = l.group_id
  where b.company_id = ${companyId} and b.day < ${day.yearStart}::date
    and not ${onBalanceSheet(sql`g.nature`)})`;

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
