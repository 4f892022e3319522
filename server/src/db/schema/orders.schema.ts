import { ORDER_ACTIONS, ORDER_STATUSES } from '@backoffice/shared/sales/orders/order-pipeline';
import {
  bigint,
  boolean,
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
import {
  partiesTable,
  partyProductPricingsTable,
  productsTable,
  salesPersonsTable,
  unitsTable,
} from './entities.schema.js';
import { users } from './identity.schema.js';
import { transitionColumns, transitionKeys } from './transition-history.schema.js';

/** Where a line's list price came from (the price looked up when the order was saved). */
export const PRICE_SOURCES = ['party', 'product'] as const;
/** A transition row's action: the pipeline's, plus the creation of the order and the payments' settle. */
export const ORDER_HISTORY_ACTIONS = ['create', 'settle', ...ORDER_ACTIONS] as const;

/** Amounts are integer paisa; percentages numeric with two decimals, as the totals compute them. */
export const orders = pgTable(
  'orders',
  {
    companyId: integer('company_id').notNull(),
    id: integer('id').notNull().generatedByDefaultAsIdentity(),
    orderNo: text('order_no').notNull(),
    orderDate: date('order_date', { mode: 'string' }).notNull(),
    partyId: integer('party_id').notNull(),
    salesPersonId: integer('sales_person_id'),
    status: text('status', { enum: ORDER_STATUSES }).notNull().default('notConfirmed'),
    remarks: text('remarks'),
    vatRatePercent: numeric('vat_rate_percent', { precision: 5, scale: 2, mode: 'number' }).notNull(),
    /** As given: a percent, or else the amount in orderDiscountTotal was given. */
    orderDiscountPercent: numeric('order_discount_percent', { precision: 5, scale: 2, mode: 'number' }),
    grossAmount: bigint('gross_amount', { mode: 'number' }).notNull(),
    lineDiscountTotal: bigint('line_discount_total', { mode: 'number' }).notNull(),
    orderDiscountTotal: bigint('order_discount_total', { mode: 'number' }).notNull(),
    taxableAmount: bigint('taxable_amount', { mode: 'number' }).notNull(),
    vatAmount: bigint('vat_amount', { mode: 'number' }).notNull(),
    totalAmount: bigint('total_amount', { mode: 'number' }).notNull(),
    lineCount: integer('line_count').notNull(),
    deliveryUserId: integer('delivery_user_id'),
    dealerUserId: integer('dealer_user_id'),
    assignedDate: date('assigned_date', { mode: 'string' }),
    /** Raised by every change; a write names the version it read and loses (409) if it moved. */
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
      name: 'orders_party_fk',
      columns: [t.companyId, t.partyId],
      foreignColumns: [partiesTable.companyId, partiesTable.id],
    }),
    foreignKey({
      name: 'orders_sales_person_fk',
      columns: [t.companyId, t.salesPersonId],
      foreignColumns: [salesPersonsTable.companyId, salesPersonsTable.id],
    }),
    foreignKey({ name: 'orders_delivery_user_fk', columns: [t.deliveryUserId], foreignColumns: [users.id] }),
    foreignKey({ name: 'orders_dealer_user_fk', columns: [t.dealerUserId], foreignColumns: [users.id] }),
    foreignKey({ name: 'orders_created_by_fk', columns: [t.createdBy], foreignColumns: [users.id] }),
    uniqueIndex('orders_order_no_key').on(t.companyId, t.orderNo),
    // The board: each status column oldest first, read in index order (no sort).
    index('orders_status_changed_idx').on(t.companyId, t.status, t.statusChangedAt, t.id),
    index('orders_order_date_idx').on(t.companyId, t.orderDate, t.id),
    index('orders_party_idx').on(t.companyId, t.partyId),
    index('orders_sales_person_idx').on(t.companyId, t.salesPersonId),
    index('orders_delivery_idx').on(t.companyId, t.deliveryUserId, t.assignedDate),
    index('orders_dealer_idx').on(t.companyId, t.dealerUserId, t.assignedDate),
    index('orders_company_created_idx').on(t.companyId, t.createdAt),
    // The business dashboard reads these from the index alone: the month's orders by day and status,
    // and what each party's delivered, paid and completed orders add up to (receivables).
    index('orders_date_status_amount_idx').on(t.companyId, t.orderDate, t.status, t.totalAmount),
    index('orders_status_party_amount_idx').on(t.companyId, t.status, t.partyId, t.totalAmount),
  ],
);

