import type { IrdOutboxRow } from '@backoffice/shared/accounting/ird-billing.contract';

/** A sales invoice the IRD refused with 102 after two attempts: what the screens' tests list. */
export const FAILED_ROW: IrdOutboxRow = {
  Id: 7,
  VoucherId: 51,
  Kind: 'bill',
  Status: 'failed',
  DocumentNo: 'SV-2083/84-000012',
  DocumentDate: '2026-11-20',
  RefInvoiceNo: null,
  BuyerName: 'Himal Traders',
  TotalSales: 1130,
  IsRealtime: true,
  Attempts: 2,
  NextAttemptAt: '2026-11-20T05:00:00.000Z',
  LastAttemptAt: '2026-11-20T04:58:00.000Z',
  LastAnswer: '102',
  LastMessage: 'The IRD could not save the bill; check the invoice’s fields, then resend.',
  SyncedAt: null,
  CreatedAt: '2026-11-20T04:00:00.000Z',
};
