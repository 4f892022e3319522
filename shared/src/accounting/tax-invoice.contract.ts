/**
 * The tax invoice of a sales voucher, in the form the Inland Revenue Department asks for: seller
 * and buyer with address and PAN, the invoice number and date in BS and AD, the lines, taxable
 * amount, VAT, total and the total in words. The first print is the original; every later one is
 * marked "Copy of original (n)" and the count is kept (IRD: reprints must say they are copies).
 */
import { z } from 'zod';
import { defineContract } from '../http/route-contract.js';
import { voucherIdQuery, voucherPageOf } from './voucher.contract.js';
import { VOUCHER_STATES } from './voucher.js';

const tag = 'Vouchers';

const partySchema = z.object({
  Name: z.string(),
  Address: z.string(),
  /** Nine digits, or empty when the buyer has none (a consumer). */
  Pan: z.string(),
  Phone: z.string(),
});

export const taxInvoiceLineSchema = z.object({
  /** 1, 2, 3 …: the serial number column. */
  No: z.number().int(),
  Description: z.string(),
  Quantity: z.number(),
  Unit: z.string(),
  Rate: z.number(),
  /** Quantity × rate less the line's discount, before VAT. */
  Amount: z.number(),
  /** False for a VAT-exempt product. */
  Taxable: z.boolean(),
});

export const taxInvoiceSchema = z.object({
  VoucherId: z.number().int(),
  /** The sales voucher's number: numbered per fiscal year without gaps, as the IRD asks. */
  InvoiceNo: z.string(),
  /** AD (YYYY-MM-DD) and BS (YYYY-MM-DD in the BS calendar) of the same day. */
  InvoiceDate: z.string(),
  InvoiceDateBs: z.string(),
  FiscalYear: z.string(),
  /** The order it bills, when it bills one. */
  OrderNo: z.string().nullable(),
  Seller: partySchema,
  Buyer: partySchema,
  Lines: z.array(taxInvoiceLineSchema),
  /** Sum of the lines before order-level discount. */
  SubTotal: z.number(),
  Discount: z.number(),
  TaxableAmount: z.number(),
  ExemptAmount: z.number(),
  VatRate: z.number(),
  VatAmount: z.number(),
  RoundOff: z.number(),
  Total: z.number(),
  /** "Rupees … Only". */
  AmountInWords: z.string(),
  VoucherStatus: z.enum(VOUCHER_STATES),
  /** Times it was printed before this answer. */
  PrintCount: z.number().int(),
  /** Null on the original; "Copy of original (1)" on the first reprint, and so on. */
  CopyLabel: z.string().nullable(),
});
export type TaxInvoice = z.infer<typeof taxInvoiceSchema>;

const viewSales = { page: voucherPageOf('sales'), action: 'view' } as const;

export const taxInvoiceContracts = {
  preview: defineContract({
    method: 'get',
    path: '/voucher/taxinvoice',
    summary:
      'The tax invoice of a sales voucher as it would print next, without counting a print (CopyLabel says which copy the next print is). Another voucher type: 409. TaxInvoice.',
    access: 'user',
    tag,
    permission: viewSales,
    query: voucherIdQuery,
    response: taxInvoiceSchema,
  }),
  print: defineContract({
    method: 'post',
    path: '/voucher/printinvoice',
    summary:
      'Counts a print of a sales voucher’s tax invoice and answers what to print: the original the first time, "Copy of original (n)" after. Of two prints at once, each gets its own number. TaxInvoice.',
    access: 'user',
    tag,
    permission: viewSales,
    query: voucherIdQuery,
    response: taxInvoiceSchema,
  }),
};
