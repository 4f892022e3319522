import type {
  CashBankBook,
  GeneralLedgerLine,
  generalLedgerExportQuery,
} from '@backoffice/shared/accounting/ledger-reports.contract';
import { VOUCHER_TYPE_LABELS } from '@backoffice/shared/accounting/voucher';
import { EXPORT_ROW_LIMIT } from '@backoffice/shared/http/export-format';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { type TableSheet, tableFile } from '../../../exports/table-file.js';
import type { UserContext } from '../../../http/request-context.js';
import { type Balance, rowsOf, textOf } from '../books/books-balance.js';
import { ledgerHeading, readWholeLedger, resolveLedgerRange } from './general-ledger.js';

/** A row of the file: a line, or the opening or closing balance around them. */
interface LedgerFileRow {
  date: string | null;
  voucherNo: string | null;
  type: string | null;
  particulars: string;
  narration: string | null;
  chequeNo: string | null;
  debit: number | null;
  credit: number | null;
  balance: number;
  side: string | null;
}

/** A cash or bank book calls its debits receipts and its credits payments. */
const sheetOf = (book: CashBankBook | null): TableSheet<LedgerFileRow> => ({
  name: book === null ? 'general-ledger' : `${book}-book`,
  sheetName: book === 'cash' ? 'Cash book' : book === 'bank' ? 'Bank book' : 'General ledger',
  columns: [
    { label: 'Date', kind: 'date', value: (row) => row.date },
    { label: 'Voucher no', kind: 'text', value: (row) => row.voucherNo },
    { label: 'Type', kind: 'text', value: (row) => row.type },
    { label: 'Particulars', kind: 'text', value: (row) => row.particulars },
    { label: 'Narration', kind: 'text', value: (row) => row.narration },
    { label: 'Cheque no', kind: 'text', value: (row) => row.chequeNo },
    { label: book === null ? 'Debit' : 'Receipts', kind: 'money', value: (row) => row.debit },
    { label: book === null ? 'Credit' : 'Payments', kind: 'money', value: (row) => row.credit },
    { label: 'Balance', kind: 'money', value: (row) => row.balance },
    { label: 'Dr/Cr', kind: 'text', value: (row) => row.side },
  ],
});

const lineRow = (line: GeneralLedgerLine): LedgerFileRow => ({
  date: line.VoucherDate,
  voucherNo: line.VoucherNo,
  type: VOUCHER_TYPE_LABELS[line.VoucherType],
  particulars: line.Particulars,
  narration: line.Narration,
  chequeNo: line.ChequeNo,
  debit: line.Debit || null,
  credit: line.Credit || null,
  balance: line.RunningBalance,
  side: line.RunningSide,
});

/** The opening or closing balance as a row, with the period's totals on the closing one. */
const balanceRow = (
  date: string,
  particulars: string,
  totals: { TotalDebit: number; TotalCredit: number } | null,
  balance: Balance,
): LedgerFileRow => ({
  date,
  voucherNo: null,
  type: null,
  particulars,
  narration: null,
  chequeNo: null,
  debit: totals?.TotalDebit ?? null,
  credit: totals?.TotalCredit ?? null,
  balance: balance.Balance,
  side: balance.BalanceSide,
});

const nameOf = async (ctx: UserContext, table: 'branches' | 'cost_centers', id: number | undefined) =>
  id === undefined
    ? null
    : textOf(
        rowsOf(
          await ctx.deps.db.execute(
            sql`select name from ${sql.identifier(table)} where company_id = ${ctx.companyId} and id = ${id}`,
          ),
        )[0]?.name,
      );

/**
 * GET /accounting/generalledger/export: the whole range with the opening balance first, the
 * running balance on every line, and the totals and closing balance last.
 */
export const generalLedgerFile = async (
  ctx: UserContext,
  query: z.infer<typeof generalLedgerExportQuery>,
) => {
  const range = await resolveLedgerRange(ctx, query);
  const heading = ledgerHeading(range);
  const lines = await readWholeLedger(ctx, range, EXPORT_ROW_LIMIT);
  const rows: LedgerFileRow[] = [
    balanceRow(range.from, 'Opening balance', null, heading.Opening),
    ...lines.map(lineRow),
    balanceRow(range.to, 'Closing balance (totals of the period)', heading, heading.Closing),
  ];
  const [branch, costCenter] = await Promise.all([
    nameOf(ctx, 'branches', query.BranchId),
    nameOf(ctx, 'cost_centers', query.CostCenterId),
  ]);
  const sheet = sheetOf(range.book);
  return tableFile(sheet, rows, {
    format: query.format,
    now: ctx.now,
    title: `${sheet.sheetName}: ${range.name}`,
    headingLines: [
      `${range.groupName} · from ${range.from} to ${range.to}`,
      ...(branch === null ? [] : [`Branch: ${branch}`]),
      ...(costCenter === null ? [] : [`Cost center: ${costCenter}`]),
    ],
  });
};
