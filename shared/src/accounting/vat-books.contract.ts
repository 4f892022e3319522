/**
 * The VAT registers the IRD asks of a VAT-registered company, per BS month: the sales book (बिक्री
 * खाता), the purchase book (खरिद खाता) and the monthly VAT return's figures. Amounts are rupees with
 * two decimals, signed (a credit note or debit note is negative), dates YYYY-MM-DD (AD) beside their
 * BS day.
 */
import { z } from 'zod';
import { BS_RANGE } from '../calendar/bs-calendar.js';
import { optionalId } from '../form-fields.js';
import { exportFileText, exportFormatShape } from '../http/export-format.js';
import { defineContract } from '../http/route-contract.js';
import { PAGE_CODES } from '../page-codes.js';

const tag = 'VAT books';

const YEAR_MESSAGE = `year must be a BS year from ${BS_RANGE.first.year} to ${BS_RANGE.last.year}`;
const MONTH_MESSAGE = 'month must be a BS month number from 1 (Baisakh) to 12 (Chaitra)';

const monthShape = {
  /** BS year, e.g. 2083; with month left out too, the company's current BS month. */
  year: optionalId(YEAR_MESSAGE).refine(
    (year) => year === undefined || (year >= BS_RANGE.first.year && year <= BS_RANGE.last.year),
    { error: YEAR_MESSAGE },
  ),
  /** BS month 1-12 (4 = Shrawan, the fiscal year's first). */
  month: optionalId(MONTH_MESSAGE).refine((month) => month === undefined || month <= 12, {
    error: MONTH_MESSAGE,
  }),
};

const together = (query: { year?: number; month?: number }) =>
  (query.year === undefined) === (query.month === undefined);
const TOGETHER_MESSAGE = {
  error: 'Give year and month together (a BS month), or neither for the current month',
  path: ['month'],
};

export const vatMonthQuery = z.object(monthShape).refine(together, TOGETHER_MESSAGE);
export const vatBookExportQuery = z
  .object({ ...monthShape, ...exportFormatShape })
  .refine(together, TOGETHER_MESSAGE);
export type VatMonthQuery = z.infer<typeof vatMonthQuery>;

/** The month a register covers. */
export const vatMonthSchema = z.object({
  Year: z.number().int(),
  Month: z.number().int(),
  /** 'Shrawan 2083'. */
  MonthName: z.string(),
  /** First and last AD days of the BS month, both inclusive. */
  FromDate: z.string(),
  ToDate: z.string(),
  /** '2083/84': the fiscal year the month falls in. */
  FiscalYear: z.string(),
  CompanyName: z.string(),
  CompanyPan: z.string(),
});
export type VatMonth = z.infer<typeof vatMonthSchema>;

/**
 * How a voucher stands in the month's register: posted; cancelled (listed with zero amounts when
 * its reversal falls in the same month, at its amounts with CancelledOn when the reversal is later);
 * or the reversal of a voucher of an earlier month, listed with its amounts negated.
 */
export const VAT_ROW_STATES = ['posted', 'cancelled', 'reversal'] as const;
export type VatRowState = (typeof VAT_ROW_STATES)[number];

const rowShape = {
  VoucherId: z.number().int(),
  VoucherNo: z.string(),
  VoucherType: z.enum(['sales', 'creditNote', 'purchase', 'debitNote']),
  Date: z.string(),
  DateBs: z.string(),
  State: z.enum(VAT_ROW_STATES),
  /** The day the cancellation's reversal is dated (a cancelled voucher only). */
  CancelledOn: z.string().nullable(),
  /** Buyer or supplier, and the PAN on its ledger (or party). */
  PartyName: z.string(),
  Pan: z.string(),
  Total: z.number(),
  Taxable: z.number(),
  Vat: z.number(),
  Exempt: z.number(),
  /**
   * The invoice a credit or debit note returns against, or the voucher a reversal cancels: its
   * number, and its id when it is a voucher in the books.
   */
  OriginalNo: z.string().nullable(),
  OriginalVoucherId: z.number().int().nullable(),
};

export const salesBookRowSchema = z.object({
  ...rowShape,
  /** Sales to a buyer abroad: 0 until a party can be marked foreign. */
  Export: z.number(),
});
export type SalesBookRow = z.infer<typeof salesBookRowSchema>;

export const purchaseBookRowSchema = z.object({
  ...rowShape,
  /** The supplier's bill number: the voucher's reference. */
  BillNo: z.string(),
  /** Goods brought from abroad: 0 until a supplier can be marked foreign. */
  Import: z.number(),
});
export type PurchaseBookRow = z.infer<typeof purchaseBookRowSchema>;

