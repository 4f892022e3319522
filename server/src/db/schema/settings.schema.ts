import {
  boolean,
  foreignKey,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { companies } from './companies.schema.js';

/**
 * Per-company key/value settings. Only `is_public` ones are readable before sign-in. The sign-in
 * reads them by key (the primary key); the administration screens address them by `id`, the
 * record id of the ApplicationSetting declaration.
 */
export const applicationSettings = pgTable(
  'application_settings',
  {
    companyId: integer('company_id').notNull(),
    key: text('key').notNull(),
    value: text('value').notNull(),
    isPublic: boolean('is_public').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    id: integer('id').notNull().generatedByDefaultAsIdentity(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.key] }),
    foreignKey({ columns: [t.companyId], foreignColumns: [companies.id] }),
    uniqueIndex('application_settings_company_id_key').on(t.companyId, t.id),
  ],
);
