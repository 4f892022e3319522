import { formatCalendarDate } from '@backoffice/shared/calendar/bs-calendar';
import { DEFAULT_PAGE_SIZE } from '@backoffice/shared/constants';
import { formatCount } from '@backoffice/shared/format/money.format';
import { RETURN_STATUSES, type ReturnStatus } from '@backoffice/shared/sales/order-return';
import { useStore } from '@nanostores/react';
import { ClipboardList } from 'lucide-react';
import { useState } from 'react';
import { AppLink } from '../core/navigation.tsx';
import { $calendarMode } from '../core/preferences.store.ts';
import { Loader } from '../ui/loader.tsx';
import { Pagination } from '../ui/pagination.tsx';
import { MoneyFilterBar, type MoneyFilters, NO_MONEY_FILTERS } from './money-filter-bar.tsx';
import { returnPath, returnStatusLabel } from './money-format.ts';
import { MoneyLoadProblem } from './money-load-problem.tsx';
import { useActionPermission, useReturnList } from './money-queries.ts';
import { ReturnStatusBadge } from './money-status-badge.tsx';
import { orderPath } from './order-card.tsx';
import { formatRupees } from './order-format.ts';

/** Order returns in a table: status tabs, party, dates and search, pages; a row opens the return. */
export const ReturnListPage = () => {
  const calendarMode = useStore($calendarMode);
  const [filters, setFilters] = useState<MoneyFilters>(NO_MONEY_FILTERS);
  const [status, setStatus] = useState<ReturnStatus | ''>('');
  const [pageNo, setPageNo] = useState(1);
  const canCreate = useActionPermission('OrderReturn', 'Create');
  const list = useReturnList({
    pageNo,
    pageSize: DEFAULT_PAGE_SIZE,
    partyId: filters.party.id,
    status,
    fromDate: filters.fromDate,
    toDate: filters.toDate,
    query: filters.query,
  });
  const data = list.data;
  const searching = status !== '' || JSON.stringify(filters) !== JSON.stringify(NO_MONEY_FILTERS);

  return (
    <div className="bo-page bo-returns-page">
      <div className="bo-page-head">
        <div>
          <h1>Returns</h1>
          {data ? (
            <p className="bo-muted">
              {formatCount(data.TotalCount)} {data.TotalCount === 1 ? 'return' : 'returns'}
            </p>
          ) : null}
        </div>
        {canCreate ? (
          // A return starts from the order the goods came with.
          <AppLink href="/salesapp/returns/new" className="bo-btn">
            <ClipboardList size={18} aria-hidden="true" />
            Return goods of an order
          </AppLink>
        ) : null}
      </div>

      <MoneyFilterBar
        filters={filters}
        onChange={(next) => {
          setFilters(next);
          setPageNo(1);
        }}
        searchLabel="Search returns"
        searchPlaceholder="Return no, order no or party"
        dateLegend="Return date"
      />

      <fieldset className="bo-status-tabs">
        <legend className="bo-sr-only">Status</legend>
        {(['', ...RETURN_STATUSES] as const).map((value) => (
          <button
            key={value || 'all'}
            type="button"
            aria-pressed={status === value}
            onClick={() => {
              setStatus(value);
              setPageNo(1);
            }}
          >
            {value === '' ? 'All' : returnStatusLabel(value)}
          </button>
        ))}
      </fieldset>

      <p className="bo-sr-only" role="status">
        {list.isPending ? 'Loading returns' : data ? `${formatCount(data.TotalCount)} returns found` : ''}
      </p>
      {list.isPending ? <Loader label="Loading returns" /> : null}
      {list.isError ? (
        <MoneyLoadProblem error={list.error} retrying={list.isFetching} onRetry={() => void list.refetch()} />
      ) : null}
      {data && data.Items.length === 0 ? (
        <p className="bo-empty">{searching ? 'No returns match your search' : 'No returns yet'}</p>
      ) : null}
      {data && data.Items.length > 0 ? (
        <>
          <div className="bo-table-wrap" aria-busy={list.isPlaceholderData}>
            <table className="bo-table bo-order-table bo-money-table">
              <thead>
                <tr>
                  <th scope="col">Return no</th>
                  <th scope="col">Date</th>
                  <th scope="col">Order</th>
                  <th scope="col">Party</th>
                  <th scope="col">Reason</th>
                  <th scope="col">Status</th>
                  <th scope="col" className="bo-cell-number">
                    Amount
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.Items.map((item) => (
                  <tr key={item.Id}>
                    <td>
                      <AppLink href={returnPath(item.Id)} className="bo-order-no">
                        {item.ReturnNo}
                      </AppLink>
                    </td>
                    <td>{formatCalendarDate(item.ReturnDate, calendarMode) || item.ReturnDate}</td>
                    <td>
                      <AppLink href={orderPath(item.OrderId)}>{item.OrderNo}</AppLink>
                    </td>
                    <td>{item.PartyName}</td>
                    <td>{item.ReasonName}</td>
                    <td>
                      <ReturnStatusBadge status={item.Status} />
                    </td>
                    <td className="bo-cell-number">{formatRupees(item.TotalAmount)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pagination
            pageNo={pageNo}
            pageSize={DEFAULT_PAGE_SIZE}
            totalCount={data.TotalCount}
            onPageChange={setPageNo}
            label="Return pages"
          />
        </>
      ) : null}
    </div>
  );
};
