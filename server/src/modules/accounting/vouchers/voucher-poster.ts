/**
 * The books' one writer: every voucher, typed by a user or written for a sales event, goes through
 * here inside its caller's transaction. It checks what code can check (balance, period, ledgers)
 * and the database checks again at commit (migration 0030), so no path posts an unbalanced voucher.
 */

import { formatVoucherNo, type VoucherLine, type VoucherType } from '@backoffice/shared/accounting/voucher';
import type { VoucherSourceKind } from '@backoffice/shared/accounting/voucher.contract';
import { checkVoucherLines, voucherTotals } from '@backoffice/shared/accounting/voucher-balance';
import { and, eq, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Database } from '../../../db/database.js';
import {
  voucherLines,
  voucherNumberSequences,
  vouchers,
  voucherTransitions,
} from '../../../db/schema/index.js';
import { badRequest } from '../../../http/api-error.js';
import { queueIrdDocument } from '../ird-billing/cbms-outbox.js';
import { checkPostingPeriod } from './voucher-period.js';

/** Who writes to the books and when: a user's request, or the sales event's. */
export interface BooksActor {
  companyId: number;
  /** Null when the system posts on nobody's behalf (the demo's history). */
  userId: number | null;
  /** The branch the voucher is made in; none for the system's own postings. */
  branchId?: number | null | undefined;
  now: Date;
  log: Logger;
}

export interface VoucherSource {
  /** Stable per event ('order:12:invoice'): the books take one voucher per key. */
  key: string;
  kind: VoucherSourceKind;
  id: number;
}

export interface VoucherDraft {
  type: VoucherType;
  /** AD day, YYYY-MM-DD. */
  date: string;
  narration?: string | null | undefined;
  reference?: string | null | undefined;
  chequeNo?: string | null | undefined;
  chequeDate?: string | null | undefined;
  filePath?: string | null | undefined;
  lines: readonly VoucherLine[];
  source?: VoucherSource | undefined;
  /** Set on a reversal: the voucher it cancels. */
  reversalOfId?: number | undefined;
}

export interface PostedVoucher {
  id: number;
  voucherNo: string;
  /** True when the source key was posted before: nothing new was written. */
  alreadyPosted: boolean;
}

const refuseLines = (lines: readonly VoucherLine[]): void => {
  const problems = checkVoucherLines(lines);
  if (problems.length > 0)
    throw badRequest(problems[0]?.Message ?? 'The voucher does not balance.', problems);
};

const lineRows = (companyId: number, voucherId: number, date: string, lines: readonly VoucherLine[]) =>
  lines.map((line, index) => ({
    companyId,
    voucherId,
    lineNo: index + 1,
    ledgerId: line.ledgerId,
    side: line.side,
    amount: line.amount,
    costCenterId: line.costCenterId ?? null,
    narration: line.narration ?? null,
    billRef: line.billRef ?? null,
    voucherDate: date,
  }));

const draftColumns = (draft: VoucherDraft) => {
  const totals = voucherTotals(draft.lines);
  return {
    voucherType: draft.type,
    voucherDate: draft.date,
    narration: draft.narration ?? null,
    reference: draft.reference ?? null,
    chequeNo: draft.chequeNo ?? null,
    chequeDate: draft.chequeDate ?? null,
    totalAmount: totals.debit,
    lineCount: draft.lines.length,
  };
};

/**
 * Writes a draft and its lines; nothing counts until it is posted. With a source whose key is
 * already in the books, writes nothing and answers null.
 */
export const insertVoucherDraft = async (
  tx: Database,
  actor: BooksActor,
  draft: VoucherDraft,
  fiscalYear: number,
): Promise<number | null> => {
  const [row] = await tx
    .insert(vouchers)
    .values({
      companyId: actor.companyId,
      ...draftColumns(draft),
      fiscalYear,
      filePath: draft.filePath ?? null,
      sourceKey: draft.source?.key ?? null,
      sourceKind: draft.source?.kind ?? null,
      sourceId: draft.source?.id ?? null,
      reversalOfId: draft.reversalOfId ?? null,
      branchId: actor.branchId ?? null,
      createdAt: actor.now,
      createdBy: actor.userId,
      updatedAt: actor.now,
      updatedBy: actor.userId,
    })
    .onConflictDoNothing({ target: [vouchers.companyId, vouchers.sourceKey] })
    .returning({ id: vouchers.id });
  if (!row) return null;
  if (draft.lines.length > 0) {
    await tx.insert(voucherLines).values(lineRows(actor.companyId, row.id, draft.date, draft.lines));
  }
  return row.id;
};

/** Replaces a draft's fields and lines (the caller has checked it is still a draft at its version). */
export const replaceVoucherDraft = async (
  tx: Database,
  actor: BooksActor,
  id: number,
  draft: VoucherDraft,
  fiscalYear: number,
): Promise<void> => {
  await tx
    .delete(voucherLines)
    .where(and(eq(voucherLines.companyId, actor.companyId), eq(voucherLines.voucherId, id)));
  await tx
    .update(vouchers)
    .set({
      ...draftColumns(draft),
      fiscalYear,
      ...(draft.filePath === undefined ? {} : { filePath: draft.filePath }),
      version: sql`${vouchers.version} + 1`,
      updatedAt: actor.now,
      updatedBy: actor.userId,
    })
    .where(and(eq(vouchers.companyId, actor.companyId), eq(vouchers.id, id), eq(vouchers.status, 'draft')));
  if (draft.lines.length > 0) {
    await tx.insert(voucherLines).values(lineRows(actor.companyId, id, draft.date, draft.lines));
  }
};

