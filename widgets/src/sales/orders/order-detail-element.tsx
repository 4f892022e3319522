import {
  type HostedElementProps,
  MissingRecordId,
  recordIdOf,
  useChangedEvent,
} from '../../core/element-host.tsx';
import { OrderDetailPage } from './order-detail-page.tsx';
import { useOrderDetail } from './order-queries.ts';

export interface OrderDetailElementProps extends HostedElementProps {
  orderId?: number;
}

const WatchedOrder = ({ orderId, container }: { orderId: number } & HostedElementProps) => {
  // The page's own query (same key): its actions update this cache entry, so the watch sees them.
  const order = useOrderDetail(orderId);
  useChangedEvent(container, order.data, (changed) => ({
    id: changed.Id,
    orderNo: changed.OrderNo,
    status: changed.Status,
    version: changed.Version,
  }));
  return <OrderDetailPage orderId={orderId} />;
};

/**
 * <bo-order-detail order-id="12">: one order with its actions. After each change (an action here,
 * or a refresh that found it changed) the element fires `changed` with {id, orderNo, status, version}.
 */
export const OrderDetailElement = ({ orderId, container }: OrderDetailElementProps) => {
  const id = recordIdOf(orderId);
  if (id === undefined) return <MissingRecordId attribute="order-id" what="order" />;
  return <WatchedOrder key={id} orderId={id} container={container} />;
};
