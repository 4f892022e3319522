/**
 * The order-return API, declared once: the server implements these contracts, the
 * screens call them, the OpenAPI document and the tests read them. Money is in rupees with two
 * decimals on the wire (paisa in the database), quantities numbers with up to three decimals,
 * dates YYYY-MM-DD (the company's calendar day) and instants ISO 8601.
 */
import { z } from 'zod';
import { SORT_TYPES } from '../../constants.js';
import { optionalId, optionalOneOf, optionalText, requiredId, someOf } from '../../form-fields.js';
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
  requiredNumber,
  VERSION_MESSAGE,
} from '../common/sales-contract-fields.js';
import { sourceVouchersField } from '../common/source-vouchers.schema.js';
import { ORDER_STATUSES } from '../orders/order-pipeline.js';
import {
  RETURN_ACTIONS,
  RETURN_STATUS_LABELS,
  RETURN_STATUSES,
  RETURN_TRANSITIONS,
  type ReturnAction,
} from './order-return.js';

const page = PAGE_CODES.OrderReturn;
const tag = 'Order returns';

export const RETURN_SORT_FIELDS = [
  'ReturnDate',
  'ReturnNo',
  'OrderNo',
  'TotalAmount',
  'Status',
  'PartyName',
  'CreatedAt',
] as const;
export type ReturnSortField = (typeof RETURN_SORT_FIELDS)[number];

/** More lines than any order has (orders stop at 500). */
export const MAX_RETURN_LINES = 500;

export const returnIdQuery = z.object({ id: requiredId('id must be the number of a return') });
export const returnableQuery = z.object({ orderId: requiredId('orderId must be the number of an order') });

/** The return list's filters and sort, shared by the list and its export. */
const returnFilterShape = {
  query: optionalText(200),
  PartyId: optionalId('PartyId must be the number of a party'),
  OrderId: optionalId('OrderId must be the number of an order'),
  Status: someOf(RETURN_STATUSES, `Status must be one or more of: ${RETURN_STATUSES.join(', ')}`),
  FromDate: optionalDate('FromDate'),
  ToDate: optionalDate('ToDate'),
  SortBy: optionalOneOf(RETURN_SORT_FIELDS, `SortBy must be one of: ${RETURN_SORT_FIELDS.join(', ')}`),
  SortType: optionalOneOf(SORT_TYPES, 'SortType must be asc or desc'),
};

export const returnListQuery = z
  .object({ ...pagingShape, ...returnFilterShape })
  .refine(datesInOrder, DATES_MESSAGE);
export type ReturnListQuery = z.output<typeof returnListQuery>;

export const returnExportQuery = z
  .object({ ...returnFilterShape, ...exportFormatShape })
  .refine(datesInOrder, DATES_MESSAGE);
export type ReturnExportQuery = z.output<typeof returnExportQuery>;
/** What the list and the export filter by. */
export type ReturnFilters = Omit<ReturnListQuery, 'pageNo' | 'pageSize'>;

export const returnLineSchema = z.object({
  OrderLineId: requiredId('order line is required'),
  Quantity: requiredNumber('quantity is required', 'quantity must be a number'),
});

/**
 * POST /orderreturn/save as JSON, a form or multipart. Lines are read by the save itself (a form
 * sends them as a JSON string), so their messages can name the line: `Lines[1].Quantity`.
 */
export const returnSaveBody = z.object({
  Id: optionalId('Id must be the number of a return'),
  Version: optionalId(VERSION_MESSAGE),
  OrderId: requiredId('Order is required'),
  ReturnDate: optionalDate('Return date'),
  ReasonId: requiredId('Return reason is required'),
  Remarks: optionalText(500),
  Lines: documentedAs(z.unknown(), z.array(returnLineSchema).min(1)),
});
export type ReturnSaveBody = z.output<typeof returnSaveBody>;

/** What a return form sends: the save's fields, its Lines as a list. */
export type OrderReturnSaveInput = Omit<ReturnSaveBody, 'Lines'> & {
  Lines: { OrderLineId: number; Quantity: number }[];
};

export const returnActionBody = z.object({
  Remarks: optionalText(500),
  Version: optionalId(VERSION_MESSAGE),
});

// ---------------------------------------------------------------------------------------------
// Answers

