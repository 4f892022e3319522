import { activationRuleOf } from '@backoffice/shared/mobile-banking/activation-request-machine';
import type {
  ActivationActionResult,
  ActivationRequestDetail,
} from '@backoffice/shared/mobile-banking/mobile-banking-answers.schema';
import { formatPhoneNumber } from '@backoffice/shared/text/phone-number';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { SuccessEnvelope } from '../core/api-client.ts';
import { actionFailed } from '../sales/common/action-failed.ts';
import { toast } from '../ui/toast.store.ts';
import { ActivationActionDialog } from './activation-action-dialog.tsx';
import { type ScreenAction, screenActionsFor } from './activation-action-form.ts';
import {
  activationDetailKey,
  refreshMobileBanking,
  runActivationAction,
  useChargeCheck,
} from './activation-queries.ts';

/** Actions that move the service towards the member get the primary look; closing ones the danger look. */
const LOOKS: Partial<Record<ScreenAction, string>> = {
  activatemanual: 'bo-btn bo-btn-primary',
  renew: 'bo-btn bo-btn-primary',
  enable: 'bo-btn bo-btn-primary',
  reject: 'bo-btn bo-btn-danger-outline',
  disable: 'bo-btn bo-btn-danger-outline',
};

/** What the toast adds to the server's sentence about the SMS: where it went, never its code. */
const smsNote = (result: ActivationActionResult): string => {
  const sms = result.Sms;
  if (!sms) return '';
  if (sms.Status === 'failed')
    return ` The SMS to ${formatPhoneNumber(sms.PhoneNumber)} could not be sent; you may resend it.`;
  return sms.Status === 'stored'
    ? ` The SMS to ${formatPhoneNumber(sms.PhoneNumber)} is in the SMS outbox.`
    : ` An SMS went to ${formatPhoneNumber(sms.PhoneNumber)}.`;
};

interface ActivationRequestActionsProps {
  request: ActivationRequestDetail;
  companyId: string;
  /** After an action succeeded, with what the server answered. */
  onDone: (action: ScreenAction, result: ActivationActionResult) => void;
}

/**
 * The buttons of the actions open now: allowed by the shared state machine for the status, and by
 * the server for this user (AllowedActions is empty without edit permission). Each asks first in
 * a dialog. A stale screen (409) shows the server's sentence and refreshes.
 */
export const ActivationRequestActions = ({ request, companyId, onDone }: ActivationRequestActionsProps) => {
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState<ScreenAction | null>(null);
  const actions = screenActionsFor(request.Status, request.AllowedActions);
  const charge = useChargeCheck(request.Id, actions.includes('renew'));
  const run = useMutation({
    mutationFn: ({ action, form }: { action: ScreenAction; form: Record<string, string> }) =>
      runActivationAction(request.Id, action, form),
    onSuccess: async (envelope: SuccessEnvelope<ActivationActionResult>, { action }) => {
      toast.success(`${envelope.Message}${smsNote(envelope.Data)}`);
      setAsking(null);
      queryClient.setQueryData(activationDetailKey(request.Id), envelope.Data.Request);
      await refreshMobileBanking(queryClient);
      onDone(action, envelope.Data);
    },
    onError: actionFailed(() => refreshMobileBanking(queryClient)),
  });

  if (actions.length === 0) {
    return <p className="bo-muted">No action is open to you on this request now.</p>;
  }
  return (
    <>
      <div className="bo-order-actions bo-activation-actions">
        {actions.map((action) => (
          <button
            key={action}
            type="button"
            className={LOOKS[action] ?? 'bo-btn'}
            disabled={run.isPending}
            onClick={() => setAsking(action)}
          >
            {activationRuleOf(action).label}
          </button>
        ))}
      </div>
      {asking ? (
        <ActivationActionDialog
          key={asking}
          action={asking}
          request={request}
          companyId={companyId}
          proposedCharge={charge.data ? charge.data.ChargeAmount.toFixed(2) : ''}
          busy={run.isPending}
          onConfirm={(form) => run.mutate({ action: asking, form })}
          onClose={() => setAsking(null)}
        />
      ) : null}
    </>
  );
};
