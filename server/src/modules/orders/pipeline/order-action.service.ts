import {
  applyOrderAction,
  nextStatus,
  type OrderAction,
} from '@backoffice/shared/sales/orders/order-pipeline';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/database.js';
import { orders, orderTransitions } from '../../../db/schema/index.js';
import { badRequest, conflict } from '../../../http/api-error.js';
import type { UserContext } from '../../../http/request-context.js';
import { publishOrderChanged } from '../../../realtime/order-changed.js';
import { postOrderInvoice } from '../../accounting/sales-books/order-books.js';
import { booksActorOf } from '../../accounting/vouchers/voucher-save.service.js';
import { transitionStep } from '../../audit/transition-history.js';
import { settleAfterCallerChange } from '../../collections/order-settlement.js';
import { notifyOrderMoved } from '../../notifications/order-moved-notice.js';
import { lockParty } from '../../sales-common/party-lock.js';
import { companyToday } from '../company-today.js';
import { ownOrder } from '../order-record.js';
import { findOrderState, STALE_ORDER_MESSAGE } from '../save/order-save.service.js';
import { ensureWithinCreditLimit } from './order-credit-check.js';

export interface OrderActionInput {
  Remarks?: string | undefined;
  /** The version the caller's screen shows; a move since then refuses the action (409). */
  Version?: number | undefined;
}

/**
 * Moves an order one step along the pipeline, atomically: the update only matches while the order
 * is still in the status the move starts from (and at the version sent, if one was), and the
 * transition row is written in the same transaction. Of two concurrent moves exactly one matches;
 * the other re-reads the order and is told, with the pipeline's own words, why it cannot follow.
 * Answers the order number.
 */
export const runOrderAction = async (
  ctx: UserContext,
  id: number,
  action: OrderAction,
  input: OrderActionInput,
): Promise<string> => {
  const { db } = ctx.deps;
  const current = await findOrderState(db, ctx.companyId, id);
  if (input.Version !== undefined && input.Version !== current.version) throw conflict(STALE_ORDER_MESSAGE);
  const move = nextStatus(current.status, action);
  if (!move.ok) throw conflict(move.message);
  const applied = applyOrderAction(current.status, action, {
    byUserId: ctx.user.userId,
    at: ctx.now.toISOString(),
    remarks: input.Remarks ?? null,
  });
  // The move itself is allowed, so what is left to refuse is missing remarks: the caller's input.
  if (!applied.ok) throw badRequest(applied.message, [{ Field: 'Remarks', Message: applied.message }]);

  const delivering = applied.to === 'delivered';
  // Confirming commits the company to supply: the party's credit limit is checked then (409 over it).
  const confirming = applied.to === 'confirmed';
  const moved = await db.transaction(async (tx) => {
    // The party first, as every money write takes it, so a delivery and a payment never wait on each other.
    if (delivering || confirming) await lockParty(tx as Database, ctx.companyId, current.partyId);
    if (confirming) {
      await ensureWithinCreditLimit(tx as Database, ctx.companyId, { id, ...current });
    }
    const [row] = await tx
      .update(orders)
      .set({
        status: applied.to,
        version: sql`${orders.version} + 1`,
        statusChangedAt: ctx.now,
        updatedAt: ctx.now,
        updatedBy: ctx.user.userId,
      })
      .where(
        and(
          ownOrder(ctx.companyId, id),
          eq(orders.status, current.status),
          input.Version === undefined ? undefined : eq(orders.version, input.Version),
        ),
      )
      .returning({ id: orders.id });
    if (!row) return false;
    await tx.insert(orderTransitions).values({
      ...transitionStep(ctx, action, applied.record.from, applied.record.to, applied.record.remarks),
      orderId: id,
    });
    if (delivering) {
      // The invoice enters the books with the delivery, or the delivery does not happen (409, 400).
      const day = await companyToday(tx as Database, ctx.companyId, ctx.now);
      await postOrderInvoice(tx as Database, booksActorOf(ctx), id, day);
      // Paid in advance: a delivered order that earlier payments already cover is paid at once.
      await settleAfterCallerChange(
        tx as Database,
        ctx,
        current.partyId,
        `Order ${current.orderNo} delivered; payments applied again.`,
      );
    }
    // Its people are told with the move, or not at all (the setups decide who and in what words).
    const remarks = applied.record.remarks ?? null;
    if (applied.to === 'dispatched') {
      await notifyOrderMoved(tx as Database, ctx, id, { event: 'dispatched', status: applied.to, remarks });
    }
    await notifyOrderMoved(tx as Database, ctx, id, { event: 'stateChanged', status: applied.to, remarks });
    await publishOrderChanged(tx as Database, ctx.companyId, {
      OrderId: id,
      OrderNo: current.orderNo,
      Status: applied.to,
      ChangedAt: ctx.now.toISOString(),
    });
    return true;
  });
  if (moved) return current.orderNo;

  const now = await findOrderState(db, ctx.companyId, id);
  const again = nextStatus(now.status, action);
  throw conflict(again.ok ? STALE_ORDER_MESSAGE : again.message);
};
