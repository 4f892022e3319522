/**
 * Closing and reopening a fiscal year: the year's balance sheet ledgers are carried into the next
 * year's opening balances and its profit or loss into a capital or reserve ledger. Amounts are
 * rupees with two decimals (paisa in the database), dates YYYY-MM-DD (AD).
 */
import { z } from 'zod';
import { optionalId, requiredId, requiredText } from '../form-fields.js';
import { defineContract } from '../http/route-contract.js';
import { PAGE_CODES } from '../page-codes.js';

const tag = 'Year end';

const fiscalYearIdField = requiredId('FiscalYearId must be the number of a fiscal year');

export const yearEndPreviewQuery = z.object({ FiscalYearId: fiscalYearIdField });

export const yearEndCloseBody = z.object({
  FiscalYearId: fiscalYearIdField,
  /** The capital or reserve ledger the profit or loss goes to; the CAPITAL_LEDGER key's when left out. */
  CapitalLedgerId: optionalId('CapitalLedgerId must be the number of a ledger'),
});
export type YearEndCloseBody = z.output<typeof yearEndCloseBody>;

export const yearEndReopenBody = z.object({
  FiscalYearId: fiscalYearIdField,
  /** Why the year is opened again: kept in the audit trail. */
  Remarks: requiredText('Remarks are required: say why the year is reopened', 500),
});
export type YearEndReopenBody = z.output<typeof yearEndReopenBody>;

export const YEAR_STATUSES = ['open', 'closed'] as const;
export type YearStatus = (typeof YEAR_STATUSES)[number];

export const fiscalYearStatusSchema = z.object({
  Id: z.number().int(),
  /** '2082/83'. */
  Name: z.string(),
  StartDate: z.string(),
  EndDate: z.string(),
  Status: z.enum(YEAR_STATUSES),
  ClosedAt: z.string().nullable(),
  ClosedBy: z.string().nullable(),
  /** The profit carried to capital when it closed (a loss is negative); null when open or closed without carrying. */
  Profit: z.number().nullable(),
  /** How many opening balances the close wrote into the next year. */
  OpeningCount: z.number().int().nullable(),
  CapitalLedgerId: z.number().int().nullable(),
  CapitalLedgerName: z.string().nullable(),
  /** Only the latest closed year reopens: while the year after it is still open. */
  CanReopen: z.boolean(),
});
export type FiscalYearStatus = z.infer<typeof fiscalYearStatusSchema>;

export const yearEndPreviewSchema = z.object({
  FiscalYearId: z.number().int(),
  FiscalYear: z.string(),
  StartDate: z.string(),
  EndDate: z.string(),
  /** The year the balances go to ('2083/84'): added when the close runs if the company has none yet. */
  NextFiscalYear: z.string(),
  /** The year's income and expense net with the earlier profit not yet carried; a loss is negative. */
  Profit: z.number(),
  /** Balance sheet ledgers with a balance to carry (one opening balance each in the next year). */
  LedgersCarried: z.number().int(),
  /** Drafts dated in the year: post or delete them before closing. */
  Drafts: z.number().int(),
  /** Why the year cannot close now; empty when it can. */
  Blockers: z.array(z.string()),
  /** The CAPITAL_LEDGER key's ledger: where the profit goes unless another is chosen. */
  CapitalLedgerId: z.number().int().nullable(),
  CapitalLedgerName: z.string().nullable(),
  /** The active equity and liability ledgers the profit may go to instead, by name. */
  CapitalLedgers: z.array(z.object({ Id: z.number().int(), Name: z.string() })),
});
export type YearEndPreview = z.infer<typeof yearEndPreviewSchema>;

const viewPermission = { page: PAGE_CODES.YearEnd, action: 'view' } as const;
const editPermission = { page: PAGE_CODES.YearEnd, action: 'edit' } as const;

export const yearEndContracts = {
  list: defineContract({
    method: 'get',
    path: '/accounting/yearend/list',
    summary:
      'The company’s fiscal years, latest first, with their status: open, or closed by whom and when, the profit carried to which ledger, and whether it can be reopened. FiscalYearStatus[].',
    access: 'user',
    tag,
    permission: viewPermission,
    response: z.array(fiscalYearStatusSchema),
  }),
  preview: defineContract({
    method: 'get',
    path: '/accounting/yearend/preview',
    summary:
      'What closing FiscalYearId would do, writing nothing: the year’s profit or loss, how many balance sheet ledgers it carries into the next year, the drafts dated in it, what stops it from closing now (Blockers) and the default capital ledger. Another company’s year: 404. YearEndPreview.',
    access: 'user',
    tag,
    permission: viewPermission,
    query: yearEndPreviewQuery,
    response: yearEndPreviewSchema,
  }),
  close: defineContract({
    method: 'post',
    path: '/accounting/yearend/close',
    summary:
      'Closes a fiscal year (JSON {FiscalYearId, CapitalLedgerId?}): every balance sheet ledger’s closing balance becomes its opening balance in the next year (added when missing), the year’s profit or loss goes to CapitalLedgerId (an equity or liability ledger; the CAPITAL_LEDGER key’s when left out), and nothing posts in the year any more. 409 when it is closed already, an earlier year with entries is still open, drafts are dated in it, or the next year has opening balances entered by hand. Another company’s year or ledger: 404. Answers the year’s FiscalYearStatus.',
    access: 'user',
    tag,
    permission: editPermission,
    body: yearEndCloseBody,
    bodyKind: 'json',
    response: fiscalYearStatusSchema,
  }),
  reopen: defineContract({
    method: 'post',
    path: '/accounting/yearend/reopen',
    summary:
      'Opens a closed fiscal year again (JSON {FiscalYearId, Remarks}): the opening balances its close carried into the next year are deleted and postings in it are allowed again. 409 when it is not closed or the next year is closed too (reopen that first). Another company’s year: 404. Answers the year’s FiscalYearStatus.',
    access: 'user',
    tag,
    permission: editPermission,
    body: yearEndReopenBody,
    bodyKind: 'json',
    response: fiscalYearStatusSchema,
  }),
};
