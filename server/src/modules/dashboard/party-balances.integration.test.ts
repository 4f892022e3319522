import type { ChequeStatus, PaymentMethod } from '@backoffice/shared/sales/collections/cheque-lifecycle';
import type { OrderStatus } from '@backoffice/shared/sales/orders/order-pipeline';
import type { ReturnStatus } from '@backoffice/shared/sales/returns/order-return';
import { partyBalance } from '@backoffice/shared/sales/statements/party-balance';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderReturns, orders, partyBalances, payments } from '../../db/schema/index.js';
import { startSalesTestApp } from '../../test-support/sales-test-app.js';
import type { TestApp } from '../../test-support/test-app.js';

let app: TestApp;
beforeAll(async () => {
  ({ app } = await startSalesTestApp());
});
afterAll(async () => app.close());

interface Terms {
  owed: number;
  delivered: number;
  returned: number;
  paid: number;
}

/** Every party's terms summed from scratch by the statement's own rules (partyBalance). */
const fromScratch = async (): Promise<Map<string, Terms>> => {
  const { db } = app.deps;
  const [orderRows, returnRows, paymentRows] = await Promise.all([
    db
      .select({
        companyId: orders.companyId,
        partyId: orders.partyId,
        status: orders.status,
        total: orders.totalAmount,
      })
      .from(orders),
    db
      .select({
        companyId: orderReturns.companyId,
        partyId: orderReturns.partyId,
        status: orderReturns.status,
        total: orderReturns.totalAmount,
      })
      .from(orderReturns),
    db
      .select({
        companyId: payments.companyId,
        partyId: payments.partyId,
        method: payments.method,
        chequeStatus: payments.chequeStatus,
        amount: payments.amount,
        bounceCharge: payments.bounceCharge,
      })
      .from(payments),
  ]);
  const keys = new Set(
    [...orderRows, ...returnRows, ...paymentRows].map((row) => `${row.companyId}:${row.partyId}`),
  );
  const of = <T extends { companyId: number; partyId: number }>(rows: readonly T[], key: string) =>
    rows.filter((row) => `${row.companyId}:${row.partyId}` === key);
  const terms = new Map<string, Terms>();
  for (const key of keys) {
    const partyOrders = of(orderRows, key).map((row) => ({
      status: row.status as OrderStatus,
      total: row.total,
    }));
    const balance = partyBalance({
      orders: partyOrders,
      returns: of(returnRows, key).map((row) => ({ status: row.status as ReturnStatus, total: row.total })),
      payments: of(paymentRows, key).map((row) => ({
        method: row.method as PaymentMethod,
        chequeStatus: row.chequeStatus as ChequeStatus | null,
        amount: row.amount,
        bounceCharge: row.bounceCharge,
      })),
    });
    const delivered = partyOrders.filter((order) => order.status === 'delivered').length;
    if (balance.orders || delivered || balance.returns || balance.payments || balance.charges) {
      terms.set(key, {
        owed: balance.orders,
        delivered,
        returned: balance.returns,
        paid: balance.payments - balance.charges,
      });
    }
  }
  return terms;
};

/** The table's rows, those that add up to nothing left out (a party whose terms all went back to 0). */
const kept = async (): Promise<Map<string, Terms>> => {
  const rows = await app.deps.db.select().from(partyBalances);
  return new Map(
    rows
      .filter((row) => row.owedAmount || row.deliveredOrders || row.returnedAmount || row.paidAmount)
      .map((row) => [
        `${row.companyId}:${row.partyId}`,
        {
          owed: row.owedAmount,
          delivered: row.deliveredOrders,
          returned: row.returnedAmount,
          paid: row.paidAmount,
        },
      ]),
  );
};

describe('party_balances', () => {
  it("holds every party's balance as the statement sums it, for the demo's records", async () => {
    const scratch = await fromScratch();
    expect(scratch.size).toBeGreaterThanOrEqual(2);
    expect(await kept()).toEqual(scratch);
  });

  it('follows orders, returns and payments through inserts, moves and deletes', async () => {
    const { db } = app.deps;
    const [order] = await db
      .select({ id: orders.id, partyId: orders.partyId })
      .from(orders)
      .where(and(eq(orders.companyId, 1), eq(orders.status, 'delivered')))
      .limit(1);
    if (!order) throw new Error('The demo has a delivered order');
    await db.update(orders).set({ status: 'paid' }).where(eq(orders.id, order.id));
    await db
      .update(orders)
      .set({ totalAmount: sql`${orders.totalAmount} + 1234` })
      .where(eq(orders.id, order.id));
    const [other] = await db
      .select({ id: orders.partyId })
      .from(orders)
      .where(and(eq(orders.companyId, 1), sql`${orders.partyId} <> ${order.partyId}`))
      .limit(1);
    // A party change moves the order's weight from one party to the other.
    if (other) await db.update(orders).set({ partyId: other.id }).where(eq(orders.id, order.id));
    await db.update(orderReturns).set({ status: 'verified' }).where(eq(orderReturns.companyId, 1));
    const [cheque] = await db
      .select({ id: payments.id })
      .from(payments)
      .where(and(eq(payments.companyId, 1), eq(payments.method, 'cheque')))
      .limit(1);
    if (!cheque) throw new Error('The demo has a cheque');
    await db
      .update(payments)
      .set({ chequeStatus: 'bounced', bounceCharge: 50_000 })
      .where(eq(payments.id, cheque.id));
    // A payment recorded and then deleted (a mistake) leaves the balance as it was.
    const [cash] = await db
      .insert(payments)
      .values({
        companyId: 1,
        receiptNo: 'TEST-DELETE-1',
        paymentDate: '2026-11-20',
        partyId: order.partyId,
        method: 'cash',
        amount: 77_700,
      })
      .returning({ id: payments.id });
    if (!cash) throw new Error('The payment was not recorded');
    expect(await kept()).toEqual(await fromScratch());
    await db.delete(payments).where(eq(payments.id, cash.id));
    expect(await kept()).toEqual(await fromScratch());
  });
});
