import {
  AGEING_BUCKETS,
  AGEING_KINDS,
  type AgeingKind,
  type AgeingParty,
  LEDGER_PAGE_SIZE,
  ledgerReportContracts,
} from '@backoffice/shared/accounting/ledger-reports.contract';
import { LEDGER_GROUP } from '@backoffice/shared/entities/accounting/ledger-group.entity';
import { Fragment, useId } from 'react';
import { AppLink } from '../../core/navigation.tsx';
import { NO_REFERENCE, ReferenceSelect } from '../../entities/form/reference-select.tsx';
import { given } from '../../sales/common/document-queries.ts';
import { SalesFilterToolbar } from '../../sales/common/sales-filter-toolbar.tsx';
import { SalesListHead } from '../../sales/common/sales-list-head.tsx';
import { countText } from '../../sales/common/sales-list-results.tsx';
import { useListFilters } from '../../sales/common/use-list-filters.ts';
import { DateInput } from '../../ui/fields/date-input.tsx';
import { isoDay, oneOf } from '../../ui/list/address-filters.ts';
import { NumberColumn } from '../../ui/list/number-column.tsx';
import { Pagination } from '../../ui/list/pagination.tsx';
import { QueryProblem } from '../../ui/load-problem.tsx';
import { Loader } from '../../ui/loader.tsx';
import { useCalendarDay } from '../../ui/use-calendar-day.ts';
import { booksAmount } from '../vouchers/voucher-format.ts';
import { generalLedgerPath } from './general-ledger-table.tsx';
import { ExpandableRows, ReportActions } from './ledger-report-parts.tsx';
import { type AgeingQuery, useAgeing } from './ledger-report-queries.ts';

const KIND_LABELS: Readonly<Record<AgeingKind, string>> = {
  receivables: 'Receivables',
  payables: 'Payables',
};

interface AgeingFilters {
  kind: AgeingKind;
  asOn: string;
  query: string;
  groupId: string;
  groupName: string;
}

const NO_FILTERS: AgeingFilters = { kind: 'receivables', asOn: '', query: '', groupId: '', groupName: '' };
const FROM_ADDRESS = { kind: oneOf(AGEING_KINDS), asOn: isoDay };

/** The filters and page as GET /accounting/ageing takes them, blanks left out. */
export const ageingQuery = (filters: AgeingFilters, pageNo: number): AgeingQuery => ({
  Kind: filters.kind,
  AsOn: given(filters.asOn),
  GroupId: filters.groupId === '' ? undefined : Number(filters.groupId),
  query: given(filters.query.trim()),
  pageNo,
  pageSize: LEDGER_PAGE_SIZE,
});

const money = (amount: number) => (amount === 0 ? '' : booksAmount(amount));

const PartyRows = ({ party, asOn }: { party: AgeingParty; asOn: string }) => {
  const day = useCalendarDay();
  return (
    <ExpandableRows
      label={`Bills of ${party.Name}`}
      name={<AppLink href={generalLedgerPath(party.LedgerId, { To: asOn })}>{party.Name}</AppLink>}
      cells={
        <>
          {AGEING_BUCKETS.map((bucket) => (
            <td key={bucket.key} className="bo-cell-number">
              {money(party[bucket.key])}
            </td>
          ))}
          <td className="bo-cell-number">{money(party.OnAccount)}</td>
        </>
      }
      total={party.Total}
      details={() =>
        party.Bills.map((bill) => (
          <tr key={bill.BillRef ?? 'on-account'} className="bo-ageing-bill">
            <td className="bo-ageing-bill-name">
              {bill.BillRef === null
                ? 'On account'
                : `${bill.BillRef} · ${bill.BillDate ? day(bill.BillDate) : ''} · ${bill.AgeDays} days`}
            </td>
            {AGEING_BUCKETS.map((bucket) => (
              <td key={bucket.key} className="bo-cell-number">
                {bill.Bucket === bucket.key ? booksAmount(bill.Amount) : ''}
              </td>
            ))}
            <td className="bo-cell-number">{bill.BillRef === null ? booksAmount(bill.Amount) : ''}</td>
            <td />
          </tr>
        ))
      }
    />
  );
};

/**
 * Receivables or payables by the age of their bills as on a day: each party with its outstanding
 * in 0–30, 31–60, 61–90 and over 90 days and on account, its bills on opening the row, the totals
 * of every matching party; a party opens its general ledger.
 */
