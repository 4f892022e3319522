import {
  booksContracts,
  CHEQUE_DIRECTIONS,
  CHEQUE_REGISTER_STATUSES,
  type ChequeDirection,
  type ChequeRegisterEntry,
} from '@backoffice/shared/accounting/books.contract';
import { VOUCHER_STATES } from '@backoffice/shared/accounting/voucher';
import { DEFAULT_PAGE_SIZE } from '@backoffice/shared/constants';
import { CHEQUE_STATUSES, type ChequeStatus } from '@backoffice/shared/sales/collections/cheque-lifecycle';
import { useId } from 'react';
import { AppLink } from '../../core/navigation.tsx';
import { chequeStatusLabel, collectionPath } from '../../sales/common/document-format.ts';
import { given } from '../../sales/common/document-queries.ts';
import { SalesFilterToolbar } from '../../sales/common/sales-filter-toolbar.tsx';
import { SalesListHead } from '../../sales/common/sales-list-head.tsx';
import { countText, type ListNouns, SalesListResults } from '../../sales/common/sales-list-results.tsx';
import { SalesStatusTabs } from '../../sales/common/sales-status-tabs.tsx';
import { useListFilters } from '../../sales/common/use-list-filters.ts';
import { ExportControl } from '../../ui/export-control.tsx';
import { isoDay, oneOf } from '../../ui/list/address-filters.ts';
import { useCalendarDay } from '../../ui/use-calendar-day.ts';
import { booksAmount, voucherPath, voucherStateLabel } from '../vouchers/voucher-format.ts';
import { BooksFilterFields, idOfText, NarrowedNote, recordIdFromAddress } from './books-filter-fields.tsx';
import { type ChequeRegisterQuery, useChequeRegister } from './books-queries.ts';

type RegisterStatus = (typeof CHEQUE_REGISTER_STATUSES)[number];

interface ChequeFilters {
  direction: ChequeDirection | '';
  status: RegisterStatus | '';
  fromDate: string;
  toDate: string;
  query: string;
  /** Ids as text, or '': what the address may narrow the register to. */
  BankLedgerId: string;
  PaymentId: string;
  VoucherId: string;
}

const NO_FILTERS: ChequeFilters = {
  direction: '',
  status: '',
  fromDate: '',
  toDate: '',
  query: '',
  BankLedgerId: '',
  PaymentId: '',
  VoucherId: '',
};

/** A collection's cheque (?PaymentId=), a voucher's (?VoucherId=), a bank's (?BankLedgerId=). */
const FROM_ADDRESS = {
  direction: oneOf(CHEQUE_DIRECTIONS),
  status: oneOf(CHEQUE_REGISTER_STATUSES),
  fromDate: isoDay,
  toDate: isoDay,
  BankLedgerId: recordIdFromAddress,
  PaymentId: recordIdFromAddress,
  VoucherId: recordIdFromAddress,
};

const NOUNS: ListNouns = {
  one: 'cheque',
  many: 'cheques',
  loading: 'Loading cheques',
  pages: 'Cheque register pages',
};

const DIRECTION_LABELS: Readonly<Record<ChequeDirection, string>> = {
  received: 'Received',
  issued: 'Issued',
};

const isChequeStatus = (status: string): status is ChequeStatus =>
  (CHEQUE_STATUSES as readonly string[]).includes(status);

/** A received cheque's state is its collection's, an issued one's its voucher's. */
const statusLabel = (status: RegisterStatus): string =>
  isChequeStatus(status) ? chequeStatusLabel(status) : voucherStateLabel(status);

/** The states a tab's cheques can be in. */
const statusesOf = (direction: ChequeDirection | ''): readonly RegisterStatus[] =>
  direction === 'received'
    ? CHEQUE_STATUSES
    : direction === 'issued'
      ? VOUCHER_STATES
      : CHEQUE_REGISTER_STATUSES;

/** The filters and page as GET /accounting/chequeregister takes them, blanks left out. */
export const chequeRegisterQuery = (filters: ChequeFilters, pageNo: number): ChequeRegisterQuery => ({
  pageNo,
  pageSize: DEFAULT_PAGE_SIZE,
  Direction: given(filters.direction),
  Status: filters.status === '' ? undefined : [filters.status],
  BankLedgerId: idOfText(filters.BankLedgerId),
  PaymentId: idOfText(filters.PaymentId),
  VoucherId: idOfText(filters.VoucherId),
  FromDate: given(filters.fromDate),
  ToDate: given(filters.toDate),
  query: given(filters.query.trim()),
});

