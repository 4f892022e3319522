import {
  IRD_DOCUMENT_KINDS,
  IRD_OUTBOX_STATES,
  type IrdDocumentKind,
  type IrdOutboxRow,
  type IrdOutboxState,
} from '@backoffice/shared/accounting/ird-billing.contract';
import { DEFAULT_PAGE_SIZE } from '@backoffice/shared/constants';
import { bulkOutcomeText } from '@backoffice/shared/http/bulk-action';
import { PAGE_CODES } from '@backoffice/shared/page-codes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { errorMessage } from '../../core/api-client.ts';
import { AppLink } from '../../core/navigation.tsx';
import { usePagePermission } from '../../core/page-permission.ts';
import { given } from '../../sales/common/document-queries.ts';
import { SalesFilterToolbar } from '../../sales/common/sales-filter-toolbar.tsx';
import { SalesListHead } from '../../sales/common/sales-list-head.tsx';
import { countText, type ListNouns, SalesListResults } from '../../sales/common/sales-list-results.tsx';
import { SalesStatusTabs } from '../../sales/common/sales-status-tabs.tsx';
import { useListFilters } from '../../sales/common/use-list-filters.ts';
import { DateRangeFields } from '../../ui/fields/date-range-fields.tsx';
import { isoDay, oneOf } from '../../ui/list/address-filters.ts';
import { QueryProblem } from '../../ui/load-problem.tsx';
import { Loader } from '../../ui/loader.tsx';
import { useShownDates } from '../../ui/shown-dates.ts';
import { toast } from '../../ui/toast.store.ts';
import { booksAmount, voucherPath } from '../vouchers/voucher-format.ts';
import { IRD_KIND_LABELS, IRD_STATE_LABELS } from './ird-billing-format.ts';
import {
  type IrdOutboxQuery,
  refreshIrdBilling,
  resendIrdRows,
  useIrdOutbox,
  useIrdSettings,
} from './ird-billing-queries.ts';
import { IrdBillingSettingsCard } from './ird-billing-settings-card.tsx';

interface OutboxFilters {
  status: IrdOutboxState | '';
  kind: IrdDocumentKind | '';
  fromDate: string;
  toDate: string;
  query: string;
}

const NO_FILTERS: OutboxFilters = { status: '', kind: '', fromDate: '', toDate: '', query: '' };
const FROM_ADDRESS = {
  status: oneOf(IRD_OUTBOX_STATES),
  kind: oneOf(IRD_DOCUMENT_KINDS),
  fromDate: isoDay,
  toDate: isoDay,
};

const NOUNS: ListNouns = {
  one: 'document',
  many: 'documents',
  loading: 'Loading the IRD outbox',
  pages: 'IRD outbox pages',
};

/** The filters and page as GET /irdbilling/outbox takes them, blanks left out. */
export const irdOutboxQuery = (filters: OutboxFilters, pageNo: number): IrdOutboxQuery => ({
  pageNo,
  pageSize: DEFAULT_PAGE_SIZE,
  Status: filters.status === '' ? undefined : [filters.status],
  Kind: given(filters.kind),
  FromDate: given(filters.fromDate),
  ToDate: given(filters.toDate),
  query: given(filters.query.trim()),
});

const canResend = (row: IrdOutboxRow) => row.Status === 'pending' || row.Status === 'failed';

