import { and, eq } from 'drizzle-orm';
import { companyUsers } from '../../db/schema/index.js';
import type { EntityHooks } from '../../entities/entity-hooks.js';
import { createNotifications } from '../notifications/notification.service.js';
import { oneLine } from '../notifications/notification-template.js';
import { pushDispatcherFor } from './push-dispatcher.js';
import { queuePushDeliveries } from './push-outbox.js';
import { pushPayload } from './push-payload.js';

/**
 * Sending delivers the message to every active member of the audience: an in-app notification
 * (the bell and the notification list), and a web push to each browser they subscribed in this
 * company. The pushes are queued in the action's transaction and go out once it commits.
 */
export const pushNotificationHooks: EntityHooks = {
  onAction: async (ctx, tx, action, record) => {
    if (action !== 'send') return {};
    // The declaration's `path` kind already refused anything but a path inside the portal.
    const link = typeof record.Link === 'string' && record.Link !== '' ? record.Link : null;
    const audience = String(record.Audience);
    const members = await tx
      .select({ userId: companyUsers.userId, userType: companyUsers.userType })
      .from(companyUsers)
      .where(and(eq(companyUsers.companyId, ctx.companyId), eq(companyUsers.isActive, true)));
    const recipients = members.filter((member) =>
      audience === 'all'
        ? true
        : audience === 'staff'
          ? member.userType === 'staff' || member.userType === 'admin'
          : member.userType === audience,
    );
    const title = oneLine(`${String(record.Title)}: ${String(record.Body)}`, 300);
    await createNotifications(
      tx,
      recipients.map((member) => ({
        companyId: ctx.companyId,
        userId: member.userId,
        title,
        link,
        addedOn: ctx.now,
      })),
    );
    const id = Number(record.Id);
    const queued = await queuePushDeliveries(tx, {
      companyId: ctx.companyId,
      userIds: recipients.map((member) => member.userId),
      payload: pushPayload({
        title: String(record.Title),
        body: String(record.Body),
        link,
        tag: `push-notification-${ctx.companyId}-${id}`,
      }),
      pushNotificationId: id,
      now: ctx.now,
    });
    // The dispatcher waits for this transaction to end before it looks (see PUSH_OUTBOX_LOCK).
    if (queued > 0) pushDispatcherFor(ctx.deps).kick();
    return { SentAt: ctx.now };
  },
};
