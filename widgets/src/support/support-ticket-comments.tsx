import { TICKET_LIMITS } from '@backoffice/shared/support/support-ticket';
import type { SupportTicketDetail } from '@backoffice/shared/support/support-ticket.contract';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { errorMessage } from '../core/api-client.ts';
import { useShownDates } from '../ui/shown-dates.ts';
import { toast } from '../ui/toast.store.ts';
import { commentOnTicket, refreshTickets } from './support-queries.ts';

/** The conversation with the support desk, and a box to add to it while the ticket is not closed. */
export const SupportTicketComments = ({ ticket }: { ticket: SupportTicketDetail }) => {
  const dates = useShownDates();
  const id = useId();
  const queryClient = useQueryClient();
  const [text, setText] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const send = async () => {
    if (text.trim() === '') {
      setError('Write a comment first.');
      return;
    }
    setBusy(true);
    try {
      const answer = await commentOnTicket(ticket.Id, text.trim());
      setText('');
      toast.success(answer.Message);
      await refreshTickets(queryClient);
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className="bo-support-comments" aria-labelledby={`${id}-head`}>
      <h3 id={`${id}-head`}>Comments</h3>
      {ticket.Comments.length === 0 ? <p className="bo-muted">No comments yet.</p> : null}
      <ol>
        {ticket.Comments.map((comment) => (
          <li key={comment.Id} data-desk={comment.FromSupportDesk}>
            <p className="bo-muted">
              <strong>{comment.UserName ?? 'Someone'}</strong>
              {comment.FromSupportDesk ? ' (support desk)' : ''} ·{' '}
              <time dateTime={comment.At}>{dates.moment(comment.At)}</time>
            </p>
            <p className="bo-support-remarks">{comment.Text}</p>
          </li>
        ))}
      </ol>
      {ticket.Status === 'closed' ? null : (
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void send();
          }}
        >
          <label htmlFor={`${id}-text`}>Add a comment</label>
          <textarea
            id={`${id}-text`}
            className="bo-input bo-textarea"
            maxLength={TICKET_LIMITS.comment}
            value={text}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            onChange={(event) => {
              setText(event.currentTarget.value);
              setError('');
            }}
          />
          {error ? (
            <p id={`${id}-error`} className="bo-field-error" role="alert">
              {error}
            </p>
          ) : null}
          <button type="submit" className="bo-btn" disabled={busy}>
            {busy ? 'Sending…' : 'Add comment'}
          </button>
        </form>
      )}
    </section>
  );
};
