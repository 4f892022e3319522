import { z } from 'zod';
import { optionalBoolean, requiredId, requiredText } from '../form-fields.js';
import { defineContract } from '../http/route-contract.js';
import { PAGE_CODES } from '../page-codes.js';
import { pageQueryShape, pageSchema } from '../paging.js';

/** One row of GET /notification/list (spec section 3: Title, Link, JsonData, AddedOn). */
export const notificationItemSchema = z.object({
  Id: z.number().int(),
  Title: z.string(),
  /** A portal route to open on click, or null when the notification only informs. */
  Link: z.string().nullable(),
  JsonData: z.json().nullable(),
  /** ISO 8601 instant; the portal shows it as minutes, hours, days, months or years ago. */
  AddedOn: z.string(),
  IsRead: z.boolean(),
});
export type NotificationItem = z.infer<typeof notificationItemSchema>;

/** GET /notification/count: the caller's unread notifications in the current company. */
export const notificationCountSchema = z.object({ TotalCount: z.number().int() });
export type NotificationCount = z.infer<typeof notificationCountSchema>;

/** POST /notification/markread and /notification/markallread: rows that went from unread to read. */
export const notificationsMarkedSchema = z.object({ Updated: z.number().int() });
export type NotificationsMarked = z.infer<typeof notificationsMarkedSchema>;

export const BROADCAST_LIMITS = { messageMax: 500 } as const;

export const BROADCAST_MESSAGES = {
  messageRequired: 'Message is required.',
  sent: 'Broadcast sent.',
} as const;

/** POST /notification/broadcast: when it left (also the audit record's id). */
export const broadcastSentSchema = z.object({ SentAt: z.string() });
export type BroadcastSent = z.infer<typeof broadcastSentSchema>;

/**
 * The caller's own notifications in the current company (no page permission: they are addressed to
 * the caller), and the Notice page's broadcast.
 */
export const notificationContracts = {
  list: defineContract({
    method: 'get',
    path: '/notification/list',
    summary:
      "The caller's notifications in the company, newest first; query searches the title, unreadOnly keeps unread ones.",
    access: 'user',
    query: z.object({
      ...pageQueryShape,
      unreadOnly: optionalBoolean('unreadOnly must be true or false').transform((value) => value ?? false),
    }),
    response: pageSchema(notificationItemSchema),
  }),
  count: defineContract({
    method: 'get',
    path: '/notification/count',
    summary:
      "How many of the caller's notifications in the company are unread (the bell's badge). At most hourly per company, it first records the notifications of events due today (renewals).",
    access: 'user',
    response: notificationCountSchema,
  }),
  markRead: defineContract({
    method: 'post',
    path: '/notification/markread',
    summary: 'Marks one of the caller’s notifications as read; another’s, or another company’s, is 404.',
    access: 'user',
    query: z.object({ id: requiredId('id must be the number of a notification') }),
    response: notificationsMarkedSchema,
  }),
  markAllRead: defineContract({
    method: 'post',
    path: '/notification/markallread',
    summary: "Marks all the caller's unread notifications in the company as read.",
    access: 'user',
    response: notificationsMarkedSchema,
  }),
  /**
   * A banner for everyone of the company who is connected now (spec section 4: BroadcastMessage,
   * shown 5 s with a sound), and a notification in the list of every active member but the sender.
   */
  broadcast: defineContract({
    method: 'post',
    path: '/notification/broadcast',
    summary:
      'Sends a BroadcastMessage to every connection of the company on the notification hub (Message, 1-500 characters).',
    access: 'user',
    permission: { page: PAGE_CODES.Notice, action: 'create' },
    body: z.object({
      Message: requiredText(BROADCAST_MESSAGES.messageRequired, BROADCAST_LIMITS.messageMax),
    }),
    response: broadcastSentSchema,
  }),
};
