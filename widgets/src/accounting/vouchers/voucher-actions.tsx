import type { VoucherDetail } from '@backoffice/shared/accounting/voucher.contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Pencil, Printer } from 'lucide-react';
import { useState } from 'react';
import { AppLink } from '../../core/navigation.tsx';
import { actionFailed } from '../../sales/common/action-failed.ts';
import { DeleteConfirmModal } from '../../sales/common/delete-confirm-modal.tsx';
import { RemarksDialog } from '../../sales/common/remarks-dialog.tsx';
import { toast } from '../../ui/toast.store.ts';
import { voucherEditPath, voucherInvoicePath, voucherNoText, voucherTypeLabel } from './voucher-format.ts';
import { deleteVoucher, refreshVouchers, runVoucherAction, voucherDetailKey } from './voucher-queries.ts';

type Asking = 'cancel' | 'delete' | null;

interface VoucherActionsProps {
  item: VoucherDetail;
  onDone: () => void;
  /** The draft is gone: the page leaves for the day book. */
  onDeleted: () => void;
}

/**
 * What AllowedActions opens: Post and Edit a draft, Delete it (asked first), Cancel a posted
 * voucher (asked for a reason: a reversal is posted beside it), and a sales voucher's tax invoice.
 * A stale screen (409) shows the server's sentence and refreshes.
 */
export const VoucherActions = ({ item, onDone, onDeleted }: VoucherActionsProps) => {
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState<Asking>(null);
  const refresh = () => refreshVouchers(queryClient);
  const act = useMutation({
    mutationFn: ({ action, remarks }: { action: 'post' | 'cancel'; remarks?: string }) =>
      runVoucherAction(item.Id, action, remarks, item.Version),
    onSuccess: async (envelope) => {
      toast.success(envelope.Message);
      setAsking(null);
      queryClient.setQueryData(voucherDetailKey(envelope.Data.Id), envelope.Data);
      await refresh();
      onDone();
    },
    onError: actionFailed(refresh),
  });
  const remove = useMutation({
    mutationFn: () => deleteVoucher(item.Id, item.Version),
    onSuccess: async (envelope) => {
      toast.success(envelope.Message);
      setAsking(null);
      queryClient.removeQueries({ queryKey: voucherDetailKey(item.Id) });
      await refresh();
      onDeleted();
    },
    onError: actionFailed(refresh),
  });
  const allowed = new Set(item.AllowedActions);
  const busy = act.isPending || remove.isPending;
  const name = `${voucherTypeLabel(item.VoucherType)} ${voucherNoText(item.VoucherNo)}`;
  const invoice = item.VoucherType === 'sales' && item.Status !== 'draft';

  if (allowed.size === 0 && !invoice) {
    return <p className="bo-muted">No action is open to you on this voucher now.</p>;
  }
  return (
    <>
      <div className="bo-order-actions">
        {allowed.has('post') ? (
          <button
            type="button"
            className="bo-btn bo-btn-primary"
            disabled={busy}
            onClick={() => act.mutate({ action: 'post' })}
          >
            Post
          </button>
        ) : null}
        {allowed.has('edit') ? (
          <AppLink href={voucherEditPath(item.Id)} className="bo-btn">
            <Pencil size={18} aria-hidden="true" />
            Edit
          </AppLink>
        ) : null}
        {invoice ? (
          <AppLink href={voucherInvoicePath(item.Id)} className="bo-btn">
            <Printer size={18} aria-hidden="true" />
            Print tax invoice
          </AppLink>
        ) : null}
        {allowed.has('cancel') ? (
          <button
            type="button"
            className="bo-btn bo-btn-danger-outline"
            disabled={busy}
            onClick={() => setAsking('cancel')}
          >
            Cancel voucher
          </button>
        ) : null}
        {allowed.has('delete') ? (
          <button
            type="button"
            className="bo-btn bo-btn-danger-outline"
            disabled={busy}
            onClick={() => setAsking('delete')}
          >
            Delete draft
          </button>
        ) : null}
      </div>
      {asking === 'cancel' ? (
        <RemarksDialog
          title={`Cancel ${name}?`}
          text="A reversal with the sides swapped is posted beside it, so the books keep both. This cannot be undone."
          confirmLabel="Cancel voucher"
          keepLabel="Keep the voucher"
          required
          busy={act.isPending}
          onConfirm={(remarks) => act.mutate({ action: 'cancel', remarks })}
          onClose={() => setAsking(null)}
        />
      ) : null}
      <DeleteConfirmModal
        open={asking === 'delete'}
        title={`Delete this draft ${voucherTypeLabel(item.VoucherType).toLowerCase()}?`}
        keepLabel="Keep the draft"
        deleteLabel="Delete draft"
        pendingLabel="Deleting…"
        busy={remove.isPending}
        onConfirm={() => remove.mutate()}
        onClose={() => setAsking(null)}
      >
        A draft never reached the books: it goes, and the audit log keeps who deleted it.
      </DeleteConfirmModal>
    </>
  );
};
