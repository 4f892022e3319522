import type { ChequeAction } from '@backoffice/shared/sales/collections/cheque-lifecycle';
import type { PaymentDetail } from '@backoffice/shared/sales/collections/collection.contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { DeleteButton } from '../../ui/delete-button.tsx';
import { toast } from '../../ui/toast.store.ts';
import { actionFailed } from '../common/action-failed.ts';
import { DeleteConfirmModal } from '../common/delete-confirm-modal.tsx';
import { chequeActionLabel } from '../common/document-format.ts';
import { refreshDocuments } from '../common/document-queries.ts';
import { ChequeBounceDialog } from './cheque-bounce-dialog.tsx';
import type { BounceAnswer } from './cheque-bounce-values.ts';
import { collectionDetailKey, deleteCollection, runChequeAction } from './collection-queries.ts';

interface CollectionActionsProps {
  payment: PaymentDetail;
  /** After an action: the page moves the focus. */
  onDone: () => void;
  /** After a delete: the page leaves for the list. */
  onDeleted: () => void;
}

/**
 * The cheque's moves the server allows now (Deposit, Reconcile, Bounce: the last asks for the
 * bank's reason and a charge) and Delete while allowed (asked first). A stale screen (409) shows
 * the server's sentence and refreshes.
 */
export const CollectionActions = ({ payment, onDone, onDeleted }: CollectionActionsProps) => {
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState<'bounce' | 'delete' | null>(null);
  const onError = actionFailed(() => refreshDocuments(queryClient));
  const run = useMutation({
    mutationFn: ({ action, bounce }: { action: ChequeAction; bounce?: BounceAnswer }) =>
      runChequeAction(
        payment.Id,
        action,
        payment.Version,
        bounce ? { BounceReason: bounce.reason, BounceCharge: bounce.charge } : undefined,
      ),
    onSuccess: async (envelope) => {
      toast.success(envelope.Message);
      setAsking(null);
      queryClient.setQueryData(collectionDetailKey(envelope.Data.Id), envelope.Data);
      await refreshDocuments(queryClient);
      onDone();
    },
    onError,
  });
  const remove = useMutation({
    mutationFn: () => deleteCollection(payment.Id, payment.Version),
    onSuccess: async (envelope) => {
      toast.success(envelope.Message);
      setAsking(null);
      queryClient.removeQueries({ queryKey: collectionDetailKey(payment.Id) });
      await refreshDocuments(queryClient);
      onDeleted();
    },
    onError,
  });
  const busy = run.isPending || remove.isPending;

  if (payment.AllowedActions.length === 0 && !payment.CanDelete) {
    return (
      <p className="bo-muted">
        {payment.Method === 'cheque'
          ? 'No action is open to you on this cheque now.'
          : 'The payment counts from the day it was received; nothing is left to do.'}
      </p>
    );
  }
  const name = payment.ChequeNo ? `cheque ${payment.ChequeNo} (${payment.ReceiptNo})` : payment.ReceiptNo;
  return (
    <>
      <div className="bo-order-actions">
        {payment.AllowedActions.map((action) => (
          <button
            key={action}
            type="button"
            className={action === 'bounce' ? 'bo-btn bo-btn-danger-outline' : 'bo-btn bo-btn-primary'}
            disabled={busy}
            onClick={() => (action === 'bounce' ? setAsking('bounce') : run.mutate({ action }))}
          >
            {chequeActionLabel(action)}
          </button>
        ))}
        {payment.CanDelete ? (
          <DeleteButton disabled={busy} onClick={() => setAsking('delete')}>
            Delete
          </DeleteButton>
        ) : null}
      </div>
      {asking === 'bounce' ? (
        <ChequeBounceDialog
          title={`Bounce ${name}?`}
          busy={run.isPending}
          onConfirm={(bounce) => run.mutate({ action: 'bounce', bounce })}
          onClose={() => setAsking(null)}
        />
      ) : null}
      <DeleteConfirmModal
        open={asking === 'delete'}
        title={`Delete ${payment.ReceiptNo}?`}
        keepLabel="Keep it"
        deleteLabel="Delete"
        pendingLabel="Deleting…"
        busy={remove.isPending}
        onConfirm={() => remove.mutate()}
        onClose={() => setAsking(null)}
      >
        Only for a payment recorded by mistake: it stops counting, and the audit log keeps it.
      </DeleteConfirmModal>
    </>
  );
};
