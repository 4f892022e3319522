import type { IrdDocumentKind, IrdOutboxState } from '@backoffice/shared/accounting/ird-billing.contract';

export const IRD_BILLING_PATH = '/accounting/ird';

export const IRD_STATE_LABELS: Readonly<Record<IrdOutboxState, string>> = {
  pending: 'Pending',
  synced: 'Synced',
  failed: 'Failed',
  withdrawn: 'Withdrawn',
};

export const IRD_KIND_LABELS: Readonly<Record<IrdDocumentKind, string>> = {
  bill: 'Sales invoice',
  billreturn: 'Credit note',
};
