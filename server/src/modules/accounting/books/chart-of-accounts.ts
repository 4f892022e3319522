import type { ChartOfAccounts } from '@backoffice/shared/accounting/books.contract';
import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/database.js';
import {
  type BooksDay,
  natureOf,
  numberOf,
  numberOrNull,
  rowsOf,
  textOf,
  toBalance,
} from './books-balance.js';
import { closingOf, readLedgerPeriodSums } from './ledger-period-sums.js';

type ChartGroup = ChartOfAccounts['Groups'][number];
type ChartLedger = ChartOfAccounts['Ledgers'][number];

/** Paisa sums of one ledger or group, before they become rupees. */
interface Sums {
  opening: number;
  debit: number;
  credit: number;
}

const readGroups = (db: Database, companyId: number) =>
  db.execute(sql`
    select id, name, parent_id, nature, is_system from ledger_groups
    where company_id = ${companyId}
    -- Tally's order for its own groups (the balance sheet's, then profit and loss), as they were made;
    -- a company's own groups after them by name.
    order by is_system desc, case when is_system then id end, lower(name), id`);

const rupees = (paisa: number) => paisa / 100;

/** GET /accounting/chartofaccounts: the group tree, the ledgers and their balances as on the day. */
export const loadChartOfAccounts = async (
  db: Database,
  companyId: number,
  day: BooksDay,
  includeInactive: boolean,
): Promise<ChartOfAccounts> => {
  // The year so far: brought forward at its first day, then its debits and credits to the day.
  const [ledgerRows, groupRows] = await Promise.all([
    readLedgerPeriodSums(db, companyId, { from: { ...day, asOn: day.yearStart }, to: day.asOn }),
    readGroups(db, companyId).then(rowsOf),
  ]);
  const parentOf = new Map(groupRows.map((row) => [numberOf(row.id), numberOrNull(row.parent_id)]));
  const groupSums = new Map<number, Sums>(
    groupRows.map((row) => [numberOf(row.id), { opening: 0, debit: 0, credit: 0 }]),
  );
  const ledgers: ChartLedger[] = [];
  let debitTotal = 0;
  let creditTotal = 0;
  let openingDifference = 0;
  for (const sums of ledgerRows) {
    const closing = closingOf(sums);
    if (closing > 0) debitTotal += closing;
    else creditTotal -= closing;
    openingDifference += sums.opening;
    // Every ledger counts in its groups and the totals, shown or not, so the figures always add up.
    const seen = new Set<number>();
    for (let group: number | null = sums.groupId; group !== null && !seen.has(group); ) {
      seen.add(group);
      const total = groupSums.get(group);
      if (total) {
        total.opening += sums.opening;
        total.debit += sums.debit;
        total.credit += sums.credit;
      }
      group = parentOf.get(group) ?? null;
    }
    if (!includeInactive && !sums.isActive) continue;
    ledgers.push({
      Id: sums.ledgerId,
      Name: sums.name,
      GroupId: sums.groupId,
      IsActive: sums.isActive,
      PartyId: sums.partyId,
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
