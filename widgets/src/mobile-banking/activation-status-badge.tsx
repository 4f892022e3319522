import {
  ACTIVATION_STATUS_LABELS,
  type ActivationStatus,
} from '@backoffice/shared/mobile-banking/activation-request-machine';

/** A request's status as a small label, in the order badge's shape (the words carry it; colour helps). */
export const ActivationStatusBadge = ({ status }: { status: ActivationStatus }) => (
  <span className="bo-order-status bo-activation-status" data-status={status}>
    {ACTIVATION_STATUS_LABELS[status]}
  </span>
);
