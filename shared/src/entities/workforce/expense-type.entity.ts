import type { EntityDeclaration } from '../entity-declaration.js';

/** A kind of claim (travel, fuel, food allowance) and the expense ledger an approved claim posts to. */
export const EXPENSE_TYPE = {
  name: 'ExpenseType',
  title: 'Expense Types',
  singular: 'Expense type',
  plural: 'expense types',
  module: 'SalesApp',
  page: 'ExpenseType',
  apiPath: 'expensetype',
  table: 'expense_types',
  route: '/workforce/expensetypes',
  menu: { id: 243, groupId: 31, order: 7, icon: 'tag' },
  displayField: 'Name',
  fields: {
    Name: { kind: 'text', label: 'Name', required: true, max: 100, unique: true },
    LedgerId: {
      kind: 'reference',
      label: 'Expense ledger',
      entity: 'Ledger',
      help: 'Where an approved claim of this type posts; empty: the general staff expenses ledger.',
    },
    MaxAmount: {
      kind: 'money',
      label: 'Most per claim (NPR)',
      min: 0,
      max: 10_000_000,
      help: 'A larger claim is refused; empty for no limit.',
    },
    IsActive: { kind: 'boolean', label: 'Active', default: true },
  },
  list: {
    columns: ['Name', 'LedgerId', 'MaxAmount', 'IsActive'],
    search: ['Name'],
    filters: ['IsActive'],
    defaultSort: { field: 'Name', direction: 'asc' },
  },
  autocomplete: { working: { IsActive: true } },
  importable: true,
} as const satisfies EntityDeclaration;
