import type { UserContext } from '../../http/request-context.js';
import { createNotification } from '../notifications/notification.service.js';
import { pushDispatcherFor } from '../push-notifications/push-dispatcher.js';
import { queuePushDeliveries } from '../push-notifications/push-outbox.js';
import { pushPayload } from '../push-notifications/push-payload.js';
import { requireMember } from './tracking-access.js';

/** Where the push opens: the person's notification list, where the full message is. */
const NOTIFICATIONS_LINK = '/core/notifications';

/**
 * A notification the office marks high priority (the field app raises it above the others): to a
 * member of this company only; anyone else is 404, whether they exist elsewhere or not. It also goes
 * as an urgent web push to every browser the person subscribed in this company, so it reaches them
 * with the portal closed. Both are written in one transaction: a failure leaves neither behind.
 */
export const sendHighPriorityNotification = async (
  ctx: UserContext,
  userId: number,
  input: { Title: string; Message: string },
): Promise<number> => {
  await requireMember(ctx, userId);
  const { id, queued } = await ctx.deps.db.transaction(async (tx) => {
    const notificationId = await createNotification(tx, {
      companyId: ctx.companyId,
      userId,
      title: input.Title,
      jsonData: { Priority: 'high', Message: input.Message },
      addedOn: ctx.now,
    });
    const pushes = await queuePushDeliveries(tx, {
      companyId: ctx.companyId,
      userIds: [userId],
      payload: pushPayload({
        title: input.Title,
        body: input.Message,
        link: NOTIFICATIONS_LINK,
        // Its own tag: a later high-priority message must not replace this one on the device.
        tag: `high-priority-${ctx.companyId}-${notificationId}`,
      }),
      urgency: 'high',
      now: ctx.now,
    });
    return { id: notificationId, queued: pushes };
  });
  // After the commit: the dispatcher would otherwise wait for its next poll.
  if (queued > 0) pushDispatcherFor(ctx.deps).kick();
  return id;
};
