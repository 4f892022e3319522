/**
 * Credit control (the party's Credit limit): checked when an order is confirmed, the step that
 * commits the company to supply it.
 *
 *   would owe = balance now + committed orders not yet owed + this order
 *
 * The balance is party-balance.ts's (delivered, paid and completed orders − verified returns −
 * cleared payments + bounce charges). Committed orders are the party's other orders confirmed but
 * not yet delivered (confirmed, verified, ready to dispatch, dispatched): once delivered they are in
 * the balance. Orders not confirmed are wishes, and cancelled ones nothing. Owing exactly the limit
 * is allowed; a limit of 0 or none means no limit.
 */
import { formatAmount } from '../../format/money.format.js';
import type { OrderStatus } from './order-pipeline.js';

export const COMMITTED_ORDER_STATUSES: readonly OrderStatus[] = [
  'confirmed',
  'verified',
  'readyToDispatch',
  'dispatched',
];

/** Amounts in paisa. */
export interface CreditPosition {
  /** The party's credit limit; null or 0: no limit. */
  limit: number | null;
  /** What the party owes now (party-balance.ts). */
  balance: number;
  /** The totals of its other committed orders. */
  committed: number;
  /** The total of the order being confirmed. */
  order: number;
}

export type CreditCheck = { ok: true; wouldOwe: number } | { ok: false; wouldOwe: number; limit: number };

export function checkCreditLimit(position: CreditPosition): CreditCheck {
  const wouldOwe = position.balance + position.committed + position.order;
  const { limit } = position;
  if (limit === null || limit <= 0 || wouldOwe <= limit) return { ok: true, wouldOwe };
  return { ok: false, wouldOwe, limit };
}

export const creditLimitMessage = (
  orderNo: string,
  partyName: string,
  wouldOwe: number,
  limit: number,
): string =>
  `Confirming ${orderNo} would take ${partyName} to Rs ${formatAmount(wouldOwe)} owed, over its credit limit of Rs ${formatAmount(limit)}.`;
