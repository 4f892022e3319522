import { TICKET_STATUS_LABELS } from '@backoffice/shared/support/support-ticket';
import type { SupportTicketTransition } from '@backoffice/shared/support/support-ticket.contract';
import { useShownDates } from '../ui/shown-dates.ts';

const ACTION_WORDS: Readonly<Record<SupportTicketTransition['Action'], string>> = {
  create: 'Filed',
  update: 'Edited',
  assign: 'Assigned',
  start: 'Work started',
  resolve: 'Resolved',
  reopen: 'Reopened',
  close: 'Closed',
};

/** Who moved the ticket, when, to which status, and why. */
export const SupportTicketHistory = ({ history }: { history: SupportTicketTransition[] }) => {
  const dates = useShownDates();
  return (
    <ol className="bo-support-history">
      {history.map((step) => (
        <li key={step.Id}>
          <strong>{ACTION_WORDS[step.Action]}</strong>
          {step.From !== step.To ? <span> → {TICKET_STATUS_LABELS[step.To]}</span> : null}
          <span className="bo-muted">
            {' '}
            · {step.ActorName ?? 'someone'} · <time dateTime={step.At}>{dates.moment(step.At)}</time>
          </span>
          {step.Remarks ? <p className="bo-support-remarks">{step.Remarks}</p> : null}
        </li>
      ))}
    </ol>
  );
};
