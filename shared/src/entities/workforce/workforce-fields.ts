import type { ReferenceField } from '../entity-declaration.js';

/**
 * Where the money of an approved advance or claim comes from: a cash or bank ledger, or nobody yet
 * (empty), when the company owes it to the person until paid.
 */
export const PAID_FROM_LEDGER_FIELD = {
  kind: 'reference',
  label: 'Paid from',
  entity: 'Ledger',
  help: 'The cash or bank ledger it is paid from; the office fills this in before approving.',
  officeOnly: true,
} as const satisfies ReferenceField;
