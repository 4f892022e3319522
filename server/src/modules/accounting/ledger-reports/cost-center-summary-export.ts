import type { costCenterSummaryExportQuery } from '@backoffice/shared/accounting/ledger-reports.contract';
import type { z } from 'zod';
import { type TableSheet, tableFile } from '../../../exports/table-file.js';
import type { UserContext } from '../../../http/request-context.js';
import { loadCostCenterSummary } from './cost-center-summary.js';

/** A cost center's ledger, or its total ('Total' in the ledger column), as a row of the file. */
interface CostCenterFileRow {
  costCenter: string;
  ledger: string;
  income: number | null;
  expense: number | null;
  net: number | null;
}

const COST_CENTER_SHEET: TableSheet<CostCenterFileRow> = {
  name: 'cost-center-summary',
  sheetName: 'Cost center summary',
  columns: [
    { label: 'Cost center', kind: 'text', value: (row) => row.costCenter },
    { label: 'Ledger', kind: 'text', value: (row) => row.ledger },
    { label: 'Income', kind: 'money', value: (row) => row.income },
    { label: 'Expense', kind: 'money', value: (row) => row.expense },
    { label: 'Net', kind: 'money', value: (row) => row.net },
  ],
};

/** GET /accounting/costcentersummary/export: each cost center's ledgers, then its total. */
export const costCenterSummaryFile = async (
  ctx: UserContext,
  query: z.infer<typeof costCenterSummaryExportQuery>,
) => {
  const summary = await loadCostCenterSummary(ctx, query);
  const rows: CostCenterFileRow[] = summary.Rows.flatMap((row) => [
    ...row.Ledgers.map((ledger) => ({
      costCenter: row.Name,
      ledger: ledger.Name,
      income: ledger.Nature === 'income' ? ledger.Amount : null,
      expense: ledger.Nature === 'expense' ? ledger.Amount : null,
      net: null,
    })),
    { costCenter: row.Name, ledger: 'Total', income: row.Income, expense: row.Expense, net: row.Net },
  ]);
  rows.push({
    costCenter: 'All',
    ledger: 'Total',
    income: summary.Income,
    expense: summary.Expense,
    net: summary.Net,
  });
  return tableFile(COST_CENTER_SHEET, rows, {
    format: query.format,
    now: ctx.now,
    title: 'Cost center summary',
    headingLines: [`From ${summary.FromDate} to ${summary.ToDate}`],
  });
};
