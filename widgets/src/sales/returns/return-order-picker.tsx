import { RETURNABLE_ORDER_STATUSES } from '@backoffice/shared/sales/returns/order-return';
import { useId, useState } from 'react';
import { AppLink } from '../../core/navigation.tsx';
import { TextField } from '../../ui/fields/text-field.tsx';
import { NumberColumn } from '../../ui/list/number-column.tsx';
import { QueryProblem } from '../../ui/load-problem.tsx';
import { Loader } from '../../ui/loader.tsx';
import { useCalendarDay } from '../../ui/use-calendar-day.ts';
import { useDebouncedCallback } from '../../ui/use-debounced-callback.ts';
import { newReturnPath } from '../common/document-format.ts';
import { NO_ORDER_FILTERS } from '../orders/order-filters.ts';
import { formatRupees } from '../orders/order-format.ts';
import { useOrderList } from '../orders/order-queries.ts';
import { OrderStatusBadge } from '../orders/order-status-badge.tsx';

const PICK_PAGE_SIZE = 10;
const SEARCH_DELAY_MS = 300;

/** Without an order in the address: find the delivered order the goods came with. */
export const ReturnOrderPicker = () => {
  const day = useCalendarDay();
  const id = useId();
  const [text, setText] = useState('');
  const [query, setQuery] = useState('');
  const searchLater = useDebouncedCallback(setQuery, SEARCH_DELAY_MS);
  const list = useOrderList({
    pageNo: 1,
    pageSize: PICK_PAGE_SIZE,
    filters: { ...NO_ORDER_FILTERS, query },
    statuses: [...RETURNABLE_ORDER_STATUSES],
    SortBy: 'OrderDate',
    SortType: 'desc',
  });
  const orders = list.data?.Items ?? [];

  return (
    <section className="bo-card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="bo-card-title">
        Which order did the goods come with?
      </h2>
      <p className="bo-muted">Only delivered, paid and completed orders can take a return.</p>
      <search>
        <TextField
          label="Search orders"
          type="search"
          placeholder="Order no or party"
          value={text}
          onChange={(event) => {
            setText(event.currentTarget.value);
            searchLater(event.currentTarget.value.trim());
          }}
        />
      </search>
      {list.isPending ? <Loader label="Loading orders" /> : null}
      {list.isError ? <QueryProblem query={list} /> : null}
      {list.data && orders.length === 0 ? <p className="bo-empty">No order to return goods from</p> : null}
      {orders.length > 0 ? (
        <div className="bo-table-wrap" aria-busy={list.isPlaceholderData}>
          <table className="bo-table bo-order-table">
            <thead>
              <tr>
                <th scope="col">Order no</th>
                <th scope="col">Date</th>
                <th scope="col">Party</th>
                <th scope="col">Status</th>
                <NumberColumn>Amount</NumberColumn>
              </tr>
            </thead>
            <tbody>
              {orders.map((order) => (
                <tr key={order.Id}>
                  <td>
                    <AppLink
                      href={newReturnPath(order.Id)}
                      className="bo-order-no"
                      aria-label={`Return goods of ${order.OrderNo}`}
                    >
                      {order.OrderNo}
                    </AppLink>
                  </td>
                  <td>{day(order.OrderDate)}</td>
                  <td>{order.PartyName}</td>
                  <td>
                    <OrderStatusBadge status={order.Status} />
                  </td>
                  <td className="bo-cell-number">{formatRupees(order.TotalAmount)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </section>
  );
};
