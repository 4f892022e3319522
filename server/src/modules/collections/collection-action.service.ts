import {
  type ChequeAction,
  canDeletePayment,
  checkBounceCharge,
  isPaymentCleared,
  MAX_BOUNCE_CHARGE_PAISA,
  nextChequeStatus,
  PAYMENT_METHOD_LABELS,
} from '@backoffice/shared/sales/collections/cheque-lifecycle';
import { and, eq, sql } from 'drizzle-orm';
import { writeUserAudit } from '../../audit/audit-log.js';
import type { Database } from '../../db/database.js';
import { payments, paymentTransitions } from '../../db/schema/index.js';
import { toRupees } from '../../entities/entity-values.js';
import { badRequest, conflict } from '../../http/api-error.js';
import type { UserContext } from '../../http/request-context.js';
import {
  postChequeBounce,
  postChequeDeposit,
  reversePaymentReceipt,
} from '../accounting/sales-books/payment-books.js';
import { booksActorOf } from '../accounting/vouchers/voucher-save.service.js';
import { transitionStep } from '../audit/transition-history.js';
import { companyToday } from '../orders/company-today.js';
import { lockParty } from '../sales-common/party-lock.js';
import { paisaOf } from '../sales-common/sales-input.js';
import { ownCollection } from './collection-record.js';
import {
  COLLECTION_ENTITY,
  findCollectionState,
  STALE_COLLECTION_MESSAGE,
} from './collection-save.service.js';
import { settleAfterCallerChange } from './order-settlement.js';

export interface ChequeActionInput {
  Remarks?: string | undefined;
  BounceReason?: string | undefined;
  /** Rupees. */
  BounceCharge?: number | undefined;
  Version?: number | undefined;
}

const DONE: Readonly<Record<ChequeAction, string>> = {
  deposit: 'deposited',
  reconcile: 'cleared',
  bounce: 'bounced',
};

/** The charge in paisa, or a 400 naming the field. */
const bounceChargeOf = (rupees: number | undefined): number => {
  const paisa = rupees === undefined ? null : paisaOf(rupees);
  // Beyond exact paisa is still "too large" to the caller, not "not whole paisa".
  const unreadable =
    rupees !== undefined && rupees * 100 > MAX_BOUNCE_CHARGE_PAISA ? rupees * 100 : Number.NaN;
  const checked = checkBounceCharge(rupees === undefined ? null : (paisa ?? unreadable));
  if (!checked.ok) throw badRequest(checked.message, [{ Field: 'BounceCharge', Message: checked.message }]);
  return checked.charge;
};

/**
 * Moves a cheque one step (deposit, reconcile, bounce), atomically as order actions are: the update
 * only matches while the cheque is still in the status it read (and at the version sent), with its
 * history row in the same transaction, so of two reconciles exactly one clears it. Clearing and
 * bouncing change what the party has paid, so its orders are settled again in that transaction
 * (a bounce of a cleared cheque takes back what it paid: paid orders fall back to delivered).
 * A bounce may add a charge, which stays on the party's balance even if the cheque is deposited
 * again. Answers the receipt number.
 */