export const orderReturnLineSchema = z.object({
  Id: z.number().int(),
  /** The line of the order the goods came from. */
  OrderLineId: z.number().int(),
  ProductId: z.number().int(),
  ProductName: z.string(),
  ProductCode: z.string(),
  /** The product's own (base) unit: returns count it, whatever unit the line was sold in. */
  UnitSymbol: z.string(),
  Quantity: z.number(),
  /**
   * The line's worth with the sale's own rounding. Estimated while pending, fixed when verified
   * (valued after the returns verified before it, so split returns add up to the sale exactly).
   */
  TaxableAmount: z.number(),
  VatAmount: z.number(),
  LineTotal: z.number(),
});
export type OrderReturnLine = z.infer<typeof orderReturnLineSchema>;

export const orderReturnTransitionSchema = documentTransitionSchema(
  z.enum([...RETURN_ACTIONS, 'create']),
  z.enum(RETURN_STATUSES),
);
export type OrderReturnTransition = z.infer<typeof orderReturnTransitionSchema>;

/** One return as lists show it. */
export const orderReturnSummarySchema = z.object({
  Id: z.number().int(),
  /** Per company and fiscal year, readable: RT-2083/84-000012 (older returns keep RT-2026-000012). */
  ReturnNo: z.string(),
  ReturnDate: z.string(),
  OrderId: z.number().int(),
  OrderNo: z.string(),
  PartyId: z.number().int(),
  PartyName: z.string(),
  ReasonId: z.number().int(),
  ReasonName: z.string(),
  Status: z.enum(RETURN_STATUSES),
  TotalAmount: z.number(),
  LineCount: z.number().int(),
  CreatedAt: z.string(),
  /** What the caller may do next (the return's rules and their permissions). */
  AllowedActions: z.array(z.enum(RETURN_ACTIONS)),
});
export type OrderReturnSummary = z.infer<typeof orderReturnSummarySchema>;

export const orderReturnPageSchema = pageSchema(orderReturnSummarySchema);
export type OrderReturnPage = z.infer<typeof orderReturnPageSchema>;

export const orderReturnDetailSchema = orderReturnSummarySchema.extend({
  Remarks: z.string().nullable(),
  TaxableAmount: z.number(),
  VatAmount: z.number(),
  Lines: z.array(orderReturnLineSchema),
  History: z.array(orderReturnTransitionSchema),
  /** Its Credit Note once verified. */
  Vouchers: sourceVouchersField,
  /** The image or PDF sent with the return (a photo of damaged goods, a signed note), if any. */
  FileUrl: z.string().nullable(),
  /** The day it was verified: the day it counts on the party's statement. */
  VerifiedOn: z.string().nullable(),
  /** Increases with every change; a save or action may send it to refuse a stale screen (409). */
  Version: z.number().int(),
});
export type OrderReturnDetail = z.infer<typeof orderReturnDetailSchema>;

/**
 * One line of an order as a return form needs it: what was sold and what is left to return.
 * Sold, Returned and Remaining are in the product's own (base) unit, as returns are, whatever unit
 * the line was sold in: five pieces of a carton may come back broken.
 */
export const returnableLineSchema = z.object({
  OrderLineId: z.number().int(),
  ProductId: z.number().int(),
  ProductName: z.string(),
  ProductCode: z.string(),
  /** The product's own unit, the quantities' unit. */
  UnitSymbol: z.string(),
  /** The line's price per sold unit. */
  UnitPrice: z.number(),
  /** The line as sold: 2 Carton (SoldUnitName is the product's own unit's when so sold). */
  SoldUnitQuantity: z.number(),
  SoldUnitName: z.string(),
  Sold: z.number(),
  /** Held by pending returns and taken by verified ones. */
  Returned: z.number(),
  Remaining: z.number(),
});
export type ReturnableLine = z.infer<typeof returnableLineSchema>;

/** GET /orderreturn/returnable?orderId=: the order's lines with what may still come back. */
export const returnableOrderSchema = z.object({
  OrderId: z.number().int(),
  OrderNo: z.string(),
  OrderStatus: z.enum(ORDER_STATUSES),
  PartyId: z.number().int(),
  PartyName: z.string(),
  /** False when the order's status takes no return (Message says why); Lines are still listed. */
  CanReturn: z.boolean(),
  Message: z.string().nullable(),
  Lines: z.array(returnableLineSchema),
});
export type ReturnableOrder = z.infer<typeof returnableOrderSchema>;

// ---------------------------------------------------------------------------------------------
// Routes

const statusWords = (statuses: readonly (keyof typeof RETURN_STATUS_LABELS)[]) =>
  joinAlternatives(statuses.map((status) => RETURN_STATUS_LABELS[status].toLowerCase()));

