/** What a statement line says it comes from and where its links lead. */
import type { StatementLineKind } from '@backoffice/shared/sales/statements/party-statement.contract';
import { voucherPath } from '../../accounting/vouchers/voucher-format.ts';
import { collectionPath, returnPath } from '../common/document-format.ts';
import { orderPath } from '../orders/order-card.tsx';

export const STATEMENT_KIND_LABELS: Readonly<Record<StatementLineKind, string>> = {
  order: 'Order',
  return: 'Return',
  payment: 'Payment',
  chequeBounce: 'Cheque bounced',
  voucher: 'Voucher',
};

/**
 * Where a line's reference leads: the order, the return, the payment (a bounce's cheque too), or,
 * for a voucher with no document behind it, the voucher.
 */
export const statementRecordPath = (kind: StatementLineKind, recordId: number): string => {
  switch (kind) {
    case 'order':
      return orderPath(recordId);
    case 'return':
      return returnPath(recordId);
    case 'voucher':
      return voucherPath(recordId);
    default:
      return collectionPath(recordId);
  }
};
