/**
 * The payments-received API (collections, cheques among them), declared once: the server
 * implements these contracts, the screens call them, the OpenAPI document and the tests read them.
 * Every route but the list and detail also answers under the spec's /collection. Money is in
 * rupees with two decimals on the wire, dates YYYY-MM-DD and instants ISO 8601.
 */
import { z } from 'zod';
import { SORT_TYPES } from '../../constants.js';
import {
  optionalId,
  optionalOneOf,
  optionalText,
  requiredId,
  requiredOneOf,
  requiredText,
  someOf,
} from '../../form-fields.js';
import { exportFileText, exportFormatShape } from '../../http/export-format.js';
import { documentedAs } from '../../http/json-schema.js';
import { defineContract } from '../../http/route-contract.js';
import { PAGE_CODES } from '../../page-codes.js';
import { pageSchema, pagingShape } from '../../paging.js';
import { joinAlternatives } from '../../state-machine/state-machine.js';
import {
  DATES_MESSAGE,
  DOCUMENT_FILE_PART,
  datesInOrder,
  documentTransitionSchema,
  optionalDate,
  optionalNumber,
  requiredNumber,
  VERSION_MESSAGE,
} from '../common/sales-contract-fields.js';
import { sourceVouchersField } from '../common/source-vouchers.schema.js';
import {
  CHEQUE_ACTIONS,
  CHEQUE_STATUS_LABELS,
  CHEQUE_STATUSES,
  CHEQUE_TRANSITIONS,
  type ChequeAction,
  PAYMENT_METHODS,
} from './cheque-lifecycle.js';

const page = PAGE_CODES.Payment;
const tag = 'Payments received';

export const PAYMENT_SORT_FIELDS = [
  'PaymentDate',
  'ReceiptNo',
  'Amount',
  'PartyName',
  'ChequeDate',
  'CreatedAt',
] as const;
export type PaymentSortField = (typeof PAYMENT_SORT_FIELDS)[number];

/** More orders than one payment is ever meant for; a bound on the work one request can ask. */
export const MAX_NAMED_ORDERS = 200;

export const paymentIdQuery = z.object({ id: requiredId('id must be the number of a payment') });

/** The payment list's filters and sort, shared by the list and its export. */
const paymentFilterShape = {
  query: optionalText(200),
  PartyId: optionalId('PartyId must be the number of a party'),
  Method: someOf(PAYMENT_METHODS, `Method must be one or more of: ${PAYMENT_METHODS.join(', ')}`),
  ChequeStatus: someOf(CHEQUE_STATUSES, `ChequeStatus must be one or more of: ${CHEQUE_STATUSES.join(', ')}`),
  FromDate: optionalDate('FromDate'),
  ToDate: optionalDate('ToDate'),
  SortBy: optionalOneOf(PAYMENT_SORT_FIELDS, `SortBy must be one of: ${PAYMENT_SORT_FIELDS.join(', ')}`),
  SortType: optionalOneOf(SORT_TYPES, 'SortType must be asc or desc'),
};

export const paymentListQuery = z
  .object({ ...pagingShape, ...paymentFilterShape })
  .refine(datesInOrder, DATES_MESSAGE);
export type PaymentListQuery = z.output<typeof paymentListQuery>;
export const paymentExportQuery = z
  .object({ ...paymentFilterShape, ...exportFormatShape })
  .refine(datesInOrder, DATES_MESSAGE);
export type PaymentExportQuery = z.output<typeof paymentExportQuery>;
/** What the list and the export filter by. */
export type PaymentFilters = Omit<PaymentListQuery, 'pageNo' | 'pageSize'>;

export const namedOrderSchema = z.object({
  OrderId: requiredId('order is required'),
  /** Rupees; left out, what the order still owes. */
  Amount: optionalNumber('amount must be an amount'),
});

/**
 * POST /payment/save and /collection/save, as JSON, a form or multipart. Orders are read by the
 * save itself (a form sends them as a JSON string), so their messages name the item: Orders[0].Amount.
 */
