import {
  PAGE_NOTIFICATION_SETUP,
  PAGE_NOTIFICATION_TEMPLATE,
} from '@backoffice/shared/entities/administration/page-notification.entity';
import type { JsonValue } from '@backoffice/shared/notifications/notification.types';
import type { PageCode } from '@backoffice/shared/page-codes';
import { personName } from '@backoffice/shared/text/person-name';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { usersWhoMayView } from '../../auth/permissions.js';
import type { Database } from '../../db/database.js';
import { users } from '../../db/schema/index.js';
import { entityTable } from '../../entities/entity-table.js';
import { queuePushDeliveries } from '../push-notifications/push-outbox.js';
import { pushPayload } from '../push-notifications/push-payload.js';
import { createNotifications } from './notification.service.js';
import { type RecipientSpec, resolveRecipients } from './notification-recipients.js';
import { clipText, oneLine, renderTemplate } from './notification-template.js';

/** The events a notification setup may name (its Event options). */
export type NotificationEvent = (typeof PAGE_NOTIFICATION_SETUP.fields.Event.options)[number]['value'];

const TITLE_MAX = 300;
const BODY_MAX = 1_000;

export interface EventScope {
  companyId: number;
  now: Date;
  /** Who caused the event: named by {{ActorName}}, and never notified of their own action. */
  actor?: { userId: number; name: string } | null;
}

export interface EventNotice {
  event: NotificationEvent;
  /** The page the event belongs to: setups are chosen by it (an order's is PAGE_CODES.Order). */
  pageCode: PageCode;
  record: { id: number | string; name: string };
  /** The event's own placeholders ({{PartyName}}, {{Count}}); the standard ones are added. */
  values?: Readonly<Record<string, string>>;
  /** A path on this server the notification opens, or null. */
  link: string | null;
  /** The title when the company has no active setup for the event. */
  defaultTitle: string;
  /**
   * The event's own people: whom a setup's "Notify the people of the record" means, and whom the
   * event tells when the company has no active setup for it.
   */
  audience: RecipientSpec;
  /** No one is told when the company has no active setup for the event (a record merely saved). */
  silentWithoutSetup?: boolean;
  /**
   * The link opens a screen of the event's page: a recipient who may not view that page gets the
   * notification without it (a leave's employee is told of the decision, not sent to a 403 page).
   */
  linkNeedsView?: boolean;
  /** Users already told of this event another way (the support desk's own notice): not told twice. */
  except?: readonly number[];
}

interface Setup {
  id: number;
  push: boolean;
  subject: string;
  body: string;
  spec: RecipientSpec;
}

const setupColumn = entityTable(PAGE_NOTIFICATION_SETUP);
const templateColumn = entityTable(PAGE_NOTIFICATION_TEMPLATE);
/**
 * Template channels that become an in-app notification; a web push template also goes to the
 * person's subscribed browsers. SMS and email have no sender for events.
 */
const IN_APP_CHANNELS: (typeof templateColumn.$inferSelect)['Channel'][] = ['inApp', 'push'];

/** The company's active setups for the page and event whose template is delivered in the app. */
const activeSetups = async (db: Database, companyId: number, notice: EventNotice): Promise<Setup[]> => {
  const rows = await db
    .select({
      id: setupColumn.id,
      subject: templateColumn.Subject,
      body: templateColumn.Body,
      channel: templateColumn.Channel,
      notifyCreator: setupColumn.NotifyCreator,
      notifyAdmins: setupColumn.NotifyAdmins,
      notifyCompany: setupColumn.NotifyCompany,
      userId: setupColumn.RecipientUserId,
      roleId: setupColumn.RecipientRoleId,
    })
    .from(entityTable(PAGE_NOTIFICATION_SETUP))
    .innerJoin(
      entityTable(PAGE_NOTIFICATION_TEMPLATE),
      and(eq(templateColumn.companyId, setupColumn.companyId), eq(templateColumn.id, setupColumn.TemplateId)),
    )
    .where(
      and(
        eq(setupColumn.companyId, companyId),
        eq(setupColumn.PageCode, String(notice.pageCode)),
        eq(setupColumn.Event, notice.event),
        eq(setupColumn.IsActive, true),
        inArray(templateColumn.Channel, IN_APP_CHANNELS),
      ),
    )
    .orderBy(asc(setupColumn.id));
  return rows.map((row) => {
    const people = row.notifyCreator === true ? notice.audience : {};
    return {
      id: Number(row.id),
      push: row.channel === 'push',
      subject: String(row.subject),
      body: String(row.body),
      spec: {
        userIds: [...(people.userIds ?? []), typeof row.userId === 'number' ? row.userId : null],
        roleIds: [...(people.roleIds ?? []), ...(typeof row.roleId === 'number' ? [row.roleId] : [])],
        admins: people.admins === true || row.notifyAdmins === true,
        company: people.company === true || row.notifyCompany === true,
      },
    };
  });
};

