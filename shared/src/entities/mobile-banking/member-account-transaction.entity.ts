import type { EntityDeclaration } from '../entity-declaration.js';

/** A deposit or withdrawal on a member's account: the lines of the default adapter's statement. */
export const MEMBER_ACCOUNT_TRANSACTION = {
  name: 'MemberAccountTransaction',
  title: 'Account Transactions',
  singular: 'Account transaction',
  module: 'MobileBanking',
  page: 'MemberAccountTransaction',
  apiPath: 'memberaccounttransaction',
  table: 'member_account_transactions',
  route: '/mobilebanking/cooperative/transactions',
  menu: { id: 404, groupId: 40, order: 3, icon: 'list-ordered' },
  displayField: 'Description',
  fields: {
    AccountId: { kind: 'reference', label: 'Account', required: true, entity: 'MemberAccount' },
    TransactionDate: { kind: 'date', label: 'Date', required: true },
    Description: { kind: 'text', label: 'Description', required: true, max: 200 },
    Debit: { kind: 'money', label: 'Debit (withdrawal)', min: 0, max: 10_000_000_000 },
    Credit: { kind: 'money', label: 'Credit (deposit)', min: 0, max: 10_000_000_000 },
  },
  list: {
    columns: ['TransactionDate', 'AccountId', 'Description', 'Debit', 'Credit'],
    search: ['Description'],
    filters: ['AccountId', 'TransactionDate'],
    defaultSort: { field: 'TransactionDate', direction: 'desc' },
  },
} as const satisfies EntityDeclaration;
