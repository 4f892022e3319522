import {
  boolean,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { companies } from './companies.schema.js';

/** One row per company: what the login page and header show before and after sign-in. */
export const siteInfo = pgTable('site_info', {
  companyId: integer('company_id')
    .primaryKey()
    .references(() => companies.id),
  /** A path the portal serves (/brand/…) or an uploaded file's URL; null shows no logo. */
  logoPath: text('logo_path'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Images shown by setting key, e.g. the login page's side banner (key login_1back2side). */
export const banners = pgTable(
  'banners',
  {
    companyId: integer('company_id').notNull(),
    id: integer('id').notNull().generatedByDefaultAsIdentity(),
    bannerKey: text('banner_key').notNull(),
    /** Null while an administrator has not uploaded it yet; such a banner is not shown. */
    imagePath: text('image_path'),
    /** The original's second image (e.g. a narrow-screen variant); optional. */
    imagePath1: text('image_path1'),
    sort: integer('sort').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    addedOn: timestamp('added_on', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    foreignKey({ columns: [t.companyId], foreignColumns: [companies.id] }),
    index('banners_company_key_idx').on(t.companyId, t.bannerKey, t.sort),
  ],
);
