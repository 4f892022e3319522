import {
  type AllocationResult,
  allocateCollections,
} from '@backoffice/shared/sales/collections/collection-allocation';
import { OWED_ORDER_STATUSES } from '@backoffice/shared/sales/statements/party-balance';
import { and, asc, eq, inArray, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { orderReturns, orders, paymentNamedOrders, payments } from '../../db/schema/index.js';

/** A payment counts (is cleared) when it is not a cheque, or is a cleared one: isPaymentCleared in SQL. */
export const paymentCounts = () => or(ne(payments.method, 'cheque'), eq(payments.chequeStatus, 'cleared'));

export interface OwedOrder {
  id: number;
  orderNo: string;
  orderDate: string;
  status: (typeof OWED_ORDER_STATUSES)[number];
  total: number;
  /** Total less verified returns. */
  owed: number;
}

export interface PartyAllocation extends AllocationResult {
  orders: OwedOrder[];
}

const verifiedReturnsByOrder = async (tx: Database, companyId: number, partyId: number) => {
  const rows = await tx
    .select({
      orderId: orderReturns.orderId,
      total: sql<number>`sum(${orderReturns.totalAmount})`.mapWith(Number),
    })
    .from(orderReturns)
    .where(
      and(
        eq(orderReturns.companyId, companyId),
        eq(orderReturns.partyId, partyId),
        eq(orderReturns.status, 'verified'),
      ),
    )
    .groupBy(orderReturns.orderId);
  return new Map(rows.map((row) => [row.orderId, row.total]));
};

/**
 * What each of the party's cleared payments pays now, recomputed from its owed orders (oldest
 * order date first) and its cleared payments (in the order they started to count).
 */
export const loadPartyAllocation = async (
  tx: Database,
  companyId: number,
  partyId: number,
): Promise<PartyAllocation> => {
  const owedRows = await tx
    .select({
      id: orders.id,
      orderNo: orders.orderNo,
      orderDate: orders.orderDate,
      status: orders.status,
      total: orders.totalAmount,
    })
    .from(orders)
    .where(
      and(
        eq(orders.companyId, companyId),
        eq(orders.partyId, partyId),
        inArray(orders.status, [...OWED_ORDER_STATUSES]),
      ),
    )
    .orderBy(asc(orders.orderDate), asc(orders.id));
  const returned = await verifiedReturnsByOrder(tx, companyId, partyId);
  const owed: OwedOrder[] = owedRows.map((row) => ({
    ...row,
    status: row.status as OwedOrder['status'],
    owed: row.total - (returned.get(row.id) ?? 0),
  }));

  const cleared = await tx
    .select({ id: payments.id, amount: payments.amount })
    .from(payments)
    .where(and(eq(payments.companyId, companyId), eq(payments.partyId, partyId), paymentCounts()))
    .orderBy(asc(payments.clearedOn), asc(payments.clearedAt), asc(payments.id));
  const named =
    cleared.length === 0
      ? []
      : await tx
          .select({
            paymentId: paymentNamedOrders.paymentId,
            orderId: paymentNamedOrders.orderId,
            amount: paymentNamedOrders.amount,
          })
          .from(paymentNamedOrders)
          .where(
            and(
              eq(paymentNamedOrders.companyId, companyId),
              inArray(
                paymentNamedOrders.paymentId,
                cleared.map((payment) => payment.id),
              ),
            ),
          )
          .orderBy(asc(paymentNamedOrders.paymentId), asc(paymentNamedOrders.position));
  const result = allocateCollections(
    owed,
    cleared.map((payment) => ({
      id: payment.id,
      amount: payment.amount,
      requested: named
        .filter((row) => row.paymentId === payment.id)
        .map((row) => ({ orderId: row.orderId, amount: row.amount })),
    })),
  );
  return { ...result, orders: owed };
};
