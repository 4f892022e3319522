import type { BeatPlanDetail } from '@backoffice/shared/sales/beat-plans/beat-plan.contract';
import { monthLabel } from '@backoffice/shared/sales/beat-plans/beat-plan-lines';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Pencil } from 'lucide-react';
import { useState } from 'react';
import type { SuccessEnvelope } from '../../core/api-client.ts';
import { AppLink, useNavigate } from '../../core/navigation.tsx';
import { DeleteButton } from '../../ui/delete-button.tsx';
import { toast } from '../../ui/toast.store.ts';
import { actionFailed } from '../common/action-failed.ts';
import { DeleteConfirmModal } from '../common/delete-confirm-modal.tsx';
import { RemarksDialog } from '../common/remarks-dialog.tsx';
import { BEAT_PLANS_PATH, beatPlanActionLabel, beatPlanPath } from './beat-plan-format.ts';
import {
  beatPlanDetailKey,
  deleteBeatPlan,
  refreshBeatPlans,
  runBeatPlanAction,
} from './beat-plan-queries.ts';

type Asking = 'cancel' | 'delete' | null;

/**
 * Approve, Cancel (with a reason), Edit and Delete, as the server allows them now: a pending plan
 * can be changed, approved, cancelled or deleted; an approved one only cancelled (visits are
 * excluded one by one in the visit list). A stale screen (409) shows the server's sentence and
 * refreshes.
 */
export const BeatPlanActions = ({ plan, onDone }: { plan: BeatPlanDetail; onDone: () => void }) => {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [asking, setAsking] = useState<Asking>(null);
  const done = async (envelope: SuccessEnvelope<BeatPlanDetail>) => {
    toast.success(envelope.Message);
    setAsking(null);
    queryClient.setQueryData(beatPlanDetailKey(envelope.Data.Id), envelope.Data);
    await refreshBeatPlans(queryClient);
    onDone();
  };
  const failed = actionFailed(() => refreshBeatPlans(queryClient));
  const move = useMutation({
    mutationFn: ({ action, remarks }: { action: 'approve' | 'cancel'; remarks?: string }) =>
      runBeatPlanAction(plan, action, remarks),
    onSuccess: done,
    onError: failed,
  });
  const remove = useMutation({
    mutationFn: () => deleteBeatPlan(plan.Id),
    onSuccess: async (envelope) => {
      toast.success(envelope.Message);
      setAsking(null);
      queryClient.removeQueries({ queryKey: beatPlanDetailKey(plan.Id) });
      await refreshBeatPlans(queryClient);
      navigate(BEAT_PLANS_PATH);
    },
    onError: failed,
  });
  const busy = move.isPending || remove.isPending;
  const canApprove = plan.AllowedActions.includes('approve');
  const canCancel = plan.AllowedActions.includes('cancel');

  if (!canApprove && !canCancel && !plan.CanEdit && !plan.CanDelete) {
    return <p className="bo-muted">No action is open to you on this plan now.</p>;
  }
  const what = `${plan.SalesPersonName}’s plan for ${monthLabel(plan.Year, plan.Month)}`;
  return (
    <>
      <div className="bo-order-actions">
        {canApprove ? (
          <button
            type="button"
            className="bo-btn bo-btn-primary"
            disabled={busy}
            onClick={() => move.mutate({ action: 'approve' })}
          >
            {beatPlanActionLabel('approve')}
          </button>
        ) : null}
        {plan.CanEdit ? (
          <AppLink href={`${beatPlanPath(plan.Id)}/edit`} className="bo-btn">
            <Pencil size={18} aria-hidden="true" />
            Edit plan
          </AppLink>
        ) : null}
        {canCancel ? (
          <button
            type="button"
            className="bo-btn bo-btn-danger-outline"
            disabled={busy}
            onClick={() => setAsking('cancel')}
          >
            {beatPlanActionLabel('cancel')}
          </button>
        ) : null}
        {plan.CanDelete ? (
          <DeleteButton disabled={busy} onClick={() => setAsking('delete')}>
            Delete plan
          </DeleteButton>
        ) : null}
      </div>
      {asking === 'cancel' ? (
        <RemarksDialog
          title={`Cancel beat plan ${plan.PlanNo}?`}
          text={`${what} stops being the sales person’s beat, and the month is free for a new plan. This cannot be undone.`}
          confirmLabel={beatPlanActionLabel('cancel')}
          keepLabel="Keep the plan"
          required
          busy={move.isPending}
          onConfirm={(remarks) => move.mutate({ action: 'cancel', remarks })}
          onClose={() => setAsking(null)}
        />
      ) : null}
      <DeleteConfirmModal
        open={asking === 'delete'}
        title={`Delete beat plan ${plan.PlanNo}?`}
        keepLabel="Keep the plan"
        deleteLabel="Delete plan"
        pendingLabel="Working…"
        busy={remove.isPending}
        onConfirm={() => remove.mutate()}
        onClose={() => setAsking(null)}
      >
        {what} and its visits are deleted. The audit log keeps a record of it.
      </DeleteConfirmModal>
    </>
  );
};
