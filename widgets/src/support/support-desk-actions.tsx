import {
  reachableTicketStatuses,
  type StatusChangeTarget,
  TICKET_STATUS_LABELS,
} from '@backoffice/shared/support/support-ticket';
import type { SupportTicketDetail } from '@backoffice/shared/support/support-ticket.contract';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { errorMessage } from '../core/api-client.ts';
import { toast } from '../ui/toast.store.ts';
import {
  assignTicket,
  changeTicketStatus,
  closeTicket,
  refreshTickets,
  useAssignees,
} from './support-queries.ts';

/** The support desk's moves on a ticket: assign, change status, close; remarks go into its history. */
export const SupportDeskActions = ({ ticket }: { ticket: SupportTicketDetail }) => {
  const id = useId();
  const queryClient = useQueryClient();
  const canAssign = ticket.AllowedActions.includes('assign');
  const assignees = useAssignees(canAssign);
  const statuses = reachableTicketStatuses(ticket.Status).filter((status) => status !== 'closed');
  const [assignee, setAssignee] = useState(ticket.AssigneeUserId ? String(ticket.AssigneeUserId) : '');
  const [status, setStatus] = useState<StatusChangeTarget | ''>('');
  const [remarks, setRemarks] = useState('');
  const [problem, setProblem] = useState('');
  const [busy, setBusy] = useState(false);

  const run = async (call: () => Promise<{ Message: string }>) => {
    setBusy(true);
    setProblem('');
    try {
      const answer = await call();
      toast.success(answer.Message);
      setRemarks('');
      setStatus('');
      await refreshTickets(queryClient);
    } catch (failure) {
      setProblem(errorMessage(failure));
    } finally {
      setBusy(false);
    }
  };

  if (ticket.AllowedActions.length === 0) return <p className="bo-muted">This ticket is closed.</p>;
  return (
    <section className="bo-support-desk" aria-labelledby={`${id}-head`}>
      <h3 id={`${id}-head`}>Support desk</h3>
      {problem ? (
        <p className="bo-field-error" role="alert">
          {problem}
        </p>
      ) : null}
      <div className="bo-field">
        <label htmlFor={`${id}-remarks`}>Remarks (kept in the history)</label>
        <input
          id={`${id}-remarks`}
          className="bo-input"
          value={remarks}
          onChange={(event) => setRemarks(event.currentTarget.value)}
        />
      </div>
      {canAssign ? (
        <div className="bo-support-desk-row">
          <div className="bo-field">
            <label htmlFor={`${id}-assignee`}>Assign to</label>
            <select
              id={`${id}-assignee`}
              className="bo-input"
              value={assignee}
              onChange={(event) => setAssignee(event.currentTarget.value)}
            >
              <option value="">{assignees.isPending ? 'Loading…' : 'Select a person'}</option>
              {(assignees.data ?? []).map((person) => (
                <option key={person.Id} value={person.Id}>
                  {person.Name}
                </option>
              ))}
            </select>
          </div>
          <button
            type="button"
            className="bo-btn"
            disabled={busy || assignee === ''}
            onClick={() => void run(() => assignTicket(ticket.Id, Number(assignee), remarks))}
          >
            Assign
          </button>
        </div>
      ) : null}
      {statuses.length > 0 ? (
        <div className="bo-support-desk-row">
          <div className="bo-field">
            <label htmlFor={`${id}-status`}>Change status</label>
            <select
              id={`${id}-status`}
              className="bo-input"
              value={status}
              onChange={(event) => setStatus(event.currentTarget.value as StatusChangeTarget | '')}
            >
              <option value="">Select a status</option>
              {statuses.map((target) => (
                <option key={target} value={target}>
                  {target === 'open' ? 'Reopen' : TICKET_STATUS_LABELS[target]}
                </option>
              ))}
            </select>
          </div>
          <button
            type="button"
            className="bo-btn"
            disabled={busy || status === ''}
            onClick={() => {
              if (status !== '') void run(() => changeTicketStatus(ticket.Id, status, remarks));
            }}
          >
            Change status
          </button>
        </div>
      ) : null}
      {ticket.AllowedActions.includes('close') ? (
        <button
          type="button"
          className="bo-btn bo-btn-danger"
          disabled={busy}
          onClick={() => void run(() => closeTicket(ticket.Id, remarks))}
        >
          Close ticket
        </button>
      ) : null}
    </section>
  );
};
