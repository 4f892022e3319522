import type { PaymentDetail } from '@backoffice/shared/sales/collections/collection.contract';

/** What the server answers for a cash payment of Rs 1,500 from Everest Traders. */
export const CASH_PAYMENT: PaymentDetail = {
  Id: 34,
  ReceiptNo: 'RC-2026-000034',
  PaymentDate: '2026-11-27',
  PartyId: 11,
  PartyName: 'Everest Traders',
  Method: 'cash',
  Amount: 1500,
  ChequeNo: null,
  ChequeBank: null,
  ChequeDate: null,
  ChequeStatus: null,
  Cleared: true,
  BounceCharge: 0,
  CreatedAt: '2026-11-27T06:00:00.000Z',
  AllowedActions: [],
  CanDelete: true,
  ReferenceNo: null,
  BounceReason: null,
  Remarks: null,
  FileUrl: null,
  ClearedOn: '2026-11-27',
  RequestedOrders: [],
  Allocations: [],
  Unallocated: 1500,
  History: [],
  Vouchers: [],
  Version: 1,
};

/** The same payment made by a cheque just received: not cleared, so it pays nothing yet. */
export const CHEQUE_PAYMENT: PaymentDetail = {
  ...CASH_PAYMENT,
  Method: 'cheque',
  ChequeNo: '778812',
  ChequeBank: 'Nabil Bank',
  ChequeDate: '2026-11-27',
  ChequeStatus: 'received',
  Cleared: false,
  ClearedOn: null,
  Unallocated: 0,
};