export const paymentSaveBody = z.object({
  Id: optionalId('Id must be the number of a payment'),
  Version: optionalId(VERSION_MESSAGE),
  PartyId: requiredId('Party is required'),
  PaymentDate: optionalDate('Payment date'),
  Method: requiredOneOf(PAYMENT_METHODS, `Method must be one of: ${PAYMENT_METHODS.join(', ')}`),
  Amount: requiredNumber('Amount is required', 'Amount must be an amount'),
  ReferenceNo: optionalText(100),
  ChequeNo: optionalText(30),
  ChequeBank: optionalText(100),
  ChequeDate: optionalDate('Cheque date'),
  Remarks: optionalText(500),
  Orders: documentedAs(z.unknown().optional(), z.array(namedOrderSchema).optional()),
});
export type PaymentSaveBody = z.output<typeof paymentSaveBody>;

/** What a payment form sends: the save's fields, its Orders as a list. */
export type PaymentSaveInput = Omit<PaymentSaveBody, 'Orders'> & {
  Orders?: { OrderId: number; Amount?: number }[];
};

export const chequeActionBody = z.object({
  Remarks: optionalText(500),
  Version: optionalId(VERSION_MESSAGE),
});

export const chequeBounceBody = z.object({
  BounceReason: requiredText('Bounce reason is required', 500),
  /** Rupees: the bank's fee or a penalty charged to the party. */
  BounceCharge: optionalNumber('Bounce charge must be an amount'),
  Version: optionalId(VERSION_MESSAGE),
});
export type PaymentBounceInput = z.output<typeof chequeBounceBody>;

export const paymentDeleteBody = z.object({
  Version: optionalId(VERSION_MESSAGE),
});

// ---------------------------------------------------------------------------------------------
// Answers

export const chequeTransitionSchema = documentTransitionSchema(
  z.enum([...CHEQUE_ACTIONS, 'receive']),
  z.enum(CHEQUE_STATUSES),
);
export type ChequeTransition = z.infer<typeof chequeTransitionSchema>;

/** One payment as lists show it. Cheque fields are null for other methods. */
export const paymentSummarySchema = z.object({
  Id: z.number().int(),
  /** Per company and fiscal year, readable: RC-2083/84-000034 (older receipts keep RC-2026-000034). */
  ReceiptNo: z.string(),
  PaymentDate: z.string(),
  PartyId: z.number().int(),
  PartyName: z.string(),
  Method: z.enum(PAYMENT_METHODS),
  Amount: z.number(),
  ChequeNo: z.string().nullable(),
  ChequeBank: z.string().nullable(),
  /** The date written on the cheque (a post-dated cheque is deposited on or after it). */
  ChequeDate: z.string().nullable(),
  ChequeStatus: z.enum(CHEQUE_STATUSES).nullable(),
  /** Counts against the party's balance now: any method but cheque at once, a cheque once cleared. */
  Cleared: z.boolean(),
  /** Charged to the party when the cheque bounced; 0 otherwise. */
  BounceCharge: z.number(),
  CreatedAt: z.string(),
  /** The cheque moves the caller may make now (empty for other methods or without permission). */
  AllowedActions: z.array(z.enum(CHEQUE_ACTIONS)),
  /** Whether the caller may delete it now (rules and permission). */
  CanDelete: z.boolean(),
});
export type PaymentSummary = z.infer<typeof paymentSummarySchema>;

export const paymentPageSchema = pageSchema(paymentSummarySchema);
export type PaymentPage = z.infer<typeof paymentPageSchema>;

/** An order a payment pays, and how much of it. */
export const paymentAllocationSchema = z.object({
  OrderId: z.number().int(),
  OrderNo: z.string(),
  OrderDate: z.string(),
  Amount: z.number(),
});
export type PaymentAllocation = z.infer<typeof paymentAllocationSchema>;

/** An order the payer named when paying; Amount null means "what the order still owes". */
export const paymentRequestedOrderSchema = z.object({
  OrderId: z.number().int(),
  OrderNo: z.string(),
  Amount: z.number().nullable(),
});
export type PaymentRequestedOrder = z.infer<typeof paymentRequestedOrderSchema>;

