import { RETURN_STATUSES, type ReturnStatus } from '@backoffice/shared/sales/returns/order-return';
import { returnContracts } from '@backoffice/shared/sales/returns/return.contract';
import { ClipboardList } from 'lucide-react';
import { AppLink } from '../../core/navigation.tsx';
import { ExportControl } from '../../ui/export-control.tsx';
import { isoDay, oneOf } from '../../ui/list/address-filters.ts';
import { useCalendarDay } from '../../ui/use-calendar-day.ts';
import {
  DocumentFilterBar,
  type DocumentFilters,
  documentListParams,
  NO_DOCUMENT_FILTERS,
} from '../common/document-filter-bar.tsx';
import { returnPath, returnStatusLabel } from '../common/document-format.ts';
import { useActionPermission } from '../common/document-queries.ts';
import { ReturnStatusBadge } from '../common/document-status-badge.tsx';
import { SalesListHead } from '../common/sales-list-head.tsx';
import { countText, type ListNouns, SalesListResults } from '../common/sales-list-results.tsx';
import { SalesStatusTabs } from '../common/sales-status-tabs.tsx';
import { useListFilters } from '../common/use-list-filters.ts';
import { orderPath } from '../orders/order-card.tsx';
import { formatRupees } from '../orders/order-format.ts';
import { returnListQuery, useReturnList } from './return-queries.ts';

const NOUNS: ListNouns = {
  one: 'return',
  many: 'returns',
  loading: 'Loading returns',
  pages: 'Return pages',
};

/** Order returns in a table: status tabs, party, dates and search, pages; a row opens the return. */
export const ReturnListPage = () => {
  const day = useCalendarDay();
  const { filters, filterBy, pageNo, setPageNo, searching } = useListFilters<
    DocumentFilters & { status: ReturnStatus | '' }
  >(
    { ...NO_DOCUMENT_FILTERS, status: '' },
    { status: oneOf(RETURN_STATUSES), fromDate: isoDay, toDate: isoDay },
  );
  const canCreate = useActionPermission('OrderReturn', 'Create');
  const params = { ...documentListParams(filters, pageNo), status: filters.status };
  const list = useReturnList(params);
  const data = list.data;

  return (
    <div className="bo-page bo-returns-page">
      <SalesListHead title="Returns" count={data ? countText(data.TotalCount, NOUNS) : undefined}>
        <div className="bo-button-row">
          <ExportControl
            path={returnContracts.export.path}
            query={returnListQuery(params)}
            fileName="returns"
          />
          {canCreate ? (
            // A return starts from the order the goods came with.
            <AppLink href="/salesapp/returns/new" className="bo-btn">
              <ClipboardList size={18} aria-hidden="true" />
              Return goods of an order
            </AppLink>
          ) : null}
        </div>
      </SalesListHead>

      <DocumentFilterBar
        filters={filters}
        onChange={filterBy}
        searchLabel="Search returns"
        searchPlaceholder="Return no, order no or party"
        dateLegend="Return date"
      />

      <SalesStatusTabs
        statuses={RETURN_STATUSES}
        value={filters.status}
        label={returnStatusLabel}
        onChange={(status) => filterBy({ status })}
      />

      <SalesListResults
        list={list}
        nouns={NOUNS}
        searching={searching}
        tableClassName="bo-money-table"
        pageNo={pageNo}
        onPageChange={setPageNo}
        columns={['Return no', 'Date', 'Order', 'Party', 'Reason', 'Status', { number: 'Amount' }]}
        cells={(item) => (
          <>
            <td>
              <AppLink href={returnPath(item.Id)} className="bo-order-no">
                {item.ReturnNo}
              </AppLink>
            </td>
            <td>{day(item.ReturnDate)}</td>
            <td>
              <AppLink href={orderPath(item.OrderId)}>{item.OrderNo}</AppLink>
            </td>
            <td>{item.PartyName}</td>
            <td>{item.ReasonName}</td>
            <td>
              <ReturnStatusBadge status={item.Status} />
            </td>
            <td className="bo-cell-number">{formatRupees(item.TotalAmount)}</td>
          </>
        )}
      />
    </div>
  );
};
