import { notificationContracts as contracts } from '@backoffice/shared/notifications/notification.contract';
import { notFound } from '../../http/api-error.js';
import { implementRoute } from '../../http/define-route.js';
import type { UserContext } from '../../http/request-context.js';
import { runDueEventChecks } from './due-event-checks.js';
import {
  countUnread,
  listNotifications,
  markAllRead,
  markRead,
  type NotificationOwner,
} from './notification.service.js';
import { notificationBroadcastRoutes } from './notification-broadcast.routes.js';

/** Every call reads the caller's own notifications in the current company, and nobody else's. */
const ownerOf = (ctx: UserContext): NotificationOwner => ({
  db: ctx.deps.db,
  companyId: ctx.companyId,
  userId: ctx.user.userId,
});

export const NOTIFICATION_MESSAGES = {
  notFound: 'Notification not found.',
  markedRead: 'Notification marked as read.',
  allMarkedRead: 'All notifications marked as read.',
} as const;

export const notificationRoutes = [
  implementRoute(contracts.list, {
    handler: async (ctx, { query }) => ({ data: await listNotifications(ownerOf(ctx), query) }),
  }),
  implementRoute(contracts.count, {
    handler: async (ctx) => {
      // Before counting, so the first page loaded on the day already shows the day's renewals.
      await runDueEventChecks(ctx.deps, ctx.companyId, ctx.now, ctx.log);
      return { data: { TotalCount: await countUnread(ownerOf(ctx)) } };
    },
  }),
  implementRoute(contracts.markRead, {
    handler: async (ctx, { query }) => {
      const marked = await markRead(ownerOf(ctx), query.id, ctx.now);
      if (!marked) throw notFound(NOTIFICATION_MESSAGES.notFound);
      return { message: NOTIFICATION_MESSAGES.markedRead, data: marked };
    },
  }),
  implementRoute(contracts.markAllRead, {
    handler: async (ctx) => ({
      message: NOTIFICATION_MESSAGES.allMarkedRead,
      data: await markAllRead(ownerOf(ctx), ctx.now),
    }),
  }),
  ...notificationBroadcastRoutes,
];
