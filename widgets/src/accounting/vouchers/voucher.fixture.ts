import type { LedgerOption } from '@backoffice/shared/accounting/books.contract';
import type { VoucherDetail } from '@backoffice/shared/accounting/voucher.contract';

/** The ledgers the picker offers in the voucher tests. */
export const LEDGERS: LedgerOption[] = [
  {
    Id: 1,
    Name: 'Cash',
    GroupName: 'Cash-in-Hand',
    Nature: 'asset',
    PartyId: null,
    Balance: 12345,
    BalanceSide: 'Dr',
  },
  {
    Id: 2,
    Name: 'Sales Account',
    GroupName: 'Sales Accounts',
    Nature: 'income',
    PartyId: null,
    Balance: 50000,
    BalanceSide: 'Cr',
  },
];

/** The ledgers whose name holds what was typed, as GET /voucher/ledgers answers. */
export const ledgersMatching = (query: string | undefined): LedgerOption[] =>
  LEDGERS.filter((ledger) => ledger.Name.toLowerCase().includes((query ?? '').toLowerCase()));

/** A posted journal of Rs 1,000: Cash Dr, Sales Account Cr. */
export const JOURNAL: VoucherDetail = {
  Id: 41,
  VoucherType: 'journal',
  VoucherNo: 'JV-2083/84-000007',
  VoucherDate: '2026-11-27',
  Status: 'posted',
  Particulars: 'Cash',
  Narration: 'Opening cash',
  Reference: 'REF-9',
  TotalAmount: 1000,
  SourceKind: null,
  SourceId: null,
  SourceNo: null,
  ReversalOfId: null,
  ReversedById: null,
  BranchId: 1,
  BranchName: 'Head Office',
  CreatedAt: '2026-11-27T06:00:00.000Z',
  AllowedActions: ['cancel'],
  ChequeNo: null,
  ChequeDate: null,
  Lines: [
    {
      LineNo: 1,
      LedgerId: 1,
      LedgerName: 'Cash',
      Side: 'Dr',
      Amount: 1000,
      CostCenterId: null,
      CostCenterName: null,
      Narration: null,
      BillRef: null,
    },
    {
      LineNo: 2,
      LedgerId: 2,
      LedgerName: 'Sales Account',
      Side: 'Cr',
      Amount: 1000,
      CostCenterId: null,
      CostCenterName: null,
      Narration: null,
      BillRef: null,
    },
  ],
  DebitTotal: 1000,
  CreditTotal: 1000,
  AmountInWords: 'Rupees One Thousand Only',
  ReversalOfNo: null,
  ReversedByNo: null,
  CancelRemarks: null,
  PrintCount: 0,
  FileUrl: null,
  History: [],
  Version: 2,
};
