import {
  TICKET_ACTIONS,
  TICKET_PRIORITIES,
  TICKET_STATUSES,
  TICKET_TYPES,
} from '@backoffice/shared/support/support-ticket';
import {
  boolean,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { companies } from './companies.schema.js';
import { users } from './identity.schema.js';
import { yearlyNumberSequences } from './record-keys.schema.js';
import { transitionColumns, transitionKeys } from './transition-history.schema.js';

/** Support tickets: a company's report to the platform's support desk. */

/** A transition row's action: the filing, the issuer's edits while open, and the machine's. */
export const TICKET_HISTORY_ACTIONS = ['create', 'update', ...TICKET_ACTIONS] as const;

/** Ticket numbers ST-{year}-{serial} per company, without gaps, as order numbers. */
export const supportTicketNumberSequences = yearlyNumberSequences('support_ticket_number_sequences');

export const supportTickets = pgTable(
  'support_tickets',
  {
    companyId: integer('company_id').notNull(),
    id: integer('id').notNull().generatedByDefaultAsIdentity(),
    ticketNo: text('ticket_no').notNull(),
    ticketType: text('ticket_type', { enum: TICKET_TYPES }).notNull(),
    /**
     * The catalogue's module and page the report is about. Not foreign keys: the catalogue is
     * re-synced at start, and a ticket about a page later retired stays readable.
     */
    moduleId: integer('module_id').notNull(),
    pageCode: integer('page_code').notNull(),
    priority: text('priority', { enum: TICKET_PRIORITIES }).notNull(),
    remarks: text('remarks').notNull(),
    issuerName: text('issuer_name').notNull(),
    imagePath: text('image_path'),
    status: text('status', { enum: TICKET_STATUSES }).notNull().default('open'),
    assigneeUserId: integer('assignee_user_id'),
    statusChangedAt: timestamp('status_changed_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    createdBy: integer('created_by'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: integer('updated_by'),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    foreignKey({ columns: [t.companyId], foreignColumns: [companies.id] }),
    foreignKey({
      name: 'support_tickets_assignee_fk',
      columns: [t.assigneeUserId],
      foreignColumns: [users.id],
    }),
    foreignKey({ name: 'support_tickets_created_by_fk', columns: [t.createdBy], foreignColumns: [users.id] }),
    uniqueIndex('support_tickets_ticket_no_key').on(t.companyId, t.ticketNo),
    index('support_tickets_company_created_idx').on(t.companyId, t.createdAt),
    // The desk's list across companies: by status, newest first.
    index('support_tickets_status_created_idx').on(t.status, t.createdAt),
  ],
);

/** The conversation on a ticket between the company and the support desk. */
export const supportTicketComments = pgTable(
  'support_ticket_comments',
  {
    companyId: integer('company_id').notNull(),
    id: integer('id').notNull().generatedByDefaultAsIdentity(),
    ticketId: integer('ticket_id').notNull(),
    userId: integer('user_id'),
    /** Written by a super administrator acting as the desk, not by a member of the company. */
    fromSupportDesk: boolean('from_support_desk').notNull().default(false),
    text: text('text').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    foreignKey({
      name: 'support_ticket_comments_ticket_fk',
      columns: [t.companyId, t.ticketId],
      foreignColumns: [supportTickets.companyId, supportTickets.id],
    }).onDelete('cascade'),
    foreignKey({ name: 'support_ticket_comments_user_fk', columns: [t.userId], foreignColumns: [users.id] }),
    index('support_ticket_comments_ticket_idx').on(t.companyId, t.ticketId, t.at),
  ],
);

/** Every move of a ticket: filed, edited, assigned (to whom), started, resolved, reopened, closed. */
export const supportTicketTransitions = pgTable(
  'support_ticket_transitions',
  {
    ...transitionColumns(TICKET_HISTORY_ACTIONS, TICKET_STATUSES),
    ticketId: integer('ticket_id').notNull(),
    /** The person assigned, for an assignment. */
    assigneeUserId: integer('assignee_user_id'),
  },
  (t) =>
    transitionKeys('support_ticket_transitions', t, {
      name: 'ticket',
      column: t.ticketId,
      key: [supportTickets.companyId, supportTickets.id],
    }),
);
