import type {
  TrialBalance,
  TrialGroup,
  TrialLedger,
} from '@backoffice/shared/accounting/financial-reports.contract';
import type { Database } from '../../../db/database.js';
import { toBalance } from '../books/books-balance.js';
import { type GroupSums, groupsHolding, readLedgerGroups, rollUpGroups } from '../books/group-rollup.js';
import { closingOf, readLedgerPeriodSums } from '../books/ledger-period-sums.js';
import { periodFields, type ReportPeriod } from './report-period.js';

const rupees = (paisa: number) => paisa / 100;

/** Opening and closing as an amount and its side, the period's sums as they are. */
const figuresOf = (sums: GroupSums) => {
  const opening = toBalance(sums.opening);
  const closing = toBalance(closingOf(sums));
  return {
    Opening: opening.Balance,
    OpeningSide: opening.BalanceSide,
    Debit: rupees(sums.debit),
    Credit: rupees(sums.credit),
    Closing: closing.Balance,
    ClosingSide: closing.BalanceSide,
  };
};

const isZero = (sums: GroupSums) => sums.opening === 0 && sums.debit === 0 && sums.credit === 0;

/**
 * GET /accounting/trialbalance: every ledger's opening, debits, credits and closing over the
 * range under the group tree, each group the sum of what is under it. The totals add every
 * ledger, shown or not (a zero row adds nothing), so they balance whenever the books do.
 */
export const loadTrialBalance = async (
  db: Database,
  companyId: number,
  report: ReportPeriod,
  showZero: boolean,
): Promise<TrialBalance> => {
  const [ledgerRows, groupRows] = await Promise.all([
    readLedgerPeriodSums(db, companyId, report.period, report.scope),
    readLedgerGroups(db, companyId),
  ]);
  const groupSums = rollUpGroups(groupRows, ledgerRows);
  const totals = {
    openingDebit: 0,
    openingCredit: 0,
    debit: 0,
    credit: 0,
    closingDebit: 0,
    closingCredit: 0,
  };
  const ledgers: TrialLedger[] = [];
  for (const sums of ledgerRows) {
    const closing = closingOf(sums);
    if (sums.opening > 0) totals.openingDebit += sums.opening;
    else totals.openingCredit -= sums.opening;
    totals.debit += sums.debit;
    totals.credit += sums.credit;
    if (closing > 0) totals.closingDebit += closing;
    else totals.closingCredit -= closing;
    if (!showZero && isZero(sums)) continue;
    ledgers.push({
      Id: sums.ledgerId,
      Name: sums.name,
      GroupId: sums.groupId,
      IsActive: sums.isActive,
      ...figuresOf(sums),
    });
  }
  // A group shows when it holds a ledger that shows.
  const shown = groupsHolding(
    groupRows,
    ledgers.map((ledger) => ledger.GroupId),
  );
  const groups: TrialGroup[] = [];
  for (const group of groupRows) {
    const sums = groupSums.get(group.id) ?? { opening: 0, debit: 0, credit: 0 };
    if (!showZero && !shown.has(group.id)) continue;
    groups.push({
      Id: group.id,
      Name: group.name,
      ParentId: group.parentId,
      Nature: group.nature,
      ...figuresOf(sums),
    });
  }
  return {
    ...periodFields(report),
    Groups: groups,
    Ledgers: ledgers,
    Totals: {
      OpeningDebit: rupees(totals.openingDebit),
      OpeningCredit: rupees(totals.openingCredit),
      Debit: rupees(totals.debit),
      Credit: rupees(totals.credit),
      ClosingDebit: rupees(totals.closingDebit),
      ClosingCredit: rupees(totals.closingCredit),
    },
    OpeningDifference: rupees(totals.openingDebit - totals.openingCredit),
  };
};