/** How {{UserName}} names a recipient: their full name, else their user name. */
const namesOf = async (db: Database, ids: readonly number[]): Promise<Map<number, string>> => {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, username: users.username, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(inArray(users.id, [...ids]));
  return new Map(
    rows.map(
      (row) =>
        [
          row.id,
          personName({ FirstName: row.firstName, LastName: row.lastName, UserName: row.username }),
        ] as const,
    ),
  );
};

/**
 * Tells the people an event concerns, in the caller's transaction (a rolled-back event leaves no
 * notification). With active setups for the company, page and event, each setup's template is
 * rendered for its recipients (users, role holders, administrators, the whole company, the
 * event's own people); a user named by several setups is told once, by the first. Without any, the
 * event's own audience gets the default title. The actor is never told of their own action.
 * Answers how many notifications were recorded.
 */
export const notifyEvent = async (db: Database, scope: EventScope, notice: EventNotice): Promise<number> => {
  const setups = await activeSetups(db, scope.companyId, notice);
  const actorId = scope.actor?.userId;
  const planned = new Map<number, Setup | null>();
  if (setups.length === 0) {
    if (notice.silentWithoutSetup === true) return 0;
    for (const id of await resolveRecipients(db, scope.companyId, notice.audience)) planned.set(id, null);
  } else {
    for (const setup of setups) {
      for (const id of await resolveRecipients(db, scope.companyId, setup.spec)) {
        if (!planned.has(id)) planned.set(id, setup);
      }
    }
  }
  if (actorId !== undefined) planned.delete(actorId);
  for (const id of notice.except ?? []) planned.delete(id);
  if (planned.size === 0) return 0;

  // The actor is named as recipients are: by their full name, else their user name.
  const names = await namesOf(db, [...planned.keys(), ...(actorId === undefined ? [] : [actorId])]);
  const standard: Record<string, string> = {
    ...notice.values,
    RecordName: notice.record.name,
    RecordId: String(notice.record.id),
    Link: notice.link ?? '',
    ActorName: (actorId === undefined ? undefined : names.get(actorId)) ?? scope.actor?.name ?? '',
  };
  const viewers =
    notice.linkNeedsView === true && notice.link !== null
      ? await usersWhoMayView(db, scope.companyId, notice.pageCode, [...planned.keys()])
      : null;
  const rendered = [...planned].map(([userId, setup]) => {
    const link = viewers === null || viewers.has(userId) ? notice.link : null;
    const values = { ...standard, Link: link ?? '', UserName: names.get(userId) ?? '' };
    const jsonData: Record<string, JsonValue> = {
      kind: 'event',
      Event: notice.event,
      PageCode: notice.pageCode,
      RecordId: notice.record.id,
    };
    const body = setup ? clipText(renderTemplate(setup.body, values).trim(), BODY_MAX) : '';
    if (setup) jsonData.Body = body;
    const title = oneLine(setup ? renderTemplate(setup.subject, values) : notice.defaultTitle, TITLE_MAX);
    return { userId, push: setup?.push === true, title, body, link, jsonData };
  });
  const ids = await createNotifications(
    db,
    rendered.map(({ userId, title, link, jsonData }) => ({
      companyId: scope.companyId,
      userId,
      title,
      link,
      jsonData,
      addedOn: scope.now,
    })),
  );
  for (const [index, message] of rendered.entries()) {
    if (!message.push) continue;
    // Each its own words (a template may name the person); sent after this transaction commits.
    await queuePushDeliveries(db, {
      companyId: scope.companyId,
      userIds: [message.userId],
      payload: pushPayload({
        title: message.title,
        body: message.body,
        link: message.link,
        tag: `event-${scope.companyId}-${ids[index] ?? 0}`,
      }),
      now: scope.now,
    });
  }
  return planned.size;
};
