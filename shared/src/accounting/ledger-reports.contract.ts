/**
 * The books read ledger by ledger: the general ledger of one ledger (the cash and bank books are
 * the general ledgers of those ledgers), the ageing of parties' bills, and what each cost center
 * earned and spent. Amounts are rupees with two decimals (paisa in the database), dates
 * YYYY-MM-DD (AD).
 */
import { z } from 'zod';
import { LEDGER_NATURES, type LedgerNature } from '../entities/accounting/ledger-group.entity.js';
import { optionalDate, optionalId, optionalOneOf, optionalText, requiredId } from '../form-fields.js';
import { exportFileText, exportFormatShape } from '../http/export-format.js';
import { defineContract } from '../http/route-contract.js';
import { PAGE_CODES } from '../page-codes.js';
import { pageSchema } from '../paging.js';
import { DATES_MESSAGE, datesInOrder } from '../sales/common/sales-contract-fields.js';
import { VOUCHER_SIDES, VOUCHER_TYPES } from './voucher.js';

const tag = 'Books';
const permission = { page: PAGE_CODES.FinancialReports, action: 'view' } as const;

const NATURES = LEDGER_NATURES.map((nature) => nature.value) as [LedgerNature, ...LedgerNature[]];

/** A balance as accountants write it: an amount and the side it stands on (null side when nil). */
const balanceSchema = z.object({
  Balance: z.number(),
  BalanceSide: z.enum(VOUCHER_SIDES).nullable(),
});

/** The general ledger's lines per page: 100 unless asked, 1,000 at most. */
export const LEDGER_PAGE_SIZE = 100;
export const LEDGER_MAX_PAGE_SIZE = 1000;
const LEDGER_PAGE_MESSAGE = `pageSize must be a whole number from 1 to ${LEDGER_MAX_PAGE_SIZE}`;

// ---------------------------------------------------------------------------------------------
// General ledger (and the cash and bank books)

const generalLedgerFilterShape = {
  LedgerId: requiredId('LedgerId must be the number of a ledger'),
  /** The first day; the fiscal year's first day (of ToDate) when left out. */
  FromDate: optionalDate('FromDate'),
  /** The last day; the company's today when left out. */
  ToDate: optionalDate('ToDate'),
  /** Only the lines of vouchers made in this branch. */
  BranchId: optionalId('BranchId must be the number of a branch'),
  /** Only the lines carrying this cost center. */
  CostCenterId: optionalId('CostCenterId must be the number of a cost center'),
};

/** Where a page of the general ledger starts or ends: a line's day, voucher and line number. */
export const LEDGER_CURSOR = /^\d{4}-\d{2}-\d{2}_\d{1,10}_\d{1,5}$/;
const CURSOR_MESSAGE = 'a cursor is the NextCursor or PrevCursor of a page';
const cursorField = (name: string, also?: string) =>
  optionalText(40).refine((value) => value === undefined || value === also || LEDGER_CURSOR.test(value), {
    error: `${name}: ${CURSOR_MESSAGE}`,
  });

export const generalLedgerQuery = z
  .object({
    ...generalLedgerFilterShape,
    /** The lines after this cursor (a page's NextCursor); the first page when neither is given. */
    After: cursorField('After'),
    /** The lines before this cursor (a page's PrevCursor), or `end` for the last page. */
    Before: cursorField('Before', 'end'),
    pageSize: optionalId(LEDGER_PAGE_MESSAGE)
      .refine((value) => value === undefined || value <= LEDGER_MAX_PAGE_SIZE, { error: LEDGER_PAGE_MESSAGE })
      .transform((value) => value ?? LEDGER_PAGE_SIZE),
  })
  .refine(datesInOrder, DATES_MESSAGE)
  .refine((value) => value.After === undefined || value.Before === undefined, {
    error: 'give After or Before, not both',
    path: ['Before'],
  });
export const generalLedgerExportQuery = z
  .object({ ...generalLedgerFilterShape, ...exportFormatShape })
  .refine(datesInOrder, DATES_MESSAGE);

export const generalLedgerLineSchema = z.object({
  VoucherId: z.number().int(),
  VoucherDate: z.string(),
  VoucherNo: z.string(),
  VoucherType: z.enum(VOUCHER_TYPES),
  /** The other side's ledger, or "(as per details)" when the other side has several. */
  Particulars: z.string(),
  /** The line's own narration, else the voucher's. */
  Narration: z.string().nullable(),
  ChequeNo: z.string().nullable(),
  BillRef: z.string().nullable(),
  Debit: z.number(),
  Credit: z.number(),
  /** The balance after this line: the opening plus every line of the range up to it. */
  RunningBalance: z.number(),
  RunningSide: z.enum(VOUCHER_SIDES).nullable(),
});
export type GeneralLedgerLine = z.infer<typeof generalLedgerLineSchema>;

/** A cash book (a ledger under Cash-in-Hand) or a bank book (under Bank Accounts). */
export const CASH_BANK_BOOKS = ['cash', 'bank'] as const;
export type CashBankBook = (typeof CASH_BANK_BOOKS)[number];

