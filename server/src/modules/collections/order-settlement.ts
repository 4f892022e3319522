import { type OrderStatus, settledStatus } from '@backoffice/shared/sales/orders/order-pipeline';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { orders, orderTransitions } from '../../db/schema/index.js';
import type { UserContext } from '../../http/request-context.js';
import { publishOrderChanged } from '../../realtime/order-changed.js';
import { loadPartyAllocation } from './party-allocation.js';

export interface SettleCause {
  /** The user whose change caused the move; null for the system. */
  byUserId: number | null;
  at: Date;
  /** Why, in the order's history: "Receipt RC-2083/84-000004 cleared." */
  remarks: string;
}

export interface SettledMove {
  orderId: number;
  orderNo: string;
  from: OrderStatus;
  to: OrderStatus;
}

/**
 * Moves the party's orders between delivered and paid to match what its cleared payments now pay
 * (settledStatus), each move a 'settle' step in the order's history. Call it in the transaction
 * that changed what is cleared or owed, after lockParty, so the allocation it reads cannot change
 * under it. The update still names the status it read: an order action in between (complete)
 * wins, and the order is left as that action put it. Boards hear of each move when it commits.
 */
export const settlePartyOrders = async (
  tx: Database,
  companyId: number,
  partyId: number,
  cause: SettleCause,
): Promise<SettledMove[]> => {
  const allocation = await loadPartyAllocation(tx, companyId, partyId);
  const moves: SettledMove[] = [];
  for (const order of allocation.orders) {
    const to = settledStatus(order.status, {
      owed: order.owed,
      paid: allocation.paidByOrder.get(order.id) ?? 0,
    });
    if (to === order.status) continue;
    const [moved] = await tx
      .update(orders)
      .set({
        status: to,
        version: sql`${orders.version} + 1`,
        statusChangedAt: cause.at,
        updatedAt: cause.at,
        updatedBy: cause.byUserId,
      })
      .where(and(eq(orders.companyId, companyId), eq(orders.id, order.id), eq(orders.status, order.status)))
      .returning({ id: orders.id });
    if (!moved) continue;
    await tx.insert(orderTransitions).values({
      companyId,
      orderId: order.id,
      action: 'settle',
      fromStatus: order.status,
      toStatus: to,
      byUserId: cause.byUserId,
      at: cause.at,
      remarks: cause.remarks,
    });
    await publishOrderChanged(tx, companyId, {
      OrderId: order.id,
      OrderNo: order.orderNo,
      Status: to,
      ChangedAt: cause.at.toISOString(),
    });
    moves.push({ orderId: order.id, orderNo: order.orderNo, from: order.status, to });
  }
  return moves;
};

/** settlePartyOrders for a change the caller made now, `remarks` saying which. */
export const settleAfterCallerChange = (
  tx: Database,
  ctx: Pick<UserContext, 'companyId' | 'user' | 'now'>,
  partyId: number,
  remarks: string,
): Promise<SettledMove[]> =>
  settlePartyOrders(tx, ctx.companyId, partyId, { byUserId: ctx.user.userId, at: ctx.now, remarks });
