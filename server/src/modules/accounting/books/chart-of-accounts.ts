import type { ChartOfAccounts } from '@backoffice/shared/accounting/books.contract';
import type { Database } from '../../../db/database.js';
import { type BooksDay, toBalance } from './books-balance.js';
import { readLedgerGroups, rollUpGroups } from './group-rollup.js';
import { closingOf, readLedgerPeriodSums } from './ledger-period-sums.js';

type ChartGroup = ChartOfAccounts['Groups'][number];
type ChartLedger = ChartOfAccounts['Ledgers'][number];

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
    readLedgerGroups(db, companyId),
  ]);
  // Every ledger counts in its groups and the totals, shown or not, so the figures always add up.
  const groupSums = rollUpGroups(groupRows, ledgerRows);
  const ledgers: ChartLedger[] = [];
  let debitTotal = 0;
  let creditTotal = 0;
  let openingDifference = 0;
  for (const sums of ledgerRows) {
    const closing = closingOf(sums);
    if (closing > 0) debitTotal += closing;
    else creditTotal -= closing;
    openingDifference += sums.opening;
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
    const sums = groupSums.get(row.id) ?? { opening: 0, debit: 0, credit: 0 };
    return {
      Id: row.id,
      Name: row.name,
      ParentId: row.parentId,
      Nature: row.nature,
      IsSystem: row.isSystem,
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
