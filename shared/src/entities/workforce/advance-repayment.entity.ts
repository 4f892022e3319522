import type { EntityDeclaration } from '../entity-declaration.js';

/**
 * A part of an approved advance paid back, in cash or deducted from pay: it lowers what the person
 * owes, never below nothing, and posts to the books once.
 */
export const ADVANCE_REPAYMENT = {
  name: 'AdvanceRepayment',
  title: 'Advance Repayments',
  singular: 'Advance repayment',
  plural: 'advance repayments',
  module: 'SalesApp',
  page: 'AdvanceRepayment',
  apiPath: 'advancerepayment',
  table: 'advance_repayments',
  route: '/workforce/advancerepayments',
  menu: { id: 241, groupId: 31, order: 5, icon: 'wallet' },
  displayField: 'RepaidOn',
  fields: {
    AdvanceRequestId: {
      kind: 'reference',
      label: 'Advance',
      required: true,
      entity: 'AdvanceRequest',
      where: { Status: 'approved' },
    },
    RepaidOn: { kind: 'date', label: 'Date', required: true },
    Amount: { kind: 'money', label: 'Amount (NPR)', required: true, min: 1, max: 10_000_000 },
    Method: {
      kind: 'enum',
      label: 'How',
      required: true,
      options: [
        { value: 'deduction', label: 'Deducted from pay' },
        { value: 'cash', label: 'Paid in cash' },
      ],
      default: 'deduction',
    },
    Remarks: { kind: 'text', label: 'Remarks', max: 200 },
  },
  list: {
    columns: ['AdvanceRequestId', 'RepaidOn', 'Amount', 'Method', 'Remarks'],
    search: ['Remarks'],
    filters: ['AdvanceRequestId', 'Method'],
    defaultSort: { field: 'RepaidOn', direction: 'desc' },
  },
  // A repayment in the books is corrected by another entry, never edited away.
  deletable: false,
} as const satisfies EntityDeclaration;
