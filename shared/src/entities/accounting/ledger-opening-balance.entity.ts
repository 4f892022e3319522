import type { EntityDeclaration } from '../entity-declaration.js';

/** A ledger's balance at the start of a fiscal year, on the debit or credit side: one per ledger and year. */
export const LEDGER_OPENING_BALANCE = {
  name: 'LedgerOpeningBalance',
  title: 'Opening Balances',
  singular: 'Opening balance',
  module: 'Accounting',
  page: 'LedgerOpeningBalance',
  apiPath: 'ledgeropeningbalance',
  table: 'ledger_opening_balances',
  route: '/accounting/opening-balances',
  menu: { id: 502, groupId: 50, order: 3, icon: 'scroll-text' },
  displayField: 'Remarks',
  fields: {
    LedgerId: { kind: 'reference', label: 'Ledger', required: true, entity: 'Ledger' },
    FiscalYearId: { kind: 'reference', label: 'Fiscal year', required: true, entity: 'FiscalYear' },
    Amount: { kind: 'money', label: 'Amount', required: true, min: 0, max: 100_000_000_000 },
    Side: {
      kind: 'enum',
      label: 'Side',
      required: true,
      options: [
        { value: 'Dr', label: 'Dr' },
        { value: 'Cr', label: 'Cr' },
      ],
      default: 'Dr',
    },
    Remarks: { kind: 'longText', label: 'Remarks', max: 500 },
  },
  list: {
    columns: ['LedgerId', 'FiscalYearId', 'Amount', 'Side'],
    search: ['Remarks'],
    filters: ['LedgerId', 'FiscalYearId', 'Side'],
    defaultSort: { field: 'LedgerId', direction: 'asc' },
  },
  uniqueTogether: [['LedgerId', 'FiscalYearId']],
} as const satisfies EntityDeclaration;
