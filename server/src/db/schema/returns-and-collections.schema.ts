import {
  CHEQUE_ACTIONS,
  CHEQUE_STATUSES,
  PAYMENT_METHODS,
} from '@backoffice/shared/sales/collections/cheque-lifecycle';
import { RETURN_ACTIONS, RETURN_STATUSES } from '@backoffice/shared/sales/returns/order-return';
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  foreignKey,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { companies } from './companies.schema.js';
import { orderReturnReasonsTable, partiesTable } from './entities.schema.js';
import { users } from './identity.schema.js';
import { orderLines, orders } from './orders.schema.js';
import { transitionColumns, transitionKeys } from './transition-history.schema.js';

/** Order returns and collections (payments received from parties). Amounts are integer paisa. */

export const RETURN_HISTORY_ACTIONS = ['create', ...RETURN_ACTIONS] as const;
export const CHEQUE_HISTORY_ACTIONS = ['receive', ...CHEQUE_ACTIONS] as const;

export const orderReturns = pgTable(
  'order_returns',
  {
    companyId: integer('company_id').notNull(),
    id: integer('id').notNull().generatedByDefaultAsIdentity(),
    returnNo: text('return_no').notNull(),
    returnDate: date('return_date', { mode: 'string' }).notNull(),
    orderId: integer('order_id').notNull(),
    /** The order's party, kept here so a party's statement reads one index. */
    partyId: integer('party_id').notNull(),
    reasonId: integer('reason_id').notNull(),
    status: text('status', { enum: RETURN_STATUSES }).notNull().default('pending'),
    remarks: text('remarks'),
    filePath: text('file_path'),
    taxableAmount: bigint('taxable_amount', { mode: 'number' }).notNull(),
    vatAmount: bigint('vat_amount', { mode: 'number' }).notNull(),
    totalAmount: bigint('total_amount', { mode: 'number' }).notNull(),
    lineCount: integer('line_count').notNull(),
    /** The company's day it was verified: when it starts to count on the statement. */
    verifiedOn: date('verified_on', { mode: 'string' }),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    version: integer('version').notNull().default(1),
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
      name: 'order_returns_order_fk',
      columns: [t.companyId, t.orderId],
      foreignColumns: [orders.companyId, orders.id],
    }),
    foreignKey({
      name: 'order_returns_party_fk',
      columns: [t.companyId, t.partyId],
      foreignColumns: [partiesTable.companyId, partiesTable.id],
    }),
    foreignKey({
      name: 'order_returns_reason_fk',
      columns: [t.companyId, t.reasonId],
      foreignColumns: [orderReturnReasonsTable.companyId, orderReturnReasonsTable.id],
    }),
    foreignKey({ name: 'order_returns_created_by_fk', columns: [t.createdBy], foreignColumns: [users.id] }),
    uniqueIndex('order_returns_return_no_key').on(t.companyId, t.returnNo),
    index('order_returns_return_date_idx').on(t.companyId, t.returnDate, t.id),
    index('order_returns_order_idx').on(t.companyId, t.orderId, t.status),
    // The party's balance and statement: its verified returns by the day they count.
    index('order_returns_party_idx').on(t.companyId, t.partyId, t.status, t.verifiedOn),
    check('order_returns_total_check', sql`${t.totalAmount} >= 0`),
  ],
);

