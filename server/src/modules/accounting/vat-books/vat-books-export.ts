import type {
  PurchaseBookRow,
  SalesBookRow,
  VatMonth,
} from '@backoffice/shared/accounting/vat-books.contract';
import type { ExportFormat } from '@backoffice/shared/http/export-format';
import { type TableColumn, type TableSheet, tableFile } from '../../../exports/table-file.js';

/** What an export row is: a voucher's row, or the totals row at the bottom (no voucher). */
type ExportRow<R> = Partial<R> & { Label?: string };

const STATE_LABELS: Readonly<Record<SalesBookRow['State'], string>> = {
  posted: '',
  cancelled: 'Cancelled',
  reversal: 'Cancellation',
};

const commonColumns = <R extends SalesBookRow | PurchaseBookRow>(
  numberLabel: string,
  partyLabel: string,
): TableColumn<ExportRow<R>>[] => [
  { label: 'Date (BS)', kind: 'text', value: (row) => row.Label ?? row.DateBs },
  { label: 'Date (AD)', kind: 'date', value: (row) => row.Date },
  { label: numberLabel, kind: 'text', value: (row) => row.VoucherNo },
  { label: 'State', kind: 'text', value: (row) => (row.State ? STATE_LABELS[row.State] : '') },
  { label: partyLabel, kind: 'text', value: (row) => row.PartyName },
  { label: 'PAN', kind: 'text', value: (row) => row.Pan },
  { label: 'Total', kind: 'money', value: (row) => row.Total },
  { label: 'Taxable amount', kind: 'money', value: (row) => row.Taxable },
  { label: 'VAT', kind: 'money', value: (row) => row.Vat },
];

/** Safe in a file name: lower-case letters, digits and dashes. */
const slug = (text: string): string =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** 'sales-book-acme-traders-301234567-2083-04-shrawan'. */
const fileStem = (book: string, month: VatMonth): string =>
  [
    book,
    slug(month.CompanyName) || 'company',
    slug(month.CompanyPan),
    slug(`${month.Year}-${String(month.Month).padStart(2, '0')}-${month.MonthName.split(' ')[0]}`),
  ]
    .filter((part) => part !== '')
    .join('-');

const salesSheet = (month: VatMonth): TableSheet<ExportRow<SalesBookRow>> => ({
  name: fileStem('sales-book', month),
  sheetName: `Sales book ${month.MonthName}`,
  columns: [
    ...commonColumns<SalesBookRow>('Invoice no', 'Buyer'),
    { label: 'Exempt sales', kind: 'money', value: (row) => row.Exempt },
    { label: 'Export sales', kind: 'money', value: (row) => row.Export },
    { label: 'Against invoice', kind: 'text', value: (row) => row.OriginalNo },
  ],
});

const purchaseSheet = (month: VatMonth): TableSheet<ExportRow<PurchaseBookRow>> => ({
  name: fileStem('purchase-book', month),
  sheetName: `Purchase book ${month.MonthName}`,
  columns: [
    ...commonColumns<PurchaseBookRow>('Voucher no', 'Supplier'),
    { label: 'Exempt purchases', kind: 'money', value: (row) => row.Exempt },
    { label: 'Imports', kind: 'money', value: (row) => row.Import },
    { label: "Supplier's bill no", kind: 'text', value: (row) => row.BillNo },
    { label: 'Against', kind: 'text', value: (row) => row.OriginalNo },
  ],
});

interface Book<R> extends VatMonth {
  Rows: R[];
  Totals: Partial<R>;
}

const withTotals = <R extends object>(book: Book<R>): ExportRow<R>[] => [
  ...book.Rows.map((row): ExportRow<R> => ({ ...row, Label: undefined })),
  { ...book.Totals, Label: 'Total' },
];

export const salesBookFile = (book: Book<SalesBookRow>, request: { format: ExportFormat; now: Date }) =>
  tableFile(salesSheet(book), withTotals(book), request);

export const purchaseBookFile = (book: Book<PurchaseBookRow>, request: { format: ExportFormat; now: Date }) =>
  tableFile(purchaseSheet(book), withTotals(book), request);
