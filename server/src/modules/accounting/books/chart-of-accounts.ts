import type { ChartOfAccounts } from '@backoffice/shared/accounting/books.contract';
import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/database.js';
import {
  type BooksDay,
  isBalanceSheet,
  natureOf,
  numberOf,
  numberOrNull,
  profitAndLossLedgerSql,
  rowsOf,
  signedAmount,
  textOf,
  toBalance,
} from './books-balance.js';

type ChartGroup = ChartOfAccounts['Groups'][number];
type ChartLedger = ChartOfAccounts['Ledgers'][number];

/** Paisa sums of one ledger or group, before they become rupees. */
interface Sums {
  opening: number;
  debit: number;
  credit: number;
}

/**
 * Every ledger with its opening, debits and credits as on the day, in one statement: one aggregate
 * over the per-day balances the database keeps (grouped by ledger, split at the fiscal year's first day),
 * one over the opening balances of the fiscal year record covering the day, joined to the ledgers.
 */
const readLedgerSums = (db: Database, companyId: number, day: BooksDay) =>
  db.execute(sql`
    with sums as (
      select b.ledger_id,
        sum(b.debit) filter (where b.day >= ${day.yearStart}::date) as year_dr,
        sum(b.credit) filter (where b.day >= ${day.yearStart}::date) as year_cr,
        sum(b.debit) filter (where b.day < ${day.yearStart}::date) as early_dr,
        sum(b.credit) filter (where b.day < ${day.yearStart}::date) as early_cr
      from ledger_day_balances b
      where b.company_id = ${companyId} and b.day <= ${day.asOn}::date
      group by b.ledger_id
    ),
    openings as (
      select ob.ledger_id, sum(${signedAmount(sql`ob.side`, sql`ob.amount`)}) as opening
      from ledger_opening_balances ob
      join fiscal_years fy on fy.company_id = ob.company_id and fy.id = ob.fiscal_year_id
      where ob.company_id = ${companyId}
        and fy.start_date <= ${day.asOn}::date and fy.end_date >= ${day.asOn}::date
      group by ob.ledger_id
    )
    select l.id, l.name, l.group_id, l.is_active, l.party_id, g.nature, o.opening,
      s.year_dr, s.year_cr, s.early_dr, s.early_cr,
      l.id = ${profitAndLossLedgerSql(companyId)} as is_profit_and_loss
    from ledgers l
    join ledger_groups g on g.company_id = l.company_id and g.id = l.group_id
    left join sums s on s.ledger_id = l.id
    left join openings o on o.ledger_id = l.id
    where l.company_id = ${companyId}
    order by lower(l.name), l.id`);

const readGroups = (db: Database, companyId: number) =>
  db.execute(sql`
    select id, name, parent_id, nature, is_system from ledger_groups
    where company_id = ${companyId}
    -- Tally's order for its own groups (the balance sheet's, then profit and loss), as they were made;
    -- a company's own groups after them by name.
    order by is_system desc, case when is_system then id end, lower(name), id`);

/** The net (Dr positive) of the income and expense lines before the fiscal year: what P&L carries. */
const earlierProfitAndLoss = (rows: readonly Record<string, unknown>[]): number =>
  rows
    .filter((row) => !isBalanceSheet(natureOf(row.nature)))
    .reduce((net, row) => net + numberOf(row.early_dr) - numberOf(row.early_cr), 0);

/** A ledger's sums under the rule of its nature; the P&L ledger also carries the earlier years' net. */
const ledgerSums = (row: Record<string, unknown>, carried: number): Sums => {
  const balanceSheet = isBalanceSheet(natureOf(row.nature));
  let debit = numberOf(row.year_dr) + (balanceSheet ? numberOf(row.early_dr) : 0);
  let credit = numberOf(row.year_cr) + (balanceSheet ? numberOf(row.early_cr) : 0);
  if (row.is_profit_and_loss === true) {
    if (carried > 0) debit += carried;
    else credit -= carried;
  }
  return { opening: numberOf(row.opening), debit, credit };
};

const rupees = (paisa: number) => paisa / 100;
const closingOf = (sums: Sums) => sums.opening + sums.debit - sums.credit;

/** GET /accounting/chartofaccounts: the group tree, the ledgers and their balances as on the day. */
export const loadChartOfAccounts = async (
  db: Database,
  companyId: number,
  day: BooksDay,
  includeInactive: boolean,
): Promise<ChartOfAccounts> => {
  const [ledgerRows, groupRows] = await Promise.all([
    readLedgerSums(db, companyId, day).then(rowsOf),
    readGroups(db, companyId).then(rowsOf),
  ]);
  const parentOf = new Map(groupRows.map((row) => [numberOf(row.id), numberOrNull(row.parent_id)]));
  const groupSums = new Map<number, Sums>(
    groupRows.map((row) => [numberOf(row.id), { opening: 0, debit: 0, credit: 0 }]),
  );
  const carried = earlierProfitAndLoss(ledgerRows);
  const ledgers: ChartLedger[] = [];
  let debitTotal = 0;
  let creditTotal = 0;
  let openingDifference = 0;
  for (const row of ledgerRows) {
    const sums = ledgerSums(row, carried);
    const closing = closingOf(sums);
    if (closing > 0) debitTotal += closing;
    else creditTotal -= closing;
    openingDifference += sums.opening;
    // Every ledger counts in its groups and the totals, shown or not, so the figures always add up.
    const seen = new Set<number>();
    for (let group: number | null = numberOf(row.group_id); group !== null && !seen.has(group); ) {
      seen.add(group);
      const total = groupSums.get(group);
      if (total) {
        total.opening += sums.opening;
        total.debit += sums.debit;
        total.credit += sums.credit;
      }
      group = parentOf.get(group) ?? null;
    }
    if (!includeInactive && row.is_active !== true) continue;
    ledgers.push({
      Id: numberOf(row.id),
      Name: textOf(row.name),
      GroupId: numberOf(row.group_id),
      IsActive: row.is_active === true,
      PartyId: numberOrNull(row.party_id),
      Opening: rupees(sums.opening),
      Debit: rupees(sums.debit),
      Credit: rupees(sums.credit),
      ...toBalance(closing),
    });
  }
  const groups: ChartGroup[] = groupRows.map((row) => {
    const sums = groupSums.get(numberOf(row.id)) ?? { opening: 0, debit: 0, credit: 0 };
    return {
      Id: numberOf(row.id),
      Name: textOf(row.name),
      ParentId: numberOrNull(row.parent_id),
      Nature: natureOf(row.nature),
      IsSystem: row.is_system === true,
      Debit: rupees(sums.debit),
      Credit: rupees(sums.credit),
      ...toBalance(closingOf(sums)),
    };
  });
  return {
    AsOn: day.asOn,
    FiscalYear: day.yearLabel,
    Groups: groups,
    Ledgers: ledgers,
    DebitTotal: rupees(debitTotal),
    CreditTotal: rupees(creditTotal),
    OpeningDifference: rupees(openingDifference),
  };
};
