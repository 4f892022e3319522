import { formatCount } from '@backoffice/shared/format/money.format';
import type { OrderDetail } from '@backoffice/shared/sales/orders/order.contract';
import type { OrderAction } from '@backoffice/shared/sales/orders/order-pipeline';
import { RefreshCw } from 'lucide-react';
import { type KeyboardEvent, useId, useLayoutEffect, useRef, useState } from 'react';
import { errorMessage } from '../../../core/api-client.ts';
import { useNavigate } from '../../../core/navigation.tsx';
import { QueryProblem } from '../../../ui/load-problem.tsx';
import { Loader } from '../../../ui/loader.tsx';
import { useHiddenChildren } from '../../../ui/use-hidden-children.ts';
import { useNow } from '../../../ui/use-now.ts';
import { NewOrderLink } from '../new-order-link.tsx';
import { orderPath } from '../order-card.tsx';
import { OrderFilterBar } from '../order-filter-bar.tsx';
import { NO_ORDER_FILTERS, type OrderFilters } from '../order-filters.ts';
import { formatClock } from '../order-format.ts';
import { useOrderBoard } from '../order-queries.ts';
import { type GridPosition, isGridKey, moveInGrid, settlePosition } from './board-grid.ts';
import { OrderBoardColumn } from './order-board-column.tsx';
import { useLiveOrders, useOrderPollInterval } from './use-live-orders.ts';

export interface OrderBoardPageProps {
  initialFilters?: OrderFilters;
  /** After an action succeeded (the custom element turns it into an `order-action` event). */
  onAction?: (order: OrderDetail, action: OrderAction) => void;
}

const AGE_TICK_MS = 30_000;

type FocusRequest = { orderId: number } | { position: GridPosition };

/** The number of cards each column shows, read from the page (columns may have loaded more). */
const cardCounts = (board: HTMLElement): number[] =>
  Array.from(board.querySelectorAll<HTMLElement>('[data-board-column]'), (column) => {
    return column.querySelectorAll('[data-order-id]').length;
  });

const cardAt = (board: HTMLElement, position: GridPosition) =>
  board.querySelector<HTMLElement>(`[data-column="${position.column}"][data-row="${position.row}"]`);

/**
 * The order pipeline as a board: a column per status with its count and total, cards
 * with the actions allowed now, the list's filters, refreshed when an order changes (pushed), on focus, and every 15 seconds while pushes cannot arrive. The
 * cards are one roving Tab stop: arrow keys, Home and End move between them, Enter opens one.
 */
