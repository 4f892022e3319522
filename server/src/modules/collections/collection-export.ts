import { EXPORT_ROW_LIMIT } from '@backoffice/shared/http/export-format';
import {
  CHEQUE_STATUS_LABELS,
  PAYMENT_METHOD_LABELS,
} from '@backoffice/shared/sales/collections/cheque-lifecycle';
import type {
  PaymentExportQuery,
  PaymentSummary,
} from '@backoffice/shared/sales/collections/collection.contract';
import { and } from 'drizzle-orm';
import { type TableSheet, tableFile } from '../../exports/table-file.js';
import type { UserContext } from '../../http/request-context.js';
import { fieldScopeOf } from '../sales-common/field-scope.js';
import { paymentCondition, paymentSort } from './collection-list.js';
import { collectionScopeCondition, selectCollections, toPaymentSummary } from './collection-record.js';

/** The payment list's export: file and sheet names, the list screen's columns (cheque no and status apart). */
const PAYMENT_EXPORT: TableSheet<PaymentSummary> = {
  name: 'payments',
  sheetName: 'Payments',
  columns: [
    { label: 'Receipt no', kind: 'text', value: (payment) => payment.ReceiptNo },
    { label: 'Date', kind: 'date', value: (payment) => payment.PaymentDate },
    { label: 'Party', kind: 'text', value: (payment) => payment.PartyName },
    { label: 'Method', kind: 'text', value: (payment) => PAYMENT_METHOD_LABELS[payment.Method] },
    { label: 'Cheque', kind: 'text', value: (payment) => payment.ChequeNo },
    {
      label: 'Cheque status',
      kind: 'text',
      value: (payment) => (payment.ChequeStatus ? CHEQUE_STATUS_LABELS[payment.ChequeStatus] : null),
    },
    { label: 'Amount', kind: 'money', value: (payment) => payment.Amount },
  ],
};

/** GET /payment/export: the payment list the caller may see under its filters and sort, as a file. */
export const collectionExportFile = async (ctx: UserContext, query: PaymentExportQuery) => {
  const { db } = ctx.deps;
  const rows = await selectCollections(db)
    .where(and(paymentCondition(db, ctx.companyId, query), collectionScopeCondition(await fieldScopeOf(ctx))))
    .orderBy(...paymentSort(query))
    .limit(EXPORT_ROW_LIMIT);
  return tableFile(
    PAYMENT_EXPORT,
    rows.map((row) => toPaymentSummary(row, { edit: false, delete: false })),
    { format: query.format, now: ctx.now },
  );
};
