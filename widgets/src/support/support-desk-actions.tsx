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
import { SupportDeskPickRow } from './support-desk-pick-row.tsx';
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
        <SupportDeskPickRow
          id={`${id}-assignee`}
          label="Assign to"
          value={assignee}
          onChange={setAssignee}
          placeholder={assignees.isPending ? 'Loading…' : 'Select a person'}
          options={(assignees.data ?? []).map((person) => ({ value: String(person.Id), label: person.Name }))}
          actionLabel="Assign"
          busy={busy}
          onAct={(picked) => void run(() => assignTicket(ticket.Id, Number(picked), remarks))}
        />
      ) : null}
      {statuses.length > 0 ? (
        <SupportDeskPickRow
          id={`${id}-status`}
          label="Change status"
          value={status}
          onChange={setStatus}
          placeholder="Select a status"
          options={statuses.map((target) => ({
            value: target,
            label: target === 'open' ? 'Reopen' : TICKET_STATUS_LABELS[target],
          }))}
          actionLabel="Change status"
          busy={busy}
          onAct={(picked) => void run(() => changeTicketStatus(ticket.Id, picked, remarks))}
        />
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
