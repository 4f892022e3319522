import type { PurchaseBook, SalesBook, VatReturn } from '@backoffice/shared/accounting/vat-books.contract';
import { sumColumns } from './vat-book-rows.js';

const SALES_KEYS = ['Taxable', 'Exempt', 'Export', 'Vat'] as const;
const PURCHASE_KEYS = ['Taxable', 'Exempt', 'Import', 'Vat'] as const;

/**
 * The monthly VAT return's figures from the month's two books. Each side is split by voucher
 * type: the invoices (net of cancellations) and the notes, negative. A month whose input VAT
 * exceeds its output VAT has no VAT to pay; the difference is a credit carried to the next month's
 * return, not refunded here.
 */
export const vatReturnOf = (sales: SalesBook, purchases: PurchaseBook): VatReturn => {
  const { Rows: salesRows, Totals: _salesTotals, ...month } = sales;
  const salesOf = (type: string) =>
    sumColumns(
      salesRows.filter((row) => row.VoucherType === type),
      SALES_KEYS,
    );
  const purchasesOf = (type: string) =>
    sumColumns(
      purchases.Rows.filter((row) => row.VoucherType === type),
      PURCHASE_KEYS,
    );
  const salesNet = sumColumns(salesRows, SALES_KEYS);
  const purchasesNet = sumColumns(purchases.Rows, PURCHASE_KEYS);
  const netVat = (Math.round(salesNet.Vat * 100) - Math.round(purchasesNet.Vat * 100)) / 100;
  return {
    ...month,
    Sales: { Invoices: salesOf('sales'), CreditNotes: salesOf('creditNote'), Net: salesNet },
    Purchases: { Invoices: purchasesOf('purchase'), DebitNotes: purchasesOf('debitNote'), Net: purchasesNet },
    NetVat: netVat,
    VatPayable: Math.max(netVat, 0),
    CreditCarriedForward: Math.max(-netVat, 0),
  };
};
