import { optionalBoolean, requiredId } from '@backoffice/shared/form-fields';
import { z } from 'zod';
import { notFound } from '../../http/api-error.js';
import { defineRoute } from '../../http/define-route.js';
import { pageQueryShape } from '../../http/page-query.js';
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
  defineRoute({
    method: 'get',
    path: '/notification/list',
    summary:
      "The caller's notifications in the company, newest first; query searches the title, unreadOnly keeps unread ones.",
    access: 'user',
    query: z.object({
      ...pageQueryShape,
      unreadOnly: optionalBoolean('unreadOnly must be true or false').transform((value) => value ?? false),
    }),
    handler: async (ctx, { query }) => ({ data: await listNotifications(ownerOf(ctx), query) }),
  }),
  defineRoute({
    method: 'get',
    path: '/notification/count',
    summary:
      "How many of the caller's notifications in the company are unread (the bell's badge). At most hourly per company, it first records the notifications of events due today (renewals).",
    access: 'user',
    handler: async (ctx) => {
      // Before counting, so the first page loaded on the day already shows the day's renewals.
      await runDueEventChecks(ctx.deps, ctx.companyId, ctx.now, ctx.log);
      return { data: { TotalCount: await countUnread(ownerOf(ctx)) } };
    },
  }),
  defineRoute({
    method: 'post',
    path: '/notification/markread',
    summary: 'Marks one of the caller’s notifications as read; another’s, or another company’s, is 404.',
    access: 'user',
    query: z.object({ id: requiredId('id must be the number of a notification') }),
    handler: async (ctx, { query }) => {
      const marked = await markRead(ownerOf(ctx), query.id, ctx.now);
      if (!marked) throw notFound(NOTIFICATION_MESSAGES.notFound);
      return { message: NOTIFICATION_MESSAGES.markedRead, data: marked };
    },
  }),
  defineRoute({
    method: 'post',
    path: '/notification/markallread',
    summary: "Marks all the caller's unread notifications in the company as read.",
    access: 'user',
    handler: async (ctx) => ({
      message: NOTIFICATION_MESSAGES.allMarkedRead,
      data: await markAllRead(ownerOf(ctx), ctx.now),
    }),
  }),
  ...notificationBroadcastRoutes,
];
