import type { OrderDetail, OrderSummary } from '@backoffice/shared/sales/orders/order.contract';
import type { OrderAction } from '@backoffice/shared/sales/orders/order-pipeline';
import { useState } from 'react';
import { ConfirmModal } from '../../ui/dialogs/confirm-modal.tsx';
import { RemarksDialog } from '../common/remarks-dialog.tsx';
import { actionLabel, actionNeedsRemarks } from './order-format.ts';
import { useOrderAction } from './use-order-action.ts';

interface OrderActionButtonsProps {
  order: Pick<OrderSummary, 'Id' | 'OrderNo' | 'AllowedActions'> &
    Partial<Pick<OrderSummary, 'DeliveryUserId' | 'DealerUserId'>> & { Version?: number };
  /** After a successful action and the refresh that follows it. */
  onDone?: ((order: OrderDetail, action: OrderAction) => void) | undefined;
  /** Board cards: small buttons, named with the order number, out of the Tab order unless active. */
  compact?: boolean;
  tabbable?: boolean;
}

/** Dispatching an order nobody will deliver (no delivery person, no dealer) is usually a slip. */
const dispatchesUnassigned = (order: OrderActionButtonsProps['order'], action: OrderAction): boolean =>
  action === 'dispatch' && order.DeliveryUserId === null && order.DealerUserId === null;

/**
 * The actions the server allows on the order now, as buttons with the pipeline's labels. Cancel
 * (an action that needs a reason) asks for remarks in a dialog first; dispatching an order that
 * nobody is assigned to deliver asks first.
 */
export const OrderActionButtons = ({
  order,
  onDone,
  compact = false,
  tabbable = true,
}: OrderActionButtonsProps) => {
  const run = useOrderAction(onDone);
  const [asking, setAsking] = useState<OrderAction | null>(null);
  const [confirming, setConfirming] = useState<OrderAction | null>(null);
  if (order.AllowedActions.length === 0) return null;

  const start = (action: OrderAction) => {
    if (actionNeedsRemarks(action)) setAsking(action);
    else if (dispatchesUnassigned(order, action)) setConfirming(action);
    else run.mutate({ order, action });
  };
  return (
    <>
      <div className={compact ? 'bo-order-actions bo-order-actions-compact' : 'bo-order-actions'}>
        {order.AllowedActions.map((action) => (
          <button
            key={action}
            type="button"
            className={[
              'bo-btn',
              compact ? 'bo-btn-small' : '',
              action === 'cancel' ? 'bo-btn-danger-outline' : 'bo-order-action',
            ]
              .filter(Boolean)
              .join(' ')}
            tabIndex={tabbable ? undefined : -1}
            aria-label={compact ? `${actionLabel(action)} ${order.OrderNo}` : undefined}
            disabled={run.isPending}
            onClick={() => start(action)}
          >
            {actionLabel(action)}
          </button>
        ))}
      </div>
      {asking ? (
        <RemarksDialog
          title={`${actionLabel(asking)} ${order.OrderNo}?`}
          text="This cannot be undone. Say why, for the order’s history."
          confirmLabel={actionLabel(asking)}
          keepLabel="Keep the order"
          required
          busy={run.isPending}
          onConfirm={(remarks) =>
            run.mutate({ order, action: asking, remarks }, { onSuccess: () => setAsking(null) })
          }
          onClose={() => setAsking(null)}
        />
      ) : null}
      {confirming ? (
        <ConfirmModal
          title={`Dispatch ${order.OrderNo} without a delivery person?`}
          keepLabel="Not yet"
          confirmLabel={actionLabel(confirming)}
          busy={run.isPending}
          danger={false}
          onConfirm={() =>
            run.mutate({ order, action: confirming }, { onSuccess: () => setConfirming(null) })
          }
          onClose={() => setConfirming(null)}
        >
          <p>
            Nobody is assigned to deliver this order. Assign a delivery person or a dealer first, or dispatch
            it anyway.
          </p>
        </ConfirmModal>
      ) : null}
    </>
  );
};
