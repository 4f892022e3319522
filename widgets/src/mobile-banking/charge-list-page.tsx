import { DEFAULT_PAGE_SIZE } from '@backoffice/shared/constants';
import { formatCount } from '@backoffice/shared/format/money.format';
import { CHARGE_KINDS, type ChargeKind } from '@backoffice/shared/mobile-banking/mobile-banking-constants';
import { formatPhoneNumber } from '@backoffice/shared/text/phone-number';
import { useStore } from '@nanostores/react';
import { useId, useState } from 'react';
import { $currentCompanyId } from '../core/company.store.ts';
import { AppLink } from '../core/navigation.tsx';
import { SalesFilterToolbar } from '../sales/common/sales-filter-toolbar.tsx';
import { SalesListHead } from '../sales/common/sales-list-head.tsx';
import { countText, type ListNouns, SalesListResults } from '../sales/common/sales-list-results.tsx';
import { formatRupees } from '../sales/orders/order-format.ts';
import { type DateRange, DateRangeFields } from '../ui/fields/date-range-fields.tsx';
import { useCalendarDay } from '../ui/use-calendar-day.ts';
import { activationDetailPath } from './activation-paths.ts';
import { useChargeList } from './charge-list-queries.ts';

const NOUNS: ListNouns = {
  one: 'charge',
  many: 'charges',
  loading: 'Loading charges',
  pages: 'Charge pages',
};

const KIND_LABELS: Readonly<Record<ChargeKind, string>> = {
  renewal: 'Renewal',
  other: 'Other charge',
};

const NO_RANGE: DateRange = { fromDate: '', toDate: '' };

const isBackwards = ({ fromDate, toDate }: DateRange): boolean =>
  fromDate !== '' && toDate !== '' && fromDate > toDate;

/**
 * Every charge of the cooperative (renewals and other charges), newest first: search by member or
 * phone, kind, charge dates, and the total of what the filter matches on all pages. A member's
 * name opens their activation request, where charges are made.
 */
export const ChargeListPage = () => {
  const id = useId();
  const day = useCalendarDay();
  const companyId = useStore($currentCompanyId) ?? '';
  const [query, setQuery] = useState('');
  const [kind, setKind] = useState<ChargeKind | ''>('');
  // The dates as typed, and the range last sent: a backward range is pointed out, not sent.
  const [typedRange, setTypedRange] = useState<DateRange>(NO_RANGE);
  const [range, setRange] = useState<DateRange>(NO_RANGE);
  const [pageNo, setPageNo] = useState(1);
  const list = useChargeList({ pageNo, pageSize: DEFAULT_PAGE_SIZE, query, kind, ...range });
  const data = list.data;
  const backwards = isBackwards(typedRange);
  const changeRange = (next: DateRange) => {
    setTypedRange(next);
    if (isBackwards(next)) return;
    setRange(next);
    setPageNo(1);
  };
  const searching = query !== '' || kind !== '' || range.fromDate !== '' || range.toDate !== '';

  return (
    <div className="bo-page bo-charges-page">
      <SalesListHead title="Charges" count={data ? countText(data.TotalCount, NOUNS) : undefined} />
      <SalesFilterToolbar
        searchLabel="Search charges"
        searchPlaceholder="Member name, member no or phone"
        query={query}
        onSearch={(next) => {
          setQuery(next);
          setPageNo(1);
        }}
        active={[kind, range.fromDate, range.toDate].filter(Boolean).length}
      >
        <div className="bo-field bo-filter">
          <label htmlFor={`${id}-kind`}>Kind</label>
          <select
            id={`${id}-kind`}
            className="bo-input"
            value={kind}
            onChange={(event) => {
              setKind(event.currentTarget.value as ChargeKind | '');
              setPageNo(1);
            }}
          >
            <option value="">Any kind</option>
            {CHARGE_KINDS.map((value) => (
              <option key={value} value={value}>
                {KIND_LABELS[value]}
              </option>
            ))}
          </select>
        </div>
        <DateRangeFields
          legend="Charge date"
          range={typedRange}
          onChange={changeRange}
          invalid={backwards}
          describedBy={backwards ? `${id}-range-error` : undefined}
          named
        >
          {backwards ? (
            <p id={`${id}-range-error`} className="bo-field-error bo-charge-range-error" role="alert">
              From must not be after To; the list still shows the last range.
            </p>
          ) : null}
        </DateRangeFields>
      </SalesFilterToolbar>

      {data && data.TotalCount > 0 ? (
        <p className="bo-charge-total" aria-busy={list.isPlaceholderData}>
          <span>{searching ? 'Total of the charges found' : 'Total of all charges'}</span>
          <strong>{formatRupees(data.TotalAmount)}</strong>
          {data.TotalCount > data.PageSize ? (
            <span className="bo-muted">
              all {formatCount(Math.ceil(data.TotalCount / data.PageSize))} pages
            </span>
          ) : null}
        </p>
      ) : null}

      <SalesListResults
        list={list}
        nouns={NOUNS}
        searching={searching}
        emptyText="No charges yet. Renewals and other charges made on an activation request appear here."
        tableClassName="bo-charge-list-table"
        pageNo={pageNo}
        onPageChange={setPageNo}
        columns={['Date', 'Member', 'Kind', { number: 'Amount' }, 'Remarks', 'By']}
        cells={(item) => (
          <>
            <td className="bo-charge-date">{day(item.ChargeDate)}</td>
            <td className="bo-charge-member">
              <AppLink
                href={activationDetailPath(item.ActivationRequestId, item.PhoneNumber, companyId)}
                className="bo-order-no"
              >
                {item.MemberName}
              </AppLink>
              <span className="bo-muted bo-charge-sub">
                {item.MemberNo} · {formatPhoneNumber(item.PhoneNumber)}
              </span>
            </td>
            <td className="bo-charge-kind">
              {KIND_LABELS[item.Kind]}
              {item.PeriodFrom && item.PeriodTo ? (
                <span className="bo-muted bo-charge-sub">
                  <span className="bo-cell-nowrap">{day(item.PeriodFrom)} –</span>{' '}
                  <span className="bo-cell-nowrap">{day(item.PeriodTo)}</span>
                </span>
              ) : null}
            </td>
            <td className="bo-cell-number bo-charge-amount">{formatRupees(item.Amount)}</td>
            <td className="bo-charge-remarks" data-empty={item.Remarks ? undefined : 'true'}>
              {item.Remarks ?? '—'}
            </td>
            <td className="bo-charge-by" data-empty={item.ByName ? undefined : 'true'}>
              {item.ByName ?? '—'}
            </td>
          </>
        )}
      />
    </div>
  );
};
