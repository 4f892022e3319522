import { formatCount } from '@backoffice/shared/format/money.format';
import type {
  OrderBoardColumn as BoardColumn,
  OrderDetail,
} from '@backoffice/shared/sales/orders/order.contract';
import type { OrderAction } from '@backoffice/shared/sales/orders/order-pipeline';
import { type KeyboardEvent, useId, useMemo, useState } from 'react';
import { errorMessage } from '../../../core/api-client.ts';
import { OrderCard } from '../order-card.tsx';
import type { OrderFilters } from '../order-filters.ts';
import { formatRupees } from '../order-format.ts';
import { useMoreOfColumn } from '../order-queries.ts';
import type { GridPosition } from './board-grid.ts';
import { useOrderPollInterval } from './use-live-orders.ts';

interface OrderBoardColumnProps {
  column: BoardColumn;
  index: number;
  filters: OrderFilters;
  now: Date;
  active: GridPosition | null;
  /** The column shown on a phone, where one column fits at a time. */
  shown: boolean;
  onFocusCard: (column: number, row: number) => void;
  onCardKeyDown: (event: KeyboardEvent<HTMLLIElement>) => void;
  onActionDone: (order: OrderDetail, action: OrderAction) => void;
  /** Says how the keyboard works on the board, for the cards' descriptions. */
  keysHintId: string;
}

const ordersText = (count: number) => `${formatCount(count)} ${count === 1 ? 'order' : 'orders'}`;

/**
 * One status: its label, count and total, the cards the board sent (oldest first), and "Show more"
 * for the next list pages of the same status and filters.
 */
export const OrderBoardColumn = ({
  column,
  index,
  filters,
  now,
  active,
  shown,
  onFocusCard,
  onCardKeyDown,
  onActionDone,
  keysHintId,
}: OrderBoardColumnProps) => {
  const headingId = useId();
  const [expanded, setExpanded] = useState(false);
  const more = useMoreOfColumn(column.Status, filters, expanded, useOrderPollInterval());
  // A later page may repeat a card the board already has when orders moved between the two answers.
  const orders = useMemo(() => {
    const seen = new Set(column.Orders.map((order) => order.Id));
    const extra = (more.data?.pages ?? [])
      .flatMap((page) => page.Items)
      .filter((order) => !seen.has(order.Id) && seen.add(order.Id));
    return [...column.Orders, ...extra];
  }, [column.Orders, more.data]);
  const remaining = Math.max(0, column.Count - orders.length);

  const showMore = () => {
    if (!expanded) setExpanded(true);
    else void more.fetchNextPage();
  };

  return (
    <section
      className="bo-board-column"
      aria-labelledby={headingId}
      data-status={column.Status}
      data-shown={shown}
      data-board-column={index}
    >
      <header className="bo-board-column-head">
        <h2 id={headingId}>{column.Label}</h2>
        <p className="bo-board-column-figures">
          <span className="bo-board-count">{ordersText(column.Count)}</span>
          <span>{formatRupees(column.TotalAmount)}</span>
        </p>
      </header>
      {orders.length === 0 ? (
        <p className="bo-board-empty">No orders</p>
      ) : (
        <ul className="bo-board-cards" aria-label={`${column.Label} orders`}>
          {orders.map((order, row) => (
            <OrderCard
              key={order.Id}
              order={order}
              column={index}
              row={row}
              now={now}
              active={active?.column === index && active.row === row}
              onFocusCard={onFocusCard}
              onKeyDown={onCardKeyDown}
              onActionDone={onActionDone}
              describedBy={keysHintId}
            />
          ))}
        </ul>
      )}
      {more.isError ? (
        <p className="bo-field-error" role="alert">
          {errorMessage(more.error)}
        </p>
      ) : null}
      {remaining > 0 ? (
        <button
          type="button"
          className="bo-btn bo-btn-small bo-board-more"
          aria-describedby={headingId}
          disabled={more.isFetching}
          onClick={showMore}
        >
          {more.isFetching ? 'Loading…' : `Show more (${formatCount(remaining)})`}
        </button>
      ) : null}
    </section>
  );
};
