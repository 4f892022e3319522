/**
 * The voucher API, declared once: the server implements these contracts, the screens call them,
 * the OpenAPI document and the tests read them. Amounts are rupees with two decimals on the wire
 * (integer paisa in the database); dates YYYY-MM-DD (AD), instants ISO 8601.
 */
import { z } from 'zod';
import { SORT_TYPES } from '../constants.js';
import {
  optionalBoolean,
  optionalDate,
  optionalId,
  optionalOneOf,
  optionalText,
  requiredId,
  someOf,
} from '../form-fields.js';
import { exportFileText, exportFormatShape } from '../http/export-format.js';
import { defineContract, type RoutePermission } from '../http/route-contract.js';
import { PAGE_CODES, type PageCode, type PageName } from '../page-codes.js';
import { cappedPageSchema, pagingShape } from '../paging.js';
import {
  DATES_MESSAGE,
  DOCUMENT_FILE_PART,
  datesInOrder,
  documentTransitionSchema,
  VERSION_MESSAGE,
} from '../sales/common/sales-contract-fields.js';
import {
  VOUCHER_ACTIONS,
  VOUCHER_SIDES,
  VOUCHER_STATES,
  VOUCHER_TYPES,
  type VoucherType,
  voucherSaveBody,
} from './voucher.js';

const tag = 'Vouchers';

/** Each voucher type has its own page, so a role may enter receipts and not journals. */
export const VOUCHER_PAGE_NAMES: Readonly<Record<VoucherType, PageName>> = {
  payment: 'PaymentVoucher',
  receipt: 'ReceiptVoucher',
  contra: 'ContraVoucher',
  journal: 'JournalVoucher',
  sales: 'SalesVoucher',
  purchase: 'PurchaseVoucher',
  creditNote: 'CreditNoteVoucher',
  debitNote: 'DebitNoteVoucher',
};

export const voucherPageOf = (type: VoucherType): PageCode => PAGE_CODES[VOUCHER_PAGE_NAMES[type]];

/** A route open to a holder of `action` on any voucher type's page; the handler checks the type's. */
const anyVoucherPage = (action: RoutePermission['action']) => {
  const [first, ...rest] = VOUCHER_TYPES.map((type) => ({ page: voucherPageOf(type), action }) as const);
  if (!first) throw new Error('No voucher types');
  return { permission: first, alsoPermittedBy: rest, permissionNoun: 'vouchers of any type' };
};

/** Where a voucher came from, when the books wrote it for a sales document. */
export const VOUCHER_SOURCE_KINDS = [
  'order',
  'return',
  'payment',
  'advance',
  'advanceRepayment',
  'expense',
] as const;
export type VoucherSourceKind = (typeof VOUCHER_SOURCE_KINDS)[number];

/** What a caller may do to a voucher beside its transitions: edit or delete a draft, print an invoice. */
export const VOUCHER_ALLOWED_ACTIONS = [...VOUCHER_ACTIONS, 'edit', 'delete'] as const;
export type VoucherAllowedAction = (typeof VOUCHER_ALLOWED_ACTIONS)[number];

export const VOUCHER_SORT_FIELDS = [
  'VoucherDate',
  'VoucherNo',
  'VoucherType',
  'TotalAmount',
  'Status',
  'CreatedAt',
] as const;

export const voucherIdQuery = z.object({ id: requiredId('id must be the number of a voucher') });

/** The day book's filters and sort, shared by the list and its export. */
const voucherFilterShape = {
  query: optionalText(200),
  VoucherType: someOf(VOUCHER_TYPES, `VoucherType must be one or more of: ${VOUCHER_TYPES.join(', ')}`),
  Status: someOf(VOUCHER_STATES, `Status must be one or more of: ${VOUCHER_STATES.join(', ')}`),
  LedgerId: optionalId('LedgerId must be the number of a ledger'),
  BranchId: optionalId('BranchId must be the number of a branch'),
  CostCenterId: optionalId('CostCenterId must be the number of a cost center'),
  SourceKind: optionalOneOf(
    VOUCHER_SOURCE_KINDS,
    `SourceKind must be one of: ${VOUCHER_SOURCE_KINDS.join(', ')}`,
  ),
  SourceId: optionalId('SourceId must be the number of an order, return or payment'),
  FromDate: optionalDate('FromDate'),
  ToDate: optionalDate('ToDate'),
  SortBy: optionalOneOf(VOUCHER_SORT_FIELDS, `SortBy must be one of: ${VOUCHER_SORT_FIELDS.join(', ')}`),
  SortType: optionalOneOf(SORT_TYPES, 'SortType must be asc or desc'),
};

