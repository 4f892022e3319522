import type { EntityDeclaration } from '../entity-declaration.js';

/**
 * An account the books post to, under a ledger group. A party's ledger is made and renamed with
 * the party (PartyId links it), a bank account's with the account.
 */
export const LEDGER = {
  name: 'Ledger',
  title: 'Ledgers',
  singular: 'Ledger',
  module: 'Accounting',
  page: 'Ledger',
  apiPath: 'ledger',
  table: 'ledgers',
  route: '/accounting/ledgers',
  menu: { id: 501, groupId: 50, order: 2, icon: 'file-text' },
  displayField: 'Name',
  fields: {
    Name: { kind: 'text', label: 'Name', required: true, max: 150, unique: true },
    GroupId: { kind: 'reference', label: 'Group', required: true, entity: 'LedgerGroup' },
    PAN: { kind: 'text', label: 'PAN/VAT number', max: 9, digits: 9 },
    PartyId: {
      kind: 'reference',
      label: 'Party',
      entity: 'Party',
      unique: true,
      access: 'readOnly',
      help: 'A party’s ledger comes with the party.',
    },
    IsActive: { kind: 'boolean', label: 'Active', default: true },
    Remarks: { kind: 'longText', label: 'Remarks', max: 500 },
  },
  list: {
    columns: ['Name', 'GroupId', 'PAN', 'IsActive'],
    search: ['Name', 'PAN'],
    filters: ['GroupId', 'IsActive'],
    defaultSort: { field: 'Name', direction: 'asc' },
  },
  links: [{ label: 'General ledger', url: '/accounting/reports/ledger?LedgerId={Id}' }],
} as const satisfies EntityDeclaration;