export const AgeingPage = () => {
  const id = useId();
  const { filters, filterBy, pageNo, setPageNo, searching } = useListFilters<AgeingFilters>(
    NO_FILTERS,
    FROM_ADDRESS,
  );
  const query = ageingQuery(filters, pageNo);
  const ageing = useAgeing(query);
  const data = ageing.data;
  const { pageNo: _pageNo, pageSize: _pageSize, ...exportQuery } = query;
  const kind = filters.kind;

  return (
    <div className="bo-page bo-ageing-page">
      <SalesListHead
        title="Ageing by Bill"
        count={data ? countText(data.TotalCount, { one: 'party', many: 'parties' }) : undefined}
      >
        <ReportActions path={ledgerReportContracts.ageingExport.path} query={exportQuery} fileName="ageing" />
      </SalesListHead>
      <SalesFilterToolbar
        searchLabel="Search parties"
        searchPlaceholder="Party name"
        query={filters.query}
        onSearch={(text) => filterBy({ query: text })}
        active={[filters.asOn, filters.groupId].filter(Boolean).length}
      >
        <div className="bo-field bo-filter">
          <label htmlFor={`${id}-kind`}>Of</label>
          <select
            id={`${id}-kind`}
            className="bo-input"
            value={filters.kind}
            onChange={(event) => {
              const value = event.currentTarget.value;
              filterBy({
                kind: value === 'payables' ? 'payables' : 'receivables',
                groupId: '',
                groupName: '',
              });
            }}
          >
            {AGEING_KINDS.map((value) => (
              <option key={value} value={value}>
                {KIND_LABELS[value]}
              </option>
            ))}
          </select>
        </div>
        <div className="bo-field bo-filter">
          <label htmlFor={`${id}-as-on`}>As on</label>
          <DateInput id={`${id}-as-on`} value={filters.asOn} onChange={(asOn) => filterBy({ asOn })} />
        </div>
        <div className="bo-field bo-filter">
          <label htmlFor={`${id}-group`}>Group</label>
          <ReferenceSelect
            id={`${id}-group`}
            label="Group"
            apiPath={LEDGER_GROUP.apiPath}
            value={filters.groupId === '' ? NO_REFERENCE : { id: filters.groupId, name: filters.groupName }}
            onChange={(group) => filterBy({ groupId: group.id, groupName: group.name })}
          />
        </div>
      </SalesFilterToolbar>
      <p className="bo-sr-only" role="status">
        {ageing.isPending
          ? 'Loading the ageing'
          : data
            ? countText(data.TotalCount, { one: 'party', many: 'parties' })
            : ''}
      </p>
      {ageing.isPending ? <Loader label="Loading the ageing" /> : null}
      {ageing.isError ? <QueryProblem query={ageing} /> : null}
      {data && data.Items.length === 0 ? (
        <p className="bo-empty">
          {searching
            ? 'No parties match your search'
            : `Nothing outstanding in ${KIND_LABELS[kind].toLowerCase()}.`}
        </p>
      ) : null}
      {data && data.Items.length > 0 ? (
        <div className="bo-table-wrap" aria-busy={ageing.isPlaceholderData}>
          <table className="bo-table bo-ageing-table" aria-label={`${KIND_LABELS[kind]} ageing`}>
            <thead>
              <tr>
                <th scope="col">Party</th>
                {AGEING_BUCKETS.map((bucket) => (
                  <th key={bucket.key} scope="col" className="bo-cell-number">
                    {bucket.label}
                  </th>
                ))}
                <NumberColumn>On account</NumberColumn>
                <NumberColumn>Outstanding</NumberColumn>
              </tr>
            </thead>
            <tbody>
              {data.Items.map((party) => (
                <Fragment key={party.LedgerId}>
                  <PartyRows party={party} asOn={data.AsOn} />
                </Fragment>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row">Total</th>
                {AGEING_BUCKETS.map((bucket) => (
                  <td key={bucket.key} className="bo-cell-number">
                    {booksAmount(data.Totals[bucket.key])}
                  </td>
                ))}
                <td className="bo-cell-number">{booksAmount(data.Totals.OnAccount)}</td>
                <td className="bo-cell-number">
                  <strong>{booksAmount(data.Totals.Total)}</strong>
                </td>
              </tr>
            </tfoot>
          </table>
        </div>
      ) : null}
      {data ? (
        <Pagination
          pageNo={pageNo}
          pageSize={LEDGER_PAGE_SIZE}
          totalCount={data.TotalCount}
          onPageChange={setPageNo}
          label="Ageing pages"
        />
      ) : null}
    </div>
  );
};
