import { USER_TYPES, type UserType } from '@backoffice/shared/user-types';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { companies } from './companies.schema.js';

export const USER_STATUSES = ['active', 'disabled', 'deleted'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

/** A person's identity, shared by every company the person works for. */
export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    identityId: uuid('identity_id').notNull().defaultRandom(),
    username: text('username').notNull(),
    email: text('email').notNull().default(''),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    picture: text('picture').notNull().default(''),
    passwordHash: text('password_hash'),
    isSuperAdmin: boolean('is_super_admin').notNull().default(false),
    status: text('status', { enum: USER_STATUSES }).notNull().default('active'),
    /** AES-GCM sealed with a key derived from the deployment secret; never sent to a browser. */
    totpSecret: text('totp_secret'),
    /** The last accepted TOTP time step: a code is accepted only for a later step. */
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('users_username_key').on(sql`lower(${t.username})`),
    uniqueIndex('users_identity_id_key').on(t.identityId),
  ],
);

// One list with the screens' (shared): the column's enum is the list the forms offer.
export { USER_TYPES, type UserType };

/** A user's membership of one company: the tenant check reads this on every request. */
export const companyUsers = pgTable(
  'company_users',
  {
    companyId: integer('company_id').notNull(),
    userId: integer('user_id').notNull(),
    userType: text('user_type', { enum: USER_TYPES }).notNull(),
    defaultBranchId: integer('default_branch_id'),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.userId] }),
    foreignKey({ columns: [t.companyId], foreignColumns: [companies.id] }),
    foreignKey({ columns: [t.userId], foreignColumns: [users.id] }),
    index('company_users_user_idx').on(t.userId),
  ],
);