export const generalLedgerSchema = z.object({
  Items: z.array(generalLedgerLineSchema),
  PageSize: z.number().int(),
  /** Ask After=NextCursor for the next page; null on the last page. */
  NextCursor: z.string().nullable(),
  /** Ask Before=PrevCursor for the page before; null on the first page. */
  PrevCursor: z.string().nullable(),
  LedgerId: z.number().int(),
  LedgerName: z.string(),
  GroupName: z.string(),
  Nature: z.enum(NATURES),
  /** Which book the ledger keeps, if a cash or bank one: its debits are receipts, its credits payments. */
  Book: z.enum(CASH_BANK_BOOKS).nullable(),
  FromDate: z.string(),
  ToDate: z.string(),
  /** The balance brought into the range: what stood before FromDate. */
  Opening: balanceSchema,
  /** The balance before this page's first line. */
  PageOpening: balanceSchema,
  /** The sums of every line of the range, every page. */
  TotalDebit: z.number(),
  TotalCredit: z.number(),
  Closing: balanceSchema,
});
export type GeneralLedger = z.infer<typeof generalLedgerSchema>;

const LEDGER_TEXT =
  'LedgerId (required); FromDate and ToDate (default: the fiscal year to today); BranchId (lines of vouchers made in that branch); CostCenterId (lines carrying it). Lines in date and voucher order.';

export const cashBankLedgerSchema = z.object({
  Id: z.number().int(),
  Name: z.string(),
  Book: z.enum(CASH_BANK_BOOKS),
  IsActive: z.boolean(),
});
export type CashBankLedger = z.infer<typeof cashBankLedgerSchema>;

export const cashBankLedgersSchema = z.object({
  Ledgers: z.array(cashBankLedgerSchema),
  /** The CASH_LEDGER setting's ledger: the book the page opens on (null when the key names none). */
  DefaultLedgerId: z.number().int().nullable(),
});

// ---------------------------------------------------------------------------------------------
// Ageing by bill

export const AGEING_KINDS = ['receivables', 'payables'] as const;
export type AgeingKind = (typeof AGEING_KINDS)[number];

/** The buckets of a bill's age in days, by its date; the last is open-ended. */
export const AGEING_BUCKETS = [
  { key: 'Days0To30', label: '0–30 days', upTo: 30 },
  { key: 'Days31To60', label: '31–60 days', upTo: 60 },
  { key: 'Days61To90', label: '61–90 days', upTo: 90 },
  { key: 'Over90', label: 'Over 90 days', upTo: null },
] as const;
export type AgeingBucketKey = (typeof AGEING_BUCKETS)[number]['key'];

const ageingFilterShape = {
  /** receivables: ledgers under Sundry Debtors (the default); payables: under Sundry Creditors. */
  Kind: optionalOneOf(AGEING_KINDS, 'Kind must be receivables or payables').transform(
    (value): AgeingKind => value ?? 'receivables',
  ),
  /** The day the bills are outstanding on; the company's today when left out. */
  AsOn: optionalDate('AsOn'),
  /** Only the parties under this group (a group under Sundry Debtors or Sundry Creditors). */
  GroupId: optionalId('GroupId must be the number of a ledger group'),
  /** Part of the party's (ledger's) name. */
  query: optionalText(200),
};
export const ageingQuery = z.object({
  ...ageingFilterShape,
  pageNo: optionalId('pageNo must be a positive whole number').transform((value) => value ?? 1),
  pageSize: optionalId(LEDGER_PAGE_MESSAGE)
    .refine((value) => value === undefined || value <= LEDGER_MAX_PAGE_SIZE, { error: LEDGER_PAGE_MESSAGE })
    .transform((value) => value ?? LEDGER_PAGE_SIZE),
});
export const ageingExportQuery = z.object({ ...ageingFilterShape, ...exportFormatShape });

const bucketsShape = {
  Days0To30: z.number(),
  Days31To60: z.number(),
  Days61To90: z.number(),
  Over90: z.number(),
};

export const ageingBillSchema = z.object({
  /** null for what no bill names: "On account". */
  BillRef: z.string().nullable(),
  /** The bill's first line's date (null on account). */
  BillDate: z.string().nullable(),
  AgeDays: z.number().int().nullable(),
  /** Outstanding: receivables Dr positive, payables Cr positive. */
  Amount: z.number(),
  Bucket: z.enum(['Days0To30', 'Days31To60', 'Days61To90', 'Over90']).nullable(),
});
export type AgeingBill = z.infer<typeof ageingBillSchema>;

export const ageingPartySchema = z.object({
  LedgerId: z.number().int(),
  Name: z.string(),
  GroupName: z.string(),
  PartyId: z.number().int().nullable(),
  Bills: z.array(ageingBillSchema),
  ...bucketsShape,
  OnAccount: z.number(),
  Total: z.number(),
});
export type AgeingParty = z.infer<typeof ageingPartySchema>;

export const ageingSchema = pageSchema(ageingPartySchema).extend({
  Kind: z.enum(AGEING_KINDS),
  AsOn: z.string(),
  /** Every matching party's sums, every page. */
  Totals: z.object({ ...bucketsShape, OnAccount: z.number(), Total: z.number() }),
});
export type Ageing = z.infer<typeof ageingSchema>;

