import {
  type CrossCompanyCase,
  exportFilter,
  listFilter,
  type NotARecord,
  onBankAccount,
  onRecord,
  REMARKS,
} from './cross-company-case-builders.js';

/** The books' routes: vouchers, reports, year end, bank reconciliation and the IRD outbox. */
export const ACCOUNTING_CROSS_COMPANY_CASES: Readonly<Record<string, CrossCompanyCase | NotARecord>> = {
  'get /voucher/list': listFilter('ledger', (ids) => ({
    LedgerId: ids.ledger,
    SourceKind: 'order',
    SourceId: ids.order,
  })),
  'get /voucher/export': exportFilter('ledger', (ids) => ({
    LedgerId: ids.ledger,
    SourceKind: 'payment',
    SourceId: ids.payment,
  })),
  'get /voucher/detail': onRecord('voucher'),
  'post /voucher/save': {
    record: 'voucher',
    body: (ids) => ({
      Id: ids.voucher,
      Version: 1,
      VoucherType: 'journal',
      VoucherDate: '2026-11-20',
      Lines: [
        { LedgerId: ids.ledger, Side: 'Dr', Amount: 1 },
        { LedgerId: ids.ledger, Side: 'Cr', Amount: 1 },
      ],
    }),
  },
  'post /voucher/post': onRecord('voucher', REMARKS),
  'post /voucher/cancel': onRecord('voucher', REMARKS),
  'post /voucher/delete': onRecord('voucher', { Version: 1 }),
  'get /voucher/taxinvoice': onRecord('voucher'),
  'get /accounting/chequeregister': listFilter('payment', (ids) => ({
    PaymentId: ids.payment,
    PartyId: ids.party,
  })),
  'get /accounting/chequeregister/export': exportFilter('voucher', (ids) => ({
    VoucherId: ids.voucher,
    BankLedgerId: ids.ledger,
  })),
  'post /voucher/printinvoice': onRecord('voucher'),
  'get /accounting/generalledger': { record: 'ledger', query: (ids) => ({ LedgerId: ids.ledger }) },
  'get /accounting/generalledger/export': { record: 'ledger', query: (ids) => ({ LedgerId: ids.ledger }) },
  'get /accounting/ageing': { record: 'ledgerGroup', query: (ids) => ({ GroupId: ids.ledgerGroup }) },
  'get /accounting/ageing/export': { record: 'ledgerGroup', query: (ids) => ({ GroupId: ids.ledgerGroup }) },
  'get /accounting/trialbalance': { record: 'branch', query: (ids) => ({ BranchId: ids.branch }) },
  'get /accounting/trialbalance/export': {
    record: 'costCenter',
    query: (ids) => ({ CostCenterId: ids.costCenter }),
  },
  'get /accounting/profitandloss': {
    record: 'costCenter',
    query: (ids) => ({ CostCenterId: ids.costCenter }),
  },
  'get /accounting/profitandloss/export': { record: 'branch', query: (ids) => ({ BranchId: ids.branch }) },
  'get /accounting/balancesheet': { record: 'branch', query: (ids) => ({ BranchId: ids.branch }) },
  'get /accounting/balancesheet/export': { record: 'branch', query: (ids) => ({ BranchId: ids.branch }) },
  'get /accounting/yearend/preview': {
    record: 'fiscalYear',
    query: (ids) => ({ FiscalYearId: ids.fiscalYear }),
  },
  'post /accounting/yearend/close': {
    record: 'fiscalYear',
    body: (ids) => ({ FiscalYearId: ids.fiscalYear, CapitalLedgerId: ids.ledger }),
  },
  'post /accounting/yearend/reopen': {
    record: 'fiscalYear',
    body: (ids) => ({ FiscalYearId: ids.fiscalYear, Remarks: 'Cross-company attempt' }),
  },
  'get /bankreconciliation/mapping': onBankAccount(),
  'post /bankreconciliation/mapping': {
    record: 'bankAccount',
    body: (ids) => ({
      BankAccountId: ids.bankAccount,
      DateColumn: 1,
      DescriptionColumn: 2,
      AmountColumn: 3,
    }),
  },
  'post /bankreconciliation/preview': {
    record: 'bankAccount',
    body: (ids) => ({ BankAccountId: ids.bankAccount }),
  },
  'post /bankreconciliation/import': {
    record: 'bankAccount',
    body: (ids) => ({ BankAccountId: ids.bankAccount }),
  },
  'get /bankreconciliation/lines': onBankAccount(),
  'get /bankreconciliation/booklines': onBankAccount(),
  'post /bankreconciliation/automatch': {
    record: 'bankAccount',
    body: (ids) => ({ BankAccountId: ids.bankAccount }),
  },
  'post /bankreconciliation/match': {
    record: 'statementLine',
    body: (ids) => ({ StatementLineId: ids.statementLine, VoucherId: ids.voucher, LineNo: 1 }),
  },
  'post /bankreconciliation/unmatch': {
    record: 'statementLine',
    body: (ids) => ({ StatementLineId: ids.statementLine }),
  },
  'post /bankreconciliation/clearance': {
    record: 'bankAccount',
    body: (ids) => ({
      BankAccountId: ids.bankAccount,
      VoucherId: ids.voucher,
      LineNo: 1,
      ClearanceDate: '2026-11-25',
    }),
  },
  'get /bankreconciliation/statement': {
    record: 'bankAccount',
    query: (ids) => ({ BankAccountId: ids.bankAccount, AsOn: '2026-11-25' }),
  },
  'get /bankreconciliation/statement/export': {
    record: 'bankAccount',
    query: (ids) => ({ BankAccountId: ids.bankAccount, AsOn: '2026-11-25' }),
  },
  'get /irdbilling/outbox': listFilter('voucher', (ids) => ({ VoucherId: ids.voucher })),
};
