import type { LedgerNature } from '@backoffice/shared/entities/accounting/ledger-group.entity';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../../db/database.js';
import {
  BOOKS_BEGIN,
  type BooksDay,
  earlierProfitAndLossSql,
  ledgerStartSql,
  natureOf,
  numberOf,
  numberOrNull,
  onBalanceSheet,
  profitAndLossLedgerSql,
  rowsOf,
  textOf,
} from './books-balance.js';

/** A part of the company whose books a report reads: the lines of one branch or one cost center. */
export interface BooksScope {
  branchId?: number | undefined;
  costCenterId?: number | undefined;
}

export interface BooksPeriod {
  /** First day (AD) of the period; its fiscal year decides where the opening balances start. */
  from: BooksDay;
  /** Last day (AD) of the period. */
  to: string;
}

/** A ledger's figures over a period, in signed paisa (Dr positive). */
export interface LedgerPeriodSums {
  ledgerId: number;
  name: string;
  groupId: number;
  nature: LedgerNature;
  isActive: boolean;
  partyId: number | null;
  isProfitAndLoss: boolean;
  /** The balance brought into the period: what stood before its first day. */
  opening: number;
  debit: number;
  credit: number;
}

export const closingOf = (sums: Pick<LedgerPeriodSums, 'opening' | 'debit' | 'credit'>): number =>
  sums.opening + sums.debit - sums.credit;

const isScoped = (scope: BooksScope): boolean =>
  scope.branchId !== undefined || scope.costCenterId !== undefined;

/**
 * The day-by-day sums a report adds up: the per-day balances the database keeps for the whole
 * company, or for a branch or cost center its lines summed on the spot (the per-day balances are
 * kept per ledger only).
 */
const dailySums = (companyId: number, scope: BooksScope, to: string, ledgerId?: number): SQL => {
  const oneLedger = (column: SQL): SQL => (ledgerId === undefined ? sql`` : sql`and ${column} = ${ledgerId}`);
  return isScoped(scope)
    ? sql`(
        select vl.ledger_id, vl.voucher_date as day,
          sum(case when vl.side = 'Dr' then vl.amount else 0 end) as debit,
          sum(case when vl.side = 'Cr' then vl.amount else 0 end) as credit
        from voucher_lines vl
        where vl.company_id = ${companyId} and vl.in_books and vl.voucher_date <= ${to}::date
          ${oneLedger(sql`vl.ledger_id`)}
          ${scope.branchId === undefined ? sql`` : sql`and vl.branch_id = ${scope.branchId}`}
          ${scope.costCenterId === undefined ? sql`` : sql`and vl.cost_center_id = ${scope.costCenterId}`}
        group by vl.ledger_id, vl.voucher_date)`
    : sql`(select ledger_id, day, debit, credit from ledger_day_balances
        where company_id = ${companyId} and day <= ${to}::date ${oneLedger(sql`ledger_id`)})`;
};

/**
 * The earlier years' profit the Profit & Loss A/c carries into the period. A branch or cost
 * center has no opening balances of its own (they are the company's), so its part is its income
 * and expense lines before the year.
 */
const carriedSql = (companyId: number, scope: BooksScope, from: BooksDay): SQL =>
  isScoped(scope)
    ? sql`(
        select coalesce(sum(d.debit - d.credit), 0)
        from ${dailySums(companyId, scope, from.yearStart)} d
        join ledgers l on l.company_id = ${companyId} and l.id = d.ledger_id
        join ledger_groups g on g.company_id = l.company_id and g.id = l.group_id
        where d.day < ${from.yearStart}::date and not ${onBalanceSheet(sql`g.nature`)})`
    : earlierProfitAndLossSql(companyId, from);

/**
 * Every ledger of the company with its opening (as the books stand before the period's first day,
 * under the balance rule of books-balance.ts), its debits and its credits in the period, in one
 * statement: one aggregate over the per-day balances, split at each ledger's start and at the
 * period's first day. The earlier years' profit is added to the Profit & Loss A/c's opening, so
 * the openings of the whole company add up to nil when the books balance.
 *
 * A period across fiscal years keeps its income and expense running from its first day (closing
 * = opening + debits − credits), where the rule at the last day would start them again.
 */
export const readLedgerPeriodSums = async (
  db: Database,
  companyId: number,
  period: BooksPeriod,
  scope: BooksScope = {},
  /** Only this ledger (a general ledger reads its own figures, not the whole chart's). */
  ledgerId?: number,
): Promise<LedgerPeriodSums[]> => {
  const from = period.from.asOn;
  const scoped = isScoped(scope);
  const result = await db.execute(sql`
    with starts as (
      select l.id, l.name, l.group_id, l.is_active, l.party_id, g.nature,
        ${scoped ? sql`0` : sql`start.opening`} as opening,
        ${
          scoped
            ? sql`case when ${onBalanceSheet(sql`g.nature`)} then ${BOOKS_BEGIN}::date else ${period.from.yearStart}::date end`
            : sql`start.since`
        } as since
      from ledgers l
      join ledger_groups g on g.company_id = l.company_id and g.id = l.group_id
      ${scoped ? sql`` : sql`cross join lateral (${ledgerStartSql(companyId, sql`l.id`, sql`g.nature`, period.from)}) start`}
      where l.company_id = ${companyId} ${ledgerId === undefined ? sql`` : sql`and l.id = ${ledgerId}`}
    ),
    sums as (
      select d.ledger_id,
        sum(d.debit - d.credit) filter (where d.day >= s.since and d.day < ${from}::date) as before,
        sum(d.debit) filter (where d.day >= ${from}::date) as debit,
        sum(d.credit) filter (where d.day >= ${from}::date) as credit
      from ${dailySums(companyId, scope, period.to, ledgerId)} d
      join starts s on s.id = d.ledger_id
      group by d.ledger_id
    )
    select s.*, sums.before, sums.debit, sums.credit,
      s.id = ${profitAndLossLedgerSql(companyId)} as is_profit_and_loss,
      case when s.id = ${profitAndLossLedgerSql(companyId)} then ${carriedSql(companyId, scope, period.from)}
        else 0 end as carried
    from starts s
    left join sums on sums.ledger_id = s.id
    order by lower(s.name), s.id`);
  return rowsOf(result).map((row) => ({
    ledgerId: numberOf(row.id),
    name: textOf(row.name),
    groupId: numberOf(row.group_id),
    nature: natureOf(row.nature),
    isActive: row.is_active === true,
    partyId: numberOrNull(row.party_id),
    isProfitAndLoss: row.is_profit_and_loss === true,
    opening: numberOf(row.opening) + numberOf(row.before) + numberOf(row.carried),
    debit: numberOf(row.debit),
    credit: numberOf(row.credit),
  }));
};