/** The next number of a type in a fiscal year; the upsert holds the counter row until commit. */
const allocateVoucherNo = async (
  tx: Database,
  companyId: number,
  type: VoucherType,
  fiscalYear: number,
): Promise<string> => {
  const [row] = await tx
    .insert(voucherNumberSequences)
    .values({ companyId, voucherType: type, fiscalYear, lastNumber: 1 })
    .onConflictDoUpdate({
      target: [
        voucherNumberSequences.companyId,
        voucherNumberSequences.voucherType,
        voucherNumberSequences.fiscalYear,
      ],
      set: { lastNumber: sql`${voucherNumberSequences.lastNumber} + 1` },
    })
    .returning({ lastNumber: voucherNumberSequences.lastNumber });
  if (!row) throw new Error(`No ${type} voucher number was allocated`);
  return formatVoucherNo(type, fiscalYear, row.lastNumber);
};

export const recordVoucherStep = async (
  tx: Database,
  actor: BooksActor,
  voucherId: number,
  step: {
    action: 'create' | 'post' | 'cancel';
    from: 'draft' | 'posted' | 'cancelled' | null;
    to: 'draft' | 'posted' | 'cancelled';
    remarks?: string | null;
  },
): Promise<void> => {
  await tx.insert(voucherTransitions).values({
    companyId: actor.companyId,
    voucherId,
    action: step.action,
    fromStatus: step.from,
    toStatus: step.to,
    byUserId: actor.userId,
    at: actor.now,
    remarks: step.remarks ?? null,
  });
};

/**
 * Posts a draft that is known to be one (the caller matched its state): checks its lines and its
 * period, numbers it, and puts it and its lines in the books. Answers its number, or null when the
 * draft moved meanwhile (another request posted or deleted it).
 */
export const postVoucherDraft = async (
  tx: Database,
  actor: BooksActor,
  id: number,
  draft: Pick<VoucherDraft, 'type' | 'date' | 'lines'>,
  version?: number,
): Promise<string | null> => {
  refuseLines(draft.lines);
  const period = await checkPostingPeriod(tx, actor.companyId, draft.date, actor.log);
  const own = and(eq(vouchers.companyId, actor.companyId), eq(vouchers.id, id));
  // Claim the draft first, so of two posts at once one waits here and then matches nothing.
  const [claimed] = await tx
    .update(vouchers)
    .set({ updatedAt: actor.now })
    .where(
      and(
        own,
        eq(vouchers.status, 'draft'),
        version === undefined ? undefined : eq(vouchers.version, version),
      ),
    )
    .returning({ id: vouchers.id });
  if (!claimed) return null;
  const voucherNo = await allocateVoucherNo(tx, actor.companyId, draft.type, period.fiscalYear);
  await tx
    .update(voucherLines)
    // Each line takes its voucher's branch as it enters the books, where a branch's reports read it.
    .set({
      inBooks: true,
      branchId: sql`(select v.branch_id from vouchers v where v.company_id = ${actor.companyId} and v.id = ${id})`,
    })
    .where(and(eq(voucherLines.companyId, actor.companyId), eq(voucherLines.voucherId, id)));
  await tx
    .update(vouchers)
    .set({
      status: 'posted',
      voucherNo,
      fiscalYear: period.fiscalYear,
      postedAt: actor.now,
      postedBy: actor.userId,
      version: sql`${vouchers.version} + 1`,
      updatedBy: actor.userId,
    })
    .where(own);
  // Sales invoices and credit notes are queued for the IRD's billing system when it is on.
  await queueIrdDocument(tx, actor, id, draft.type);
  return voucherNo;
};

/**
 * Writes and posts a voucher at once: what the sales side and a reversal use. With a source, the
 * key posts once: a second call (a retry, or a race that lost) writes nothing and answers the
 * voucher that is there.
 */
export const postVoucher = async (
  tx: Database,
  actor: BooksActor,
  draft: VoucherDraft,
): Promise<PostedVoucher> => {
  refuseLines(draft.lines);
  const period = await checkPostingPeriod(tx, actor.companyId, draft.date, actor.log);
  const id = await insertVoucherDraft(tx, actor, draft, period.fiscalYear);
  if (id === null) {
    const [existing] = await tx
      .select({ id: vouchers.id, voucherNo: vouchers.voucherNo })
      .from(vouchers)
      .where(and(eq(vouchers.companyId, actor.companyId), eq(vouchers.sourceKey, draft.source?.key ?? '')));
    if (!existing?.voucherNo) throw new Error(`Source ${draft.source?.key} is held by a draft`);
    return { id: existing.id, voucherNo: existing.voucherNo, alreadyPosted: true };
  }
  const voucherNo = await postVoucherDraft(tx, actor, id, draft);
  if (voucherNo === null) throw new Error(`Voucher ${id} moved while it was being posted`);
  await recordVoucherStep(tx, actor, id, { action: 'create', from: null, to: 'posted' });
  return { id, voucherNo, alreadyPosted: false };
};