export const voucherListQuery = z
  .object({ ...pagingShape, ...voucherFilterShape })
  .refine(datesInOrder, DATES_MESSAGE);
export type VoucherListQuery = z.output<typeof voucherListQuery>;
export const voucherExportQuery = z
  .object({ ...voucherFilterShape, ...exportFormatShape })
  .refine(datesInOrder, DATES_MESSAGE);
export type VoucherFilters = Omit<VoucherListQuery, 'pageNo' | 'pageSize'>;

/**
 * POST /voucher/save: the voucher's fields with Lines (a list, or a JSON string in a form), and
 * Post to post it at once (else it stays a draft).
 */
export const voucherSaveRouteBody = voucherSaveBody.extend({
  Reference: optionalText(100),
  ChequeNo: optionalText(30),
  ChequeDate: optionalDate('Cheque date'),
  Post: optionalBoolean('Post must be true or false'),
});
export type VoucherSaveRouteBody = z.output<typeof voucherSaveRouteBody>;

export const voucherActionBody = z.object({
  Remarks: optionalText(500),
  Version: optionalId(VERSION_MESSAGE),
});

// ---------------------------------------------------------------------------------------------
// Answers

export const voucherLineAnswerSchema = z.object({
  LineNo: z.number().int(),
  LedgerId: z.number().int(),
  LedgerName: z.string(),
  Side: z.enum(VOUCHER_SIDES),
  Amount: z.number(),
  CostCenterId: z.number().int().nullable(),
  CostCenterName: z.string().nullable(),
  Narration: z.string().nullable(),
  BillRef: z.string().nullable(),
});
export type VoucherLineAnswer = z.infer<typeof voucherLineAnswerSchema>;

export const voucherTransitionSchema = documentTransitionSchema(
  z.enum([...VOUCHER_ACTIONS, 'create']),
  z.enum(VOUCHER_STATES),
);

/** A voucher as the day book lists it. */
export const voucherSummarySchema = z.object({
  Id: z.number().int(),
  VoucherType: z.enum(VOUCHER_TYPES),
  /** Null while a draft: a voucher is numbered when posted (JV-2083/84-000001). */
  VoucherNo: z.string().nullable(),
  VoucherDate: z.string(),
  Status: z.enum(VOUCHER_STATES),
  /** The first line's ledger, as Tally's day book shows a voucher ("Particulars"). */
  Particulars: z.string(),
  Narration: z.string().nullable(),
  Reference: z.string().nullable(),
  TotalAmount: z.number(),
  SourceKind: z.enum(VOUCHER_SOURCE_KINDS).nullable(),
  SourceId: z.number().int().nullable(),
  /** The source document's number (SO-…, RT-…, RC-…). */
  SourceNo: z.string().nullable(),
  ReversalOfId: z.number().int().nullable(),
  ReversedById: z.number().int().nullable(),
  /** The branch the voucher was made in (the maker's signed-in branch); null for the system's own. */
  BranchId: z.number().int().nullable(),
  BranchName: z.string().nullable(),
  CreatedAt: z.string(),
  /** What the caller may do next (the voucher's state and the type's permissions). */
  AllowedActions: z.array(z.enum(VOUCHER_ALLOWED_ACTIONS)),
});
export type VoucherSummary = z.infer<typeof voucherSummarySchema>;

/** Counted exactly up to 10,000 past the page; TotalCountCapped says more follow. */
export const voucherPageSchema = cappedPageSchema(voucherSummarySchema);

export const voucherDetailSchema = voucherSummarySchema.extend({
  ChequeNo: z.string().nullable(),
  ChequeDate: z.string().nullable(),
  Lines: z.array(voucherLineAnswerSchema),
  DebitTotal: z.number(),
  CreditTotal: z.number(),
  /** "Rupees … Only". */
  AmountInWords: z.string(),
  ReversalOfNo: z.string().nullable(),
  ReversedByNo: z.string().nullable(),
  CancelRemarks: z.string().nullable(),
  /** Times its tax invoice was printed (sales vouchers). */
  PrintCount: z.number().int(),
  FileUrl: z.string().nullable(),
  History: z.array(voucherTransitionSchema),
  Version: z.number().int(),
});
export type VoucherDetail = z.infer<typeof voucherDetailSchema>;

// ---------------------------------------------------------------------------------------------
// Routes

