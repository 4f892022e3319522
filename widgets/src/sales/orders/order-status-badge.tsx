import type { OrderStatus } from '@backoffice/shared/sales/orders/order-pipeline';
import { statusLabel } from './order-format.ts';

/** The status as a small label, coloured by stage (the words carry it; colour only helps). */
export const OrderStatusBadge = ({ status }: { status: OrderStatus }) => (
  <span className="bo-order-status" data-status={status}>
    {statusLabel(status)}
  </span>
);
