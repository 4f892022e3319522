import type { PushSubscriptionItem } from '@backoffice/shared/notifications/push-api.types';
import { and, desc, eq, ne, notInArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { pushSubscriptions } from '../../db/schema/index.js';
import type { UserContext } from '../../http/request-context.js';

/**
 * A person has a few browsers; a subscribe that would keep more drops the least recently used, so
 * a client looping subscribe with made-up endpoints cannot grow the table or every push's work.
 */
export const PUSH_SUBSCRIPTIONS_PER_USER = 10;

export interface NewPushSubscription {
  endpoint: string;
  p256dh: string;
  auth: string;
  expirationTime: Date | null;
}

/** Keeps the subscription just saved and the most recently used others, up to the cap. */
const dropLeastUsed = async (tx: Database, ctx: UserContext, savedId: number): Promise<void> => {
  const mine = and(
    eq(pushSubscriptions.companyId, ctx.companyId),
    eq(pushSubscriptions.userId, ctx.user.userId),
  );
  // greatest() skips a null: a subscription never delivered to counts from when it was made.
  const lastUsed = sql`greatest(${pushSubscriptions.createdAt}, ${pushSubscriptions.lastSuccessAt})`;
  const kept = await tx
    .select({ id: pushSubscriptions.id })
    .from(pushSubscriptions)
    .where(and(mine, ne(pushSubscriptions.id, savedId)))
    .orderBy(desc(lastUsed), desc(pushSubscriptions.id))
    .limit(PUSH_SUBSCRIPTIONS_PER_USER - 1);
  await tx
    .delete(pushSubscriptions)
    .where(and(mine, notInArray(pushSubscriptions.id, [savedId, ...kept.map(({ id }) => id)])));
};

/**
 * Saves the browser's subscription for the caller in the company: the same endpoint again updates
 * its keys (a browser renews them) and clears its failures. The endpoint is a secret only that
 * browser holds, so the same endpoint under another user means the browser changed hands without
 * a sign-out: the other user's rows go, or their pushes would show on this user's screen. Beyond
 * PUSH_SUBSCRIPTIONS_PER_USER in the company, the ones least recently used (or made) go.
 */
export const savePushSubscription = async (
  ctx: UserContext,
  input: NewPushSubscription,
): Promise<PushSubscriptionItem> =>
  ctx.deps.db.transaction(async (tx) => {
    await tx
      .delete(pushSubscriptions)
      .where(
        and(eq(pushSubscriptions.endpoint, input.endpoint), ne(pushSubscriptions.userId, ctx.user.userId)),
      );
    const [row] = await tx
      .insert(pushSubscriptions)
      .values({
        companyId: ctx.companyId,
        userId: ctx.user.userId,
        endpoint: input.endpoint,
        p256dh: input.p256dh,
        auth: input.auth,
        expirationTime: input.expirationTime,
        createdAt: ctx.now,
      })
      .onConflictDoUpdate({
        target: [pushSubscriptions.companyId, pushSubscriptions.userId, pushSubscriptions.endpoint],
        set: {
          p256dh: input.p256dh,
          auth: input.auth,
          expirationTime: input.expirationTime,
          failureCount: 0,
        },
      })
      .returning();
    if (!row) throw new Error('The push subscription was not saved');
    await dropLeastUsed(tx, ctx, row.id);
    return {
      Id: row.id,
      EndPoint: row.endpoint,
      ExpirationTime: row.expirationTime ? row.expirationTime.getTime() : null,
      CreatedAt: row.createdAt.toISOString(),
    };
  });

/**
 * Removes the caller's subscription for this endpoint: in every company, since signing out or
 * turning pushes off in a browser means none of this user's pushes should reach it. Only the
 * caller's own rows: another user's endpoint is untouched (and the answer does not say it exists).
 */
export const removePushSubscription = async (ctx: UserContext, endpoint: string): Promise<number> => {
  const removed = await ctx.deps.db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, ctx.user.userId), eq(pushSubscriptions.endpoint, endpoint)))
    .returning({ id: pushSubscriptions.id });
  return removed.length;
};
