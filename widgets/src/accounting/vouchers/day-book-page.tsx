import {
  VOUCHER_STATES,
  VOUCHER_TYPES,
  type VoucherState,
  type VoucherType,
} from '@backoffice/shared/accounting/voucher';
import {
  type VOUCHER_SORT_FIELDS,
  VOUCHER_SOURCE_KINDS,
  type VoucherSourceKind,
  voucherContracts,
} from '@backoffice/shared/accounting/voucher.contract';
import { DEFAULT_PAGE_SIZE } from '@backoffice/shared/constants';
import { formatCount } from '@backoffice/shared/format/money.format';
import { Plus } from 'lucide-react';
import { useId, useState } from 'react';
import { AppLink } from '../../core/navigation.tsx';
import { given } from '../../sales/common/document-queries.ts';
import { SalesFilterToolbar } from '../../sales/common/sales-filter-toolbar.tsx';
import { SalesListHead } from '../../sales/common/sales-list-head.tsx';
import { SalesStatusTabs } from '../../sales/common/sales-status-tabs.tsx';
import { useListFilters } from '../../sales/common/use-list-filters.ts';
import { ExportControl } from '../../ui/export-control.tsx';
import { isoDay, oneOf } from '../../ui/list/address-filters.ts';
import { Pagination } from '../../ui/list/pagination.tsx';
import { type SortableColumn, SortableColumnHeads } from '../../ui/list/sortable-column-heads.tsx';
import { QueryProblem } from '../../ui/load-problem.tsx';
import { Loader } from '../../ui/loader.tsx';
import { useCalendarDay } from '../../ui/use-calendar-day.ts';
import {
  BooksFilterFields,
  idOfText,
  NarrowedNote,
  recordIdFromAddress,
} from '../books/books-filter-fields.tsx';
import {
  booksAmount,
  NEW_VOUCHER_PATH,
  SOURCE_KIND_LABELS,
  voucherNoText,
  voucherPath,
  voucherStateLabel,
  voucherTypeLabel,
} from './voucher-format.ts';
import { useCreatableTypes, useVoucherList, type VoucherListQuery } from './voucher-queries.ts';
import { VoucherStatusBadge } from './voucher-status-badge.tsx';

type SortField = (typeof VOUCHER_SORT_FIELDS)[number];
type SortType = 'asc' | 'desc';

interface DayBookFilters {
  type: VoucherType | '';
  status: VoucherState | '';
  fromDate: string;
  toDate: string;
  query: string;
  /** A ledger's id as text, or ''. */
  LedgerId: string;
  SourceKind: VoucherSourceKind | '';
  SourceId: string;
}

const NO_FILTERS: DayBookFilters = {
  type: '',
  status: '',
  fromDate: '',
  toDate: '',
  query: '',
  LedgerId: '',
  SourceKind: '',
  SourceId: '',
};

/** What the address may ask for: a ledger's vouchers (?LedgerId=), a sales document's (?SourceKind=&SourceId=). */
const FROM_ADDRESS = {
  type: oneOf(VOUCHER_TYPES),
  status: oneOf(VOUCHER_STATES),
  fromDate: isoDay,
  toDate: isoDay,
  LedgerId: recordIdFromAddress,
  SourceKind: oneOf(VOUCHER_SOURCE_KINDS),
  SourceId: recordIdFromAddress,
};

const COLUMNS: SortableColumn<SortField>[] = [
  { label: 'Date', sort: 'VoucherDate' },
  { label: 'Voucher no', sort: 'VoucherNo' },
  { label: 'Type', sort: 'VoucherType' },
  { label: 'Particulars' },
  { label: 'Narration' },
  { label: 'Status', sort: 'Status' },
  { label: 'Amount', sort: 'TotalAmount', numeric: true },
];

/** The filters, sort and page as GET /voucher/list takes them, blanks left out. */
export const dayBookQuery = (
  filters: DayBookFilters,
  sort: { SortBy: SortField; SortType: SortType },
  pageNo: number,
): VoucherListQuery => ({
  pageNo,
  pageSize: DEFAULT_PAGE_SIZE,
  VoucherType: filters.type === '' ? undefined : [filters.type],
  Status: filters.status === '' ? undefined : [filters.status],
  LedgerId: idOfText(filters.LedgerId),
  SourceKind: given(filters.SourceKind),
  SourceId: idOfText(filters.SourceId),
  FromDate: given(filters.fromDate),
  ToDate: given(filters.toDate),
  query: given(filters.query.trim()),
  ...sort,
});

/**
 * The day book: every voucher of the company, newest first, by type, status, dates, ledger and
 * search; sortable, paged, exported under the same filters; a row opens its voucher. Reached from a
 * ledger (?LedgerId=) or a sales document (?SourceKind=order&SourceId=) already filtered.
 */