const actionContract = <A extends ReturnAction>(action: A) => {
  const rule = RETURN_TRANSITIONS.find((item) => item.action === action);
  if (!rule) throw new Error(`No return transition ${action}`);
  return defineContract({
    method: 'post',
    path: `/orderreturn/${action}` as const,
    summary: `${rule.label}: moves a return that is ${statusWords(rule.from)} to ${statusWords([rule.to])} (optional Remarks, kept in its history; optional Version refuses a stale screen).${rule.action === 'verify' ? ' The return is valued for good and counts on the party’s balance from today; the party’s orders are settled again (delivered ↔ paid).' : ''} From any other status: 409 saying what the return can do instead; of two at once, one wins and the other gets 409. Answers the OrderReturnDetail.`,
    access: 'user',
    tag,
    permission: { page, action: 'edit' },
    query: returnIdQuery,
    body: returnActionBody,
    response: orderReturnDetailSchema,
  });
};

const RETURN_FILTERS_TEXT =
  'Filters: PartyId, OrderId, Status (pending, verified, cancelled; one or a comma list), FromDate and ToDate (return date), query (return number, order number, party name, remarks). SortBy: ReturnDate, ReturnNo, OrderNo, TotalAmount, Status, PartyName, CreatedAt; SortType asc or desc.';

/** Order returns: list, export, detail, what an order can still return, save, verify and cancel. */
export const returnContracts = {
  list: defineContract({
    method: 'get',
    path: '/orderreturn/list',
    summary: `Returns of the company, one page (pageNo, pageSize), newest return date first. ${RETURN_FILTERS_TEXT} A page of OrderReturnSummary; AllowedActions is empty without edit permission.`,
    access: 'user',
    tag,
    permission: { page, action: 'view' },
    query: returnListQuery,
    response: orderReturnPageSchema,
  }),
  export: defineContract({
    method: 'get',
    path: '/orderreturn/export',
    summary: exportFileText(
      `The return list under its filters and sort, without paging (Return no, Date, Order, Party, Reason, Status, Amount). ${RETURN_FILTERS_TEXT}`,
    ),
    access: 'user',
    tag,
    permission: { page, action: 'view' },
    query: returnExportQuery,
    response: z.null(),
    download: 'table',
  }),
  detail: defineContract({
    method: 'get',
    path: '/orderreturn/detail',
    summary:
      'One return with its lines (the order line, product, quantity, value) and its history (who made, verified or cancelled it, when, remarks). OrderReturnDetail.',
    access: 'user',
    tag,
    permission: { page, action: 'view' },
    query: returnIdQuery,
    response: orderReturnDetailSchema,
  }),
  returnable: defineContract({
    method: 'get',
    path: '/orderreturn/returnable',
    summary:
      'For a return form: the order’s lines with what was sold, what pending and verified returns already take, and what is left (ReturnableOrder), all in the product’s own unit, as return quantities are, whatever unit the line was sold in (SoldUnitQuantity and SoldUnitName say that: 2 Carton). CanReturn is false, with the reason, when the order’s status takes no return.',
    access: 'user',
    tag,
    permission: { page, action: 'view' },
    alsoPermittedBy: [{ page, action: 'create' }],
    query: returnableQuery,
    response: returnableOrderSchema,
  }),
  save: defineContract({
    method: 'post',
    path: '/orderreturn/save',
    summary:
      'Without Id: makes a pending return of a delivered, paid or completed order (create permission; another status: 409), numbered RT-{fiscal year}-{serial}, e.g. RT-2083/84-000001. With Id: replaces a pending return’s fields and lines, same order (edit permission; else 409; Version refuses a stale screen). JSON {OrderId, ReasonId, ReturnDate? (today, not later), Remarks?, Lines: [{OrderLineId, Quantity}]}, a form, or multipart with Lines as a JSON string and an optional File part (PNG, GIF, JPEG or PDF, checked by content, at most 5 MB). Each quantity must fit in what is left of its line: sold minus pending and verified returns (400 naming the line: Lines[0].Quantity). Answers the OrderReturnDetail.',
    access: 'user',
    tag,
    permission: { page, action: 'create' },
    alsoPermittedBy: [{ page, action: 'edit' }],
    body: returnSaveBody,
    bodyKind: 'multipart',
    files: [DOCUMENT_FILE_PART],
    response: orderReturnDetailSchema,
  }),
  verify: actionContract('verify'),
  cancel: actionContract('cancel'),
};
