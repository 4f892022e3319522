import type { OrderDetail, OrderSummary } from '@backoffice/shared/sales/orders/order.contract';
import type { OrderAction } from '@backoffice/shared/sales/orders/order-pipeline';
import type { KeyboardEvent } from 'react';
import { AppLink } from '../../core/navigation.tsx';
import { OrderActionButtons } from './order-action-buttons.tsx';
import { formatAge, formatRupees, statusLabel } from './order-format.ts';

export const orderPath = (id: number) => `/salesapp/orders/${id}`;

interface OrderCardProps {
  order: OrderSummary;
  column: number;
  row: number;
  now: Date;
  /** The one card of the board in the Tab order. */
  active: boolean;
  onFocusCard: (column: number, row: number) => void;
  onKeyDown: (event: KeyboardEvent<HTMLLIElement>) => void;
  onActionDone: (order: OrderDetail, action: OrderAction) => void;
  describedBy: string;
}

/**
 * A board card: order number, party, amount, how long it has been in its status, the sales person,
 * and the actions allowed now. The card itself takes the focus (arrow keys move between cards,
 * Enter opens the order); its buttons follow it in the Tab order while it is the active card.
 */
export const OrderCard = ({
  order,
  column,
  row,
  now,
  active,
  onFocusCard,
  onKeyDown,
  onActionDone,
  describedBy,
}: OrderCardProps) => {
  const age = formatAge(order.StatusChangedAt, now);
  const amount = formatRupees(order.TotalAmount);
  const waited = age.long ? `, ${age.long} in ${statusLabel(order.Status)}` : '';
  return (
    <li
      className="bo-order-card"
      tabIndex={active ? 0 : -1}
      data-column={column}
      data-row={row}
      data-order-id={order.Id}
      aria-label={`${order.OrderNo}, ${order.PartyName}, ${amount}${waited}`}
      aria-describedby={describedBy}
      onFocus={() => onFocusCard(column, row)}
      onKeyDown={onKeyDown}
    >
      <div className="bo-order-card-head">
        <AppLink href={orderPath(order.Id)} className="bo-order-no" tabIndex={-1}>
          {order.OrderNo}
        </AppLink>
        {age.short ? (
          <span className="bo-order-age" title={`${age.long} in ${statusLabel(order.Status)}`}>
            {age.short}
          </span>
        ) : null}
      </div>
      <p className="bo-order-party">{order.PartyName}</p>
      <p className="bo-order-amount">{amount}</p>
      {order.SalesPersonName || order.RouteName ? (
        <p className="bo-order-meta">
          {[order.SalesPersonName, order.RouteName].filter(Boolean).join(' · ')}
        </p>
      ) : null}
      <OrderActionButtons order={order} compact tabbable={active} onDone={onActionDone} />
    </li>
  );
};
