/**
 * Which orders a party's payments pay. An order is paid (order-pipeline's settledStatus) when what
 * is allocated to it covers what it owes, so this decides when orders move between delivered and
 * paid.
 *
 * A payment may name orders (the party says what it pays for), with or without an amount each;
 * whatever it does not name, or is left over, pays the party's oldest owed orders first. Named
 * orders are served before any payment spreads to the oldest ones, so a later payment that names
 * an order is not beaten to it by an earlier payment that named none.
 *
 * Allocation is recomputed from scratch, never stored: a bounce, a deleted payment or a verified
 * return only has to run it again, and nothing can drift. Amounts in paisa.
 */

import { isPaisa } from '../common/paisa-math.js';
import type { InputProblem } from '../orders/order-totals.js';

export interface AllocatableOrder {
  id: number;
  /** What the order still owes before any payment: its total less its verified returns. */
  owed: number;
}

export interface RequestedOrder {
  orderId: number;
  /** Null: as much as the order still owes. */
  amount: number | null;
}

export interface AllocatableCollection {
  id: number;
  /** Only payments that count (cleared) are allocated. */
  amount: number;
  requested: readonly RequestedOrder[];
}

export interface Allocation {
  paymentId: number;
  orderId: number;
  amount: number;
}

export interface AllocationResult {
  /** In payment order, then in the order each order was served. */
  allocations: Allocation[];
  /** Every order given, 0 when nothing pays it. */
  paidByOrder: Map<number, number>;
  /** What each payment could not spend: an advance that the party's later orders will take. */
  unallocatedByPayment: Map<number, number>;
}

/**
 * Allocates payments (in the order they count: oldest first) to orders (oldest first). A named
 * order that is not among `orders` (not owed yet, or cancelled) is skipped: its share goes to
 * the oldest orders like any other remainder.
 */
export function allocateCollections(
  orders: readonly AllocatableOrder[],
  payments: readonly AllocatableCollection[],
): AllocationResult {
  const remainingOwed = new Map(orders.map((order) => [order.id, Math.max(order.owed, 0)]));
  const remainingPaid = new Map(payments.map((payment) => [payment.id, payment.amount]));
  const given = new Map<number, Map<number, number>>();

  const give = (paymentId: number, orderId: number, wanted: number) => {
    const amount = Math.min(wanted, remainingOwed.get(orderId) ?? 0, remainingPaid.get(paymentId) ?? 0);
    if (amount <= 0) return;
    remainingOwed.set(orderId, (remainingOwed.get(orderId) ?? 0) - amount);
    remainingPaid.set(paymentId, (remainingPaid.get(paymentId) ?? 0) - amount);
    const byOrder = given.get(paymentId) ?? new Map<number, number>();
    byOrder.set(orderId, (byOrder.get(orderId) ?? 0) + amount);
    given.set(paymentId, byOrder);
  };

  for (const payment of payments) {
    for (const request of payment.requested) {
      if (!remainingOwed.has(request.orderId)) continue;
      give(payment.id, request.orderId, request.amount ?? Number.MAX_SAFE_INTEGER);
    }
  }
  for (const payment of payments) {
    for (const order of orders) {
      if ((remainingPaid.get(payment.id) ?? 0) === 0) break;
      give(payment.id, order.id, Number.MAX_SAFE_INTEGER);
    }
  }

  const allocations: Allocation[] = [];
  for (const payment of payments) {
    for (const [orderId, amount] of given.get(payment.id) ?? []) {
      allocations.push({ paymentId: payment.id, orderId, amount });
    }
  }
  const paidByOrder = new Map(
    orders.map((order) => [order.id, Math.max(order.owed, 0) - (remainingOwed.get(order.id) ?? 0)]),
  );
  return { allocations, paidByOrder, unallocatedByPayment: remainingPaid };
}

/**
 * The orders a payment names, as entered: each at most once, amounts in whole paisa above 0, and
 * together no more than the payment. Whether each order is the party's is the caller's to check.
 */
export function checkRequestedOrders(
  paymentAmount: number,
  requested: readonly RequestedOrder[],
): { ok: true } | { ok: false; problems: InputProblem[] } {
  const problems: InputProblem[] = [];
  const seen = new Set<number>();
  let total = 0;
  requested.forEach(({ orderId, amount }, index) => {
    if (seen.has(orderId)) {
      problems.push({ path: `orders.${index}.orderId`, message: 'The same order is named twice.' });
    }
    seen.add(orderId);
    if (amount === null) return;
    if (!isPaisa(amount) || amount === 0) {
      problems.push({
        path: `orders.${index}.amount`,
        message: 'Amount must be more than 0 with at most 2 decimals.',
      });
      return;
    }
    total += amount;
  });
  if (problems.length === 0 && total > paymentAmount) {
    problems.push({ path: 'orders', message: 'The amounts for the orders add up to more than the payment.' });
  }
  return problems.length > 0 ? { ok: false, problems } : { ok: true };
}
