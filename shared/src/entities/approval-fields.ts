import type { TextField } from './entity-declaration.js';

/**
 * The parts of a request the office decides on (a leave, an advance, an expense claim): it starts
 * pending, is approved with optional remarks, and the remarks are the office's, never the filer's.
 */
export const PENDING_AND_APPROVED = [
  { value: 'pending', label: 'Pending' },
  { value: 'approved', label: 'Approved' },
] as const;

export const ADMIN_REMARKS_FIELD = {
  kind: 'longText',
  label: 'Admin remarks',
  access: 'readOnly',
  max: 500,
} as const satisfies TextField;

export const APPROVE_ACTION = {
  action: 'approve',
  label: 'Approve',
  done: 'approved',
  from: ['pending'],
  to: 'approved',
  remarksRequired: false,
  remarksField: 'AdminRemarks',
} as const;