const totalsShape = { Total: z.number(), Taxable: z.number(), Vat: z.number(), Exempt: z.number() };

export const salesBookSchema = vatMonthSchema.extend({
  Rows: z.array(salesBookRowSchema),
  Totals: z.object({ ...totalsShape, Export: z.number() }),
});
export type SalesBook = z.infer<typeof salesBookSchema>;

export const purchaseBookSchema = vatMonthSchema.extend({
  Rows: z.array(purchaseBookRowSchema),
  Totals: z.object({ ...totalsShape, Import: z.number() }),
});
export type PurchaseBook = z.infer<typeof purchaseBookSchema>;

/** One side of the return: its invoices, its notes (negative) and their net. */
const salesFiguresSchema = z.object({
  Taxable: z.number(),
  Exempt: z.number(),
  Export: z.number(),
  Vat: z.number(),
});
const purchaseFiguresSchema = z.object({
  Taxable: z.number(),
  Exempt: z.number(),
  Import: z.number(),
  Vat: z.number(),
});

export const vatReturnSchema = vatMonthSchema.extend({
  Sales: z.object({
    Invoices: salesFiguresSchema,
    CreditNotes: salesFiguresSchema,
    Net: salesFiguresSchema,
  }),
  Purchases: z.object({
    Invoices: purchaseFiguresSchema,
    DebitNotes: purchaseFiguresSchema,
    Net: purchaseFiguresSchema,
  }),
  /** Output VAT less input VAT, net of notes: positive is payable, negative a credit. */
  NetVat: z.number(),
  /** What is paid for the month (NetVat when positive, else 0). */
  VatPayable: z.number(),
  /** The month's credit carried to the next month's return (-NetVat when negative, else 0). */
  CreditCarriedForward: z.number(),
});
export type VatReturn = z.infer<typeof vatReturnSchema>;

const MONTH_TEXT =
  'Query: year and month in BS (month 1 = Baisakh, 4 = Shrawan); both left out, the current BS month in the company’s time zone.';
const ROWS_TEXT =
  'Every voucher in the books (posted or cancelled) in voucher date and number order. A voucher cancelled within the month is listed marked cancelled with zero amounts (its reversal is not listed); one cancelled in a later month stays at its amounts with CancelledOn, and its reversal is listed in that later month with the amounts negated.';

const permission = { page: PAGE_CODES.VatBooks, action: 'view' } as const;

export const vatBooksContracts = {
  salesBook: defineContract({
    method: 'get',
    path: '/vatbooks/sales',
    summary: `The sales book of a BS month: Sales vouchers and Credit Notes (negative) with buyer, PAN, total, taxable, VAT, exempt and export sales, and their totals. ${ROWS_TEXT} ${MONTH_TEXT} SalesBook.`,
    access: 'user',
    tag,
    permission,
    query: vatMonthQuery,
    response: salesBookSchema,
  }),
  purchaseBook: defineContract({
    method: 'get',
    path: '/vatbooks/purchases',
    summary: `The purchase book of a BS month: Purchase vouchers and Debit Notes (negative) with supplier, bill number, PAN, total, taxable, VAT, exempt purchases and imports, and their totals. ${ROWS_TEXT} ${MONTH_TEXT} PurchaseBook.`,
    access: 'user',
    tag,
    permission,
    query: vatMonthQuery,
    response: purchaseBookSchema,
  }),
  vatReturn: defineContract({
    method: 'get',
    path: '/vatbooks/return',
    summary: `The monthly VAT return's figures from the two books: sales (taxable, exempt, export) and purchases (taxable, exempt, imports) with their VAT, each as invoices, notes and net, and the net VAT: payable when output VAT exceeds input VAT, else a credit carried to the next month (not refunded). ${MONTH_TEXT} VatReturn.`,
    access: 'user',
    tag,
    permission,
    query: vatMonthQuery,
    response: vatReturnSchema,
  }),
  salesBookExport: defineContract({
    method: 'get',
    path: '/vatbooks/sales/export',
    summary: exportFileText(
      `The sales book of a BS month with its totals row, named with the company, its PAN and the month. ${MONTH_TEXT}`,
    ),
    access: 'user',
    tag,
    permission,
    query: vatBookExportQuery,
    response: z.null(),
    download: 'table',
  }),
  purchaseBookExport: defineContract({
    method: 'get',
    path: '/vatbooks/purchases/export',
    summary: exportFileText(
      `The purchase book of a BS month with its totals row, named with the company, its PAN and the month. ${MONTH_TEXT}`,
    ),
    access: 'user',
    tag,
    permission,
    query: vatBookExportQuery,
    response: z.null(),
    download: 'table',
  }),
};
