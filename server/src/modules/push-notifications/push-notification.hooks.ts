import { PUSH_NOTIFICATION } from '@backoffice/shared/entities/administration/push-notification.entity';
import { and, eq } from 'drizzle-orm';
import { companyUsers } from '../../db/schema/index.js';
import { registerEntityHooks } from '../../entities/entity-hooks.js';
import { createNotification } from '../notifications/notification.service.js';

/**
 * Sending delivers the message to every active member of the audience as an in-app notification
 * (the bell and the notification list); web-push delivery to subscribed browsers builds on this.
 */
registerEntityHooks(PUSH_NOTIFICATION, {
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
    for (const member of recipients) {
      await createNotification(tx, {
        companyId: ctx.companyId,
        userId: member.userId,
        title: `${String(record.Title)}: ${String(record.Body)}`.slice(0, 300),
        link,
        addedOn: ctx.now,
      });
    }
    return { SentAt: ctx.now };
  },
});