export const runChequeAction = async (
  ctx: UserContext,
  id: number,
  action: ChequeAction,
  input: ChequeActionInput,
): Promise<string> => {
  const { db } = ctx.deps;
  const current = await findCollectionState(db, ctx.companyId, id);
  if (current.chequeStatus === null) {
    const method = PAYMENT_METHOD_LABELS[current.method].toLowerCase();
    throw conflict(`Only a cheque can be ${DONE[action]}; this payment is ${method}.`);
  }
  if (input.Version !== undefined && input.Version !== current.version)
    throw conflict(STALE_COLLECTION_MESSAGE);
  const from = current.chequeStatus;
  const move = nextChequeStatus(from, action);
  if (!move.ok) throw conflict(move.message);
  const reason = action === 'bounce' ? input.BounceReason?.trim() || null : input.Remarks?.trim() || null;
  if (action === 'bounce' && reason === null) {
    throw badRequest('Bounce reason is required', [
      { Field: 'BounceReason', Message: 'Bounce reason is required' },
    ]);
  }
  const charge = action === 'bounce' ? bounceChargeOf(input.BounceCharge) : null;
  const today = await companyToday(db, ctx.companyId, ctx.now);

  const moved = await db.transaction(async (transaction) => {
    const tx = transaction as Database;
    await lockParty(tx, ctx.companyId, current.partyId);
    const [row] = await tx
      .update(payments)
      .set({
        chequeStatus: move.to,
        version: sql`${payments.version} + 1`,
        statusChangedAt: ctx.now,
        updatedAt: ctx.now,
        updatedBy: ctx.user.userId,
        ...(move.to === 'cleared'
          ? { clearedOn: today, clearedAt: ctx.now }
          : { clearedOn: null, clearedAt: null }),
        ...(action === 'bounce'
          ? { bounceCharge: sql`${payments.bounceCharge} + ${charge ?? 0}`, bounceReason: reason }
          : {}),
      })
      .where(
        and(
          ownCollection(ctx.companyId, id),
          eq(payments.chequeStatus, from),
          input.Version === undefined ? undefined : eq(payments.version, input.Version),
        ),
      )
      .returning({ id: payments.id });
    if (!row) return false;
    await tx.insert(paymentTransitions).values({
      ...transitionStep(ctx, action, from, move.to, reason),
      paymentId: id,
      day: today,
      charge,
    });
    // Clearing posts nothing: the money reached the bank with the deposit.
    if (action === 'deposit') await postChequeDeposit(tx, booksActorOf(ctx), id, today);
    if (action === 'bounce') await postChequeBounce(tx, booksActorOf(ctx), id, today, charge ?? 0);
    if (action !== 'deposit') {
      await settleAfterCallerChange(
        tx,
        ctx,
        current.partyId,
        `Cheque of receipt ${current.receiptNo} ${DONE[action]}.`,
      );
    }
    return true;
  });
  if (moved) return current.receiptNo;

  const now = await findCollectionState(db, ctx.companyId, id);
  const again = now.chequeStatus === null ? null : nextChequeStatus(now.chequeStatus, action);
  throw conflict(again === null || again.ok ? STALE_COLLECTION_MESSAGE : again.message);
};

/**
 * Deletes a payment recorded by mistake (canDeletePayment: anything but a cheque that went to the
 * bank), kept in the audit log. The delete names the status it read, so a deposit in between wins.
 * A payment that counted no longer does: the party's orders are settled again.
 */
export const deleteCollection = async (
  ctx: UserContext,
  id: number,
  input: { Version?: number | undefined },
): Promise<string> => {
  const { db } = ctx.deps;
  const current = await findCollectionState(db, ctx.companyId, id);
  if (input.Version !== undefined && input.Version !== current.version)
    throw conflict(STALE_COLLECTION_MESSAGE);
  const allowed = canDeletePayment(current);
  if (!allowed.ok) throw conflict(allowed.message);
  const today = await companyToday(db, ctx.companyId, ctx.now);
  const deleted = await db.transaction(async (transaction) => {
    const tx = transaction as Database;
    await lockParty(tx, ctx.companyId, current.partyId);
    const [row] = await tx
      .delete(payments)
      .where(
        and(
          ownCollection(ctx.companyId, id),
          eq(payments.version, current.version),
          current.chequeStatus === null ? undefined : eq(payments.chequeStatus, 'received'),
        ),
      )
      .returning({ id: payments.id });
    if (!row) return false;
    await reversePaymentReceipt(tx, booksActorOf(ctx), id, today, `Receipt ${current.receiptNo} deleted`);
    if (isPaymentCleared(current)) {
      await settleAfterCallerChange(tx, ctx, current.partyId, `Receipt ${current.receiptNo} deleted.`);
    }
    await writeUserAudit(tx, ctx, {
      action: 'delete',
      entity: COLLECTION_ENTITY,
      entityId: id,
      before: {
        ReceiptNo: current.receiptNo,
        PartyId: current.partyId,
        Method: current.method,
        Amount: toRupees(current.amount),
        PaymentDate: current.paymentDate,
        ChequeStatus: current.chequeStatus,
      },
    });
    return true;
  });
  if (deleted) return current.receiptNo;
  const now = await findCollectionState(db, ctx.companyId, id);
  const again = canDeletePayment(now);
  throw conflict(again.ok ? STALE_COLLECTION_MESSAGE : again.message);
};