const AGEING_TEXT =
  'Kind (receivables: Sundry Debtors, the default; payables: Sundry Creditors), AsOn (default today), GroupId (a group under them), query (party name). A bill is the lines of one ledger with one bill reference (an invoice and the receipts and credit notes against it); lines with none and the opening balance are On account. Buckets by the bill’s date: 0–30, 31–60, 61–90, over 90 days. Settled bills and parties with nothing outstanding are left out.';

// ---------------------------------------------------------------------------------------------
// Cost center summary

const costCenterFilterShape = {
  FromDate: optionalDate('FromDate'),
  ToDate: optionalDate('ToDate'),
};
export const costCenterSummaryQuery = z.object(costCenterFilterShape).refine(datesInOrder, DATES_MESSAGE);
export const costCenterSummaryExportQuery = z
  .object({ ...costCenterFilterShape, ...exportFormatShape })
  .refine(datesInOrder, DATES_MESSAGE);

export const costCenterLedgerSchema = z.object({
  LedgerId: z.number().int(),
  Name: z.string(),
  Nature: z.enum(['income', 'expense']),
  /** Income: credits less debits; expense: debits less credits. */
  Amount: z.number(),
});

export const costCenterRowSchema = z.object({
  /** null: the lines carrying no cost center. */
  CostCenterId: z.number().int().nullable(),
  Name: z.string(),
  Income: z.number(),
  Expense: z.number(),
  /** Income less expense. */
  Net: z.number(),
  Ledgers: z.array(costCenterLedgerSchema),
});
export type CostCenterRow = z.infer<typeof costCenterRowSchema>;

export const costCenterSummarySchema = z.object({
  FromDate: z.string(),
  ToDate: z.string(),
  Rows: z.array(costCenterRowSchema),
  Income: z.number(),
  Expense: z.number(),
  Net: z.number(),
});
export type CostCenterSummary = z.infer<typeof costCenterSummarySchema>;

const COST_CENTER_TEXT =
  'FromDate and ToDate (default: the fiscal year to today). Each cost center’s income (credits less debits on income ledgers) and expense (debits less credits on expense ledgers) from the lines carrying it, with a row for the lines carrying none; each with its ledgers.';

export const ledgerReportContracts = {
  generalLedger: defineContract({
    method: 'get',
    path: '/accounting/generalledger',
    summary: `One ledger’s lines in the books over a range with the opening balance brought in, each line’s other side (its ledger, or “(as per details)”), and the running balance after each line, one page of pageSize lines (100, at most 1,000): the first, After=NextCursor, Before=PrevCursor, or Before=end for the last; the period’s totals and closing balance. ${LEDGER_TEXT} GeneralLedger.`,
    access: 'user',
    tag,
    permission,
    query: generalLedgerQuery,
    response: generalLedgerSchema,
  }),
  generalLedgerExport: defineContract({
    method: 'get',
    path: '/accounting/generalledger/export',
    summary: exportFileText(
      `The general ledger of the whole range, with the opening and closing balances and the running balance. ${LEDGER_TEXT}`,
    ),
    access: 'user',
    tag,
    permission,
    query: generalLedgerExportQuery,
    response: z.null(),
    download: 'table',
  }),
  cashBankLedgers: defineContract({
    method: 'get',
    path: '/accounting/cashbankledgers',
    summary:
      'The ledgers with a cash book (under Cash-in-Hand) or a bank book (under Bank Accounts, a ledger per bank account), cash first then by name, and the CASH_LEDGER setting’s ledger to open on.',
    access: 'user',
    tag,
    permission,
    response: cashBankLedgersSchema,
  }),
  ageing: defineContract({
    method: 'get',
    path: '/accounting/ageing',
    summary: `Parties’ outstanding bills by age as on a day, one page of parties (pageNo, pageSize: 100), with the totals of every matching party. ${AGEING_TEXT} Ageing.`,
    access: 'user',
    tag,
    permission,
    query: ageingQuery,
    response: ageingSchema,
  }),
  ageingExport: defineContract({
    method: 'get',
    path: '/accounting/ageing/export',
    summary: exportFileText(`The ageing, a row per outstanding bill. ${AGEING_TEXT}`),
    access: 'user',
    tag,
    permission,
    query: ageingExportQuery,
    response: z.null(),
    download: 'table',
  }),
  costCenterSummary: defineContract({
    method: 'get',
    path: '/accounting/costcentersummary',
    summary: `Income, expense and net by cost center over a range. ${COST_CENTER_TEXT} CostCenterSummary.`,
    access: 'user',
    tag,
    permission,
    query: costCenterSummaryQuery,
    response: costCenterSummarySchema,
  }),
  costCenterSummaryExport: defineContract({
    method: 'get',
    path: '/accounting/costcentersummary/export',
    summary: exportFileText(`The cost center summary, a row per cost center and ledger. ${COST_CENTER_TEXT}`),
    access: 'user',
    tag,
    permission,
    query: costCenterSummaryExportQuery,
    response: z.null(),
    download: 'table',
  }),
};
