/**
 * A party's balance and statement, declared once: read from its orders, returns and
 * payments (party-balance.ts). Money is in rupees with two decimals on the wire, dates YYYY-MM-DD
 * (the company's calendar day).
 */
import { z } from 'zod';
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

export const STATEMENT_LINE_KINDS = ['order', 'return', 'payment', 'chequeBounce', 'bounceCharge'] as const;

export const partyStatementLineSchema = z.object({
  /** The day the entry started to count: delivery, verification, receipt or clearing, bounce. */
  Date: z.string(),
  Kind: z.enum(STATEMENT_LINE_KINDS),
  /** The order, return or receipt number. */
  Reference: z.string(),
  /** The order's, return's or payment's Id, to open it. */
  RecordId: z.number().int(),
  Description: z.string(),
  Debit: z.number(),
  Credit: z.number(),
  /** The balance after this line. */
  Balance: z.number(),
});
export type PartyStatementLine = z.infer<typeof partyStatementLineSchema>;
export type StatementLineKind = PartyStatementLine['Kind'];

/** GET /party/statement?partyId=&fromDate=&toDate=&pageNo=&pageSize=. */
export const partyStatementSchema = z.object({
  PartyId: z.number().int(),
  PartyName: z.string(),
  FromDate: z.string().nullable(),
  ToDate: z.string().nullable(),
  /** The balance before FromDate (0 without one). */
  Opening: z.number(),
  /** The balance at the end of ToDate (today's balance without one). */
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
      'What the party owes now: delivered, paid and completed orders − verified returns − cleared payments + bounce charges (PartyBalance, rupees; positive is owed to the company), with what does not count yet beside it (cheques received or deposited, pending returns). Party view permission.',
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
      'The party’s statement between fromDate and toDate (both included, either may be left out): each order on its delivery day (debit), each verified return on its verification day, each payment on the day it counted (received, or a cheque’s clearing), each bounce charge on its bounce day (debit), oldest first with the running balance. Opening is the balance before fromDate, Closing the balance at the end of toDate; TotalDebit and TotalCredit cover the whole range, and PageOpening carries the running balance onto the page asked (pageNo, pageSize). Party view permission.',
    access: 'user',
    tag,
    permission: { page, action: 'view' },
    query: partyStatementQuery,
    response: partyStatementSchema,
  }),
};
