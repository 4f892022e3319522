import type { EntityDeclaration } from '../entity-declaration.js';

/** A bank the company or its parties hold accounts with. */
export const BANK = {
  name: 'Bank',
  title: 'Banks',
  singular: 'Bank',
  module: 'Accounting',
  page: 'Bank',
  apiPath: 'bank',
  table: 'banks',
  route: '/accounting/banks',
  menu: { id: 504, groupId: 50, order: 5, icon: 'building' },
  displayField: 'Name',
  fields: {
    Name: { kind: 'text', label: 'Name', required: true, max: 100, unique: true },
    Code: { kind: 'text', label: 'Code', max: 20, unique: true },
  },
  list: {
    columns: ['Name', 'Code'],
    search: ['Name', 'Code'],
    filters: [],
    defaultSort: { field: 'Name', direction: 'asc' },
  },
} as const satisfies EntityDeclaration;
