import { describe, expect, it } from 'vitest';
import { allocateCollections, checkRequestedOrders } from './collection-allocation.js';

const orders = [
  { id: 1, owed: 1_000 },
  { id: 2, owed: 2_000 },
  { id: 3, owed: 3_000 },
];

describe('allocateCollections', () => {
  it('pays the oldest orders first and spreads over several', () => {
    const result = allocateCollections(orders, [{ id: 10, amount: 2_500, requested: [] }]);
    expect(result.allocations).toEqual([
      { paymentId: 10, orderId: 1, amount: 1_000 },
      { paymentId: 10, orderId: 2, amount: 1_500 },
    ]);
    expect([...result.paidByOrder]).toEqual([
      [1, 1_000],
      [2, 1_500],
      [3, 0],
    ]);
    expect(result.unallocatedByPayment.get(10)).toBe(0);
  });

  it('takes payments in the order given', () => {
    const result = allocateCollections(orders, [
      { id: 10, amount: 500, requested: [] },
      { id: 11, amount: 800, requested: [] },
    ]);
    expect(result.allocations).toEqual([
      { paymentId: 10, orderId: 1, amount: 500 },
      { paymentId: 11, orderId: 1, amount: 500 },
      { paymentId: 11, orderId: 2, amount: 300 },
    ]);
  });

  it('serves named orders before the oldest, and the remainder goes oldest first', () => {
    const result = allocateCollections(orders, [
      { id: 10, amount: 3_500, requested: [{ orderId: 3, amount: null }] },
    ]);
    expect(result.allocations).toEqual([
      { paymentId: 10, orderId: 3, amount: 3_000 },
      { paymentId: 10, orderId: 1, amount: 500 },
    ]);
  });

  it('gives a named order no more than the amount named', () => {
    const result = allocateCollections(orders, [
      { id: 10, amount: 1_000, requested: [{ orderId: 2, amount: 400 }] },
    ]);
    expect(result.allocations).toEqual([
      { paymentId: 10, orderId: 2, amount: 400 },
      { paymentId: 10, orderId: 1, amount: 600 },
    ]);
  });

  it('lets a later payment that names an order have it before an earlier one spreads', () => {
    const result = allocateCollections(orders, [
      { id: 10, amount: 1_000, requested: [] },
      { id: 11, amount: 1_000, requested: [{ orderId: 1, amount: null }] },
    ]);
    expect(result.allocations).toEqual([
      { paymentId: 10, orderId: 2, amount: 1_000 },
      { paymentId: 11, orderId: 1, amount: 1_000 },
    ]);
  });

  it('keeps what no order needs as unallocated, and skips named orders it does not know', () => {
    const result = allocateCollections(
      [{ id: 1, owed: 1_000 }],
      [{ id: 10, amount: 1_500, requested: [{ orderId: 99, amount: null }] }],
    );
    expect(result.allocations).toEqual([{ paymentId: 10, orderId: 1, amount: 1_000 }]);
    expect(result.unallocatedByPayment.get(10)).toBe(500);
  });

  it('treats an order that owes nothing (all returned) as paid by nothing', () => {
    const result = allocateCollections([{ id: 1, owed: 0 }], [{ id: 10, amount: 100, requested: [] }]);
    expect(result.allocations).toEqual([]);
    expect(result.paidByOrder.get(1)).toBe(0);
    expect(result.unallocatedByPayment.get(10)).toBe(100);
  });

  it('never allocates more than paid nor more than owed', () => {
    const payments = [
      { id: 10, amount: 1_234, requested: [{ orderId: 2, amount: 5_000 }] },
      { id: 11, amount: 4_321, requested: [{ orderId: 1, amount: 10 }] },
      { id: 12, amount: 999, requested: [] },
    ];
    const result = allocateCollections(orders, payments);
    for (const payment of payments) {
      const spent = result.allocations
        .filter((allocation) => allocation.paymentId === payment.id)
        .reduce((sum, allocation) => sum + allocation.amount, 0);
      expect(spent + (result.unallocatedByPayment.get(payment.id) ?? 0)).toBe(payment.amount);
    }
    for (const order of orders) {
      expect(result.paidByOrder.get(order.id)).toBeLessThanOrEqual(order.owed);
    }
    const paid = [...result.paidByOrder.values()].reduce((sum, amount) => sum + amount, 0);
    // 6 554 paid against 6 000 owed: every order is paid, the rest is left over.
    expect(paid).toBe(6_000);
    const left = [...result.unallocatedByPayment.values()].reduce((sum, amount) => sum + amount, 0);
    expect(left).toBe(554);
  });
});

describe('checkRequestedOrders', () => {
  it('accepts orders with and without amounts within the payment', () => {
    expect(
      checkRequestedOrders(1_000, [
        { orderId: 1, amount: 600 },
        { orderId: 2, amount: null },
      ]),
    ).toEqual({ ok: true });
  });

  it('refuses an order named twice, a bad amount, and amounts over the payment', () => {
    expect(
      checkRequestedOrders(1_000, [
        { orderId: 1, amount: 10 },
        { orderId: 1, amount: 0 },
      ]),
    ).toEqual({
      ok: false,
      problems: [
        { path: 'orders.1.orderId', message: 'The same order is named twice.' },
        { path: 'orders.1.amount', message: 'Amount must be more than 0 with at most 2 decimals.' },
      ],
    });
    expect(checkRequestedOrders(1_000, [{ orderId: 1, amount: 1_001 }])).toEqual({
      ok: false,
      problems: [{ path: 'orders', message: 'The amounts for the orders add up to more than the payment.' }],
    });
  });
});
