import type { EntityDeclaration } from '@backoffice/shared/entities/entity-declaration';
import { entityStateMachine } from '@backoffice/shared/entities/entity-state-machine';
import type { TransitionRule } from '@backoffice/shared/state-machine/state-machine';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { errorMessage } from '../../core/api-client.ts';
import { DeleteButton } from '../../ui/delete-button.tsx';
import { Modal } from '../../ui/dialogs/modal.tsx';
import { FieldErrorText } from '../../ui/fields/field-frame.tsx';
import { toast } from '../../ui/toast.store.ts';
import {
  deleteEntityRecord,
  entityRecordKey,
  refreshEntity,
  runEntityAction,
  useActionPermission,
} from '../entity-queries.ts';
import type { EntityRecord } from '../entity-record.types.ts';

interface EntityRecordActionsProps {
  entity: EntityDeclaration;
  record: EntityRecord;
  /** After a delete: the form leaves for the list. */
  onDeleted: () => void;
}

type Rule = TransitionRule<string, string>;
type Pending = { kind: 'action'; action: Rule } | { kind: 'delete' };

const stateOf = (entity: EntityDeclaration, record: EntityRecord): string =>
  entity.state ? String(record[entity.state.field] ?? '') : '';

/** Whether the declaration lets this record be deleted in its current state. */
const deletableNow = (entity: EntityDeclaration, record: EntityRecord): boolean => {
  if (entity.deletable === false) return false;
  const states = entity.deletable?.fromStates;
  return !states || states.includes(stateOf(entity, record));
};

/**
 * The edit form's state actions (each enabled only from its `from` states) and Delete. An action
 * with a confirmation or a remarks field asks in a dialog first; Delete always asks.
 */
export const EntityRecordActions = ({ entity, record, onDeleted }: EntityRecordActionsProps) => {
  const queryClient = useQueryClient();
  const remarksId = useId();
  const canEdit = useActionPermission(entity, 'edit');
  const canDelete = useActionPermission(entity, 'delete');
  const [pending, setPending] = useState<Pending | null>(null);
  const [remarks, setRemarks] = useState('');
  const [remarksError, setRemarksError] = useState('');
  const state = stateOf(entity, record);
  const machine = entityStateMachine(entity);
  const actions = machine?.rules ?? [];
  const allowed = machine?.allowedActions(state) ?? [];

  const act = useMutation({
    mutationFn: (action: Rule) =>
      runEntityAction(
        entity,
        action.action,
        record.Id,
        action.remarksField ? { [action.remarksField]: remarks.trim() } : {},
      ),
    onSuccess: (envelope) => {
      toast.success(envelope.Message);
      queryClient.setQueryData(entityRecordKey(entity, record.Id), envelope.Data);
      setPending(null);
      void refreshEntity(queryClient, entity);
    },
    onError: (error) => toast.error(errorMessage(error)),
  });
  const remove = useMutation({
    mutationFn: () => deleteEntityRecord(entity, record.Id),
    onSuccess: (envelope) => {
      toast.success(envelope.Message);
      setPending(null);
      queryClient.removeQueries({ queryKey: entityRecordKey(entity, record.Id) });
      void refreshEntity(queryClient, entity);
      onDeleted();
    },
    onError: (error) => toast.error(errorMessage(error)),
  });

  const start = (action: Rule) => {
    if (!action.confirm && !action.remarksField) {
      act.mutate(action);
      return;
    }
    setRemarks('');
    setRemarksError('');
    setPending({ kind: 'action', action });
  };
  const confirm = () => {
    if (pending?.kind === 'delete') {
      remove.mutate();
      return;
    }
    if (!pending) return;
    const { action } = pending;
    if (action.remarksField && action.remarksRequired && remarks.trim() === '') {
      setRemarksError(`${entity.fields[action.remarksField]?.label ?? 'Remarks'} is required`);
      return;
    }
    act.mutate(action);
  };

  const showDelete = canDelete && entity.deletable !== false;
  if (!(canEdit && actions.length > 0) && !showDelete) return null;
  const busy = act.isPending || remove.isPending;
  const pendingAction = pending?.kind === 'action' ? pending.action : null;
  const remarksField = pendingAction?.remarksField ? entity.fields[pendingAction.remarksField] : undefined;
  const remarksLabel = remarksField?.label ?? 'Remarks';
  const remarksMax = remarksField && 'max' in remarksField ? remarksField.max : undefined;

  return (
    <section className="bo-card bo-record-actions" aria-labelledby={`${remarksId}-title`}>
      <h2 id={`${remarksId}-title`} className="bo-card-title">
        Actions
      </h2>
      <div className="bo-button-row">
        {canEdit
          ? actions.map((action) => (
              <button
                key={action.action}
                type="button"
                className="bo-btn"
                disabled={busy || !allowed.includes(action.action)}
                onClick={() => start(action)}
              >
                {action.label}
              </button>
            ))
          : null}
        {showDelete ? (
          <DeleteButton
            disabled={busy || !deletableNow(entity, record)}
            onClick={() => setPending({ kind: 'delete' })}
            iconSize={16}
          >
            Delete
          </DeleteButton>
        ) : null}
      </div>
      <Modal
        open={pending !== null}
        title={pendingAction ? `${pendingAction.label}?` : `Delete this ${entity.singular}?`}
        onClose={busy ? undefined : () => setPending(null)}
        footer={
          <>
            <button type="button" className="bo-btn" disabled={busy} onClick={() => setPending(null)}>
              Go back
            </button>
            <button
              type="button"
              className={pendingAction ? 'bo-btn bo-btn-primary' : 'bo-btn bo-btn-danger'}
              disabled={busy}
              onClick={confirm}
            >
              {busy ? 'Working…' : pendingAction ? pendingAction.label : 'Delete'}
            </button>
          </>
        }
      >
        <p className="bo-modal-text">
          {pendingAction
            ? (pendingAction.confirm ??
              `${pendingAction.label}: ${String(record[entity.displayField] ?? '')}`)
            : `“${String(record[entity.displayField] ?? record.Id)}” will be deleted. This cannot be undone.`}
        </p>
        {pendingAction?.remarksField ? (
          <div className="bo-field">
            <label htmlFor={remarksId}>
              {remarksLabel}
              {pendingAction.remarksRequired ? null : <span className="bo-muted"> (optional)</span>}
            </label>
            <textarea
              id={remarksId}
              className="bo-input bo-textarea"
              rows={3}
              maxLength={remarksMax}
              value={remarks}
              aria-invalid={remarksError ? true : undefined}
              aria-required={pendingAction.remarksRequired ? true : undefined}
              aria-describedby={remarksError ? `${remarksId}-error` : undefined}
              onChange={(event) => {
                setRemarks(event.currentTarget.value);
                setRemarksError('');
              }}
            />
            <FieldErrorText id={remarksId} error={remarksError} />
          </div>
        ) : null}
      </Modal>
    </section>
  );
};
