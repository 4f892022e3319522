import {
  SUPPORT_ROUTES,
  TICKET_IMAGE_ACCEPT,
  TICKET_LIMITS,
  TICKET_PRIORITIES,
  TICKET_PRIORITY_LABELS,
  TICKET_TYPE_LABELS,
  TICKET_TYPES,
  type TicketPriority,
  type TicketType,
} from '@backoffice/shared/support/support-ticket';
import type { SupportTicketDetail } from '@backoffice/shared/support/support-ticket.contract';
import { useStore } from '@nanostores/react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { ApiError, errorMessage } from '../core/api-client.ts';
import { AppLink } from '../core/navigation.tsx';
import { $userName } from '../core/session.store.ts';
import { serverUrl } from '../core/site-config.ts';
import { FormModal } from '../ui/dialogs/form-modal.tsx';
import { FieldFrame, fieldAria } from '../ui/fields/field-frame.tsx';
import { toast } from '../ui/toast.store.ts';
import {
  checkTicketEditPermission,
  refreshTickets,
  saveTicket,
  useModules,
  usePagesOf,
} from './support-queries.ts';
import {
  emptyTicketValues,
  FIELD_OF_PART,
  type TicketFormErrors,
  type TicketFormValues,
  ticketFormData,
  ticketValuesOf,
  validateTicket,
} from './support-ticket-values.ts';

interface SupportTicketFormModalProps {
  /** The ticket to edit (the caller's own open one); without it, a new ticket. */
  ticket?: SupportTicketDetail | undefined;
  onClose: () => void;
  onSaved?: (ticket: SupportTicketDetail) => void;
}