export const DayBookPage = () => {
  const id = useId();
  const day = useCalendarDay();
  const { filters, filterBy, pageNo, setPageNo, searching } = useListFilters<DayBookFilters>(
    NO_FILTERS,
    FROM_ADDRESS,
  );
  const [sort, setSort] = useState<{ SortBy: SortField; SortType: SortType }>({
    SortBy: 'VoucherDate',
    SortType: 'desc',
  });
  const creatable = useCreatableTypes();
  const query = dayBookQuery(filters, sort, pageNo);
  const list = useVoucherList(query);
  const { pageNo: _pageNo, pageSize: _pageSize, ...exportQuery } = query;
  const data = list.data;
  const pageTotal = (data?.Items ?? []).reduce((sum, item) => sum + Math.round(item.TotalAmount * 100), 0);
  const active = [filters.status, filters.fromDate, filters.toDate, filters.query, filters.LedgerId].filter(
    Boolean,
  ).length;
  const sortBy = (field: SortField) => {
    setSort({ SortBy: field, SortType: sort.SortBy === field && sort.SortType === 'asc' ? 'desc' : 'asc' });
    setPageNo(1);
  };

  return (
    <div className="bo-page bo-day-book-page">
      <SalesListHead
        title="Day Book"
        count={
          data
            ? `${formatCount(data.TotalCount)} ${data.TotalCount === 1 ? 'voucher' : 'vouchers'}`
            : undefined
        }
      >
        <div className="bo-button-row">
          <ExportControl path={voucherContracts.export.path} query={exportQuery} fileName="day-book" />
          {creatable.types.length > 0 ? (
            <AppLink
              // On a type's tab, a new voucher starts as that type.
              href={filters.type === '' ? NEW_VOUCHER_PATH : `${NEW_VOUCHER_PATH}?type=${filters.type}`}
              className="bo-btn bo-btn-primary"
            >
              <Plus size={18} aria-hidden="true" />
              New voucher
            </AppLink>
          ) : null}
        </div>
      </SalesListHead>

      <SalesFilterToolbar
        searchLabel="Search vouchers"
        searchPlaceholder="Voucher no, narration, reference or ledger"
        query={filters.query}
        onSearch={(text) => filterBy({ query: text })}
        active={active}
      >
        <BooksFilterFields
          id={id}
          statuses={VOUCHER_STATES}
          statusLabel={voucherStateLabel}
          ledgerLabel="Ledger"
          dateLegend="Voucher date"
          value={{ ...filters, ledgerId: filters.LedgerId }}
          onChange={({ ledgerId, ...change }) =>
            filterBy(ledgerId === undefined ? change : { ...change, LedgerId: ledgerId })
          }
        />
      </SalesFilterToolbar>

      {filters.SourceKind !== '' && filters.SourceId !== '' ? (
        <NarrowedNote
          text={`Vouchers of ${SOURCE_KIND_LABELS[filters.SourceKind].toLowerCase()} #${filters.SourceId}`}
          clearLabel="Show every voucher"
          onClear={() => filterBy({ SourceKind: '', SourceId: '' })}
        />
      ) : null}

      <SalesStatusTabs
        statuses={VOUCHER_TYPES}
        value={filters.type}
        label={voucherTypeLabel}
        onChange={(type) => filterBy({ type })}
      />

      <p className="bo-sr-only" role="status">
        {list.isPending ? 'Loading vouchers' : data ? `${formatCount(data.TotalCount)} vouchers found` : ''}
      </p>
      {list.isPending ? <Loader label="Loading vouchers" /> : null}
      {list.isError ? <QueryProblem query={list} /> : null}
      {data && data.Items.length === 0 ? (
        <p className="bo-empty">
          {searching
            ? 'No vouchers match your filters'
            : 'No vouchers yet: the books start with the first one entered or posted from sales.'}
        </p>
      ) : null}
      {data && data.Items.length > 0 ? (
        <>
          <div className="bo-table-wrap" aria-busy={list.isPlaceholderData}>
            <table className="bo-table bo-order-table bo-day-book-table">
              <thead>
                <tr>
                  <SortableColumnHeads
                    columns={COLUMNS}
                    sortBy={sort.SortBy}
                    sortType={sort.SortType}
                    onSort={sortBy}
                  />
                </tr>
              </thead>
              <tbody>
                {data.Items.map((item) => (
                  <tr key={item.Id}>
                    <td className="bo-cell-nowrap">{day(item.VoucherDate)}</td>
                    <td className="bo-cell-nowrap">
                      <AppLink href={voucherPath(item.Id)} className="bo-order-no">
                        {voucherNoText(item.VoucherNo)}
                      </AppLink>
                    </td>
                    <td>{voucherTypeLabel(item.VoucherType)}</td>
                    <td>{item.Particulars}</td>
                    <td>{item.Narration ?? ''}</td>
                    <td>
                      <VoucherStatusBadge status={item.Status} />
                    </td>
                    <td className="bo-cell-number">{booksAmount(item.TotalAmount)}</td>
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr>
                  <th scope="row" colSpan={COLUMNS.length - 1}>
                    Total of this page
                  </th>
                  <td className="bo-cell-number">{booksAmount(pageTotal / 100)}</td>
                </tr>
              </tfoot>
            </table>
          </div>
          <Pagination
            pageNo={pageNo}
            pageSize={DEFAULT_PAGE_SIZE}
            totalCount={data.TotalCount}
            totalCountCapped={'TotalCountCapped' in data && data.TotalCountCapped === true}
            onPageChange={setPageNo}
            label="Day book pages"
          />
        </>
      ) : null}
    </div>
  );
};
