/**
 * A party's balance and statement, declared once. The statement is the party's ledger in the books
 * (the vouchers' lines); the balance is read from its orders, returns and payments
 * (party-balance.ts) and counts a cheque only once cleared, as the credit limit does. Money is in
 * rupees with two decimals on the wire, dates YYYY-MM-DD (the company's calendar day).
 */
import { z } from 'zod';
import { VOUCHER_TYPES } from '../../accounting/voucher.js';
import { requiredId } from '../../form-fields.js';
import { defineContract } from '../../http/route-contract.js';
import { PAGE_CODES } from '../../page-codes.js';
import { pagingShape } from '../../paging.js';
import { optionalDate } from '../common/sales-contract-fields.js';

const page = PAGE_CODES.Party;
const tag = 'Party balance';

export const partyBalanceQuery = z.object({ partyId: requiredId('partyId must be the number of a party') });

export const partyStatementQuery = z
  .object({
    ...pagingShape,
    partyId: requiredId('partyId must be the number of a party'),
    fromDate: optionalDate('fromDate'),
    toDate: optionalDate('toDate'),
  })
  .refine((value) => !value.fromDate || !value.toDate || value.fromDate <= value.toDate, {
    error: 'fromDate must not be after toDate',
    path: ['toDate'],
  });

/** GET /party/balance?partyId=: the balance and what it is made of. */
export const partyBalanceSchema = z.object({
  PartyId: z.number().int(),
  PartyName: z.string(),
  /** Delivered, paid and completed orders. */
  Orders: z.number(),
  /** Verified returns. */
  Returns: z.number(),
  /** Cleared payments. */
  Payments: z.number(),
  /** Charges of bounced cheques. */
  Charges: z.number(),
  /** Orders − Returns − Payments + Charges: positive is owed to us. */
  Balance: z.number(),
  /** Not in the balance yet: cheques received or deposited, returns waiting to be verified. */
  UnclearedCheques: z.number(),
  PendingReturns: z.number(),
  /** The company's day the figures are for (today). */
  AsOf: z.string(),
});
export type PartyBalance = z.infer<typeof partyBalanceSchema>;

/**
 * What a line comes from: an order (its Sales voucher), a return (its Credit Note), a payment (its
 * Receipt), a cheque's bounce (its Journal), or a voucher entered in the books with no document.
 */
export const STATEMENT_LINE_KINDS = ['order', 'return', 'payment', 'chequeBounce', 'voucher'] as const;

/** A voucher in the books: posted, or cancelled and standing beside its reversal. */
export const STATEMENT_VOUCHER_STATES = ['posted', 'cancelled'] as const;

export const partyStatementLineSchema = z.object({
  /** The voucher's date. */
  Date: z.string(),
  Kind: z.enum(STATEMENT_LINE_KINDS),
  /** The order, return or receipt number; the voucher number of a voucher with no document. */
  Reference: z.string(),
  /** The order's, return's or payment's Id, to open it; the voucher's Id of a voucher with no document. */
  RecordId: z.number().int(),
  /** The line's narration, else its voucher's, else the voucher's type. */
  Description: z.string(),
  Debit: z.number(),
  Credit: z.number(),
  /** The balance after this line. */
  Balance: z.number(),
  /** The voucher the line is in, to open it at /accounting/vouchers/{VoucherId}. */
  VoucherId: z.number().int(),
  VoucherNo: z.string(),
  VoucherType: z.enum(VOUCHER_TYPES),
  VoucherStatus: z.enum(STATEMENT_VOUCHER_STATES),
});
export type PartyStatementLine = z.infer<typeof partyStatementLineSchema>;
export type StatementLineKind = PartyStatementLine['Kind'];

/** GET /party/statement?partyId=&fromDate=&toDate=&pageNo=&pageSize=. */
export const partyStatementSchema = z.object({
  PartyId: z.number().int(),
  PartyName: z.string(),
  /** The party's ledger, whose lines these are. */
  LedgerId: z.number().int(),
  FromDate: z.string().nullable(),
  ToDate: z.string().nullable(),
  /**
   * The balance before FromDate: the ledger's opening balance of the fiscal year FromDate falls in
   * plus every line before FromDate. Without FromDate, the opening balance of the ledger's first
   * fiscal year that has one. Positive is owed to the company (Dr).
   */
  Opening: z.number(),
  /** Opening + TotalDebit − TotalCredit: the balance at the end of ToDate (of every line without one). */
  Closing: z.number(),
  /** Over the whole range, not only this page. */
  TotalDebit: z.number(),
  TotalCredit: z.number(),
  /** The balance before this page's first line, to carry the running balance across pages. */
  PageOpening: z.number(),
  /** This page's lines, oldest first. */
  Lines: z.array(partyStatementLineSchema),
  /** Lines in the whole range. */
  TotalCount: z.number().int(),
  PageNo: z.number().int(),
  PageSize: z.number().int(),
});
export type PartyStatement = z.infer<typeof partyStatementSchema>;

/** A party's balance and statement. */
export const partyStatementContracts = {
  balance: defineContract({
    method: 'get',
    path: '/party/balance',
    summary:
      'What the party owes now: delivered, paid and completed orders − verified returns − cleared payments + bounce charges (PartyBalance, rupees; positive is owed to the company), with what does not count yet beside it (cheques received or deposited, pending returns). Prudent, as the credit limit and the dashboard’s receivables: a cheque counts once cleared, where the statement (the party’s ledger) counts it when received. Party view permission.',
    access: 'user',
    tag,
    permission: { page, action: 'view' },
    query: partyBalanceQuery,
    response: partyBalanceSchema,
  }),
  statement: defineContract({
    method: 'get',
    path: '/party/statement',
    summary:
      'The party’s ledger between fromDate and toDate (both included, either may be left out): each of its lines in the books, oldest first by voucher date (then voucher, then line), with debit, credit and the running balance, its voucher (VoucherId, VoucherNo, VoucherType, VoucherStatus) and the document it comes from (Kind, Reference, RecordId: the order’s Sales voucher, the return’s Credit Note, the payment’s Receipt, a cheque bounce’s Journal). A cancelled voucher and its reversal both stay, netting to nothing. A cheque lowers the balance the day it is received (its Receipt), Tally’s way; /party/balance and the credit limit count it only once cleared. Opening is the ledger’s opening balance of the fiscal year fromDate falls in plus every line before fromDate; Closing is Opening + TotalDebit − TotalCredit; TotalDebit and TotalCredit cover the whole range, and PageOpening carries the running balance onto the page asked (pageNo, pageSize). Party view permission.',
    access: 'user',
    tag,
    permission: { page, action: 'view' },
    query: partyStatementQuery,
    response: partyStatementSchema,
  }),
};
