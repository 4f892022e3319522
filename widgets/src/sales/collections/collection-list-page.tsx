import {
  CHEQUE_STATUSES,
  type ChequeStatus,
  PAYMENT_METHODS,
  type PaymentMethod,
} from '@backoffice/shared/sales/collections/cheque-lifecycle';
import { collectionContracts } from '@backoffice/shared/sales/collections/collection.contract';
import { Plus } from 'lucide-react';
import { useId } from 'react';
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
import {
  chequeStatusLabel,
  collectionPath,
  methodLabel,
  newCollectionPath,
} from '../common/document-format.ts';
import { useActionPermission } from '../common/document-queries.ts';
import { ChequeStatusBadge } from '../common/document-status-badge.tsx';
import { SalesListHead } from '../common/sales-list-head.tsx';
import { countText, type ListNouns, SalesListResults } from '../common/sales-list-results.tsx';
import { useListFilters } from '../common/use-list-filters.ts';
import { formatRupees } from '../orders/order-format.ts';
import { collectionListQuery, useCollectionList } from './collection-queries.ts';

const NOUNS: ListNouns = {
  one: 'payment',
  many: 'payments',
  loading: 'Loading collections',
  pages: 'Collection pages',
};

/** Payments received in a table: party, method, cheque status, dates and search; a row opens it. */
export const CollectionListPage = () => {
  const day = useCalendarDay();
  const id = useId();
  const { filters, filterBy, pageNo, setPageNo, searching } = useListFilters<
    DocumentFilters & { method: PaymentMethod | ''; chequeStatus: ChequeStatus | '' }
  >(
    { ...NO_DOCUMENT_FILTERS, method: '', chequeStatus: '' },
    {
      fromDate: isoDay,
      toDate: isoDay,
      method: oneOf(PAYMENT_METHODS),
      chequeStatus: oneOf(CHEQUE_STATUSES),
    },
  );
  const { method, chequeStatus } = filters;
  const canCreate = useActionPermission('Payment', 'Create');
  const params = { ...documentListParams(filters, pageNo), method, chequeStatus };
  const list = useCollectionList(params);
  const data = list.data;

  return (
    <div className="bo-page bo-collections-page">
      <SalesListHead title="Collections" count={data ? countText(data.TotalCount, NOUNS) : undefined}>
        <div className="bo-button-row">
          <ExportControl
            path={collectionContracts.export.path}
            query={collectionListQuery(params)}
            fileName="payments"
          />
          {canCreate ? (
            <AppLink
              href={newCollectionPath(filters.party.id ? Number(filters.party.id) : undefined)}
              className="bo-btn bo-btn-primary"
            >
              <Plus size={18} aria-hidden="true" />
              New collection
            </AppLink>
          ) : null}
        </div>
      </SalesListHead>

      <DocumentFilterBar
        filters={filters}
        onChange={filterBy}
        searchLabel="Search collections"
        searchPlaceholder="Receipt no, cheque no or party"
        dateLegend="Payment date"
        extraActive={[method, chequeStatus].filter(Boolean).length}
      >
        <div className="bo-field bo-filter">
          <label htmlFor={`${id}-method`}>Method</label>
          <select
            id={`${id}-method`}
            className="bo-input"
            value={method}
            onChange={(event) => filterBy({ method: event.currentTarget.value as PaymentMethod | '' })}
          >
            <option value="">Any method</option>
            {PAYMENT_METHODS.map((value) => (
              <option key={value} value={value}>
                {methodLabel(value)}
              </option>
            ))}
          </select>
        </div>
        <div className="bo-field bo-filter">
          <label htmlFor={`${id}-cheque`}>Cheque status</label>
          <select
            id={`${id}-cheque`}
            className="bo-input"
            value={chequeStatus}
            onChange={(event) => filterBy({ chequeStatus: event.currentTarget.value as ChequeStatus | '' })}
          >
            <option value="">Any status</option>
            {CHEQUE_STATUSES.map((value) => (
              <option key={value} value={value}>
                {chequeStatusLabel(value)}
              </option>
            ))}
          </select>
        </div>
      </DocumentFilterBar>

      <SalesListResults
        list={list}
        nouns={NOUNS}
        searching={searching}
        tableClassName="bo-money-table"
        pageNo={pageNo}
        onPageChange={setPageNo}
        columns={['Receipt no', 'Date', 'Party', 'Method', 'Cheque', { number: 'Amount' }]}
        cells={(payment) => (
          <>
            <td>
              <AppLink href={collectionPath(payment.Id)} className="bo-order-no">
                {payment.ReceiptNo}
              </AppLink>
            </td>
            <td>{day(payment.PaymentDate)}</td>
            <td>{payment.PartyName}</td>
            <td>{methodLabel(payment.Method)}</td>
            <td>
              {payment.ChequeNo ? (
                <span className="bo-money-cheque">
                  <span>{payment.ChequeNo}</span>
                  <ChequeStatusBadge status={payment.ChequeStatus} />
                </span>
              ) : (
                '–'
              )}
            </td>
            <td className="bo-cell-number">{formatRupees(payment.Amount)}</td>
          </>
        )}
      />
    </div>
  );
};
