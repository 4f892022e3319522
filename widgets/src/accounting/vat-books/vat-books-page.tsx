import {
  type PurchaseBook,
  type SalesBook,
  type VatMonth,
  vatBooksContracts,
} from '@backoffice/shared/accounting/vat-books.contract';
import { useId, useState } from 'react';
import { SalesListHead } from '../../sales/common/sales-list-head.tsx';
import { ExportControl } from '../../ui/export-control.tsx';
import { QueryProblem } from '../../ui/load-problem.tsx';
import { Loader } from '../../ui/loader.tsx';
import { PrintButton } from '../../ui/print-button.tsx';
import { useShownDates } from '../../ui/shown-dates.ts';
import { TabList } from '../../ui/tab-list.tsx';
import { type AmountColumn, VatBookTable } from './vat-book-table.tsx';
import { usePurchaseBook, useSalesBook, useVatReturn } from './vat-books-queries.ts';
import { type BsMonth, currentBsMonth, monthLabel, VatMonthPicker } from './vat-month-picker.tsx';
import { VatReturnSummary } from './vat-return-summary.tsx';

const TABS = ['sales', 'purchases', 'return'] as const;
type VatTab = (typeof TABS)[number];

const TAB_LABELS: Readonly<Record<VatTab, string>> = {
  sales: 'Sales book',
  purchases: 'Purchase book',
  return: 'VAT return',
};

type SalesRow = SalesBook['Rows'][number];
type PurchaseRow = PurchaseBook['Rows'][number];

const SALES_AMOUNTS: readonly AmountColumn<SalesRow>[] = [
  { label: 'Total', of: (row) => row.Total },
  { label: 'Taxable', of: (row) => row.Taxable },
  { label: 'VAT', of: (row) => row.Vat },
  { label: 'Exempt sales', of: (row) => row.Exempt },
  { label: 'Export sales', of: (row) => row.Export },
];

const PURCHASE_AMOUNTS: readonly AmountColumn<PurchaseRow>[] = [
  { label: 'Total', of: (row) => row.Total },
  { label: 'Taxable', of: (row) => row.Taxable },
  { label: 'VAT', of: (row) => row.Vat },
  { label: 'Exempt purchases', of: (row) => row.Exempt },
  { label: 'Imports', of: (row) => row.Import },
];

const EXPORTS = {
  sales: { path: vatBooksContracts.salesBookExport.path, fileName: 'sales-book' },
  purchases: { path: vatBooksContracts.purchaseBookExport.path, fileName: 'purchase-book' },
} as const;

/** Whose books, which month: the heading a printed register carries. */
const PrintHead = ({ month, tab, mode }: { month: VatMonth; tab: VatTab; mode: 'AD' | 'BS' }) => (
  <p className="bo-filter-note bo-vat-books-head">
    <strong>{TAB_LABELS[tab]}</strong> · {monthLabel({ year: month.Year, month: month.Month }, mode)}
    {mode === 'AD' ? ` (${month.MonthName})` : ''} · fiscal year {month.FiscalYear} · {month.CompanyName}
    {month.CompanyPan ? `, PAN ${month.CompanyPan}` : ''}
  </p>
);

/**
 * The VAT books of a BS month: the sales book, the purchase book and the monthly VAT return, each
 * a tab, for the current month until another is picked. Each voucher number opens the voucher; the
 * books export as CSV or Excel, and every tab prints.
 */
export const VatBooksPage = () => {
  const id = useId();
  const { mode } = useShownDates();
  const [tab, setTab] = useState<VatTab>('sales');
  const [picked, setPicked] = useState<BsMonth | null>(null);
  const query = picked ? { year: picked.year, month: picked.month } : {};
  const sales = useSalesBook(query, tab === 'sales');
  const purchases = usePurchaseBook(query, tab === 'purchases');
  const summary = useVatReturn(query, tab === 'return');
  const shown = tab === 'sales' ? sales : tab === 'purchases' ? purchases : summary;
  const month: VatMonth | undefined = shown.data;
  const value = picked ?? (month ? { year: month.Year, month: month.Month } : currentBsMonth());
  const monthName = monthLabel(value, mode);

  return (
    <div className="bo-page bo-vat-books-page">
      <SalesListHead title="VAT Books">
        <div className="bo-button-row bo-no-print">
          {tab !== 'return' ? (
            <ExportControl
              path={EXPORTS[tab].path}
              query={{ year: value.year, month: value.month }}
              fileName={EXPORTS[tab].fileName}
            />
          ) : null}
          <PrintButton />
        </div>
      </SalesListHead>

      <div className="bo-toolbar bo-entity-toolbar bo-no-print">
        <VatMonthPicker id={id} value={value} mode={mode} onChange={setPicked} />
      </div>

      <TabList
        idPrefix={id}
        label="VAT books"
        tabs={TABS}
        labels={TAB_LABELS}
        active={tab}
        onChange={setTab}
        busy={shown.isFetching}
      >
        {shown.isPending ? <Loader label={`Loading the ${TAB_LABELS[tab].toLowerCase()}`} /> : null}
        {shown.isError ? <QueryProblem query={shown} /> : null}
        {month ? <PrintHead month={month} tab={tab} mode={mode} /> : null}
        {tab === 'sales' && sales.data ? (
          <VatBookTable
            label="Sales book"
            numberLabel="Invoice no"
            partyLabel="Buyer"
            empty={`No sales invoices or credit notes in ${monthName}.`}
            book={sales.data}
            amounts={SALES_AMOUNTS}
          />
        ) : null}
        {tab === 'purchases' && purchases.data ? (
          <VatBookTable
            label="Purchase book"
            numberLabel="Voucher no"
            partyLabel="Supplier"
            empty={`No purchase vouchers or debit notes in ${monthName}.`}
            book={purchases.data}
            amounts={PURCHASE_AMOUNTS}
            extra={{ label: 'Bill no', of: (row) => row.BillNo }}
          />
        ) : null}
        {tab === 'return' && summary.data ? <VatReturnSummary figures={summary.data} /> : null}
      </TabList>
    </div>
  );
};
