import type { PushSubscriptionItem } from '@backoffice/shared/notifications/push-api.types';
import { and, eq, ne } from 'drizzle-orm';
import { pushSubscriptions } from '../../db/schema/index.js';
import type { UserContext } from '../../http/request-context.js';

export interface NewPushSubscription {
  endpoint: string;
  p256dh: string;
  auth: string;
  expirationTime: Date | null;
}

/**
 * Saves the browser's subscription for the caller in the company: the same endpoint again updates
 * its keys (a browser renews them) and clears its failures. The endpoint is a secret only that
 * browser holds, so the same endpoint under another user means the browser changed hands without
 * a sign-out: the other user's rows go, or their pushes would show on this user's screen.
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
