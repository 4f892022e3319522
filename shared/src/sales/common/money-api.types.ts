/**
 * The money-in API's shapes (issue 5): order returns, payments received (collections, cheques
 * among them), a party's balance and statement. Shared by the server that answers them and the
 * screens that read them. Money is in rupees with two decimals on the wire (paisa in the
 * database), quantities are numbers with up to three decimals, dates are YYYY-MM-DD (the
 * company's calendar day) and instants ISO 8601.
 */
import type { Page } from '../../paging.js';
import type { ChequeAction, ChequeStatus, PaymentMethod } from '../collections/cheque-lifecycle.js';
import type { OrderStatus } from '../orders/order-pipeline.js';
import type { ReturnAction, ReturnStatus } from '../returns/order-return.js';
import type { LedgerEntryKind } from '../statements/party-balance.js';

/** One move of a return or a cheque: who, when, from where to where, and why. */
export interface MoneyTransition<Action extends string, Status extends string> {
  Id: number;
  Action: Action;
  /** Null on the row that records the creation. */
  From: Status | null;
  To: Status;
  At: string;
  ActorName: string | null;
  Remarks: string | null;
}

// ---------------------------------------------------------------------------------------------
// Order returns

export interface OrderReturnLine {
  Id: number;
  /** The line of the order the goods came from. */
  OrderLineId: number;
  ProductId: number;
  ProductName: string;
  ProductCode: string;
  /** The product's own (base) unit: returns count it, whatever unit the line was sold in. */
  UnitSymbol: string;
  Quantity: number;
  /**
   * The line's worth with the sale's own rounding. Estimated while pending, fixed when verified
   * (valued after the returns verified before it, so split returns add up to the sale exactly).
   */
  TaxableAmount: number;
  VatAmount: number;
  LineTotal: number;
}

export type OrderReturnTransition = MoneyTransition<ReturnAction | 'create', ReturnStatus>;

/** One return as lists show it. */
export interface OrderReturnSummary {
  Id: number;
  /** Per company, readable: RT-2026-000012. */
  ReturnNo: string;
  ReturnDate: string;
  OrderId: number;
  OrderNo: string;
  PartyId: number;
  PartyName: string;
  ReasonId: number;
  ReasonName: string;
  Status: ReturnStatus;
  TotalAmount: number;
  LineCount: number;
  CreatedAt: string;
  /** What the caller may do next (the return's rules and their permissions). */
  AllowedActions: ReturnAction[];
}

export interface OrderReturnDetail extends OrderReturnSummary {
  Remarks: string | null;
  TaxableAmount: number;
  VatAmount: number;
  Lines: OrderReturnLine[];
  History: OrderReturnTransition[];
  /** The image or PDF sent with the return (a photo of damaged goods, a signed note), if any. */
  FileUrl: string | null;
  /** The day it was verified: the day it counts on the party's statement. */
  VerifiedOn: string | null;
  /** Increases with every change; a save or action may send it to refuse a stale screen (409). */
  Version: number;
}

/**
 * POST /orderreturn/save as JSON, or multipart with Lines as a JSON string and an optional File
 * part (image or PDF). Without Id it creates a pending return; with Id it replaces a pending one.
 */
export interface OrderReturnSaveInput {
  Id?: number;
  Version?: number;
  OrderId: number;
  /** Today (the company's) when left out. */
  ReturnDate?: string;
  ReasonId: number;
  Remarks?: string;
  Lines: { OrderLineId: number; Quantity: number }[];
}

/**
 * One line of an order as a return form needs it: what was sold and what is left to return.
 * Sold, Returned and Remaining are in the product's own (base) unit, as returns are, whatever unit
 * the line was sold in: five pieces of a carton may come back broken.
 */
export interface ReturnableLine {
  OrderLineId: number;
  ProductId: number;
  ProductName: string;
  ProductCode: string;
  /** The product's own unit, the quantities' unit. */
  UnitSymbol: string;
  /** The line's price per sold unit. */
  UnitPrice: number;
  /** The line as sold: 2 Carton (SoldUnitName is the product's own unit's when so sold). */
  SoldUnitQuantity: number;
  SoldUnitName: string;
  Sold: number;
  /** Held by pending returns and taken by verified ones. */
  Returned: number;
  Remaining: number;
}

/** GET /orderreturn/returnable?orderId=: the order's lines with what may still come back. */
export interface ReturnableOrder {
  OrderId: number;
  OrderNo: string;
  OrderStatus: OrderStatus;
  PartyId: number;
  PartyName: string;
  /** False when the order's status takes no return (Message says why); Lines are still listed. */
  CanReturn: boolean;
  Message: string | null;
  Lines: ReturnableLine[];
}

export type OrderReturnPage = Page<OrderReturnSummary>;

// ---------------------------------------------------------------------------------------------
// Payments received (collections)

export type ChequeTransition = MoneyTransition<ChequeAction | 'receive', ChequeStatus>;

