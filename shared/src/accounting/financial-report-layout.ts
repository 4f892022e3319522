/** How the profit and loss account and the balance sheet are laid out, on screen and in a file. */
import type {
  BalanceSheet,
  BalanceSheetSide,
  ProfitAndLoss,
  ProfitAndLossStage,
} from './financial-reports.contract.js';
import { topGroups } from './report-tree.js';

export interface ProfitAndLossPart {
  title: string;
  stage: ProfitAndLossStage;
  nature: 'income' | 'expense';
}

/** Tally's order: the trading account's incomes and expenses, the gross profit, then the rest, the net profit. */
export const TRADING_PARTS: readonly ProfitAndLossPart[] = [
  { title: 'Sales and direct incomes', stage: 'trading', nature: 'income' },
  { title: 'Purchases and direct expenses', stage: 'trading', nature: 'expense' },
];
export const INDIRECT_PARTS: readonly ProfitAndLossPart[] = [
  { title: 'Indirect incomes', stage: 'indirect', nature: 'income' },
  { title: 'Indirect expenses', stage: 'indirect', nature: 'expense' },
];

/** The groups a part of the account starts from. */
export const partRoots = (report: Pick<ProfitAndLoss, 'Groups'>, part: ProfitAndLossPart): number[] =>
  topGroups(report.Groups.filter((group) => group.Stage === part.stage && group.Nature === part.nature)).map(
    (group) => group.Id,
  );

export const grossLabel = (amount: number) => (amount < 0 ? 'Gross loss' : 'Gross profit');
export const netLabel = (amount: number) => (amount < 0 ? 'Net loss' : 'Net profit');

export const BALANCE_SHEET_TITLES: Readonly<Record<BalanceSheetSide, string>> = {
  liabilities: 'Liabilities and capital',
  assets: 'Assets',
};

/** The groups a side of the sheet starts from. */
export const sideRoots = (sheet: Pick<BalanceSheet, 'Groups'>, side: BalanceSheetSide): number[] =>
  topGroups(sheet.Groups.filter((group) => group.Side === side)).map((group) => group.Id);

/** The opening difference as the side it balances shows it (nil on the other side). */
export const differenceOn = (
  sheet: Pick<BalanceSheet, 'OpeningDifference'>,
  side: BalanceSheetSide,
): number =>
  side === 'liabilities' ? Math.max(sheet.OpeningDifference, 0) : Math.max(-sheet.OpeningDifference, 0);