export const paymentDetailSchema = paymentSummarySchema.extend({
  /** A bank transfer's or wallet's transaction reference. */
  ReferenceNo: z.string().nullable(),
  BounceReason: z.string().nullable(),
  Remarks: z.string().nullable(),
  /** The cheque's image (or a PDF of the transfer slip), if one was sent. */
  FileUrl: z.string().nullable(),
  /** The day the payment started to count (cleared), or null while it does not. */
  ClearedOn: z.string().nullable(),
  /** The orders the payer named, in their order. */
  RequestedOrders: z.array(paymentRequestedOrderSchema),
  /**
   * What the payment pays now, once cleared: the named orders first, then the party's oldest owed
   * orders. Empty while it does not count.
   */
  Allocations: z.array(paymentAllocationSchema),
  /** Cleared but not spent on any order: an advance that the party's next orders will use. */
  Unallocated: z.number(),
  /** The cheque's moves (received, deposited, cleared or bounced); empty for other methods. */
  History: z.array(chequeTransitionSchema),
  /** Its receipt, a cheque's deposits and bounces, and the reversals of a correction or deletion. */
  Vouchers: sourceVouchersField,
  Version: z.number().int(),
});
export type PaymentDetail = z.infer<typeof paymentDetailSchema>;

// ---------------------------------------------------------------------------------------------
// Routes

const statusWords = (statuses: readonly (keyof typeof CHEQUE_STATUS_LABELS)[]) =>
  joinAlternatives(statuses.map((status) => CHEQUE_STATUS_LABELS[status].toLowerCase()));

const SAVE_SUMMARY =
  'Without Id: records a payment received (create permission), numbered RC-{fiscal year}-{serial}, e.g. RC-2083/84-000001: JSON {PartyId, Method (cash, cheque, bankTransfer, wallet), Amount (rupees, more than 0), PaymentDate? (today, not later), ReferenceNo? (transfer or wallet), ChequeNo and ChequeBank (required for a cheque), ChequeDate?, Remarks?, Orders?: [{OrderId, Amount?}]}, a form, or multipart with Orders as a JSON string and an optional File part (the cheque’s image: PNG, GIF, JPEG or PDF, at most 5 MB). Orders names what it pays (the party’s, not cancelled; amounts together no more than the payment); the rest pays the party’s oldest owed orders first. Cash, transfers and wallets count at once and settle the party’s orders (delivered ↔ paid); a cheque starts received and counts once cleared. With Id (edit permission): corrects a cheque still received, or another payment on the day it was recorded; method and party stay (else 409 or 400; Version refuses a stale screen). Answers the PaymentDetail.';

const saveContract = <P extends '/payment/save' | '/collection/save'>(path: P) =>
  defineContract({
    method: 'post',
    path,
    summary:
      path === '/payment/save'
        ? SAVE_SUMMARY
        : `The spec’s collection save: the same as POST /payment/save. ${SAVE_SUMMARY}`,
    access: 'user',
    tag,
    permission: { page, action: 'create' },
    alsoPermittedBy: [{ page, action: 'edit' }],
    body: paymentSaveBody,
    bodyKind: 'multipart',
    files: [DOCUMENT_FILE_PART],
    response: paymentDetailSchema,
  });

type ChequeBase = 'payment' | 'collection';

const chequeSummary = (base: ChequeBase, action: ChequeAction): string => {
  const rule = CHEQUE_TRANSITIONS.find((item) => item.action === action);
  if (!rule) throw new Error(`No cheque transition ${action}`);
  return `${rule.label}: moves a cheque that is ${statusWords(rule.from)} to ${statusWords([rule.to])}${rule.action === 'bounce' ? ' (BounceReason required, the bank’s reason; optional BounceCharge in rupees, added to the party’s balance and kept there even if the cheque is deposited again)' : ' (optional Remarks)'}. ${rule.action === 'deposit' ? 'Nothing counts yet.' : 'What the party has paid changes, so its orders are settled again (delivered ↔ paid) in the same transaction.'} Optional Version refuses a stale screen. Another status, or not a cheque: 409 saying why; of two at once, one wins and the other gets 409.${base === 'collection' ? ` The same as POST /payment/${rule.action}.` : ''} Answers the PaymentDetail.`;
};

