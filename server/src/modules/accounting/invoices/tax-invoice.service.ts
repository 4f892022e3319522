import { amountInWords } from '@backoffice/shared/accounting/amount-in-words';
import type { TaxInvoice } from '@backoffice/shared/accounting/tax-invoice.contract';
import { VOUCHER_TYPE_LABELS } from '@backoffice/shared/accounting/voucher';
import { adToBs, calendarDateToIso } from '@backoffice/shared/calendar/bs-calendar';
import { fiscalYearLabel } from '@backoffice/shared/calendar/fiscal-year';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../../db/database.js';
import { vouchers } from '../../../db/schema/index.js';
import { toRupees } from '../../../entities/entity-values.js';
import { conflict } from '../../../http/api-error.js';
import type { UserContext } from '../../../http/request-context.js';
import { ownVoucher, voucherNotFound } from '../vouchers/voucher-record.js';
import { loadBilled } from './tax-invoice-billed.js';
import { type InvoiceParty, loadSeller, loadVoucherLines } from './tax-invoice-sources.js';

const invoiceColumns = {
  id: vouchers.id,
  type: vouchers.voucherType,
  voucherNo: vouchers.voucherNo,
  date: vouchers.voucherDate,
  fiscalYear: vouchers.fiscalYear,
  status: vouchers.status,
  sourceKind: vouchers.sourceKind,
  sourceId: vouchers.sourceId,
  reversalOfId: vouchers.reversalOfId,
  printCount: vouchers.printCount,
};

type InvoiceVoucher = Awaited<ReturnType<typeof findInvoiceVoucher>>;

/** A sales voucher of the company in the books (posted or cancelled) that is not a reversal. */
const printable = (companyId: number, id: number) =>
  and(
    ownVoucher(companyId, id),
    eq(vouchers.voucherType, 'sales'),
    inArray(vouchers.status, ['posted', 'cancelled']),
    isNull(vouchers.reversalOfId),
  );

/** The voucher if it has a tax invoice; 404 for another company's, 409 naming why it has none. */
const findInvoiceVoucher = async (db: Database, companyId: number, id: number) => {
  const [row] = await db.select(invoiceColumns).from(vouchers).where(ownVoucher(companyId, id));
  if (!row) throw voucherNotFound(id);
  if (row.type !== 'sales') {
    throw conflict(
      `Voucher ${row.voucherNo ?? id} is a ${VOUCHER_TYPE_LABELS[row.type].toLowerCase()} voucher; only a sales voucher has a tax invoice.`,
    );
  }
  if (row.status === 'draft' || row.voucherNo === null)
    throw conflict('This sales voucher is a draft: post it first, then print its tax invoice.');
  if (row.reversalOfId !== null)
    throw conflict(
      `Voucher ${row.voucherNo} reverses a cancelled invoice; it has no tax invoice of its own.`,
    );
  return { ...row, voucherNo: row.voucherNo };
};

const copyLabel = (printedBefore: number): string | null =>
  printedBefore === 0 ? null : `Copy of original (${printedBefore})`;

/** The BS day of an AD day; '' outside the calendar's years (the AD date still prints). */
const bsDayOf = (day: string): string => {
  const [year, month, date] = day.split('-').map(Number);
  try {
    return calendarDateToIso(adToBs({ year: year ?? 0, month: month ?? 0, day: date ?? 0 }));
  } catch {
    return '';
  }
};

const wireParty = (party: InvoiceParty) => ({
  Name: party.name,
  Address: party.address,
  Pan: party.pan,
  Phone: party.phone,
});

const toInvoice = async (
  ctx: UserContext,
  row: InvoiceVoucher,
  printedBefore: number,
): Promise<TaxInvoice> => {
  const { db } = ctx.deps;
  const lines = await loadVoucherLines(db, ctx.companyId, row.id);
  const [billed, seller] = await Promise.all([
    loadBilled(db, ctx.companyId, ctx.log, row, lines),
    loadSeller(db, ctx.companyId),
  ]);
  const { figures } = billed;
  return {
    VoucherId: row.id,
    InvoiceNo: row.voucherNo,
    InvoiceDate: row.date,
    InvoiceDateBs: bsDayOf(row.date),
    FiscalYear: fiscalYearLabel(row.fiscalYear),
    OrderNo: billed.orderNo,
    Seller: wireParty(seller),
    Buyer: wireParty(billed.buyer),
    Lines: figures.lines.map((line, index) => ({
      No: index + 1,
      Description: line.description,
      Quantity: line.quantity,
      Unit: line.unit,
      Rate: toRupees(line.rate),
      Amount: toRupees(line.amount),
      Taxable: line.taxable,
    })),
    SubTotal: toRupees(figures.subTotal),
    Discount: toRupees(figures.discount),
    TaxableAmount: toRupees(figures.taxable),
    ExemptAmount: toRupees(figures.exempt),
    VatRate: figures.vatRate,
    VatAmount: toRupees(figures.vat),
    RoundOff: toRupees(figures.roundOff),
    Total: toRupees(figures.total),
    AmountInWords: amountInWords(figures.total),
    VoucherStatus: row.status,
    PrintCount: printedBefore,
    CopyLabel: copyLabel(printedBefore),
  };
};

/** The invoice as the next print would be, counting nothing. */
export const previewTaxInvoice = async (ctx: UserContext, id: number): Promise<TaxInvoice> => {
  const row = await findInvoiceVoucher(ctx.deps.db, ctx.companyId, id);
  return toInvoice(ctx, row, row.printCount);
};

/**
 * Counts a print and answers the invoice as that print is: the increment happens in the database
 * (`print_count + 1 … returning`), so of two prints at once each reads back its own number.
 */
export const printTaxInvoice = async (ctx: UserContext, id: number): Promise<TaxInvoice> => {
  const row = await findInvoiceVoucher(ctx.deps.db, ctx.companyId, id);
  const [counted] = await ctx.deps.db
    .update(vouchers)
    .set({ printCount: sql`${vouchers.printCount} + 1` })
    .where(printable(ctx.companyId, id))
    .returning({ printCount: vouchers.printCount, status: vouchers.status });
  if (!counted) throw conflict('The voucher changed while it was being printed; try again.');
  return toInvoice(ctx, { ...row, status: counted.status }, counted.printCount - 1);
};
