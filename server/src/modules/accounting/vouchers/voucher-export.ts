import {
  VOUCHER_STATE_LABELS,
  VOUCHER_TYPE_LABELS,
  type VoucherState,
  type VoucherType,
} from '@backoffice/shared/accounting/voucher';
import type { VoucherFilters } from '@backoffice/shared/accounting/voucher.contract';
import { EXPORT_ROW_LIMIT, type ExportFormat } from '@backoffice/shared/http/export-format';
import { and, asc, eq } from 'drizzle-orm';
import { ledgersTable, voucherLines, vouchers } from '../../../db/schema/index.js';
import { toRupees } from '../../../entities/entity-values.js';
import { type TableSheet, tableFile } from '../../../exports/table-file.js';
import type { UserContext } from '../../../http/request-context.js';
import { voucherRights } from './voucher-access.js';
import { voucherCondition, voucherSort } from './voucher-list.js';

interface DayBookLine {
  date: string;
  voucherNo: string | null;
  type: VoucherType;
  status: VoucherState;
  ledger: string;
  side: 'Dr' | 'Cr';
  amount: number;
  narration: string | null;
}

/** The day book as an accountant reads it: one row per line, the debit and credit in their columns. */
const DAY_BOOK: TableSheet<DayBookLine> = {
  name: 'day-book',
  sheetName: 'Day book',
  columns: [
    { label: 'Date', kind: 'date', value: (line) => line.date },
    { label: 'Voucher no', kind: 'text', value: (line) => line.voucherNo ?? 'Draft' },
    { label: 'Type', kind: 'text', value: (line) => VOUCHER_TYPE_LABELS[line.type] },
    { label: 'Status', kind: 'text', value: (line) => VOUCHER_STATE_LABELS[line.status] },
    { label: 'Ledger', kind: 'text', value: (line) => line.ledger },
    { label: 'Dr', kind: 'money', value: (line) => (line.side === 'Dr' ? line.amount : null) },
    { label: 'Cr', kind: 'money', value: (line) => (line.side === 'Cr' ? line.amount : null) },
    { label: 'Narration', kind: 'text', value: (line) => line.narration },
  ],
};

/** GET /voucher/export: the day book under the list's filters and sort, as a file. */
export const voucherExportFile = async (
  ctx: UserContext,
  query: VoucherFilters & { format: ExportFormat },
) => {
  const { db } = ctx.deps;
  const rights = await voucherRights(ctx);
  const rows = await db
    .select({
      date: vouchers.voucherDate,
      voucherNo: vouchers.voucherNo,
      type: vouchers.voucherType,
      status: vouchers.status,
      ledger: ledgersTable.Name,
      side: voucherLines.side,
      amount: voucherLines.amount,
      lineNarration: voucherLines.narration,
      narration: vouchers.narration,
    })
    .from(vouchers)
    .innerJoin(
      voucherLines,
      and(eq(voucherLines.companyId, vouchers.companyId), eq(voucherLines.voucherId, vouchers.id)),
    )
    .innerJoin(
      ledgersTable,
      and(eq(ledgersTable.companyId, voucherLines.companyId), eq(ledgersTable.id, voucherLines.ledgerId)),
    )
    .where(await voucherCondition(db, ctx.companyId, query, rights))
    .orderBy(...voucherSort(query), asc(voucherLines.lineNo))
    .limit(EXPORT_ROW_LIMIT);
  return tableFile(
    DAY_BOOK,
    rows.map((row) => ({
      ...row,
      amount: toRupees(row.amount),
      narration: row.lineNarration ?? row.narration,
    })),
    { format: query.format, now: ctx.now },
  );
};