const DocumentLinks = ({ entry }: { entry: ChequeRegisterEntry }) => (
  <>
    {entry.PaymentId !== null ? (
      <AppLink href={collectionPath(entry.PaymentId)} className="bo-order-no">
        {entry.ReceiptNo ?? `Collection ${entry.PaymentId}`}
      </AppLink>
    ) : null}
    {entry.PaymentId !== null && entry.VoucherId !== null ? ' · ' : null}
    {entry.VoucherId !== null ? (
      <AppLink href={voucherPath(entry.VoucherId)} className="bo-order-no">
        {entry.VoucherNo ?? 'Draft voucher'}
      </AppLink>
    ) : null}
  </>
);

/**
 * The cheque register: cheques parties gave (from the collections) and cheques the company wrote
 * (on payment and contra vouchers), by direction, state, bank, cheque dates and search, paged, with
 * the total of every match and an export; each row opens its collection or voucher. Reached
 * already narrowed from a collection, a voucher or a bank (?PaymentId=, ?VoucherId=, ?BankLedgerId=).
 */
export const ChequeRegisterPage = () => {
  const id = useId();
  const day = useCalendarDay();
  const { filters, filterBy, pageNo, setPageNo, searching } = useListFilters<ChequeFilters>(
    NO_FILTERS,
    FROM_ADDRESS,
  );
  const query = chequeRegisterQuery(filters, pageNo);
  const register = useChequeRegister(query);
  const { pageNo: _pageNo, pageSize: _pageSize, ...exportQuery } = query;
  const data = register.data;
  const active = [
    filters.status,
    filters.fromDate,
    filters.toDate,
    filters.query,
    filters.BankLedgerId,
  ].filter(Boolean).length;
  const narrowedTo =
    filters.PaymentId !== ''
      ? `collection #${filters.PaymentId}`
      : filters.VoucherId !== ''
        ? `voucher #${filters.VoucherId}`
        : undefined;

  return (
    <div className="bo-page bo-cheque-register-page">
      <SalesListHead title="Cheque Register" count={data ? countText(data.TotalCount, NOUNS) : undefined}>
        <ExportControl
          path={booksContracts.chequeRegisterExport.path}
          query={exportQuery}
          fileName="cheque-register"
        />
      </SalesListHead>

      <SalesFilterToolbar
        searchLabel="Search cheques"
        searchPlaceholder="Cheque no, party or bank"
        query={filters.query}
        onSearch={(text) => filterBy({ query: text })}
        active={active}
      >
        <BooksFilterFields
          id={id}
          statuses={statusesOf(filters.direction)}
          statusLabel={statusLabel}
          ledgerLabel="Bank"
          dateLegend="Cheque date"
          value={{ ...filters, ledgerId: filters.BankLedgerId }}
          onChange={({ ledgerId, ...change }) =>
            filterBy(ledgerId === undefined ? change : { ...change, BankLedgerId: ledgerId })
          }
        />
      </SalesFilterToolbar>

      {narrowedTo ? (
        <NarrowedNote
          text={`Cheques of ${narrowedTo}`}
          clearLabel="Show every cheque"
          onClear={() => filterBy({ PaymentId: '', VoucherId: '' })}
        />
      ) : null}

      <SalesStatusTabs
        statuses={CHEQUE_DIRECTIONS}
        value={filters.direction}
        label={(direction) => DIRECTION_LABELS[direction]}
        onChange={(direction) =>
          filterBy({
            direction,
            // A state the new tab's cheques cannot be in would empty the list for no visible reason.
            status:
              filters.status !== '' && statusesOf(direction).includes(filters.status) ? filters.status : '',
          })
        }
      />

      <SalesListResults
        list={register}
        nouns={NOUNS}
        searching={searching}
        emptyText="No cheques yet: collections paid by cheque and payment vouchers with a cheque number show here."
        tableClassName="bo-cheque-register-table"
        pageNo={pageNo}
        onPageChange={setPageNo}
        columns={[
          'Cheque date',
          'Cheque no',
          'Direction',
          'Party / ledger',
          'Bank',
          'Status',
          'Collection / voucher',
          { number: 'Amount' },
        ]}
        cells={(entry) => (
          <>
            <td className="bo-cell-nowrap">{entry.ChequeDate ? day(entry.ChequeDate) : ''}</td>
            <td className="bo-cell-nowrap">{entry.ChequeNo}</td>
            <td>{DIRECTION_LABELS[entry.Direction]}</td>
            <td>{entry.Counterparty}</td>
            <td>{entry.Bank ?? ''}</td>
            <td>{statusLabel(entry.Status)}</td>
            <td>
              <DocumentLinks entry={entry} />
            </td>
            <td className="bo-cell-number">{booksAmount(entry.Amount)}</td>
          </>
        )}
      />
      {data && data.Items.length > 0 ? (
        <p className="bo-filter-note">
          Total of every matching cheque: <strong>{booksAmount(data.TotalAmount)}</strong>
        </p>
      ) : null}
    </div>
  );
};
