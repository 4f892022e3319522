import type { OrderReturnDetail } from '@backoffice/shared/sales/returns/return.contract';
import { AppLink } from '../../core/navigation.tsx';
import {
  UnsavedChangesProvider,
  useUnsavedChangesScope,
} from '../../entities/unsaved-changes/use-unsaved-changes.tsx';
import { QueryProblem } from '../../ui/load-problem.tsx';
import { Loader } from '../../ui/loader.tsx';
import { RETURNS_PATH, returnPath } from '../common/document-format.ts';
import { DocumentPageHead } from '../common/document-page-head.tsx';
import { orderPath } from '../orders/order-card.tsx';
import { OrderStatusBadge } from '../orders/order-status-badge.tsx';
import { ReturnForm } from './return-form.tsx';
import { ReturnOrderPicker } from './return-order-picker.tsx';
import { useReturnableOrder } from './return-queries.ts';

interface ReturnFormPageProps {
  orderId?: number | undefined;
  /** Told of each save first (a host page embedding the form); false keeps the form where it is. */
  onSaved?: ((saved: OrderReturnDetail) => boolean) | undefined;
}

/**
 * /salesapp/returns/new?orderId=: goods of a delivered (paid, completed) order coming back. Without
 * an order it first asks which one.
 */
export const ReturnFormPage = ({ orderId, onSaved }: ReturnFormPageProps) => {
  const returnable = useReturnableOrder(orderId);
  const back = orderId === undefined ? RETURNS_PATH : orderPath(orderId);
  const unsaved = useUnsavedChangesScope(back);
  const order = returnable.data;

  return (
    <UnsavedChangesProvider scope={unsaved}>
      <div className="bo-page bo-order-form-page">
        <DocumentPageHead
          back={{
            href: back,
            label: orderId === undefined ? 'Returns' : order ? `Order ${order.OrderNo}` : 'Order',
          }}
          title={order ? `Return goods of ${order.OrderNo}` : 'Return goods'}
          subhead={
            order ? (
              <>
                <OrderStatusBadge status={order.OrderStatus} />
                <span>{order.PartyName}</span>
              </>
            ) : null
          }
        />

        {orderId === undefined ? <ReturnOrderPicker /> : null}
        {orderId !== undefined && returnable.isPending ? <Loader label="Loading the order" /> : null}
        {returnable.isError ? (
          <QueryProblem
            query={returnable}
            notFound="This order does not exist, or it belongs to another company."
          />
        ) : null}
        {order && !order.CanReturn ? (
          <div className="bo-alert bo-alert-row" role="alert">
            <p>{order.Message ?? 'This order cannot take a return now.'}</p>
            <AppLink href={orderPath(order.OrderId)} className="bo-btn">
              Back to the order
            </AppLink>
          </div>
        ) : null}
        {order?.CanReturn ? (
          <ReturnForm
            key={order.OrderId}
            order={order}
            onSaved={(saved) => {
              if (onSaved?.(saved) !== false) unsaved.leave(returnPath(saved.Id), { ask: false });
            }}
          />
        ) : null}
      </div>
    </UnsavedChangesProvider>
  );
};
