import { toInternalPath } from '@backoffice/shared/internal-path';
import type {
  NotificationItem,
  NotificationsMarked,
} from '@backoffice/shared/notifications/notification.contract';
import type { JsonValue } from '@backoffice/shared/notifications/notification.types';
import type { Page } from '@backoffice/shared/paging';
import { HUB_EVENTS } from '@backoffice/shared/realtime/hub-contract';
import { and, count, desc, eq, ilike, isNull, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { notifications } from '../../db/schema/index.js';
import { containsPattern, type PageRequest, pageOffset, toPage } from '../../http/page-query.js';
import { publishHubEvents } from '../../realtime/hub-events.js';

/** Whose notifications a call reads: always the signed-in user in the current company. */
export interface NotificationOwner {
  db: Database;
  companyId: number;
  userId: number;
}

export interface NewNotification {
  companyId: number;
  userId: number;
  title: string;
  link?: string | null;
  jsonData?: JsonValue | null;
  addedOn: Date;
}

/** Well inside NOTIFY's 8000 bytes once wrapped in the event, even with multibyte text. */
const PUSH_ITEM_MAX_CHARS = 2_000;

/** Rows per INSERT: far inside the database's limit on bound parameters. */
const INSERT_CHUNK = 1_000;

/**
 * Records notifications, each for one user in one company, in a few statements however many
 * there are (a notice to a whole company). Features that notify (orders, requests, tickets) call
 * this inside their own transaction when they have one, so a rolled-back change leaves no
 * notification behind. Answers the new rows' ids, in the order given.
 */
export const createNotifications = async (
  db: Database,
  inputs: readonly NewNotification[],
): Promise<number[]> => {
  for (const input of inputs) {
    // Links are followed by the portal and by widgets on other sites: only our own paths.
    if (input.link && toInternalPath(input.link) === null) {
      throw new Error(`A notification link must be a path on this server, not ${JSON.stringify(input.link)}`);
    }
  }
  const ids: number[] = [];
  for (let start = 0; start < inputs.length; start += INSERT_CHUNK) {
    const chunk = inputs.slice(start, start + INSERT_CHUNK);
    const rows = await db
      .insert(notifications)
      .values(
        chunk.map((input) => ({
          companyId: input.companyId,
          userId: input.userId,
          title: input.title,
          link: input.link ?? null,
          jsonData: input.jsonData ?? null,
          addedOn: input.addedOn,
        })),
      )
      .returning({ id: notifications.id, addedOn: notifications.addedOn });
    if (rows.length !== chunk.length) throw new Error('notifications not created');
    // The bell updates live: pushed to each user's connections when (and only if) this commits.
    await publishHubEvents(
      db,
      rows.map((row, index) => {
        const input = chunk[index] as NewNotification;
        const item: NotificationItem = {
          Id: row.id,
          Title: input.title,
          Link: input.link ?? null,
          JsonData: input.jsonData ?? null,
          AddedOn: row.addedOn.toISOString(),
          IsRead: false,
        };
        // NOTIFY takes at most 8000 bytes: a bulky JsonData stays in the list, read with the next reload.
        const pushed = JSON.stringify(item).length > PUSH_ITEM_MAX_CHARS ? { ...item, JsonData: null } : item;
        return {
          hub: 'notification' as const,
          audience: { kind: 'user' as const, companyId: input.companyId, userId: input.userId },
          target: HUB_EVENTS.notification,
          args: [pushed],
        };
      }),
    );
    ids.push(...rows.map((row) => row.id));
  }
  return ids;
};

/** One notification for one user (see createNotifications). Returns the new row's id. */
export const createNotification = async (db: Database, input: NewNotification): Promise<number> => {
  const [id] = await createNotifications(db, [input]);
  if (id === undefined) throw new Error('notification not created');
  return id;
};

const ownedBy = (owner: NotificationOwner): SQL | undefined =>
  and(eq(notifications.companyId, owner.companyId), eq(notifications.userId, owner.userId));

export const listNotifications = async (
  owner: NotificationOwner,
  filter: PageRequest & { query?: string | undefined; unreadOnly: boolean },
): Promise<Page<NotificationItem>> => {
  const where = and(
    ownedBy(owner),
    filter.unreadOnly ? isNull(notifications.readAt) : undefined,
    filter.query ? ilike(notifications.title, containsPattern(filter.query)) : undefined,
  );
  const rows = await owner.db
    .select()
    .from(notifications)
    .where(where)
    .orderBy(desc(notifications.addedOn), desc(notifications.id))
    .limit(filter.pageSize)
    .offset(pageOffset(filter));
  const [total] = await owner.db.select({ value: count() }).from(notifications).where(where);
  const items = rows.map(
    (row): NotificationItem => ({
      Id: row.id,
      Title: row.title,
      Link: row.link,
      JsonData: (row.jsonData ?? null) as JsonValue | null,
      AddedOn: row.addedOn.toISOString(),
      IsRead: row.readAt !== null,
    }),
  );
  return toPage(items, total?.value ?? 0, filter);
};

export const countUnread = async (owner: NotificationOwner): Promise<number> => {
  const [row] = await owner.db
    .select({ value: count() })
    .from(notifications)
    .where(and(ownedBy(owner), isNull(notifications.readAt)));
  return row?.value ?? 0;
};

/** Whether the notification is the owner's; reading one that is already read changes nothing. */
export const markRead = async (
  owner: NotificationOwner,
  id: number,
  now: Date,
): Promise<NotificationsMarked | null> => {
  const mine = and(ownedBy(owner), eq(notifications.id, id));
  const updated = await owner.db
    .update(notifications)
    .set({ readAt: now })
    .where(and(mine, isNull(notifications.readAt)))
    .returning({ id: notifications.id });
  if (updated.length > 0) return { Updated: updated.length };
  const [existing] = await owner.db.select({ id: notifications.id }).from(notifications).where(mine);
  return existing ? { Updated: 0 } : null;
};

export const markAllRead = async (owner: NotificationOwner, now: Date): Promise<NotificationsMarked> => {
  const updated = await owner.db
    .update(notifications)
    .set({ readAt: now })
    .where(and(ownedBy(owner), isNull(notifications.readAt)))
    .returning({ id: notifications.id });
  return { Updated: updated.length };
};
