import { ADMIN_REMARKS_FIELD, APPROVE_ACTION, PENDING_AND_APPROVED } from '../approval-fields.js';
import type { EntityDeclaration } from '../entity-declaration.js';
import { PAID_FROM_LEDGER_FIELD } from './workforce-fields.js';

/**
 * Money a person asks for ahead (travel, a festival advance): approved or cancelled by the office
 * with remarks (spec 4), then repaid in cash or deducted from pay (advance repayments) until
 * nothing is outstanding. An approved advance posts to the books once: the staff advances ledger
 * against the ledger it was paid from.
 */
export const ADVANCE_REQUEST = {
  name: 'AdvanceRequest',
  title: 'Advance Requests',
  singular: 'Advance request',
  plural: 'advance requests',
  module: 'SalesApp',
  page: 'AdvanceRequest',
  apiPath: 'advancerequest',
  table: 'advance_requests',
  route: '/workforce/advancerequests',
  menu: { id: 240, groupId: 31, order: 4, icon: 'hand-coins' },
  displayField: 'Reason',
  fields: {
    UserId: { kind: 'reference', label: 'Employee', required: true, entity: 'User' },
    RequestDate: { kind: 'date', label: 'Date', required: true },
    Amount: { kind: 'money', label: 'Amount (NPR)', required: true, min: 1, max: 10_000_000 },
    Reason: { kind: 'text', label: 'Reason', required: true, max: 200 },
    RepayBy: {
      kind: 'enum',
      label: 'Repaid by',
      required: true,
      options: [
        { value: 'deduction', label: 'Deduction from pay' },
        { value: 'cash', label: 'Repaying in cash' },
      ],
      default: 'deduction',
    },
    PaidFromLedgerId: PAID_FROM_LEDGER_FIELD,
    RepaidAmount: {
      kind: 'money',
      label: 'Repaid (NPR)',
      access: 'readOnly',
      min: 0,
      max: 10_000_000,
    },
    Status: {
      kind: 'enum',
      label: 'Status',
      access: 'readOnly',
      options: [...PENDING_AND_APPROVED, { value: 'cancelled', label: 'Cancelled' }],
    },
    AdminRemarks: ADMIN_REMARKS_FIELD,
  },
  list: {
    columns: ['UserId', 'RequestDate', 'Amount', 'RepaidAmount', 'Reason', 'Status'],
    search: ['Reason', 'AdminRemarks'],
    filters: ['UserId', 'Status', 'RepayBy'],
    defaultSort: { field: 'RequestDate', direction: 'desc' },
  },
  state: {
    field: 'Status',
    initial: 'pending',
    actions: [
      APPROVE_ACTION,
      {
        action: 'cancel',
        label: 'Cancel advance',
        done: 'cancelled',
        from: ['pending', 'approved'],
        to: 'cancelled',
        remarksRequired: true,
        remarksField: 'AdminRemarks',
        confirm: 'Cancel this advance? The employee is told.',
      },
    ],
  },
  owner: { field: 'UserId' },
  links: [{ label: 'Outstanding advances', url: '/workforce/advances/outstanding', page: 'AdvanceRequest' }],
  editable: { inStates: ['pending'], hint: 'Cancel it and file a new request instead.' },
  deletable: { fromStates: ['pending', 'cancelled'] },
  notify: {
    people: ['UserId'],
    defaults: { stateChanged: 'Advance of NPR {{Amount}} ({{Reason}}): {{Status}}' },
  },
} as const satisfies EntityDeclaration;
