import type { ChequeStatus } from '@backoffice/shared/sales/collections/cheque-lifecycle';
import type { ReturnStatus } from '@backoffice/shared/sales/returns/order-return';
import { chequeStatusLabel, returnStatusLabel } from './document-format.ts';

/** A return's status as a small label, in the order badge's shape (the words carry it; colour helps). */
export const ReturnStatusBadge = ({ status }: { status: ReturnStatus }) => (
  <span className="bo-order-status bo-money-status" data-status={status}>
    {returnStatusLabel(status)}
  </span>
);

/** A cheque's status; other methods have none and show nothing. */
export const ChequeStatusBadge = ({ status }: { status: ChequeStatus | null }) =>
  status ? (
    <span className="bo-order-status bo-money-status" data-status={status}>
      {chequeStatusLabel(status)}
    </span>
  ) : null;