/** A cheque move that takes optional Remarks (deposit, reconcile). */
const chequeContract = <B extends ChequeBase, A extends 'deposit' | 'reconcile'>(base: B, action: A) =>
  defineContract({
    method: 'post',
    path: `/${base}/${action}` as const,
    summary: chequeSummary(base, action),
    access: 'user',
    tag,
    permission: { page, action: 'edit' },
    query: paymentIdQuery,
    body: chequeActionBody,
    response: paymentDetailSchema,
  });

/** The bounce: the bank's reason and an optional charge. */
const bounceContract = <B extends ChequeBase>(base: B) =>
  defineContract({
    method: 'post',
    path: `/${base}/bounce` as const,
    summary: chequeSummary(base, 'bounce'),
    access: 'user',
    tag,
    permission: { page, action: 'edit' },
    query: paymentIdQuery,
    body: chequeBounceBody,
    response: paymentDetailSchema,
  });

const PAYMENT_FILTERS_TEXT =
  'Filters: PartyId, Method and ChequeStatus (one or a comma list each), FromDate and ToDate (payment date), query (receipt number, cheque number, bank, reference, remarks, party name). SortBy: PaymentDate, ReceiptNo, Amount, PartyName, ChequeDate, CreatedAt; SortType asc or desc.';

/** Payments received (collections): list, detail, save, delete and the cheque's moves. */
export const collectionContracts = {
  list: defineContract({
    method: 'get',
    path: '/payment/list',
    summary: `Payments received by the company, one page (pageNo, pageSize), newest payment date first. ${PAYMENT_FILTERS_TEXT} A page of PaymentSummary; AllowedActions and CanDelete follow the caller’s permissions.`,
    access: 'user',
    tag,
    permission: { page, action: 'view' },
    query: paymentListQuery,
    response: paymentPageSchema,
  }),
  export: defineContract({
    method: 'get',
    path: '/payment/export',
    summary: exportFileText(
      `The payment list under its filters and sort, without paging (Receipt no, Date, Party, Method, Cheque, Cheque status, Amount). ${PAYMENT_FILTERS_TEXT}`,
    ),
    access: 'user',
    tag,
    permission: { page, action: 'view' },
    query: paymentExportQuery,
    response: z.null(),
    download: 'table',
  }),
  detail: defineContract({
    method: 'get',
    path: '/payment/detail',
    summary:
      'One payment with the orders it names, what it pays now once cleared (Allocations, recomputed: named orders first, then the oldest owed), what is left over (Unallocated), the cheque’s moves (History) and the vouchers it put in the books (Vouchers). PaymentDetail.',
    access: 'user',
    tag,
    permission: { page, action: 'view' },
    query: paymentIdQuery,
    response: paymentDetailSchema,
  }),
  save: saveContract('/payment/save'),
  collectionSave: saveContract('/collection/save'),
  delete: defineContract({
    method: 'post',
    path: '/payment/delete',
    summary:
      'Deletes a payment recorded by mistake: any but a cheque that went to the bank (deposited, cleared or bounced: 409). Kept in the audit log. A payment that counted no longer does, so the party’s orders are settled again (paid → delivered). Optional Version refuses a stale screen.',
    access: 'user',
    tag,
    permission: { page, action: 'delete' },
    query: paymentIdQuery,
    body: paymentDeleteBody,
    response: z.null(),
  }),
  deposit: chequeContract('payment', 'deposit'),
  reconcile: chequeContract('payment', 'reconcile'),
  bounce: bounceContract('payment'),
  collectionDeposit: chequeContract('collection', 'deposit'),
  collectionReconcile: chequeContract('collection', 'reconcile'),
  collectionBounce: bounceContract('collection'),
};
