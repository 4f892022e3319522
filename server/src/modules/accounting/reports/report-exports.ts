import {
  BALANCE_SHEET_TITLES,
  differenceOn,
  grossLabel,
  INDIRECT_PARTS,
  netLabel,
  partRoots,
  sideRoots,
  TRADING_PARTS,
} from '@backoffice/shared/accounting/financial-report-layout';
import type {
  BalanceSheet,
  ProfitAndLoss,
  TrialBalance,
} from '@backoffice/shared/accounting/financial-reports.contract';
import { BALANCE_SHEET_SIDES } from '@backoffice/shared/accounting/financial-reports.contract';
import { indented, reportTreeRows } from '@backoffice/shared/accounting/report-tree';
import type { ExportFormat } from '@backoffice/shared/http/export-format';
import { type TableColumn, tableFile } from '../../../exports/table-file.js';

interface Request {
  format: ExportFormat;
  now: Date;
  showLedgers: boolean;
}

/** One row of a report's file: Particulars indented by level, the figures by column. */
interface ReportLine {
  particulars: string;
  figures: Readonly<Record<string, number | null>>;
}

const line = (level: number, name: string, figures: ReportLine['figures'] = {}): ReportLine => ({
  particulars: indented(level, name),
  figures,
});

const columnsOf = (labels: readonly string[]): TableColumn<ReportLine>[] => [
  { label: 'Particulars', kind: 'text', value: (row) => row.particulars },
  ...labels.map(
    (label): TableColumn<ReportLine> => ({
      label,
      kind: 'money',
      value: (row) => row.figures[label] ?? null,
    }),
  ),
];

const drCr = (amount: number, side: 'Dr' | 'Cr' | null, prefix: string) => ({
  [`${prefix} Dr`]: side === 'Dr' ? amount : null,
  [`${prefix} Cr`]: side === 'Cr' ? amount : null,
});

const TRIAL_COLUMNS = ['Opening Dr', 'Opening Cr', 'Debit', 'Credit', 'Closing Dr', 'Closing Cr'];

const trialFigures = (row: TrialBalance['Groups'][number] | TrialBalance['Ledgers'][number]) => ({
  ...drCr(row.Opening, row.OpeningSide, 'Opening'),
  Debit: row.Debit,
  Credit: row.Credit,
  ...drCr(row.Closing, row.ClosingSide, 'Closing'),
});

/** GET /accounting/trialbalance/export. */
export const trialBalanceFile = (report: TrialBalance, request: Request) => {
  const rows = reportTreeRows(report.Groups, report.Ledgers, {
    open: 'all',
    showLedgers: request.showLedgers,
  });
  const lines = rows.map((row) =>
    row.kind === 'group'
      ? line(row.level, row.group.Name, trialFigures(row.group))
      : line(row.level, row.ledger.Name, trialFigures(row.ledger)),
  );
  if (report.OpeningDifference !== 0) {
    const difference = Math.abs(report.OpeningDifference);
    lines.push(
      line(
        1,
        'Difference in opening balances',
        report.OpeningDifference > 0 ? { 'Opening Cr': difference } : { 'Opening Dr': difference },
      ),
    );
  }
  const { Totals } = report;
  lines.push(
    line(1, 'Total', {
      'Opening Dr': Totals.OpeningDebit,
      'Opening Cr': Totals.OpeningCredit,
      Debit: Totals.Debit,
      Credit: Totals.Credit,
      'Closing Dr': Totals.ClosingDebit,
      'Closing Cr': Totals.ClosingCredit,
    }),
  );
  return tableFile(
    { name: 'trial-balance', sheetName: 'Trial balance', columns: columnsOf(TRIAL_COLUMNS) },
    lines,
    request,
  );
};

/** GET /accounting/profitandloss/export: the trading account, the gross profit, the rest, the net profit. */
export const profitAndLossFile = (report: ProfitAndLoss, request: Request) => {
  const compared = report.PreviousFrom !== null;
  const labels = compared ? ['Amount', 'Previous period'] : ['Amount'];
  const figures = (row: { Amount: number; Previous: number | null }): ReportLine['figures'] =>
    compared ? { Amount: row.Amount, 'Previous period': row.Previous } : { Amount: row.Amount };
  const lines: ReportLine[] = [];
  const part = (parts: typeof TRADING_PARTS) => {
    for (const each of parts) {
      lines.push(line(1, each.title));
      const rows = reportTreeRows(report.Groups, report.Ledgers, {
        open: 'all',
        showLedgers: request.showLedgers,
        roots: partRoots(report, each),
      });
      for (const row of rows) {
        const item = row.kind === 'group' ? row.group : row.ledger;
        lines.push(line(row.level + 1, item.Name, figures(item)));
      }
    }
  };
  part(TRADING_PARTS);
  lines.push(line(1, grossLabel(report.GrossProfit.Amount), figures(report.GrossProfit)));
  part(INDIRECT_PARTS);
  lines.push(line(1, netLabel(report.NetProfit.Amount), figures(report.NetProfit)));
  return tableFile(
    { name: 'profit-and-loss', sheetName: 'Profit and loss', columns: columnsOf(labels) },
    lines,
    request,
  );
};

/** GET /accounting/balancesheet/export: liabilities and capital, then assets, each with its total. */
export const balanceSheetFile = (sheet: BalanceSheet, request: Request) => {
  const lines: ReportLine[] = [];
  for (const side of BALANCE_SHEET_SIDES) {
    lines.push(line(1, BALANCE_SHEET_TITLES[side]));
    const rows = reportTreeRows(sheet.Groups, sheet.Ledgers, {
      open: 'all',
      showLedgers: request.showLedgers,
      roots: sideRoots(sheet, side),
    });
    for (const row of rows) {
      const item = row.kind === 'group' ? row.group : row.ledger;
      lines.push(line(row.level + 1, item.Name, { Amount: item.Amount }));
    }
    if (side === 'liabilities' && sheet.ProfitAndLoss.LedgerId === null) {
      lines.push(line(2, 'Profit & Loss A/c', { Amount: sheet.ProfitAndLoss.Amount }));
    }
    const difference = differenceOn(sheet, side);
    if (difference !== 0) lines.push(line(2, 'Difference in opening balances', { Amount: difference }));
    lines.push(
      line(1, 'Total', { Amount: side === 'liabilities' ? sheet.LiabilitiesTotal : sheet.AssetsTotal }),
    );
  }
  return tableFile(
    { name: 'balance-sheet', sheetName: 'Balance sheet', columns: columnsOf(['Amount']) },
    lines,
    request,
  );
};
