import { PUSH_DELIVERY_STATUSES } from '@backoffice/shared/notifications/push-message';
import { sql } from 'drizzle-orm';
import {
  foreignKey,
  index,
  integer,
  jsonb,
  type PgColumn,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { companies } from './companies.schema.js';
import { pushNotificationsTable } from './entities.schema.js';
import { users } from './identity.schema.js';

/**
 * A browser's web-push subscription for one user in one company (the portal subscribes in the
 * company it is working in). The endpoint is the push service's URL for that browser.
 */
/** The generated table's columns are typed loosely; its key columns are there (entityTable makes them). */
const pushNotificationKey = pushNotificationsTable as unknown as { companyId: PgColumn; id: PgColumn };

export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    companyId: integer('company_id').notNull(),
    id: integer('id').notNull().generatedByDefaultAsIdentity(),
    userId: integer('user_id').notNull(),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    expirationTime: timestamp('expiration_time', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSuccessAt: timestamp('last_success_at', { withTimezone: true }),
    failureCount: integer('failure_count').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    foreignKey({ columns: [t.companyId], foreignColumns: [companies.id] }),
    foreignKey({ columns: [t.userId], foreignColumns: [users.id] }),
    // Subscribing again from the same browser updates the keys instead of adding a copy.
    uniqueIndex('push_subscriptions_user_endpoint_key').on(t.companyId, t.userId, t.endpoint),
    // A browser that changes hands: the new user's subscribe removes the old user's rows by endpoint.
    index('push_subscriptions_endpoint_idx').on(t.endpoint),
  ],
);

/**
 * The push outbox: one row per message and subscription, written in the sending transaction and
 * delivered after it commits by the push dispatcher. Also the record of who got what (page 210).
 * The subscription id has no foreign key: an expired subscription is deleted, its deliveries stay.
 */
export const pushDeliveries = pgTable(
  'push_deliveries',
  {
    companyId: integer('company_id').notNull(),
    id: integer('id').notNull().generatedByDefaultAsIdentity(),
    pushNotificationId: integer('push_notification_id'),
    userId: integer('user_id').notNull(),
    subscriptionId: integer('subscription_id').notNull(),
    payload: jsonb('payload').notNull(),
    urgency: text('urgency', { enum: ['very-low', 'low', 'normal', 'high'] })
      .notNull()
      .default('normal'),
    status: text('status', { enum: PUSH_DELIVERY_STATUSES }).notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    foreignKey({ columns: [t.companyId], foreignColumns: [companies.id] }),
    foreignKey({ columns: [t.userId], foreignColumns: [users.id] }),
    foreignKey({
      name: 'push_deliveries_notification_fk',
      columns: [t.companyId, t.pushNotificationId],
      foreignColumns: [pushNotificationKey.companyId, pushNotificationKey.id],
    }),
    // The dispatcher's only question: which queued rows are due, across companies.
    index('push_deliveries_due_idx').on(t.nextAttemptAt).where(sql`${t.status} = 'queued'`),
    index('push_deliveries_notification_idx').on(t.companyId, t.pushNotificationId, t.id),
  ],
);
