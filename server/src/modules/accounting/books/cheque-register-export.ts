import type { ChequeRegisterEntry } from '@backoffice/shared/accounting/books.contract';
import { VOUCHER_STATE_LABELS } from '@backoffice/shared/accounting/voucher';
import { EXPORT_ROW_LIMIT, type ExportFormat } from '@backoffice/shared/http/export-format';
import {
  CHEQUE_STATUS_LABELS,
  type ChequeStatus,
} from '@backoffice/shared/sales/collections/cheque-lifecycle';
import { type TableSheet, tableFile } from '../../../exports/table-file.js';
import type { UserContext } from '../../../http/request-context.js';
import { type ChequeFilters, readCheques } from './cheque-register.js';

const statusLabel = (entry: ChequeRegisterEntry): string =>
  entry.Direction === 'received'
    ? CHEQUE_STATUS_LABELS[entry.Status as ChequeStatus]
    : VOUCHER_STATE_LABELS[entry.Status as keyof typeof VOUCHER_STATE_LABELS];

const CHEQUE_REGISTER: TableSheet<ChequeRegisterEntry> = {
  name: 'cheque-register',
  sheetName: 'Cheque register',
  columns: [
    {
      label: 'Direction',
      kind: 'text',
      value: (row) => (row.Direction === 'received' ? 'Received' : 'Issued'),
    },
    { label: 'Cheque no', kind: 'text', value: (row) => row.ChequeNo },
    { label: 'Cheque date', kind: 'date', value: (row) => row.ChequeDate },
    { label: 'Party / ledger', kind: 'text', value: (row) => row.Counterparty },
    { label: 'Bank', kind: 'text', value: (row) => row.Bank },
    { label: 'Amount', kind: 'money', value: (row) => row.Amount },
    { label: 'Status', kind: 'text', value: statusLabel },
    { label: 'Receipt no', kind: 'text', value: (row) => row.ReceiptNo },
    { label: 'Voucher no', kind: 'text', value: (row) => row.VoucherNo },
  ],
};

/** GET /accounting/chequeregister/export: the register under its filters, as a file. */
export const chequeRegisterFile = async (ctx: UserContext, query: ChequeFilters & { format: ExportFormat }) =>
  tableFile(
    CHEQUE_REGISTER,
    await readCheques(ctx.deps.db, ctx.companyId, query, { limit: EXPORT_ROW_LIMIT, offset: 0 }),
    { format: query.format, now: ctx.now },
  );
