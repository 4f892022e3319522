import { ADMIN_REMARKS_FIELD, APPROVE_ACTION, PENDING_AND_APPROVED } from '../approval-fields.js';
import type { EntityDeclaration } from '../entity-declaration.js';
import { PAID_FROM_LEDGER_FIELD } from './workforce-fields.js';

/**
 * A person's expense claim with its receipt (an image or a PDF), approved or rejected by the office
 * with remarks; an approved claim posts to the books once: the type's expense ledger against the
 * ledger it was paid from, or owed to the person (staff payable) when none is named.
 */
export const EXPENSE = {
  name: 'Expense',
  title: 'Expenses',
  singular: 'Expense',
  plural: 'expense claims',
  module: 'SalesApp',
  page: 'Expense',
  apiPath: 'expense',
  table: 'expenses',
  route: '/workforce/expenses',
  menu: { id: 242, groupId: 31, order: 6, icon: 'receipt' },
  displayField: 'Description',
  fields: {
    UserId: { kind: 'reference', label: 'Employee', required: true, entity: 'User' },
    ExpenseTypeId: { kind: 'reference', label: 'Expense type', required: true, entity: 'ExpenseType' },
    ExpenseDate: { kind: 'date', label: 'Date', required: true },
    Amount: { kind: 'money', label: 'Amount (NPR)', required: true, min: 1, max: 10_000_000 },
    Description: { kind: 'text', label: 'Description', required: true, max: 200 },
    Receipt: {
      kind: 'file',
      label: 'Receipt',
      accept: ['png', 'jpeg', 'pdf'],
      maxBytes: 5 * 1024 * 1024,
      help: 'A photo or a PDF of the bill; a PDF may hold several pages.',
    },
    PaidFromLedgerId: PAID_FROM_LEDGER_FIELD,
    Status: {
      kind: 'enum',
      label: 'Status',
      access: 'readOnly',
      options: [...PENDING_AND_APPROVED, { value: 'rejected', label: 'Rejected' }],
    },
    AdminRemarks: ADMIN_REMARKS_FIELD,
  },
  list: {
    columns: ['UserId', 'ExpenseDate', 'ExpenseTypeId', 'Amount', 'Description', 'Status'],
    search: ['Description', 'AdminRemarks'],
    filters: ['UserId', 'ExpenseTypeId', 'Status'],
    defaultSort: { field: 'ExpenseDate', direction: 'desc' },
  },
  state: {
    field: 'Status',
    initial: 'pending',
    actions: [
      APPROVE_ACTION,
      {
        action: 'reject',
        label: 'Reject',
        done: 'rejected',
        from: ['pending'],
        to: 'rejected',
        remarksRequired: true,
        remarksField: 'AdminRemarks',
        confirm: 'Reject this claim? The employee is told.',
      },
    ],
  },
  owner: { field: 'UserId' },
  editable: { inStates: ['pending'], hint: 'File a new claim instead.' },
  deletable: { fromStates: ['pending', 'rejected'] },
  notify: {
    people: ['UserId'],
    defaults: { stateChanged: 'Expense claim of NPR {{Amount}} ({{Description}}): {{Status}}' },
  },
} as const satisfies EntityDeclaration;
