import type { EntityDeclaration } from '../entity-declaration.js';

/** One of the company's bank accounts; the server makes its ledger under Bank Accounts. */
export const BANK_ACCOUNT = {
  name: 'BankAccount',
  title: 'Bank Accounts',
  singular: 'Bank account',
  module: 'Accounting',
  page: 'BankAccount',
  apiPath: 'bankaccount',
  table: 'bank_accounts',
  route: '/accounting/bank-accounts',
  menu: { id: 505, groupId: 50, order: 6, icon: 'credit-card' },
  displayField: 'AccountName',
  fields: {
    AccountNumber: { kind: 'text', label: 'Account number', required: true, max: 30 },
    BankId: { kind: 'reference', label: 'Bank', required: true, entity: 'Bank' },
    Branch: { kind: 'text', label: 'Branch', max: 100 },
    AccountName: { kind: 'text', label: 'Account name', required: true, max: 100 },
    LedgerId: {
      kind: 'reference',
      label: 'Ledger',
      entity: 'Ledger',
      access: 'readOnly',
      help: 'Made with the account, under Bank Accounts.',
    },
  },
  list: {
    columns: ['AccountName', 'BankId', 'AccountNumber', 'Branch', 'LedgerId'],
    search: ['AccountName', 'AccountNumber'],
    filters: ['BankId'],
    defaultSort: { field: 'AccountName', direction: 'asc' },
  },
  uniqueTogether: [['BankId', 'AccountNumber']],
  links: [
    { label: 'Cheques', url: '/accounting/cheques?BankLedgerId={LedgerId}', page: 'ChequeRegister' },
    { label: 'Day book of its ledger', url: '/accounting/daybook?LedgerId={LedgerId}' },
  ],
} as const satisfies EntityDeclaration;
