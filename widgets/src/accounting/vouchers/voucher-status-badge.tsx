import type { VoucherState } from '@backoffice/shared/accounting/voucher';
import { voucherStateLabel } from './voucher-format.ts';

/** A voucher's state as a small label, in the sales badges' shape (the words carry it; colour helps). */
export const VoucherStatusBadge = ({ status }: { status: VoucherState }) => (
  <span className="bo-order-status bo-money-status" data-status={status}>
    {voucherStateLabel(status)}
  </span>
);
