import { RETURN_TRANSITIONS, type ReturnAction } from '@backoffice/shared/sales/returns/order-return';
import type { OrderReturnDetail } from '@backoffice/shared/sales/returns/return.contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from '../../ui/toast.store.ts';
import { actionFailed } from '../common/action-failed.ts';
import { returnActionLabel } from '../common/document-format.ts';
import { refreshDocuments } from '../common/document-queries.ts';
import { RemarksDialog } from '../common/remarks-dialog.tsx';
import { returnDetailKey, runReturnAction } from './return-queries.ts';

const remarksRequired = (action: ReturnAction) =>
  RETURN_TRANSITIONS.find((rule) => rule.action === action)?.remarksRequired ?? false;

/**
 * Verify and Cancel, as the server allows them now. Verify acts at once (the goods are back);
 * Cancel asks for remarks first, for the return's history. A stale screen (409) shows the
 * server's sentence and refreshes.
 */
export const ReturnActions = ({ item, onDone }: { item: OrderReturnDetail; onDone: () => void }) => {
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState<ReturnAction | null>(null);
  const run = useMutation({
    mutationFn: ({ action, remarks }: { action: ReturnAction; remarks?: string }) =>
      runReturnAction(item.Id, action, remarks, item.Version),
    onSuccess: async (envelope) => {
      toast.success(envelope.Message);
      setAsking(null);
      queryClient.setQueryData(returnDetailKey(envelope.Data.Id), envelope.Data);
      await refreshDocuments(queryClient);
      onDone();
    },
    onError: actionFailed(() => refreshDocuments(queryClient)),
  });

  if (item.AllowedActions.length === 0) {
    return <p className="bo-muted">No action is open to you on this return now.</p>;
  }
  return (
    <>
      <div className="bo-order-actions">
        {item.AllowedActions.map((action) => (
          <button
            key={action}
            type="button"
            className={action === 'cancel' ? 'bo-btn bo-btn-danger-outline' : 'bo-btn bo-btn-primary'}
            disabled={run.isPending}
            onClick={() => (action === 'cancel' ? setAsking(action) : run.mutate({ action }))}
          >
            {returnActionLabel(action)}
          </button>
        ))}
      </div>
      {asking ? (
        <RemarksDialog
          title={`${returnActionLabel(asking)} ${item.ReturnNo}?`}
          text="The goods stay with the party and the quantities are free to return again. This cannot be undone."
          confirmLabel={returnActionLabel(asking)}
          keepLabel="Keep the return"
          required={remarksRequired(asking)}
          busy={run.isPending}
          onConfirm={(remarks) => run.mutate({ action: asking, remarks: remarks || undefined })}
          onClose={() => setAsking(null)}
        />
      ) : null}
    </>
  );
};
