import type { EntityDeclaration } from '../entity-declaration.js';

/** What a group's balances are: the balance sheet's asset, liability, equity; the P&L's income, expense. */
export const LEDGER_NATURES = [
  { value: 'asset', label: 'Asset' },
  { value: 'liability', label: 'Liability' },
  { value: 'equity', label: 'Equity' },
  { value: 'income', label: 'Income' },
  { value: 'expense', label: 'Expense' },
] as const;
export type LedgerNature = (typeof LEDGER_NATURES)[number]['value'];

/**
 * The chart of accounts' groups, a tree per company. A sub-group takes its primary ancestor's
 * nature; the 28 groups every company starts with are system groups, fixed in place.
 */
export const LEDGER_GROUP = {
  name: 'LedgerGroup',
  title: 'Ledger Groups',
  singular: 'Ledger group',
  module: 'Accounting',
  page: 'LedgerGroup',
  apiPath: 'ledgergroup',
  table: 'ledger_groups',
  route: '/accounting/ledger-groups',
  menu: { id: 500, groupId: 50, order: 1, icon: 'network' },
  displayField: 'Name',
  fields: {
    Name: { kind: 'text', label: 'Name', required: true, max: 100, unique: true },
    ParentId: {
      kind: 'reference',
      label: 'Under',
      entity: 'LedgerGroup',
      help: 'Empty for a primary group. A sub-group has its primary group’s nature.',
    },
    // A sub-group's is its primary group's whatever is sent, so a form may leave it as it is.
    Nature: { kind: 'enum', label: 'Nature', required: true, options: LEDGER_NATURES, default: 'asset' },
    IsSystem: { kind: 'boolean', label: 'System group', default: false, access: 'readOnly' },
  },
  list: {
    columns: ['Name', 'ParentId', 'Nature', 'IsSystem'],
    search: ['Name'],
    filters: ['ParentId', 'Nature'],
    defaultSort: { field: 'Name', direction: 'asc' },
  },
  tree: { parent: 'ParentId', inherited: ['Nature'], system: 'IsSystem' },
} as const satisfies EntityDeclaration;
