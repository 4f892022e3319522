import {
  boolean,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { companies } from './companies.schema.js';
import { vouchers } from './vouchers.schema.js';

export const CBMS_MODES = ['realtime', 'batch'] as const;
export const CBMS_KINDS = ['bill', 'billreturn'] as const;
export const CBMS_STATES = ['pending', 'synced', 'failed', 'withdrawn'] as const;

/**
 * A company's link to the IRD's billing system: the credentials the IRD issued (the password
 * sealed with the application's key, like the two-factor secrets) and when invoices go.
 */
export const cbmsSettings = pgTable(
  'cbms_settings',
  {
    companyId: integer('company_id').notNull(),
    enabled: boolean('enabled').notNull().default(false),
    mode: text('mode', { enum: CBMS_MODES }).notNull().default('realtime'),
    username: text('username').notNull().default(''),
    passwordSealed: text('password_sealed'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: integer('updated_by'),
  },
  (t) => [
    primaryKey({ columns: [t.companyId] }),
    foreignKey({ columns: [t.companyId], foreignColumns: [companies.id] }),
  ],
);

/**
 * Each sales invoice and credit note on its way to the IRD: written in the posting's transaction,
 * sent by a worker with retries and backoff, its last answer kept.
 */
export const cbmsOutbox = pgTable(
  'cbms_outbox',
  {
    companyId: integer('company_id').notNull(),
    id: integer('id').notNull().generatedByDefaultAsIdentity(),
    voucherId: integer('voucher_id').notNull(),
    kind: text('kind', { enum: CBMS_KINDS }).notNull(),
    status: text('status', { enum: CBMS_STATES }).notNull().default('pending'),
    /** The body without the credentials, fixed when the document entered the books. */
    payload: jsonb('payload').notNull(),
    isRealtime: boolean('is_realtime').notNull().default(true),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
    /** The IRD's answer code (200, 101, 102…) or the transport's failure. */
    lastAnswer: text('last_answer'),
    lastError: text('last_error'),
    syncedAt: timestamp('synced_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    foreignKey({
      name: 'cbms_outbox_voucher_fk',
      columns: [t.companyId, t.voucherId],
      foreignColumns: [vouchers.companyId, vouchers.id],
    }),
    uniqueIndex('cbms_outbox_voucher_key').on(t.companyId, t.voucherId),
    index('cbms_outbox_due_idx').on(t.status, t.nextAttemptAt),
    index('cbms_outbox_company_idx').on(t.companyId, t.status, t.createdAt),
  ],
);
