import { foreignKey, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { companies } from './companies.schema.js';
import { users } from './identity.schema.js';

/**
 * A notification for one user in one company (the bell and /core/notifications). The user key
 * points at users, not at a membership: a platform administrator gets notifications in companies
 * they act for without belonging to them.
 */
export const notifications = pgTable(
  'notifications',
  {
    companyId: integer('company_id').notNull(),
    id: integer('id').notNull().generatedByDefaultAsIdentity(),
    userId: integer('user_id').notNull(),
    title: text('title').notNull(),
    link: text('link'),
    jsonData: jsonb('json_data'),
    addedOn: timestamp('added_on', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    foreignKey({ columns: [t.companyId], foreignColumns: [companies.id] }),
    foreignKey({ columns: [t.userId], foreignColumns: [users.id] }),
    // The bell, the list and the unread count read one user's rows in one company, newest first.
    // NULLS FIRST is what a plain `order by … desc` asks for, so the index serves it without a sort.
    index('notifications_user_added_idx').on(
      t.companyId,
      t.userId,
      t.addedOn.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
  ],
);
