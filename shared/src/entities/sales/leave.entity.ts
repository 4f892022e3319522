import { ADMIN_REMARKS_FIELD, APPROVE_ACTION, PENDING_AND_APPROVED } from '../approval-fields.js';
import type { EntityDeclaration } from '../entity-declaration.js';

/**
 * A member's leave request: filed for themselves or by the office, approved or cancelled by the
 * office with remarks (spec 4), and the member is told either way.
 */
export const LEAVE = {
  name: 'Leave',
  title: 'Leaves',
  singular: 'Leave',
  plural: 'leave requests',
  module: 'SalesApp',
  page: 'Leave',
  apiPath: 'leave',
  table: 'leaves',
  route: '/salesapp/leaves',
  menu: { id: 218, groupId: 30, order: 5, icon: 'calendar-off' },
  displayField: 'Reason',
  fields: {
    UserId: { kind: 'reference', label: 'Employee', required: true, entity: 'User' },
    LeaveType: {
      kind: 'enum',
      label: 'Leave type',
      required: true,
      options: [
        { value: 'casual', label: 'Casual leave' },
        { value: 'sick', label: 'Sick leave' },
        { value: 'annual', label: 'Annual leave' },
        { value: 'unpaid', label: 'Unpaid leave' },
      ],
      default: 'casual',
    },
    FromDate: { kind: 'date', label: 'From', required: true },
    ToDate: {
      kind: 'date',
      label: 'To',
      required: true,
      notBefore: 'FromDate',
      help: 'The last day of the leave.',
    },
    Reason: { kind: 'text', label: 'Reason', required: true, max: 200 },
    Status: {
      kind: 'enum',
      label: 'Status',
      access: 'readOnly',
      options: [...PENDING_AND_APPROVED, { value: 'cancelled', label: 'Cancelled' }],
    },
    AdminRemarks: ADMIN_REMARKS_FIELD,
  },
  list: {
    columns: ['UserId', 'LeaveType', 'FromDate', 'ToDate', 'Reason', 'Status'],
    search: ['Reason', 'AdminRemarks'],
    filters: ['UserId', 'LeaveType', 'Status'],
    defaultSort: { field: 'FromDate', direction: 'desc' },
  },
  state: {
    field: 'Status',
    initial: 'pending',
    actions: [
      APPROVE_ACTION,
      {
        action: 'cancel',
        label: 'Cancel leave',
        done: 'cancelled',
        from: ['pending', 'approved'],
        to: 'cancelled',
        remarksRequired: true,
        remarksField: 'AdminRemarks',
        confirm: 'Cancel this leave? The employee is told.',
      },
    ],
  },
  // A sales person files and follows their own leaves; the office sees everyone's.
  owner: { field: 'UserId' },
  editable: { inStates: ['pending'], hint: 'Cancel it and file a new request instead.' },
  deletable: { fromStates: ['pending', 'cancelled'] },
  notify: {
    people: ['UserId'],
    defaults: {
      stateChanged: '{{LeaveType}} from {{FromDate}} to {{ToDate}}: {{Status}}',
    },
  },
} as const satisfies EntityDeclaration;
