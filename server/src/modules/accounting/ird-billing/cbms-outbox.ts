import type { VoucherType } from '@backoffice/shared/accounting/voucher';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../../db/database.js';
import { cbmsOutbox, cbmsSettings } from '../../../db/schema/index.js';
import { conflict } from '../../../http/api-error.js';
import type { BooksActor } from '../vouchers/voucher-poster.js';
import { loadCbmsDocument } from './cbms-document.js';
import { cbmsPayload } from './cbms-payload.js';

/** NOTIFY channel that wakes the senders of every server process; delivered only when the posting commits. */
export const CBMS_WAKE_CHANNEL = 'cbms_outbox';
/** What a wake-up asks for: the realtime rows due, or every row due (a resend). */
export type CbmsWake = 'realtime' | 'all';

/** Marks a row a sender holds right now (its claim's lease has not run out). */
export const CBMS_SENDING = 'sending';

export const wakeCbmsSenders = async (tx: Database, wake: CbmsWake): Promise<void> => {
  await tx.execute(sql`select pg_notify(${CBMS_WAKE_CHANNEL}, ${wake})`);
};

/** Makes the company's rows that `which` picks due now, and wakes the senders when the transaction commits. */
export const makeDueNow = async (
  tx: Database,
  companyId: number,
  now: Date,
  which: SQL | undefined,
  wake: CbmsWake,
): Promise<void> => {
  await tx
    .update(cbmsOutbox)
    .set({ status: 'pending', nextAttemptAt: now })
    .where(and(eq(cbmsOutbox.companyId, companyId), which));
  await wakeCbmsSenders(tx, wake);
};

const TOLD_TYPES: ReadonlySet<VoucherType> = new Set(['sales', 'creditNote']);

/**
 * Called by the poster for every voucher entering the books, in its transaction: a sales invoice or
 * credit note of a company whose IRD billing is on is queued with its body fixed now, so a rolled
 * back posting queues nothing. Realtime senders are woken when the transaction commits.
 */
export const queueIrdDocument = async (
  tx: Database,
  actor: BooksActor,
  voucherId: number,
  type: VoucherType,
): Promise<void> => {
  if (!TOLD_TYPES.has(type)) return;
  const [settings] = await tx
    .select({ enabled: cbmsSettings.enabled, mode: cbmsSettings.mode })
    .from(cbmsSettings)
    .where(eq(cbmsSettings.companyId, actor.companyId));
  if (!settings?.enabled) return;
  const isRealtime = settings.mode === 'realtime';
  const document = await loadCbmsDocument(tx, actor.companyId, actor.log, voucherId, {
    isRealtime,
    at: actor.now,
  });
  if (!document) return;
  await tx
    .insert(cbmsOutbox)
    .values({
      companyId: actor.companyId,
      voucherId,
      kind: document.kind,
      payload: cbmsPayload(document),
      isRealtime,
      nextAttemptAt: actor.now,
      createdAt: actor.now,
    })
    .onConflictDoNothing();
  if (isRealtime) await wakeCbmsSenders(tx, 'realtime');
};

/**
 * Called when a voucher is being cancelled, in the cancellation's transaction. An invoice the IRD
 * has is corrected by a credit note only (409); one being sent this moment waits for its answer
 * (409, try again); one not sent yet is withdrawn and never goes.
 */
export const withdrawIrdDocument = async (tx: Database, companyId: number, voucherId: number, now: Date) => {
  const [row] = await tx
    .select({
      status: cbmsOutbox.status,
      kind: cbmsOutbox.kind,
      lastAnswer: cbmsOutbox.lastAnswer,
      nextAttemptAt: cbmsOutbox.nextAttemptAt,
    })
    .from(cbmsOutbox)
    .where(and(eq(cbmsOutbox.companyId, companyId), eq(cbmsOutbox.voucherId, voucherId)))
    .for('update');
  if (!row || row.status === 'withdrawn') return;
  if (row.status === 'synced')
    throw conflict(
      row.kind === 'bill'
        ? "This invoice is in the IRD's billing system; issue a credit note instead."
        : "This credit note is in the IRD's billing system; it cannot be cancelled.",
    );
  if (row.lastAnswer === CBMS_SENDING && row.nextAttemptAt > now)
    throw conflict(
      "This document is being sent to the IRD's billing system right now; try again in a minute.",
    );
  await tx
    .update(cbmsOutbox)
    .set({ status: 'withdrawn' })
    .where(and(eq(cbmsOutbox.companyId, companyId), eq(cbmsOutbox.voucherId, voucherId)));
};
