import type { PushPayload } from '@backoffice/shared/notifications/push-message';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { pushDeliveries, pushSubscriptions } from '../../db/schema/index.js';
import type { PushUrgency } from './push-sender.js';

/**
 * Any fixed number, shared by the outbox and the dispatcher: a transaction that queues pushes holds
 * it shared until it ends, and the dispatcher takes it exclusively before it looks, so it looks
 * only once those transactions have committed (or rolled back).
 */
export const PUSH_OUTBOX_LOCK = 7_240_210;

export interface QueuedPush {
  companyId: number;
  userIds: readonly number[];
  payload: PushPayload;
  urgency?: PushUrgency;
  /** The page-210 record this push belongs to, for its delivery list; null for other pushes. */
  pushNotificationId?: number | null;
  now: Date;
}

/** The database's limit on bound parameters is far away, but a company's audience can be large. */
const USER_CHUNK = 1_000;

/**
 * Queues the message for every subscription of these users in the company, inside the caller's
 * transaction: a rolled-back change pushes nothing. The dispatcher sends once it commits (kick it
 * after the transaction). Answers how many deliveries were queued.
 */
export const queuePushDeliveries = async (tx: Database, push: QueuedPush): Promise<number> => {
  if (push.userIds.length === 0) return 0;
  await tx.execute(sql`select pg_advisory_xact_lock_shared(${PUSH_OUTBOX_LOCK})`);
  let queued = 0;
  for (let start = 0; start < push.userIds.length; start += USER_CHUNK) {
    const userIds = push.userIds.slice(start, start + USER_CHUNK);
    const targets = await tx
      .select({ id: pushSubscriptions.id, userId: pushSubscriptions.userId })
      .from(pushSubscriptions)
      .where(
        and(eq(pushSubscriptions.companyId, push.companyId), inArray(pushSubscriptions.userId, [...userIds])),
      );
    if (targets.length === 0) continue;
    await tx.insert(pushDeliveries).values(
      targets.map((target) => ({
        companyId: push.companyId,
        pushNotificationId: push.pushNotificationId ?? null,
        userId: target.userId,
        subscriptionId: target.id,
        payload: push.payload,
        urgency: push.urgency ?? 'normal',
        status: 'queued' as const,
        nextAttemptAt: push.now,
        createdAt: push.now,
      })),
    );
    queued += targets.length;
  }
  return queued;
};