const VOUCHER_FILTERS_TEXT =
  'Filters: VoucherType (payment, receipt, contra, journal, sales, purchase, creditNote, debitNote; one or a comma list), Status (draft, posted, cancelled), LedgerId (vouchers with a line on that ledger), BranchId (vouchers made in that branch), CostCenterId (vouchers with a line on that cost center), SourceKind and SourceId (the vouchers of one order, return or payment), FromDate and ToDate (voucher date), query (number, narration, reference, a ledger’s name). SortBy: VoucherDate, VoucherNo, VoucherType, TotalAmount, Status, CreatedAt; SortType asc or desc. Only the types whose page the caller may view are listed.';

/** Vouchers: the day book, export, detail, save (draft or posted), post, cancel, delete a draft. */
export const voucherContracts = {
  list: defineContract({
    method: 'get',
    path: '/voucher/list',
    summary: `The day book: vouchers of the company, one page (pageNo, pageSize), newest date first. ${VOUCHER_FILTERS_TEXT} A page of VoucherSummary.`,
    access: 'user',
    tag,
    ...anyVoucherPage('view'),
    query: voucherListQuery,
    response: voucherPageSchema,
  }),
  export: defineContract({
    method: 'get',
    path: '/voucher/export',
    summary: exportFileText(
      `The day book under its filters and sort, without paging, one row per line (Date, Voucher no, Type, Status, Ledger, Dr, Cr, Narration). ${VOUCHER_FILTERS_TEXT}`,
    ),
    access: 'user',
    tag,
    ...anyVoucherPage('view'),
    query: voucherExportQuery,
    response: z.null(),
    download: 'table',
  }),
  detail: defineContract({
    method: 'get',
    path: '/voucher/detail',
    summary:
      'One voucher with its lines, totals, amount in words, its source document and reversal, and its history (who made, posted or cancelled it, when, why). VoucherDetail; 404 for a type the caller may not view.',
    access: 'user',
    tag,
    ...anyVoucherPage('view'),
    query: voucherIdQuery,
    response: voucherDetailSchema,
  }),
  save: defineContract({
    method: 'post',
    path: '/voucher/save',
    summary:
      'Without Id: a new voucher (create permission on its type’s page). With Id: replaces a draft’s fields and lines (edit permission; a posted or cancelled voucher: 409; Version refuses a stale screen). JSON {VoucherType, VoucherDate, Narration?, Reference?, ChequeNo?, ChequeDate?, Post?, Lines: [{LedgerId, Side (Dr or Cr), Amount (rupees), CostCenterId?, Narration?, BillRef?}]}, a form, or multipart with Lines as a JSON string and an optional File (PNG, GIF, JPEG or PDF, checked by content, at most 5 MB). Every problem names its line: Lines[2].Amount. Post true posts it at once: debits must equal credits, the date must be after the lock date and outside a closed fiscal year, and it is numbered per type and fiscal year (JV-2083/84-000001). Answers the VoucherDetail.',
    access: 'user',
    tag,
    ...anyVoucherPage('create'),
    alsoPermittedBy: VOUCHER_TYPES.flatMap((type) => [
      { page: voucherPageOf(type), action: 'create' } as const,
      { page: voucherPageOf(type), action: 'edit' } as const,
    ]),
    body: voucherSaveRouteBody,
    bodyKind: 'multipart',
    files: [DOCUMENT_FILE_PART],
    response: voucherDetailSchema,
  }),
  post: defineContract({
    method: 'post',
    path: '/voucher/post',
    summary:
      'Posts a draft (edit permission on its type): it must balance, be dated after the lock date and outside a closed fiscal year; it is numbered then. From any other state: 409; of two at once, one wins and the other gets 409. Answers the VoucherDetail.',
    access: 'user',
    tag,
    ...anyVoucherPage('edit'),
    query: voucherIdQuery,
    body: voucherActionBody,
    response: voucherDetailSchema,
  }),
  cancel: defineContract({
    method: 'post',
    path: '/voucher/cancel',
    summary:
      'Cancels a posted voucher with a reason (Remarks, required; edit permission on its type): a reversal voucher with the sides swapped is posted on the company’s today (or on the voucher’s own date when that is later) and both are linked. A reversal, a draft or a cancelled voucher: 409; of two at once, one wins and the other gets 409. Answers the cancelled VoucherDetail.',
    access: 'user',
    tag,
    ...anyVoucherPage('edit'),
    query: voucherIdQuery,
    body: voucherActionBody,
    response: voucherDetailSchema,
  }),
  delete: defineContract({
    method: 'post',
    path: '/voucher/delete',
    summary:
      'Deletes a draft (delete permission on its type). A posted or cancelled voucher stays in the books: 409 (cancel it instead).',
    access: 'user',
    tag,
    ...anyVoucherPage('delete'),
    query: voucherIdQuery,
    body: voucherActionBody,
    response: z.null(),
  }),
};
