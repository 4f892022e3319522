import type { EntityDeclaration } from '../entity-declaration.js';

/** The ledgers the books post to by default, each under its key; a company has each key once. */
export const ACCOUNTING_LEDGER_KEYS = [
  'CASH_LEDGER',
  'SALES_LEDGER',
  'VAT_OUTPUT_LEDGER',
  'VAT_INPUT_LEDGER',
  'DISCOUNT_ALLOWED_LEDGER',
  'ROUNDING_OFF_LEDGER',
  'CHEQUES_IN_HAND_LEDGER',
  'CHEQUE_BOUNCE_CHARGES_LEDGER',
  'CAPITAL_LEDGER',
  'PROFIT_AND_LOSS_LEDGER',
  // Staff money: advances given (an asset until repaid), claims owed to staff, claims' default expense.
  'STAFF_ADVANCE_LEDGER',
  'STAFF_PAYABLE_LEDGER',
  'STAFF_EXPENSE_LEDGER',
] as const;
export type AccountingLedgerKey = (typeof ACCOUNTING_LEDGER_KEYS)[number];

/**
 * The company setting holding the lock date (YYYY-MM-DD): nothing posts on or before it. A
 * company setting as FISCAL_YEAR_START_MONTH is, since it is one date, not a list.
 */
export const ACCOUNTING_LOCK_DATE_SETTING_KEY = 'ACCOUNTING_LOCK_DATE';

/**
 * Accounting settings: one record per key, naming the ledger that key posts to. The key is text,
 * as an application setting key is: the books read the keys above, and a key they do not read
 * names nothing.
 */
export const ACCOUNTING_SETTING = {
  name: 'AccountingSetting',
  title: 'Accounting Settings',
  singular: 'Accounting setting',
  plural: 'accounting settings',
  module: 'Accounting',
  page: 'AccountingSetting',
  apiPath: 'accountingsetting',
  table: 'accounting_settings',
  route: '/accounting/settings',
  menu: { id: 507, groupId: 50, order: 8, icon: 'sliders' },
  displayField: 'Key',
  fields: {
    Key: {
      kind: 'text',
      label: 'Key',
      required: true,
      unique: true,
      max: 50,
      help: 'As the books read it, such as CASH_LEDGER or VAT_OUTPUT_LEDGER.',
    },
    LedgerId: { kind: 'reference', label: 'Ledger', required: true, entity: 'Ledger' },
  },
  list: {
    columns: ['Key', 'LedgerId'],
    search: ['Key'],
    filters: ['LedgerId'],
    defaultSort: { field: 'Key', direction: 'asc' },
  },
} as const satisfies EntityDeclaration;
