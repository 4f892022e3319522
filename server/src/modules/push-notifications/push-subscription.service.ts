import { timingSafeEqual } from 'node:crypto';
import type { PushSubscriptionItem } from '@backoffice/shared/notifications/push.contract';
import { and, desc, eq, inArray, ne, notInArray, sql } from 'drizzle-orm';
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

/** Compared in constant time: the auth secret is what proves a caller holds the browser's subscription. */
const sameSecret = (a: string, b: string): boolean => {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
};

/**
 * Another user's rows for this endpoint go only when the caller sends the very keys they hold: a
 * browser that changed hands without a sign-out hands the new user the same subscription (endpoint,
 * public key and auth secret), so the old user's pushes stop showing on the new user's screen. An
 * endpoint alone (it travels in URLs and logs) is no proof: with other keys the others' rows stay
 * as they are and the caller's is saved beside them. Refusing instead would let whoever saw an
 * endpoint first lock its owner out; pushes sealed with keys the browser does not hold are simply
 * not shown by it.
 */
const takeOverFromOthers = async (tx: Database, ctx: UserContext, input: NewPushSubscription) => {
  const others = await tx
    .select({ id: pushSubscriptions.id, p256dh: pushSubscriptions.p256dh, auth: pushSubscriptions.auth })
    .from(pushSubscriptions)
    .where(and(eq(pushSubscriptions.endpoint, input.endpoint), ne(pushSubscriptions.userId, ctx.user.userId)))
    .for('update');
  const sameKeys = others.filter((row) => row.p256dh === input.p256dh && sameSecret(row.auth, input.auth));
  if (sameKeys.length === 0) return;
  await tx.delete(pushSubscriptions).where(
    inArray(
      pushSubscriptions.id,
      sameKeys.map(({ id }) => id),
    ),
  );
};

/**
 * Saves the browser's subscription for the caller in the company: the same endpoint again updates
 * its keys (a browser renews them) and clears its failures. The same endpoint under another user is
 * taken over only with the same keys (see takeOverFromOthers); with other keys it is left alone. Beyond
 * PUSH_SUBSCRIPTIONS_PER_USER in the company, the ones least recently used (or made) go.
 */
export const savePushSubscription = async (
  ctx: UserContext,
  input: NewPushSubscription,
): Promise<PushSubscriptionItem> =>
  ctx.deps.db.transaction(async (tx) => {
    await takeOverFromOthers(tx, ctx, input);
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