/** Spec section 2: 'Add Support Ticket' / 'Edit Support Ticket', 'View Tickets' and Send. */
export const SupportTicketFormModal = ({ ticket, onClose, onSaved }: SupportTicketFormModalProps) => {
  const id = useId();
  const queryClient = useQueryClient();
  const userName = useStore($userName);
  const editing = ticket !== undefined;
  const [values, setValues] = useState<TicketFormValues>(() =>
    ticket ? ticketValuesOf(ticket) : emptyTicketValues(userName ?? ''),
  );
  const [errors, setErrors] = useState<TicketFormErrors>({});
  const [problem, setProblem] = useState('');
  const [busy, setBusy] = useState(false);
  const firstRef = useRef<HTMLSelectElement>(null);
  useEffect(() => firstRef.current?.focus(), []);
  const modules = useModules();
  const moduleId = values.moduleId === '' ? null : Number(values.moduleId);
  const pages = usePagesOf(moduleId);

  const set = <K extends keyof TicketFormValues>(key: K, value: TicketFormValues[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    setErrors((current) => ({ ...current, [key]: undefined }));
  };

  const send = async () => {
    const found = validateTicket(values, editing);
    setErrors(found);
    setProblem('');
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      const refusal = await checkTicketEditPermission();
      if (refusal) {
        setProblem(refusal);
        toast.error(refusal);
        return;
      }
      const answer = await saveTicket(ticketFormData(values, ticket?.Id));
      await refreshTickets(queryClient);
      toast.success(answer.Message);
      onSaved?.(answer.Data);
      onClose();
    } catch (failure) {
      if (failure instanceof ApiError && failure.errors.length > 0) {
        setErrors(
          Object.fromEntries(
            failure.errors.flatMap((error) => {
              const field = FIELD_OF_PART[error.Field];
              return field ? [[field, error.Message]] : [];
            }),
          ),
        );
      }
      setProblem(errorMessage(failure));
      toast.error(errorMessage(failure));
    } finally {
      setBusy(false);
    }
  };

  const control = (name: string, error: string | undefined) => ({
    id: `${id}-${name}`,
    ...fieldAria(`${id}-${name}`, error),
  });

  return (
    <FormModal
      title={editing ? 'Edit Support Ticket' : 'Add Support Ticket'}
      onClose={onClose}
      submitLabel="Send"
      busyLabel="Sending…"
      busy={busy}
      onSubmit={() => void send()}
      secondary={
        <AppLink href={SUPPORT_ROUTES.list} className="bo-btn bo-support-view-tickets" onClick={onClose}>
          View Tickets
        </AppLink>
      }
      formClassName="bo-support-form"
    >
      {problem ? (
        <p className="bo-field-error" role="alert">
          {problem}
        </p>
      ) : null}
      <FieldFrame id={`${id}-type`} label="Ticket Type" required>
        <select
          ref={firstRef}
          className="bo-input"
          {...control('type', errors.ticketType)}
          value={values.ticketType}
          onChange={(event) => set('ticketType', event.currentTarget.value as TicketType)}
        >
          {TICKET_TYPES.map((type) => (
            <option key={type} value={type}>
              {TICKET_TYPE_LABELS[type]}
            </option>
          ))}
        </select>
      </FieldFrame>
      <FieldFrame id={`${id}-module`} label="Module" required error={errors.moduleId}>
        <select
          className="bo-input"
          {...control('module', errors.moduleId)}
          value={values.moduleId}
          aria-required="true"
          onChange={(event) => {
            set('moduleId', event.currentTarget.value);
            set('pageCode', '');
          }}
        >
          <option value="">{modules.isPending ? 'Loading modules…' : 'Select module'}</option>
          {(modules.data ?? []).map((module) => (
            <option key={module.Id} value={module.Id}>
              {module.Name}
            </option>
          ))}
        </select>
      </FieldFrame>
      <FieldFrame id={`${id}-page`} label="Page" required error={errors.pageCode}>
        <select
          className="bo-input"
          {...control('page', errors.pageCode)}
          value={values.pageCode}
          aria-required="true"
          disabled={moduleId === null}
          onChange={(event) => set('pageCode', event.currentTarget.value)}
        >
          <option value="">
            {moduleId === null ? 'Choose a module first' : pages.isPending ? 'Loading pages…' : 'Select page'}
          </option>
          {(pages.data ?? []).map((page) => (
            <option key={page.Code} value={page.Code}>
              {page.Title}
            </option>
          ))}
        </select>
      </FieldFrame>
      <FieldFrame id={`${id}-priority`} label="Priority Level" required>
        <select
          className="bo-input"
          {...control('priority', errors.priority)}
          value={values.priority}
          onChange={(event) => set('priority', event.currentTarget.value as TicketPriority)}
        >
          {TICKET_PRIORITIES.map((priority) => (
            <option key={priority} value={priority}>
              {TICKET_PRIORITY_LABELS[priority]}
            </option>
          ))}
        </select>
      </FieldFrame>
      <FieldFrame
        id={`${id}-remarks`}
        label="Remarks"
        required
        error={errors.remarks}
        className="bo-support-wide"
      >
        <textarea
          className="bo-input bo-textarea"
          {...control('remarks', errors.remarks)}
          aria-required="true"
          maxLength={TICKET_LIMITS.remarks}
          value={values.remarks}
          onChange={(event) => set('remarks', event.currentTarget.value)}
        />
      </FieldFrame>
      <FieldFrame id={`${id}-issuer`} label="Issuer Name" required error={errors.issuerName}>
        <input
          className="bo-input"
          {...control('issuer', errors.issuerName)}
          aria-required="true"
          maxLength={TICKET_LIMITS.issuerName}
          value={values.issuerName}
          onChange={(event) => set('issuerName', event.currentTarget.value)}
        />
      </FieldFrame>
      <FieldFrame
        id={`${id}-image`}
        label="Issue Image"
        required={!editing}
        help={
          editing ? 'Choose a new image only to replace the one sent. PNG, GIF or JPEG.' : 'PNG, GIF or JPEG.'
        }
        error={errors.image}
      >
        <input
          type="file"
          className="bo-input"
          id={`${id}-image`}
          accept={TICKET_IMAGE_ACCEPT}
          {...fieldAria(`${id}-image`, errors.image, 'help')}
          onChange={(event) => set('image', event.currentTarget.files?.[0] ?? null)}
        />
      </FieldFrame>
      {editing && ticket.ImagePath && !values.image ? (
        <img
          className="bo-support-thumb"
          src={serverUrl(ticket.ImagePath)}
          alt="Screenshot sent with the ticket"
        />
      ) : null}
    </FormModal>
  );
};
