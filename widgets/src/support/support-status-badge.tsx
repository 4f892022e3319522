import { TICKET_STATUS_LABELS, type TicketStatus } from '@backoffice/shared/support/support-ticket';

/** A ticket's status as a small label (the words carry it; colour helps). */
export const SupportStatusBadge = ({ status }: { status: TicketStatus }) => (
  <span className="bo-support-status" data-status={status}>
    {TICKET_STATUS_LABELS[status]}
  </span>
);
