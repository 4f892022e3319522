import { foreignKey, integer, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';
import { noticesTable } from './entities.schema.js';
import { users } from './identity.schema.js';

/**
 * Which user put away which notice ('Got it' after sign-in): a notice shows until then. The user
 * key points at users, not at a membership, as notifications do: a platform administrator acting
 * for a company sees its notices too. A deleted notice takes its dismissals with it.
 */
export const noticeReads = pgTable(
  'notice_reads',
  {
    companyId: integer('company_id').notNull(),
    noticeId: integer('notice_id').notNull(),
    userId: integer('user_id').notNull(),
    dismissedAt: timestamp('dismissed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Also the index of "this user's dismissals in this company": the active list reads it that way.
    primaryKey({ columns: [t.companyId, t.userId, t.noticeId] }),
    foreignKey({
      name: 'notice_reads_notice_fk',
      columns: [t.companyId, t.noticeId],
      foreignColumns: [noticesTable.companyId, noticesTable.id],
    }).onDelete('cascade'),
    foreignKey({ name: 'notice_reads_user_fk', columns: [t.userId], foreignColumns: [users.id] }),
  ],
);
