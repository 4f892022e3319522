import type {
  ReconciliationStatement,
  UnclearedItem,
} from '@backoffice/shared/accounting/bank-reconciliation.contract';
import type { ExportFormat } from '@backoffice/shared/http/export-format';
import { type TableSheet, tableFile } from '../../../exports/table-file.js';
import type { UserContext } from '../../../http/request-context.js';
import { loadReconciliationStatement } from './reconciliation-statement.js';

/** One row of the exported statement: a heading or total (no voucher), or an uncleared item. */
interface StatementRow {
  particulars: string;
  date?: string | null;
  voucherNo?: string | null;
  chequeNo?: string | null;
  amount: number | null;
}

const RECONCILIATION: TableSheet<StatementRow> = {
  name: 'bank-reconciliation',
  sheetName: 'Bank reconciliation',
  columns: [
    { label: 'Particulars', kind: 'text', value: (row) => row.particulars },
    { label: 'Date', kind: 'date', value: (row) => row.date ?? null },
    { label: 'Voucher no', kind: 'text', value: (row) => row.voucherNo ?? null },
    { label: 'Cheque no', kind: 'text', value: (row) => row.chequeNo ?? null },
    { label: 'Amount', kind: 'money', value: (row) => row.amount },
  ],
};

const itemRow = (item: UnclearedItem): StatementRow => ({
  particulars: `  ${item.Particulars}`,
  date: item.Date,
  voucherNo: item.VoucherNo,
  chequeNo: item.ChequeNo,
  amount: item.Amount,
});

/** The statement laid out as an accountant reads it, top to bottom. */
export const statementRows = (statement: ReconciliationStatement): StatementRow[] => [
  {
    particulars: `${statement.BankName} — ${statement.AccountName} (${statement.AccountNumber}) as on ${statement.AsOn}`,
    amount: null,
  },
  { particulars: 'Balance as per books', amount: statement.BooksBalance },
  { particulars: 'Less: deposits not yet credited by the bank', amount: statement.UnclearedDepositsTotal },
  ...statement.UnclearedDeposits.map(itemRow),
  { particulars: 'Add: cheques issued not yet presented', amount: statement.UnclearedPaymentsTotal },
  ...statement.UnclearedPayments.map(itemRow),
  { particulars: 'Balance as per bank', amount: statement.BankBalance },
  ...(statement.StatementBalance === null
    ? []
    : [
        {
          particulars: 'Balance on the bank statement',
          date: statement.StatementBalanceDate,
          amount: statement.StatementBalance,
        },
        { particulars: 'Difference', amount: statement.Difference },
      ]),
];

/** GET /bankreconciliation/statement/export: the statement as a file. */
export const reconciliationFile = async (
  ctx: UserContext,
  query: { BankAccountId: number; AsOn: string; format: ExportFormat },
) =>
  tableFile(RECONCILIATION, statementRows(await loadReconciliationStatement(ctx, query)), {
    format: query.format,
    now: ctx.now,
  });