/** Failed and pending rows ticked to go again; kept by id across pages. */
const useResend = () => {
  const queryClient = useQueryClient();
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const resend = useMutation({
    mutationFn: (ids: readonly number[]) => resendIrdRows(ids),
    onSuccess: async (answer) => {
      setSelected(new Set());
      toast.success(`Resend: ${bulkOutcomeText(answer.Results)}`);
      await refreshIrdBilling(queryClient);
    },
    onError: (error) => toast.error(errorMessage(error)),
  });
  const toggle = (id: number) =>
    setSelected((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  return { selected, toggle, clear: () => setSelected(new Set()), resend };
};

/**
 * IRD billing: the settings card, then the outbox of sales invoices and credit notes on their way
 * to the IRD's billing system, by state (with counts), kind, date and number, each with its last
 * answer in words and a link to its voucher; failed and pending rows can be ticked and resent.
 */
export const IrdBillingPage = () => {
  const id = useId();
  const dates = useShownDates();
  const canEdit = usePagePermission(PAGE_CODES.IrdBilling, 'edit');
  const settings = useIrdSettings();
  const { filters, filterBy, pageNo, setPageNo, searching } = useListFilters<OutboxFilters>(
    NO_FILTERS,
    FROM_ADDRESS,
  );
  const outbox = useIrdOutbox(irdOutboxQuery(filters, pageNo));
  const counts = outbox.data?.Counts;
  const { selected, toggle, clear, resend } = useResend();
  const active = [filters.kind, filters.fromDate, filters.toDate, filters.query].filter(Boolean).length;

  return (
    <div className="bo-page bo-ird-billing-page">
      <SalesListHead
        title="IRD Billing"
        count={outbox.data ? countText(outbox.data.TotalCount, NOUNS) : undefined}
      />
      {settings.isPending ? <Loader label="Loading the IRD billing settings" /> : null}
      {settings.isError ? <QueryProblem query={settings} /> : null}
      {settings.data ? (
        <IrdBillingSettingsCard
          key={settings.data.UpdatedAt ?? 'new'}
          settings={settings.data}
          canEdit={canEdit}
        />
      ) : null}

      <SalesFilterToolbar
        searchLabel="Search the outbox"
        searchPlaceholder="Invoice or credit note number"
        query={filters.query}
        onSearch={(text) => filterBy({ query: text })}
        active={active}
      >
        <div className="bo-field bo-filter">
          <label htmlFor={`${id}-kind`}>Document</label>
          <select
            id={`${id}-kind`}
            className="bo-input"
            value={filters.kind}
            onChange={(event) => filterBy({ kind: event.currentTarget.value as IrdDocumentKind | '' })}
          >
            <option value="">Invoices and credit notes</option>
            {IRD_DOCUMENT_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {IRD_KIND_LABELS[kind]}
              </option>
            ))}
          </select>
        </div>
        <DateRangeFields
          legend="Document date"
          range={filters}
          onChange={({ fromDate, toDate }) => filterBy({ fromDate, toDate })}
        />
      </SalesFilterToolbar>

      <SalesStatusTabs
        statuses={IRD_OUTBOX_STATES}
        value={filters.status}
        label={(status) =>
          counts ? `${IRD_STATE_LABELS[status]} (${counts[status]})` : IRD_STATE_LABELS[status]
        }
        onChange={(status) => filterBy({ status })}
      />

      {selected.size > 0 ? (
        <section className="bo-bulk-bar" aria-label="Selected documents">
          <span>{countText(selected.size, NOUNS)} selected</span>
          <button
            type="button"
            className="bo-btn bo-btn-primary"
            disabled={resend.isPending}
            onClick={() => resend.mutate([...selected])}
          >
            {resend.isPending ? 'Resending…' : 'Resend'}
          </button>
          <button type="button" className="bo-btn" onClick={clear}>
            Clear
          </button>
        </section>
      ) : null}

      <SalesListResults
        list={outbox}
        nouns={NOUNS}
        searching={searching || filters.status !== ''}
        emptyText="Nothing in the outbox yet: sales invoices and credit notes posted while IRD billing is on show here."
        tableClassName="bo-ird-outbox-table"
        pageNo={pageNo}
        onPageChange={setPageNo}
        columns={[
          'Select',
          'Date',
          'Number',
          'Document',
          'Buyer',
          'Status',
          'Last answer',
          'Attempts',
          { number: 'Total' },
        ]}
        cells={(row) => (
          <>
            <td className="bo-select-cell">
              {canEdit && canResend(row) ? (
                <input
                  type="checkbox"
                  aria-label={`Select ${row.DocumentNo}`}
                  checked={selected.has(row.Id)}
                  onChange={() => toggle(row.Id)}
                />
              ) : null}
            </td>
            <td className="bo-cell-nowrap">{dates.day(row.DocumentDate)}</td>
            <td className="bo-cell-nowrap">
              <AppLink href={voucherPath(row.VoucherId)} className="bo-order-no">
                {row.DocumentNo}
              </AppLink>
              {row.RefInvoiceNo ? <div className="bo-field-help">for {row.RefInvoiceNo}</div> : null}
            </td>
            <td>{IRD_KIND_LABELS[row.Kind]}</td>
            <td>{row.BuyerName}</td>
            <td>
              <span className="bo-order-status bo-money-status" data-status={row.Status}>
                {IRD_STATE_LABELS[row.Status]}
              </span>
            </td>
            <td>
              {row.LastMessage ?? 'Not sent yet'}
              {row.Status !== 'synced' && row.NextAttemptAt && row.Attempts > 0 ? (
                <div className="bo-field-help">Next try {dates.moment(row.NextAttemptAt)}</div>
              ) : null}
              {row.SyncedAt ? <div className="bo-field-help">Synced {dates.moment(row.SyncedAt)}</div> : null}
            </td>
            <td className="bo-cell-number">{row.Attempts}</td>
            <td className="bo-cell-number">{booksAmount(row.TotalSales)}</td>
          </>
        )}
      />
    </div>
  );
};