export const OrderBoardPage = ({ initialFilters = NO_ORDER_FILTERS, onAction }: OrderBoardPageProps) => {
  const navigate = useNavigate();
  const columnSelectId = useId();
  const [filters, setFilters] = useState(initialFilters);
  useLiveOrders();
  const board = useOrderBoard(filters, useOrderPollInterval());
  const now = useNow(AGE_TICK_MS);
  const boardRef = useRef<HTMLDivElement>(null);
  const [active, setActive] = useState<GridPosition | null>(null);
  const [shownColumn, setShownColumn] = useState(0);
  // Where the focus goes once the board has rendered: a card's place, or an order wherever it went.
  const [focusRequest, setFocusRequest] = useState<FocusRequest | null>(null);

  const focusPosition = (position: GridPosition) => {
    setActive(position);
    // On a phone the card may be in a hidden column: show it first, focus it after the render.
    setShownColumn(position.column);
    setFocusRequest({ position });
  };

  // After every render: honour a focus request, and keep the roving Tab stop on a card that exists.
  useLayoutEffect(() => {
    const element = boardRef.current;
    if (!element) return;
    if (focusRequest) {
      setFocusRequest(null);
      const card =
        'orderId' in focusRequest
          ? element.querySelector<HTMLElement>(`[data-order-id="${focusRequest.orderId}"]`)
          : cardAt(element, focusRequest.position);
      if (card) {
        const position = { column: Number(card.dataset.column), row: Number(card.dataset.row) };
        setActive(position);
        setShownColumn(position.column);
        card.focus();
        card.scrollIntoView({ block: 'nearest', inline: 'nearest' });
        return;
      }
    }
    const settled = settlePosition(active, cardCounts(element));
    if (settled?.column !== active?.column || settled?.row !== active?.row) setActive(settled);
  });

  const onCardKeyDown = (event: KeyboardEvent<HTMLLIElement>) => {
    // Keys typed in a card's buttons or its dialog are theirs.
    if (event.target !== event.currentTarget || !boardRef.current || !active) return;
    if (event.key === 'Enter') {
      event.preventDefault();
      const id = event.currentTarget.dataset.orderId;
      if (id) navigate(orderPath(Number(id)));
      return;
    }
    if (!isGridKey(event.key) || event.altKey || event.ctrlKey || event.metaKey) return;
    event.preventDefault();
    focusPosition(moveInGrid(active, event.key, cardCounts(boardRef.current)));
  };

  const onActionDone = (order: OrderDetail, action: OrderAction) => {
    // The card's button went with the card: follow the order to its new column, unless the person
    // has meanwhile moved on to something outside the board.
    const element = boardRef.current;
    const root = element?.getRootNode();
    const focused = root instanceof Document || root instanceof ShadowRoot ? root.activeElement : null;
    if (!focused || focused === element?.ownerDocument.body || element?.contains(focused)) {
      setFocusRequest({ orderId: order.Id });
    }
    onAction?.(order, action);
  };

  const showColumn = (column: number) => {
    setShownColumn(column);
    // On a phone only this column shows: the board's Tab stop must be one of its cards.
    const counts = boardRef.current ? cardCounts(boardRef.current) : [];
    if ((counts[column] ?? 0) > 0) setActive({ column, row: 0 });
  };

  const columns = board.data?.Columns ?? [];
  const total = columns.reduce((sum, column) => sum + column.Count, 0);
  const outOfSight = useHiddenChildren(boardRef, columns.length);
  const namesOf = (indexes: number[]) => indexes.map((index) => columns[index]?.Label ?? '').join(', ');
  const filtered = JSON.stringify(filters) !== JSON.stringify(NO_ORDER_FILTERS);

  return (
    <div className="bo-page bo-board-page">
      <div className="bo-page-head">
        <div>
          <h1>Order Board</h1>
          <p className="bo-muted bo-board-updated">
            {board.data ? `${formatCount(total)} ${total === 1 ? 'order' : 'orders'} · ` : ''}
            {board.dataUpdatedAt > 0 ? `Updated ${formatClock(board.dataUpdatedAt)}` : 'Loading…'}
            {board.isError && board.data ? (
              <span className="bo-board-stale"> · Could not refresh: {errorMessage(board.error)}</span>
            ) : null}
          </p>
        </div>
        <div className="bo-button-row">
          <button
            type="button"
            className="bo-btn"
            disabled={board.isFetching}
            onClick={() => void board.refetch()}
          >
            <RefreshCw size={18} aria-hidden="true" />
            {board.isFetching ? 'Refreshing…' : 'Refresh'}
          </button>
          <NewOrderLink />
        </div>
      </div>

      <OrderFilterBar filters={filters} onChange={setFilters} />

      {board.isPending ? <Loader label="Loading the order board" /> : null}
      {board.isError && !board.data ? <QueryProblem query={board} /> : null}
      {board.data && total === 0 ? (
        <p className="bo-empty">{filtered ? 'No orders match these filters' : 'No orders yet'}</p>
      ) : null}

      {columns.length > 0 ? (
        <>
          <div className="bo-field bo-board-column-choice">
            <label htmlFor={columnSelectId}>Status</label>
            <select
              id={columnSelectId}
              className="bo-input"
              value={shownColumn}
              onChange={(event) => showColumn(Number(event.currentTarget.value))}
            >
              {columns.map((column, index) => (
                <option key={column.Status} value={index}>
                  {column.Label} ({formatCount(column.Count)})
                </option>
              ))}
            </select>
          </div>
          {outOfSight.before.length > 0 || outOfSight.after.length > 0 ? (
            <div className="bo-board-offscreen">
              {outOfSight.before.length > 0 ? (
                <button
                  type="button"
                  className="bo-btn bo-btn-small"
                  onClick={() => outOfSight.reveal(outOfSight.before.at(-1) ?? 0)}
                >
                  ← {namesOf(outOfSight.before)}
                </button>
              ) : (
                <span />
              )}
              {outOfSight.after.length > 0 ? (
                <button
                  type="button"
                  className="bo-btn bo-btn-small"
                  onClick={() => outOfSight.reveal(outOfSight.after[0] ?? 0)}
                >
                  More: {namesOf(outOfSight.after)} →
                </button>
              ) : null}
            </div>
          ) : null}
          <div ref={boardRef} className="bo-board" aria-busy={board.isPlaceholderData}>
            {columns.map((column, index) => (
              <OrderBoardColumn
                key={column.Status}
                column={column}
                index={index}
                filters={filters}
                now={now}
                active={active}
                shown={index === shownColumn}
                onFocusCard={(columnIndex, row) => {
                  setActive({ column: columnIndex, row });
                  setShownColumn(columnIndex);
                }}
                onCardKeyDown={onCardKeyDown}
                onActionDone={onActionDone}
                keysHintId={`${columnSelectId}-keys`}
              />
            ))}
          </div>
          <p id={`${columnSelectId}-keys`} className="bo-sr-only">
            Arrow keys move between orders and statuses, Enter opens an order, Tab reaches its actions.
          </p>
        </>
      ) : null}
    </div>
  );
};
