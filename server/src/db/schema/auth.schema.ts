import {
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { companies } from './companies.schema.js';
import { users } from './identity.schema.js';

export const LOGIN_KINDS = ['admin', 'dealer'] as const;
export type LoginKind = (typeof LOGIN_KINDS)[number];

/** One row per sign-in: tokens name their session, so revoking it ends the token at once. */
export const authSessions = pgTable(
  'auth_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    branchId: integer('branch_id').notNull(),
    loginKind: text('login_kind', { enum: LOGIN_KINDS }).notNull(),
    /** Whether this sign-in passed a second factor: companies that require one refuse sessions without. */
    secondFactor: boolean('second_factor').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    ipAddress: text('ip_address').notNull().default(''),
    userAgent: text('user_agent').notNull().default(''),
  },
  (t) => [index('auth_sessions_user_idx').on(t.userId)],
);

/** A sign-in waiting for its second factor. Single use, short-lived, attempts counted. */
export const authChallenges = pgTable('auth_challenges', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id),
  companyId: integer('company_id')
    .notNull()
    .references(() => companies.id),
  branchId: integer('branch_id').notNull(),
  loginKind: text('login_kind', { enum: LOGIN_KINDS }).notNull(),
  /** Sealed secret offered by the QR code, kept here until a code proves the app has it. */
  pendingSecret: text('pending_secret'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  consumedAt: timestamp('consumed_at', { withTimezone: true }),
});

/** Failure counters for lock-out, by account name and by client address. */
export const authThrottle = pgTable('auth_throttle', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull().default(0),
  lastFailureAt: timestamp('last_failure_at', { withTimezone: true }).notNull(),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
});

/** OAuth clients for the client-credentials grant; their tokens carry the anonymous scope only. */
export const oauthClients = pgTable('oauth_clients', {
  clientId: text('client_id').primaryKey(),
  name: text('name').notNull(),
  secretHash: text('secret_hash').notNull(),
  scope: text('scope', { enum: ['anonymous'] })
    .notNull()
    .default('anonymous'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
});

/** Who changed what, when, for which company: written in the same transaction as the change. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    companyId: integer('company_id'),
    actorUserId: integer('actor_user_id'),
    /** How the actor came: empty for a signed-in session, else the widget's API key and subject. */
    via: text('via').notNull().default(''),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    ipAddress: text('ip_address').notNull().default(''),
    requestId: text('request_id').notNull().default(''),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('audit_log_entity_idx').on(t.companyId, t.entity, t.entityId)],
);
