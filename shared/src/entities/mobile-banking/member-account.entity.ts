import type { EntityDeclaration } from '../entity-declaration.js';

/** A member's account in the cooperative: what the default core-banking adapter lists. */
export const MEMBER_ACCOUNT = {
  name: 'MemberAccount',
  title: 'Member Accounts',
  singular: 'Member account',
  module: 'MobileBanking',
  page: 'MemberAccount',
  apiPath: 'memberaccount',
  table: 'member_accounts',
  route: '/mobilebanking/cooperative/accounts',
  menu: { id: 403, groupId: 40, order: 2, icon: 'wallet' },
  displayField: 'AccountNo',
  fields: {
    MemberId: { kind: 'reference', label: 'Member', required: true, entity: 'CooperativeMember' },
    AccountNo: { kind: 'text', label: 'Account No.', required: true, max: 30, unique: true },
    AccountType: {
      kind: 'enum',
      label: 'Account type',
      required: true,
      options: [
        { value: 'saving', label: 'Saving' },
        { value: 'current', label: 'Current' },
        { value: 'fixedDeposit', label: 'Fixed deposit' },
        { value: 'recurringDeposit', label: 'Recurring deposit' },
      ],
      default: 'saving',
    },
    // The balance is this plus the account's transactions, so a statement always adds up to it.
    OpeningBalance: {
      kind: 'money',
      label: 'Opening balance',
      min: 0,
      max: 10_000_000_000,
      help: 'Before the first transaction recorded here.',
    },
    OpenedOn: { kind: 'date', label: 'Opened on' },
    IsActive: { kind: 'boolean', label: 'Active', default: true },
  },
  list: {
    columns: ['AccountNo', 'MemberId', 'AccountType', 'OpeningBalance', 'IsActive'],
    search: ['AccountNo'],
    filters: ['MemberId', 'AccountType', 'IsActive'],
    defaultSort: { field: 'AccountNo', direction: 'asc' },
  },
} as const satisfies EntityDeclaration;
