import {
  ACTIVATION_HISTORY_ACTIONS,
  ACTIVATION_STATUSES,
} from '@backoffice/shared/mobile-banking/activation-request-machine';
import {
  CHARGE_KINDS,
  CODE_PURPOSES,
  SMS_ADAPTERS,
  SMS_STATUSES,
} from '@backoffice/shared/mobile-banking/mobile-banking-constants';
import { sql } from 'drizzle-orm';
import {
  bigint,
  date,
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
import { users } from './identity.schema.js';
import { transitionColumns } from './transition-history.schema.js';

/**
 * A member's request for mobile banking and, once activated, their service. The member is named by
 * number and name as the core-banking adapter answered them at registration (the core may be another
 * system, so there is no foreign key to our members table). Secrets are scrypt hashes.
 */
export const mobileBankingActivationRequests = pgTable(
  'mobile_banking_activation_requests',
  {
    companyId: integer('company_id').notNull(),
    id: integer('id').notNull().generatedByDefaultAsIdentity(),
    memberNo: text('member_no').notNull(),
    memberName: text('member_name').notNull(),
    phoneNumber: text('phone_number').notNull(),
    deviceId: text('device_id'),
    status: text('status', { enum: ACTIVATION_STATUSES }).notNull().default('requested'),
    pinHash: text('pin_hash'),
    passwordHash: text('password_hash'),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    activatedAt: timestamp('activated_at', { withTimezone: true }),
    /** The last renewal, or the activation: the spec's ChargeDate. */
    chargeDate: date('charge_date', { mode: 'string' }),
    expiresOn: date('expires_on', { mode: 'string' }),
    statusChangedAt: timestamp('status_changed_at', { withTimezone: true }).notNull().defaultNow(),
    createdBy: integer('created_by'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    foreignKey({ columns: [t.companyId], foreignColumns: [companies.id] }),
    foreignKey({ name: 'mb_requests_created_by_fk', columns: [t.createdBy], foreignColumns: [users.id] }),
    // One open request per member: a second registration (even two at once) is refused by the database.
    uniqueIndex('mb_requests_open_member_key')
      .on(t.companyId, t.memberNo)
      .where(sql`status in ('requested', 'activated', 'disabled')`),
    // The renewal list: a company's activated services by expiry.
    index('mb_requests_status_expiry_idx').on(t.companyId, t.status, t.expiresOn, t.id),
    index('mb_requests_requested_idx').on(t.companyId, t.requestedAt, t.id),
  ],
);

/** Every move and every guarded action of a request: who, when, from, to, remarks and details. */
export const mobileBankingRequestTransitions = pgTable(
  'mobile_banking_request_transitions',
  {
    ...transitionColumns(ACTIVATION_HISTORY_ACTIONS, ACTIVATION_STATUSES),
    activationRequestId: integer('activation_request_id').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** What the action took besides remarks (a disable's method, a charge's id). */
    details: jsonb('details'),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    foreignKey({
      name: 'mb_transitions_request_fk',
      columns: [t.companyId, t.activationRequestId],
      foreignColumns: [mobileBankingActivationRequests.companyId, mobileBankingActivationRequests.id],
    }),
    foreignKey({ name: 'mb_transitions_by_user_fk', columns: [t.byUserId], foreignColumns: [users.id] }),
    index('mb_transitions_request_idx').on(t.companyId, t.activationRequestId, t.at, t.id),
  ],
);

/** Renewal charges and other charges, integer paisa. */
export const mobileBankingCharges = pgTable(
  'mobile_banking_charges',
  {
    companyId: integer('company_id').notNull(),
    id: integer('id').notNull().generatedByDefaultAsIdentity(),
    activationRequestId: integer('activation_request_id').notNull(),
    kind: text('kind', { enum: CHARGE_KINDS }).notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    chargeDate: date('charge_date', { mode: 'string' }).notNull(),
    /** For a renewal: the service period it pays for. */
    periodFrom: date('period_from', { mode: 'string' }),
    periodTo: date('period_to', { mode: 'string' }),
    remarks: text('remarks'),
    byUserId: integer('by_user_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    foreignKey({
      name: 'mb_charges_request_fk',
      columns: [t.companyId, t.activationRequestId],
      foreignColumns: [mobileBankingActivationRequests.companyId, mobileBankingActivationRequests.id],
    }),
    foreignKey({ name: 'mb_charges_by_user_fk', columns: [t.byUserId], foreignColumns: [users.id] }),
    index('mb_charges_request_idx').on(t.companyId, t.activationRequestId, t.chargeDate, t.id),
    // The company-wide charges list pages newest first.
    index('mb_charges_company_date_idx').on(t.companyId, t.chargeDate, t.id),
  ],
);

/**
 * One-time codes sent by SMS (activation, PIN and password reset). Only an HMAC of the code is kept,
 * keyed by the deployment secret, so the table alone does not give six digits back.
 */
export const mobileBankingCodes = pgTable(
  'mobile_banking_codes',
  {
    companyId: integer('company_id').notNull(),
    id: integer('id').notNull().generatedByDefaultAsIdentity(),
    activationRequestId: integer('activation_request_id').notNull(),
    purpose: text('purpose', { enum: CODE_PURPOSES }).notNull(),
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    /** Set when a newer code replaced it, or too many wrong tries burned it. */
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    foreignKey({
      name: 'mb_codes_request_fk',
      columns: [t.companyId, t.activationRequestId],
      foreignColumns: [mobileBankingActivationRequests.companyId, mobileBankingActivationRequests.id],
    }),
    index('mb_codes_request_idx').on(t.companyId, t.activationRequestId, t.purpose, t.id),
  ],
);

/**
 * Every SMS the module sends. With no gateway configured this table is the delivery (the office
 * reads it); with a gateway it is the record of what was sent, the code masked.
 */
export const smsOutbox = pgTable(
  'sms_outbox',
  {
    companyId: integer('company_id').notNull(),
    id: integer('id').notNull().generatedByDefaultAsIdentity(),
    phoneNumber: text('phone_number').notNull(),
    message: text('message').notNull(),
    purpose: text('purpose').notNull(),
    activationRequestId: integer('activation_request_id'),
    adapter: text('adapter', { enum: SMS_ADAPTERS }).notNull(),
    status: text('status', { enum: SMS_STATUSES }).notNull(),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    foreignKey({ columns: [t.companyId], foreignColumns: [companies.id] }),
    foreignKey({
      name: 'sms_outbox_request_fk',
      columns: [t.companyId, t.activationRequestId],
      foreignColumns: [mobileBankingActivationRequests.companyId, mobileBankingActivationRequests.id],
    }),
    index('sms_outbox_created_idx').on(
      t.companyId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
  ],
);
