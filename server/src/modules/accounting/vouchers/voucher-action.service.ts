import { type VoucherLine, voucherStateMachine } from '@backoffice/shared/accounting/voucher';
import { and, asc, eq } from 'drizzle-orm';
import { writeUserAudit } from '../../../audit/audit-log.js';
import type { Database } from '../../../db/database.js';
import { voucherLines, vouchers } from '../../../db/schema/index.js';
import { badRequest, conflict } from '../../../http/api-error.js';
import type { UserContext } from '../../../http/request-context.js';
import { companyToday } from '../../orders/company-today.js';
import { requireVoucherRight, type VoucherRights } from './voucher-access.js';
import { cancelPostedVoucher } from './voucher-cancel.js';
import { postVoucherDraft, recordVoucherStep } from './voucher-poster.js';
import { findViewableVoucher, ownVoucher } from './voucher-record.js';
import {
  booksActorOf,
  notDraftMessage,
  STALE_VOUCHER_MESSAGE,
  VOUCHER_ENTITY,
} from './voucher-save.service.js';

export interface VoucherActionInput {
  Remarks?: string | undefined;
  Version?: number | undefined;
}

const draftLines = async (db: Database, companyId: number, id: number): Promise<VoucherLine[]> => {
  const rows = await db
    .select()
    .from(voucherLines)
    .where(and(eq(voucherLines.companyId, companyId), eq(voucherLines.voucherId, id)))
    .orderBy(asc(voucherLines.lineNo));
  return rows.map((row) => ({
    ledgerId: row.ledgerId,
    side: row.side,
    amount: row.amount,
    costCenterId: row.costCenterId ?? undefined,
    billRef: row.billRef ?? undefined,
  }));
};

/** Why the voucher cannot take the action now (409), after the state it is in. */
const refusal = async (
  ctx: UserContext,
  rights: VoucherRights,
  id: number,
  action: 'post' | 'cancel',
): Promise<never> => {
  const now = await findViewableVoucher(ctx.deps.db, ctx.companyId, id, rights);
  const move = voucherStateMachine.nextStatus(now.status, action);
  throw conflict(move.ok ? STALE_VOUCHER_MESSAGE : move.message);
};

/** Posts a draft: numbered, dated after the lock date, balanced; of two at once one wins (409). */
export const postDraftVoucher = async (
  ctx: UserContext,
  rights: VoucherRights,
  id: number,
  input: VoucherActionInput,
): Promise<string> => {
  const row = await findViewableVoucher(ctx.deps.db, ctx.companyId, id, rights);
  requireVoucherRight(rights, row.type, 'edit');
  if (input.Version !== undefined && input.Version !== row.version) throw conflict(STALE_VOUCHER_MESSAGE);
  const move = voucherStateMachine.nextStatus(row.status, 'post');
  if (!move.ok) throw conflict(move.message);
  const lines = await draftLines(ctx.deps.db, ctx.companyId, id);
  const actor = booksActorOf(ctx);
  const voucherNo = await ctx.deps.db.transaction(async (transaction) => {
    const tx = transaction as Database;
    const posted = await postVoucherDraft(
      tx,
      actor,
      id,
      { type: row.type, date: row.date, lines },
      row.version,
    );
    if (posted === null) return null;
    await recordVoucherStep(tx, actor, id, {
      action: 'post',
      from: 'draft',
      to: 'posted',
      remarks: input.Remarks ?? null,
    });
    await writeUserAudit(tx, ctx, {
      action: 'post',
      entity: VOUCHER_ENTITY,
      entityId: id,
      after: { VoucherNo: posted },
    });
    return posted;
  });
  return voucherNo ?? refusal(ctx, rights, id, 'post');
};

/**
 * Cancels a posted voucher with a reason by posting its reversal. A voucher a sales document wrote
 * moves with that document (a return, a cancelled payment), and a reversal is final: both 409.
 */
export const cancelVoucher = async (
  ctx: UserContext,
  rights: VoucherRights,
  id: number,
  input: VoucherActionInput,
): Promise<string> => {
  const row = await findViewableVoucher(ctx.deps.db, ctx.companyId, id, rights);
  requireVoucherRight(rights, row.type, 'edit');
  const remarks = input.Remarks?.trim() ?? '';
  if (remarks === '') {
    const message = 'A reason is required when a voucher is cancelled.';
    throw badRequest(message, [{ Field: 'Remarks', Message: message }]);
  }
  if (input.Version !== undefined && input.Version !== row.version) throw conflict(STALE_VOUCHER_MESSAGE);
  const move = voucherStateMachine.nextStatus(row.status, 'cancel');
  if (!move.ok) throw conflict(move.message);
  if (row.reversalOfId !== null) {
    throw conflict('A reversal is not cancelled; post the entry again instead.');
  }
  if (row.sourceKind !== null) {
    throw conflict(
      `This voucher was written for ${row.sourceNo ?? `${row.sourceKind} ${row.sourceId}`} and changes only with it (a return, a cancelled payment, a bounced cheque).`,
    );
  }
  const today = await companyToday(ctx.deps.db, ctx.companyId, ctx.now);
  const actor = booksActorOf(ctx);
  const cancelled = await ctx.deps.db.transaction(async (transaction) => {
    const tx = transaction as Database;
    const done = await cancelPostedVoucher(tx, actor, id, today, remarks, row.version);
    if (done === null) return null;
    await writeUserAudit(tx, ctx, {
      action: 'cancel',
      entity: VOUCHER_ENTITY,
      entityId: id,
      after: { VoucherNo: row.voucherNo, Remarks: remarks, ReversalNo: done.reversalNo },
    });
    return done;
  });
  if (cancelled === null) return refusal(ctx, rights, id, 'cancel');
  return row.voucherNo ?? String(id);
};

/** Deletes a draft; a voucher in the books stays (409: cancel it instead). */
export const deleteDraftVoucher = async (
  ctx: UserContext,
  rights: VoucherRights,
  id: number,
  input: VoucherActionInput,
): Promise<void> => {
  const row = await findViewableVoucher(ctx.deps.db, ctx.companyId, id, rights);
  requireVoucherRight(rights, row.type, 'delete');
  if (row.status !== 'draft') throw conflict(notDraftMessage(row.status));
  const deleted = await ctx.deps.db.transaction(async (transaction) => {
    const tx = transaction as Database;
    const [gone] = await tx
      .delete(vouchers)
      .where(
        and(
          ownVoucher(ctx.companyId, id),
          eq(vouchers.status, 'draft'),
          input.Version === undefined ? undefined : eq(vouchers.version, input.Version),
        ),
      )
      .returning({ id: vouchers.id });
    if (!gone) return false;
    await writeUserAudit(tx, ctx, {
      action: 'delete',
      entity: VOUCHER_ENTITY,
      entityId: id,
      before: { Status: 'draft' },
    });
    return true;
  });
  if (!deleted) throw conflict(STALE_VOUCHER_MESSAGE);
};