export const orderReturnLines = pgTable(
  'order_return_lines',
  {
    companyId: integer('company_id').notNull(),
    id: integer('id').notNull().generatedByDefaultAsIdentity(),
    returnId: integer('return_id').notNull(),
    orderLineId: integer('order_line_id').notNull(),
    quantity: numeric('quantity', { precision: 15, scale: 3, mode: 'number' }).notNull(),
    taxableAmount: bigint('taxable_amount', { mode: 'number' }).notNull(),
    vatAmount: bigint('vat_amount', { mode: 'number' }).notNull(),
    lineTotal: bigint('line_total', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    foreignKey({
      name: 'order_return_lines_return_fk',
      columns: [t.companyId, t.returnId],
      foreignColumns: [orderReturns.companyId, orderReturns.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'order_return_lines_order_line_fk',
      columns: [t.companyId, t.orderLineId],
      foreignColumns: [orderLines.companyId, orderLines.id],
    }),
    uniqueIndex('order_return_lines_line_key').on(t.companyId, t.returnId, t.orderLineId),
    index('order_return_lines_order_line_idx').on(t.companyId, t.orderLineId),
  ],
);

/** Every move of a return: created, verified or cancelled, by whom, when, and why. */
export const orderReturnTransitions = pgTable(
  'order_return_transitions',
  { ...transitionColumns(RETURN_HISTORY_ACTIONS, RETURN_STATUSES), returnId: integer('return_id').notNull() },
  (t) =>
    transitionKeys('order_return_transitions', t, {
      name: 'return',
      column: t.returnId,
      key: [orderReturns.companyId, orderReturns.id],
    }),
);

/** Payments received (collections). Cheque columns are set for cheques only (the check says so). */
export const payments = pgTable(
  'payments',
  {
    companyId: integer('company_id').notNull(),
    id: integer('id').notNull().generatedByDefaultAsIdentity(),
    receiptNo: text('receipt_no').notNull(),
    paymentDate: date('payment_date', { mode: 'string' }).notNull(),
    partyId: integer('party_id').notNull(),
    method: text('method', { enum: PAYMENT_METHODS }).notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    referenceNo: text('reference_no'),
    chequeNo: text('cheque_no'),
    chequeBank: text('cheque_bank'),
    chequeDate: date('cheque_date', { mode: 'string' }),
    chequeStatus: text('cheque_status', { enum: CHEQUE_STATUSES }),
    /** The company's day it started to count: the payment date, or a cheque's clearing day. */
    clearedOn: date('cleared_on', { mode: 'string' }),
    clearedAt: timestamp('cleared_at', { withTimezone: true }),
    /** Every bounce charge so far; each bounce's own is on its transition row. */
    bounceCharge: bigint('bounce_charge', { mode: 'number' }).notNull().default(0),
    /** The bank's reason on the latest bounce. */
    bounceReason: text('bounce_reason'),
    remarks: text('remarks'),
    filePath: text('file_path'),
    version: integer('version').notNull().default(1),
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
      name: 'payments_party_fk',
      columns: [t.companyId, t.partyId],
      foreignColumns: [partiesTable.companyId, partiesTable.id],
    }),
    foreignKey({ name: 'payments_created_by_fk', columns: [t.createdBy], foreignColumns: [users.id] }),
    uniqueIndex('payments_receipt_no_key').on(t.companyId, t.receiptNo),
    index('payments_payment_date_idx').on(t.companyId, t.paymentDate, t.id),
    // The party's balance and statement, and its payment list.
    index('payments_party_idx').on(t.companyId, t.partyId, t.paymentDate),
    index('payments_cheque_status_idx').on(t.companyId, t.chequeStatus, t.paymentDate),
    check('payments_amount_check', sql`${t.amount} > 0 and ${t.bounceCharge} >= 0`),
    check('payments_cheque_check', sql`(${t.method} = 'cheque') = (${t.chequeStatus} is not null)`),
  ],
);

/** The cheque's moves (received, deposited, cleared, bounced): who, when, the company's day, why. */
export const paymentTransitions = pgTable(
  'payment_transitions',
  {
    ...transitionColumns(CHEQUE_HISTORY_ACTIONS, CHEQUE_STATUSES),
    paymentId: integer('payment_id').notNull(),
    /** The company's calendar day of the move: the day a bounce charge counts. */
    day: date('day', { mode: 'string' }).notNull(),
    /** The charge this bounce added (0 or more); null for other moves. */
    charge: bigint('charge', { mode: 'number' }),
  },
  (t) =>
    transitionKeys('payment_transitions', t, {
      name: 'payment',
      column: t.paymentId,
      key: [payments.companyId, payments.id],
    }),
);

/**
 * The orders a payment names, as the payer said (amount null: what the order still owes). What
 * the payment really pays is computed from these by collection-allocation.ts, never stored.
 */
export const paymentNamedOrders = pgTable(
  'payment_named_orders',
  {
    companyId: integer('company_id').notNull(),
    paymentId: integer('payment_id').notNull(),
    orderId: integer('order_id').notNull(),
    /** The order in which the payer named them, from 1. */
    position: integer('position').notNull(),
    amount: bigint('amount', { mode: 'number' }),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.paymentId, t.orderId] }),
    foreignKey({
      name: 'payment_named_orders_payment_fk',
      columns: [t.companyId, t.paymentId],
      foreignColumns: [payments.companyId, payments.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'payment_named_orders_order_fk',
      columns: [t.companyId, t.orderId],
      foreignColumns: [orders.companyId, orders.id],
    }),
    index('payment_named_orders_order_idx').on(t.companyId, t.orderId),
  ],
);