export const orderLines = pgTable(
  'order_lines',
  {
    companyId: integer('company_id').notNull(),
    id: integer('id').notNull().generatedByDefaultAsIdentity(),
    orderId: integer('order_id').notNull(),
    /** The line's place in the order, from 1. */
    position: integer('position').notNull(),
    productId: integer('product_id').notNull(),
    /** The unit the line is sold in: the product's own unit or one of its product units (a carton). */
    unitId: integer('unit_id').notNull(),
    /**
     * The sold unit's name and base units in one as they were at the save, so the line reads and
     * values the same after its product unit is edited or removed.
     */
    unitName: text('unit_name').notNull(),
    conversionFactor: numeric('conversion_factor', { precision: 9, scale: 3, mode: 'number' }).notNull(),
    /** The product's own unit at the save: what baseQuantity counts and returns are made in. */
    baseUnitId: integer('base_unit_id').notNull(),
    /** In the sold unit (2 cartons). */
    quantity: numeric('quantity', { precision: 15, scale: 3, mode: 'number' }).notNull(),
    /** quantity × conversionFactor, exact to 0.001 (48 pieces): what stock and returns count. */
    baseQuantity: numeric('base_quantity', { precision: 20, scale: 3, mode: 'number' }).notNull(),
    /** Paisa per sold unit: the base price × conversionFactor, rounded once (or as entered). */
    unitPrice: bigint('unit_price', { mode: 'number' }).notNull(),
    /** Per sold unit too. The price looked up at the save; differs from unitPrice when a price was entered by hand. */
    listPrice: bigint('list_price', { mode: 'number' }).notNull(),
    priceSource: text('price_source', { enum: PRICE_SOURCES }).notNull(),
    partyProductPricingId: integer('party_product_pricing_id'),
    vatApplicable: boolean('vat_applicable').notNull(),
    discountPercent: numeric('discount_percent', { precision: 5, scale: 2, mode: 'number' }),
    grossAmount: bigint('gross_amount', { mode: 'number' }).notNull(),
    discountAmount: bigint('discount_amount', { mode: 'number' }).notNull(),
    orderDiscountShare: bigint('order_discount_share', { mode: 'number' }).notNull(),
    taxableAmount: bigint('taxable_amount', { mode: 'number' }).notNull(),
    vatAmount: bigint('vat_amount', { mode: 'number' }).notNull(),
    lineTotal: bigint('line_total', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    foreignKey({
      name: 'order_lines_order_fk',
      columns: [t.companyId, t.orderId],
      foreignColumns: [orders.companyId, orders.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'order_lines_product_fk',
      columns: [t.companyId, t.productId],
      foreignColumns: [productsTable.companyId, productsTable.id],
    }),
    foreignKey({
      name: 'order_lines_unit_fk',
      columns: [t.companyId, t.unitId],
      foreignColumns: [unitsTable.companyId, unitsTable.id],
    }),
    foreignKey({
      name: 'order_lines_base_unit_fk',
      columns: [t.companyId, t.baseUnitId],
      foreignColumns: [unitsTable.companyId, unitsTable.id],
    }),
    // A party price that priced an order is kept (deleting it is refused): end it with EffectiveTo.
    foreignKey({
      name: 'order_lines_pricing_fk',
      columns: [t.companyId, t.partyProductPricingId],
      foreignColumns: [partyProductPricingsTable.companyId, partyProductPricingsTable.id],
    }),
    uniqueIndex('order_lines_position_key').on(t.companyId, t.orderId, t.position),
    index('order_lines_product_idx').on(t.companyId, t.productId),
    index('order_lines_pricing_idx').on(t.companyId, t.partyProductPricingId),
  ],
);

/** Every move of an order through the pipeline: who, when, from where to where, and why. */
export const orderTransitions = pgTable(
  'order_transitions',
  { ...transitionColumns(ORDER_HISTORY_ACTIONS, ORDER_STATUSES), orderId: integer('order_id').notNull() },
  (t) =>
    transitionKeys('order_transitions', t, {
      name: 'order',
      column: t.orderId,
      key: [orders.companyId, orders.id],
    }),
);
