import {
  BROADCAST_MESSAGES,
  notificationContracts,
} from '@backoffice/shared/notifications/notification.contract';
import { PAGE_CODES } from '@backoffice/shared/page-codes';
import { type BroadcastMessagePayload, HUB_EVENTS } from '@backoffice/shared/realtime/hub-contract';
import { writeUserAudit } from '../../audit/audit-log.js';
import type { Database } from '../../db/database.js';
import { personNameOf } from '../../entities/person-name.js';
import { implementRoute } from '../../http/define-route.js';
import { publishHubEvent } from '../../realtime/hub-events.js';
import { oneLine } from './notification-template.js';
import { notifyEvent } from './notify-event.js';

/** How much of the message names the broadcast in a template's {{RecordName}}. */
const RECORD_NAME_MAX = 80;

/**
 * A banner for everyone of the company who is connected now (spec section 4: BroadcastMessage,
 * shown 5 s with a sound), and a notification in the list of every active member but the sender,
 * so that those who were away read it later (the 'broadcast' setups of the Notice page may word
 * it and choose other recipients). The audit log keeps who said what.
 */
export const notificationBroadcastRoutes = [
  implementRoute(notificationContracts.broadcast, {
    handler: async (ctx, { body }) => {
      // The banner and the notification name the sender as people are named: by their full name.
      const sentBy = await personNameOf(ctx.deps.db, ctx.user.userId);
      const payload: BroadcastMessagePayload = {
        message: body.Message,
        SentBy: sentBy,
        SentAt: ctx.now.toISOString(),
      };
      // One transaction: the broadcast leaves (on commit) only with its audit record.
      await ctx.deps.db.transaction(async (tx) => {
        await writeUserAudit(tx as Database, ctx, {
          action: 'broadcast',
          entity: 'Notice',
          entityId: payload.SentAt,
          after: { Message: payload.message },
        });
        await notifyEvent(
          tx as Database,
          {
            companyId: ctx.companyId,
            now: ctx.now,
            actor: { userId: ctx.user.userId, name: ctx.user.username },
          },
          {
            event: 'broadcast',
            pageCode: PAGE_CODES.Notice,
            record: { id: payload.SentAt, name: oneLine(payload.message, RECORD_NAME_MAX) },
            values: { Message: payload.message, SentBy: sentBy },
            link: null,
            defaultTitle: `${sentBy}: ${payload.message}`,
            audience: { company: true },
          },
        );
        await publishHubEvent(tx as Database, {
          hub: 'notification',
          audience: { kind: 'company', companyId: ctx.companyId },
          target: HUB_EVENTS.broadcastMessage,
          args: [payload],
        });
      });
      return { message: BROADCAST_MESSAGES.sent, data: { SentAt: payload.SentAt } };
    },
  }),
];
