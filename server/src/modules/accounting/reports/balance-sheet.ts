import type {
  BalanceSheet,
  BalanceSheetGroup,
  BalanceSheetSide,
} from '@backoffice/shared/accounting/financial-reports.contract';
import type { LedgerNature } from '@backoffice/shared/entities/accounting/ledger-group.entity';
import type { Database } from '../../../db/database.js';
import { isBalanceSheet } from '../books/books-balance.js';
import { groupsHolding, readLedgerGroups, rollUpGroups } from '../books/group-rollup.js';
import { closingOf, readLedgerPeriodSums } from '../books/ledger-period-sums.js';
import { periodFields, type ReportPeriod } from './report-period.js';

const rupees = (paisa: number) => paisa / 100;

const sideOf = (nature: LedgerNature): BalanceSheetSide => (nature === 'asset' ? 'assets' : 'liabilities');

/** An asset's debit balance, a liability's or capital's credit balance: positive on its side. */
const onItsSide = (side: BalanceSheetSide, closing: number) => (side === 'assets' ? closing : -closing);

/**
 * GET /accounting/balancesheet: every balance sheet ledger's closing as on To (the year from its
 * first day, brought forward from before), under its groups, liabilities and capital against
 * assets. The year's profit to To (every income and expense ledger's closing) is added to the
 * Profit & Loss A/c, which already carries the earlier years', so both sides are equal but for a
 * difference in the opening balances, which the short side shows.
 */
export const loadBalanceSheet = async (
  db: Database,
  companyId: number,
  report: ReportPeriod,
  showZero: boolean,
): Promise<BalanceSheet> => {
  const [ledgerRows, groupRows] = await Promise.all([
    readLedgerPeriodSums(db, companyId, report.period, report.scope),
    readLedgerGroups(db, companyId),
  ]);
  let openingDifference = 0;
  let profit = 0;
  for (const ledger of ledgerRows) {
    openingDifference += ledger.opening;
    if (!isBalanceSheet(ledger.nature)) profit -= closingOf(ledger);
  }
  const profitLedger = ledgerRows.find((ledger) => ledger.isProfitAndLoss && isBalanceSheet(ledger.nature));
  // The sheet's ledgers with their closing (Dr positive); the Profit & Loss A/c's takes the year's profit.
  const sheetLedgers = ledgerRows
    .filter((ledger) => isBalanceSheet(ledger.nature))
    .map((ledger) => ({
      ...ledger,
      closing: closingOf(ledger) - (ledger === profitLedger ? profit : 0),
      isProfitAndLoss: ledger === profitLedger,
    }));
  // The roll-up adds openings: each ledger's closing goes in as its opening, so groups sum closings.
  const groupSums = rollUpGroups(
    groupRows,
    sheetLedgers.map((ledger) => ({ groupId: ledger.groupId, opening: ledger.closing, debit: 0, credit: 0 })),
  );
  const totals = { liabilities: profitLedger ? 0 : profit, assets: 0 };
  const ledgers: BalanceSheet['Ledgers'] = [];
  for (const ledger of sheetLedgers) {
    const side = sideOf(ledger.nature);
    totals[side] += onItsSide(side, ledger.closing);
    const idle = ledger.closing === 0 && ledger.debit === 0 && ledger.credit === 0 && ledger.opening === 0;
    if (!showZero && idle && !ledger.isProfitAndLoss) continue;
    ledgers.push({
      Id: ledger.ledgerId,
      Name: ledger.name,
      GroupId: ledger.groupId,
      Amount: rupees(onItsSide(side, ledger.closing)),
      IsProfitAndLoss: ledger.isProfitAndLoss,
    });
  }
  const shown = groupsHolding(
    groupRows,
    ledgers.map((ledger) => ledger.GroupId),
  );
  const groups: BalanceSheetGroup[] = [];
  for (const group of groupRows) {
    if (!isBalanceSheet(group.nature) || (!showZero && !shown.has(group.id))) continue;
    const side = sideOf(group.nature);
    groups.push({
      Id: group.id,
      Name: group.name,
      ParentId: group.parentId,
      Nature: group.nature,
      Side: side,
      Amount: rupees(onItsSide(side, groupSums.get(group.id)?.opening ?? 0)),
    });
  }
  const profitOpening = profitLedger ? -profitLedger.opening : 0;
  return {
    ...periodFields(report),
    Groups: groups,
    Ledgers: ledgers,
    ProfitAndLoss: {
      LedgerId: profitLedger?.ledgerId ?? null,
      Opening: rupees(profitOpening),
      CurrentPeriod: rupees(profit),
      Amount: rupees(profitLedger ? profit - closingOf(profitLedger) : profit),
    },
    OpeningDifference: rupees(openingDifference),
    LiabilitiesTotal: rupees(totals.liabilities + Math.max(openingDifference, 0)),
    AssetsTotal: rupees(totals.assets + Math.max(-openingDifference, 0)),
  };
};
