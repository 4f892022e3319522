import {
  nextReturnStatus,
  priceReturn,
  RETURN_TRANSITIONS,
  type ReturnAction,
} from '@backoffice/shared/sales/returns/order-return';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { orderReturnLines, orderReturns, orderReturnTransitions } from '../../db/schema/index.js';
import { badRequest, conflict } from '../../http/api-error.js';
import type { UserContext } from '../../http/request-context.js';
import { postReturnCreditNote } from '../accounting/sales-books/return-books.js';
import { booksActorOf } from '../accounting/vouchers/voucher-save.service.js';
import { transitionStep } from '../audit/transition-history.js';
import { settleAfterCallerChange } from '../collections/order-settlement.js';
import { companyToday } from '../orders/company-today.js';
import { loadOrderLines } from '../orders/order-detail.js';
import { lockParty } from '../sales-common/party-lock.js';
import { returnedQuantities, toSoldLines } from './return-quantities.js';
import { findReturnState, ownReturn } from './return-record.js';
import { STALE_RETURN_MESSAGE } from './return-save.service.js';

export interface ReturnActionInput {
  Remarks?: string | undefined;
  Version?: number | undefined;
}

/**
 * Values a return now that it is verified, after the returns of its order verified before it
 * (priceReturn), so however a line comes back in parts, the parts add up to exactly what it sold
 * for. Its quantities were checked when it was saved and held since, so they still fit.
 */
const valueVerified = async (tx: Database, companyId: number, id: number, orderId: number) => {
  const sold = toSoldLines(await loadOrderLines(tx, companyId, [orderId]));
  const before = await returnedQuantities(tx, companyId, orderId, ['verified'], id);
  const own = await tx
    .select({
      id: orderReturnLines.id,
      lineId: orderReturnLines.orderLineId,
      quantity: orderReturnLines.quantity,
    })
    .from(orderReturnLines)
    .where(and(eq(orderReturnLines.companyId, companyId), eq(orderReturnLines.returnId, id)));
  const priced = priceReturn(sold, before, own);
  if (!priced.ok) throw conflict(priced.problems[0]?.message ?? 'The return no longer fits its order.');
  for (const [index, line] of priced.value.lines.entries()) {
    const row = own[index];
    if (!row) continue;
    await tx
      .update(orderReturnLines)
      .set({ taxableAmount: line.taxable, vatAmount: line.vat, lineTotal: line.total })
      .where(and(eq(orderReturnLines.companyId, companyId), eq(orderReturnLines.id, row.id)));
  }
  return priced.value;
};

/**
 * Verifies or cancels a pending return, atomically as order actions are: the update matches only
 * while the return is still pending (and at the version sent), the history row is written in the
 * same transaction, and of two at once exactly one matches. A verified return is valued for good
 * and counts on the party's balance from today, so the party's orders are settled again (what the
 * order owes went down). Answers the return number.
 */
export const runReturnAction = async (
  ctx: UserContext,
  id: number,
  action: ReturnAction,
  input: ReturnActionInput,
): Promise<string> => {
  const { db } = ctx.deps;
  const current = await findReturnState(db, ctx.companyId, id);
  if (input.Version !== undefined && input.Version !== current.version) throw conflict(STALE_RETURN_MESSAGE);
  const move = nextReturnStatus(current.status, action);
  if (!move.ok) throw conflict(move.message);
  const remarks = input.Remarks?.trim() || null;
  const rule = RETURN_TRANSITIONS.find((candidate) => candidate.action === action);
  if (rule?.remarksRequired && remarks === null) {
    const message = `A reason is required when a return is ${rule.done}.`;
    throw badRequest(message, [{ Field: 'Remarks', Message: message }]);
  }
  const today = action === 'verify' ? await companyToday(db, ctx.companyId, ctx.now) : null;

  const moved = await db.transaction(async (transaction) => {
    const tx = transaction as Database;
    await lockParty(tx, ctx.companyId, current.partyId);
    const [row] = await tx
      .update(orderReturns)
      .set({
        status: move.to,
        version: sql`${orderReturns.version} + 1`,
        statusChangedAt: ctx.now,
        updatedAt: ctx.now,
        updatedBy: ctx.user.userId,
        ...(today === null ? {} : { verifiedOn: today, verifiedAt: ctx.now }),
      })
      .where(
        and(
          ownReturn(ctx.companyId, id),
          eq(orderReturns.status, current.status),
          input.Version === undefined ? undefined : eq(orderReturns.version, input.Version),
        ),
      )
      .returning({ id: orderReturns.id });
    if (!row) return false;
    if (action === 'verify') {
      const value = await valueVerified(tx, ctx.companyId, id, current.orderId);
      await tx
        .update(orderReturns)
        .set({ taxableAmount: value.taxable, vatAmount: value.vat, totalAmount: value.total })
        .where(ownReturn(ctx.companyId, id));
      // Its credit note enters the books at the value just given, or the return stays pending.
      await postReturnCreditNote(tx, booksActorOf(ctx), id);
    }
    await tx.insert(orderReturnTransitions).values({
      ...transitionStep(ctx, action, current.status, move.to, remarks),
      returnId: id,
    });
    if (action === 'verify') {
      await settleAfterCallerChange(tx, ctx, current.partyId, `Return ${current.returnNo} verified.`);
    }
    return true;
  });
  if (moved) return current.returnNo;

  const now = await findReturnState(db, ctx.companyId, id);
  const again = nextReturnStatus(now.status, action);
  throw conflict(again.ok ? STALE_RETURN_MESSAGE : again.message);
};
