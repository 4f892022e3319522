import { reverseVoucher } from '@backoffice/shared/accounting/voucher-balance';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../../db/database.js';
import { voucherLines, vouchers } from '../../../db/schema/index.js';
import { withdrawIrdDocument } from '../ird-billing/cbms-outbox.js';
import { type BooksActor, postVoucher, recordVoucherStep } from './voucher-poster.js';

export interface CancelledVoucher {
  reversalId: number;
  reversalNo: string;
}

/**
 * Cancels a posted voucher by posting its reversal (the same lines, sides swapped) on `day` or on
 * the voucher's own date when that is later, and links both. The update claims the voucher only
 * while it is posted, not itself a reversal, and at the version sent, so of two cancellations at
 * once exactly one matches; the other answers null and the caller says why (409).
 */
export const cancelPostedVoucher = async (
  tx: Database,
  actor: BooksActor,
  id: number,
  day: string,
  remarks: string,
  version?: number,
): Promise<CancelledVoucher | null> => {
  const own = and(eq(vouchers.companyId, actor.companyId), eq(vouchers.id, id));
  const [claimed] = await tx
    .update(vouchers)
    .set({
      status: 'cancelled',
      cancelledAt: actor.now,
      cancelledBy: actor.userId,
      cancelRemarks: remarks,
      version: sql`${vouchers.version} + 1`,
      updatedAt: actor.now,
      updatedBy: actor.userId,
    })
    .where(
      and(
        own,
        eq(vouchers.status, 'posted'),
        isNull(vouchers.reversalOfId),
        version === undefined ? undefined : eq(vouchers.version, version),
      ),
    )
    .returning({
      type: vouchers.voucherType,
      date: vouchers.voucherDate,
      voucherNo: vouchers.voucherNo,
      sourceKey: vouchers.sourceKey,
      sourceKind: vouchers.sourceKind,
      sourceId: vouchers.sourceId,
      branchId: vouchers.branchId,
    });
  if (!claimed) return null;
  // An invoice the IRD has stays (409); one not sent yet is withdrawn with it.
  await withdrawIrdDocument(tx, actor.companyId, id, actor.now);
  const lines = await tx
    .select()
    .from(voucherLines)
    .where(and(eq(voucherLines.companyId, actor.companyId), eq(voucherLines.voucherId, id)))
    .orderBy(asc(voucherLines.lineNo));
  const reversed = reverseVoucher({
    id,
    state: 'posted',
    lines: lines.map((line) => ({
      ledgerId: line.ledgerId,
      side: line.side,
      amount: line.amount,
      costCenterId: line.costCenterId ?? undefined,
      narration: line.narration ?? undefined,
      billRef: line.billRef ?? undefined,
    })),
  });
  if (!reversed.ok) throw new Error(reversed.message);
  // The reversal stands in the cancelled voucher's branch, so that branch's books net to nil.
  const posted = await postVoucher(
    tx,
    { ...actor, branchId: claimed.branchId },
    {
      type: claimed.type,
      date: day > claimed.date ? day : claimed.date,
      narration: `Reversal of ${claimed.voucherNo}: ${remarks}`,
      lines: reversed.reversal.lines,
      reversalOfId: id,
      source:
        claimed.sourceKey !== null && claimed.sourceKind !== null && claimed.sourceId !== null
          ? { key: `${claimed.sourceKey}:reversal`, kind: claimed.sourceKind, id: claimed.sourceId }
          : undefined,
    },
  );
  await tx.update(vouchers).set({ reversedById: posted.id }).where(own);
  await recordVoucherStep(tx, actor, id, { action: 'cancel', from: 'posted', to: 'cancelled', remarks });
  return { reversalId: posted.id, reversalNo: posted.voucherNo };
};
