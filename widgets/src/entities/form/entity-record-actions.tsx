import type { EntityDeclaration } from '@backoffice/shared/entities/entity-declaration';
import { entityStateMachine } from '@backoffice/shared/entities/entity-state-machine';
import type { TransitionRule } from '@backoffice/shared/state-machine/state-machine';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { errorMessage } from '../../core/api-client.ts';
import { DeleteButton } from '../../ui/delete-button.tsx';
import { ActionConfirmModal } from '../../ui/dialogs/action-confirm-modal.tsx';
import { toast } from '../../ui/toast.store.ts';
import {
  deleteEntityRecord,
  entityRecordKey,
  refreshEntity,
  runEntityAction,
  useActionPermission,
} from '../entity-queries.ts';
import type { EntityRecord } from '../entity-record.types.ts';
import { deletableNow, remarksAskedOf, stateOf } from '../entity-record-state.ts';

interface EntityRecordActionsProps {
  entity: EntityDeclaration;
  record: EntityRecord;
  /** After a delete: the form leaves for the list. */
  onDeleted: () => void;
}

type Rule = TransitionRule<string, string>;
type Pending = { kind: 'action'; action: Rule } | { kind: 'delete' };

/**
 * The edit form's state actions (each enabled only from its `from` states) and Delete. An action
 * with a confirmation or a remarks field asks in a dialog first; Delete always asks.
 */
export const EntityRecordActions = ({ entity, record, onDeleted }: EntityRecordActionsProps) => {
  const queryClient = useQueryClient();
  const titleId = useId();
  const canEdit = useActionPermission(entity, 'edit');
  const canDelete = useActionPermission(entity, 'delete');
  const [pending, setPending] = useState<Pending | null>(null);
  const state = stateOf(entity, record);
  const machine = entityStateMachine(entity);
  const actions = machine?.rules ?? [];
  const allowed = machine?.allowedActions(state) ?? [];

  const act = useMutation({
    mutationFn: ({ action, remarks }: { action: Rule; remarks: string }) =>
      runEntityAction(
        entity,
        action.action,
        record.Id,
        action.remarksField ? { [action.remarksField]: remarks } : {},
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
      act.mutate({ action, remarks: '' });
      return;
    }
    setPending({ kind: 'action', action });
  };
  const confirm = (remarks: string) => {
    if (pending?.kind === 'delete') remove.mutate();
    else if (pending) act.mutate({ action: pending.action, remarks });
  };

  const showDelete = canDelete && entity.deletable !== false;
  if (!(canEdit && actions.length > 0) && !showDelete) return null;
  const busy = act.isPending || remove.isPending;
  const pendingAction = pending?.kind === 'action' ? pending.action : null;
  return (
    <section className="bo-card bo-record-actions" aria-labelledby={`${titleId}-title`}>
      <h2 id={`${titleId}-title`} className="bo-card-title">
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
      <ActionConfirmModal
        open={pending !== null}
        title={pendingAction ? `${pendingAction.label}?` : `Delete this ${entity.singular}?`}
        text={
          pendingAction
            ? (pendingAction.confirm ??
              `${pendingAction.label}: ${String(record[entity.displayField] ?? '')}`)
            : `“${String(record[entity.displayField] ?? record.Id)}” will be deleted. This cannot be undone.`
        }
        confirmLabel={pendingAction ? pendingAction.label : 'Delete'}
        danger={!pendingAction}
        busy={busy}
        remarks={pendingAction ? remarksAskedOf(entity, pendingAction) : undefined}
        onConfirm={confirm}
        onClose={() => setPending(null)}
      />
    </section>
  );
};
