import { TICKET_PRIORITY_LABELS, TICKET_TYPE_LABELS } from '@backoffice/shared/support/support-ticket';
import { useState } from 'react';
import { errorMessage } from '../core/api-client.ts';
import { serverUrl } from '../core/site-config.ts';
import { Modal } from '../ui/dialogs/modal.tsx';
import { Loader } from '../ui/loader.tsx';
import { useShownDates } from '../ui/shown-dates.ts';
import { SupportDeskActions } from './support-desk-actions.tsx';
import { useTicketDetail } from './support-queries.ts';
import { SupportStatusBadge } from './support-status-badge.tsx';
import { SupportTicketComments } from './support-ticket-comments.tsx';
import { SupportTicketFormModal } from './support-ticket-form-modal.tsx';
import { SupportTicketHistory } from './support-ticket-history.tsx';

interface SupportTicketDetailModalProps {
  id: number;
  /** Opened from the support desk's screen: its actions are offered. */
  desk: boolean;
  onClose: () => void;
}

/** One ticket: what was reported, its image, the conversation and the history. */
export const SupportTicketDetailModal = ({ id, desk, onClose }: SupportTicketDetailModalProps) => {
  const dates = useShownDates();
  const detail = useTicketDetail(id);
  const [editing, setEditing] = useState(false);
  const ticket = detail.data;
  if (editing && ticket) return <SupportTicketFormModal ticket={ticket} onClose={() => setEditing(false)} />;
  return (
    <Modal open title={ticket ? `Support ticket ${ticket.TicketNo}` : 'Support ticket'} onClose={onClose}>
      {detail.isPending ? <Loader label="Loading the ticket" /> : null}
      {detail.isError ? (
        <p className="bo-field-error" role="alert">
          {errorMessage(detail.error)}
        </p>
      ) : null}
      {ticket ? (
        <div className="bo-support-detail">
          <dl className="bo-support-facts">
            <div>
              <dt>Status</dt>
              <dd>
                <SupportStatusBadge status={ticket.Status} />
              </dd>
            </div>
            {desk ? (
              <div>
                <dt>Company</dt>
                <dd>{ticket.CompanyName}</dd>
              </div>
            ) : null}
            <div>
              <dt>Type</dt>
              <dd>{TICKET_TYPE_LABELS[ticket.TicketType]}</dd>
            </div>
            <div>
              <dt>Priority</dt>
              <dd>{TICKET_PRIORITY_LABELS[ticket.PriorityLevel]}</dd>
            </div>
            <div>
              <dt>Module / page</dt>
              <dd>
                {ticket.ModuleName} / {ticket.PageName}
              </dd>
            </div>
            <div>
              <dt>Issuer</dt>
              <dd>{ticket.IssuerName}</dd>
            </div>
            <div>
              <dt>Assigned to</dt>
              <dd>{ticket.AssigneeName ?? 'Nobody yet'}</dd>
            </div>
            <div>
              <dt>Filed</dt>
              <dd>
                <time dateTime={ticket.CreatedAt}>{dates.moment(ticket.CreatedAt)}</time>
              </dd>
            </div>
          </dl>
          <p className="bo-support-remarks">{ticket.Remarks}</p>
          {ticket.ImagePath ? (
            <a href={serverUrl(ticket.ImagePath)} target="_blank" rel="noreferrer">
              <img
                className="bo-support-image"
                src={serverUrl(ticket.ImagePath)}
                alt={`Screenshot sent with ticket ${ticket.TicketNo}`}
              />
            </a>
          ) : null}
          {ticket.CanEdit && !desk ? (
            <button type="button" className="bo-btn" onClick={() => setEditing(true)}>
              Edit ticket
            </button>
          ) : null}
          {desk && ticket.IsSupportDesk ? <SupportDeskActions ticket={ticket} /> : null}
          <SupportTicketComments ticket={ticket} />
          <section aria-label="History">
            <h3>History</h3>
            <SupportTicketHistory history={ticket.History} />
          </section>
        </div>
      ) : null}
    </Modal>
  );
};