/** One payment as lists show it. Cheque fields are null for other methods. */
export interface PaymentSummary {
  Id: number;
  /** Per company, readable: RC-2026-000034. */
  ReceiptNo: string;
  PaymentDate: string;
  PartyId: number;
  PartyName: string;
  Method: PaymentMethod;
  Amount: number;
  ChequeNo: string | null;
  ChequeBank: string | null;
  /** The date written on the cheque (a post-dated cheque is deposited on or after it). */
  ChequeDate: string | null;
  ChequeStatus: ChequeStatus | null;
  /** Counts against the party's balance now: any method but cheque at once, a cheque once cleared. */
  Cleared: boolean;
  /** Charged to the party when the cheque bounced; 0 otherwise. */
  BounceCharge: number;
  CreatedAt: string;
  /** The cheque moves the caller may make now (empty for other methods or without permission). */
  AllowedActions: ChequeAction[];
  /** Whether the caller may delete it now (rules and permission). */
  CanDelete: boolean;
}

/** An order a payment pays, and how much of it. */
export interface PaymentAllocation {
  OrderId: number;
  OrderNo: string;
  OrderDate: string;
  Amount: number;
}

/** An order the payer named when paying; Amount null means "what the order still owes". */
export interface PaymentRequestedOrder {
  OrderId: number;
  OrderNo: string;
  Amount: number | null;
}

export interface PaymentDetail extends PaymentSummary {
  /** A bank transfer's or wallet's transaction reference. */
  ReferenceNo: string | null;
  BounceReason: string | null;
  Remarks: string | null;
  /** The cheque's image (or a PDF of the transfer slip), if one was sent. */
  FileUrl: string | null;
  /** The day the payment started to count (cleared), or null while it does not. */
  ClearedOn: string | null;
  /** The orders the payer named, in their order. */
  RequestedOrders: PaymentRequestedOrder[];
  /**
   * What the payment pays now, once cleared: the named orders first, then the party's oldest owed
   * orders. Empty while it does not count.
   */
  Allocations: PaymentAllocation[];
  /** Cleared but not spent on any order: an advance that the party's next orders will use. */
  Unallocated: number;
  /** The cheque's moves (received, deposited, cleared or bounced); empty for other methods. */
  History: ChequeTransition[];
  Version: number;
}

/**
 * POST /payment/save (or /collection/save) as JSON, or multipart with Orders as a JSON string and
 * an optional File part (the cheque's image). Without Id it records a payment; with Id it corrects
 * one that has not counted yet in a way that matters (see the README's "Money in").
 */
export interface PaymentSaveInput {
  Id?: number;
  Version?: number;
  PartyId: number;
  /** Today (the company's) when left out. */
  PaymentDate?: string;
  Method: PaymentMethod;
  Amount: number;
  ReferenceNo?: string;
  /** Required for a cheque. */
  ChequeNo?: string;
  ChequeBank?: string;
  ChequeDate?: string;
  Remarks?: string;
  /** Orders of the party this payment is for; without them it pays the oldest owed orders first. */
  Orders?: { OrderId: number; Amount?: number }[];
}

/** POST /payment/bounce (or /collection/bounce). */
export interface PaymentBounceInput {
  BounceReason: string;
  BounceCharge?: number;
  Version?: number;
}

export type PaymentPage = Page<PaymentSummary>;

// ---------------------------------------------------------------------------------------------
// Party balance and statement

/** GET /party/balance?partyId=: the balance and what it is made of. */
export interface PartyBalance {
  PartyId: number;
  PartyName: string;
  /** Delivered, paid and completed orders. */
  Orders: number;
  /** Verified returns. */
  Returns: number;
  /** Cleared payments. */
  Payments: number;
  /** Charges of bounced cheques. */
  Charges: number;
  /** Orders − Returns − Payments + Charges: positive is owed to us. */
  Balance: number;
  /** Not in the balance yet: cheques received or deposited, returns waiting to be verified. */
  UnclearedCheques: number;
  PendingReturns: number;
  /** The company's day the figures are for (today). */
  AsOf: string;
}

export type StatementLineKind = LedgerEntryKind;

export interface PartyStatementLine {
  /** The day the entry started to count: delivery, verification, receipt or clearing, bounce. */
  Date: string;
  Kind: StatementLineKind;
  /** The order, return or receipt number. */
  Reference: string;
  /** The order's, return's or payment's Id, to open it. */
  RecordId: number;
  Description: string;
  Debit: number;
  Credit: number;
  /** The balance after this line. */
  Balance: number;
}

/** GET /party/statement?partyId=&fromDate=&toDate=&pageNo=&pageSize=. */
export interface PartyStatement {
  PartyId: number;
  PartyName: string;
  FromDate: string | null;
  ToDate: string | null;
  /** The balance before FromDate (0 without one). */
  Opening: number;
  /** The balance at the end of ToDate (today's balance without one). */
  Closing: number;
  /** Over the whole range, not only this page. */
  TotalDebit: number;
  TotalCredit: number;
  /** The balance before this page's first line, to carry the running balance across pages. */
  PageOpening: number;
  /** This page's lines, oldest first. */
  Lines: PartyStatementLine[];
  /** Lines in the whole range. */
  TotalCount: number;
  PageNo: number;
  PageSize: number;
}
