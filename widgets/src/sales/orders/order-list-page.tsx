import { DEFAULT_PAGE_SIZE } from '@backoffice/shared/constants';
import { formatCount } from '@backoffice/shared/format/money.format';
import { type OrderSummary, orderReadContracts } from '@backoffice/shared/sales/orders/order.contract';
import { ORDER_STATUSES, type OrderStatus } from '@backoffice/shared/sales/orders/order-pipeline';
import { Columns3 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { AppLink } from '../../core/navigation.tsx';
import { ExportControl } from '../../ui/export-control.tsx';
import { MixedCheckbox } from '../../ui/fields/mixed-checkbox.tsx';
import { addressFilters, isoDay, oneOf } from '../../ui/list/address-filters.ts';
import { Pagination } from '../../ui/list/pagination.tsx';
import { type SortableColumn, SortableColumnHeads } from '../../ui/list/sortable-column-heads.tsx';
import { useRowSelection } from '../../ui/list/use-row-selection.ts';
import { QueryProblem } from '../../ui/load-problem.tsx';
import { Loader } from '../../ui/loader.tsx';
import { useCalendarDay } from '../../ui/use-calendar-day.ts';
import { NewOrderLink } from './new-order-link.tsx';
import { OrderBulkBar } from './order-bulk-bar.tsx';
import { orderPath } from './order-card.tsx';
import { OrderFilterBar } from './order-filter-bar.tsx';
import { NO_ORDER_FILTERS, type OrderFilters } from './order-filters.ts';
import { formatRupees, statusLabel } from './order-format.ts';
import { type OrderListParams, orderListQuery, useOrderList } from './order-queries.ts';
import { OrderStatusBadge } from './order-status-badge.tsx';

type SortField = OrderListParams['SortBy'];

const COLUMNS: SortableColumn<SortField>[] = [
  { label: 'Order no', sort: 'OrderNo' },
  { label: 'Date', sort: 'OrderDate' },
  { label: 'Party', sort: 'PartyName' },
  { label: 'Sales person' },
  { label: 'Status', sort: 'Status' },
  { label: 'Amount', sort: 'TotalAmount', numeric: true },
];

/** The first page, with the status and dates the address asks for (a dashboard figure's link). */
const firstParams = (): OrderListParams => {
  const asked = addressFilters<{ status: OrderStatus; fromDate: string; toDate: string }>({
    status: oneOf(ORDER_STATUSES),
    fromDate: isoDay,
    toDate: isoDay,
  });
  return {
    pageNo: 1,
    pageSize: DEFAULT_PAGE_SIZE,
    filters: { ...NO_ORDER_FILTERS, fromDate: asked.fromDate ?? '', toDate: asked.toDate ?? '' },
    statuses: asked.status ? [asked.status] : [],
    SortBy: 'OrderDate',
    SortType: 'desc',
  };
};

/** Orders in a table: status tabs, the board's filters, sortable columns, pages; rows open the detail. */
export const OrderListPage = () => {
  const day = useCalendarDay();
  const [params, setParams] = useState<OrderListParams>(firstParams);
  const list = useOrderList(params);
  const selection = useRowSelection<OrderSummary>();
  const items = list.data?.Items;
  // Selected orders follow the list as it is refetched (their status after a move).
  useEffect(() => {
    if (items) selection.refresh(items);
  }, [items, selection.refresh]);
  const change = (next: Partial<OrderListParams>) => setParams({ ...params, pageNo: 1, ...next });
  const sortBy = (field: SortField) =>
    change({
      SortBy: field,
      SortType: params.SortBy === field && params.SortType === 'asc' ? 'desc' : 'asc',
    });
  const chosen: OrderStatus | 'all' = params.statuses[0] ?? 'all';
  const data = list.data;
  const searching =
    params.statuses.length > 0 || JSON.stringify(params.filters) !== JSON.stringify(NO_ORDER_FILTERS);

  return (
    <div className="bo-page bo-orders-page">
      <div className="bo-page-head">
        <div>
          <h1>Orders</h1>
          {data ? (
            <p className="bo-muted">
              {formatCount(data.TotalCount)} {data.TotalCount === 1 ? 'order' : 'orders'}
            </p>
          ) : null}
        </div>
        <div className="bo-button-row">
          <ExportControl
            path={orderReadContracts.export.path}
            query={orderListQuery(params)}
            fileName="orders"
          />
          <AppLink href="/salesapp/order-board" className="bo-btn">
            <Columns3 size={18} aria-hidden="true" />
            Order board
          </AppLink>
          <NewOrderLink />
        </div>
      </div>

      <OrderFilterBar filters={params.filters} onChange={(filters: OrderFilters) => change({ filters })} />

      <fieldset className="bo-status-tabs">
        <legend className="bo-sr-only">Status</legend>
        {(['all', ...ORDER_STATUSES] as const).map((status) => (
          <button
            key={status}
            type="button"
            aria-pressed={chosen === status}
            onClick={() => change({ statuses: status === 'all' ? [] : [status] })}
          >
            {status === 'all' ? 'All' : statusLabel(status)}
          </button>
        ))}
      </fieldset>

      <p className="bo-sr-only" role="status">
        {list.isPending ? 'Loading orders' : data ? `${formatCount(data.TotalCount)} orders found` : ''}
      </p>
      <OrderBulkBar selection={selection} sort={{ SortBy: params.SortBy, SortType: params.SortType }} />
      {list.isPending ? <Loader label="Loading orders" /> : null}
      {list.isError ? <QueryProblem query={list} /> : null}
      {data && data.Items.length === 0 ? (
        <p className="bo-empty">{searching ? 'No orders match your search' : 'No orders yet'}</p>
      ) : null}
      {data && data.Items.length > 0 ? (
        <>
          <div className="bo-table-wrap" aria-busy={list.isPlaceholderData}>
            <table className="bo-table bo-order-table">
              <thead>
                <tr>
                  <th scope="col" className="bo-select-cell">
                    <MixedCheckbox
                      coverage={selection.coverageOf(data.Items)}
                      aria-label="Select every order on this page"
                      onChange={() => selection.togglePage(data.Items)}
                    />
                  </th>
                  <SortableColumnHeads
                    columns={COLUMNS}
                    sortBy={params.SortBy}
                    sortType={params.SortType}
                    onSort={sortBy}
                  />
                </tr>
              </thead>
              <tbody>
                {data.Items.map((order) => (
                  <tr key={order.Id} data-selected={selection.isSelected(order.Id) ? true : undefined}>
                    <td className="bo-select-cell">
                      <input
                        type="checkbox"
                        aria-label={`Select ${order.OrderNo}`}
                        checked={selection.isSelected(order.Id)}
                        onChange={() => selection.toggle(order)}
                      />
                    </td>
                    <td className="bo-cell-nowrap">
                      <AppLink href={orderPath(order.Id)} className="bo-order-no">
                        {order.OrderNo}
                      </AppLink>
                    </td>
                    <td className="bo-cell-nowrap">{day(order.OrderDate)}</td>
                    <td>{order.PartyName}</td>
                    <td>{order.SalesPersonName ?? ''}</td>
                    <td>
                      <OrderStatusBadge status={order.Status} />
                    </td>
                    <td className="bo-cell-number">{formatRupees(order.TotalAmount)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pagination
            pageNo={params.pageNo}
            pageSize={params.pageSize}
            totalCount={data.TotalCount}
            onPageChange={(pageNo) => setParams({ ...params, pageNo })}
            label="Order pages"
          />
        </>
      ) : null}
    </div>
  );
};
