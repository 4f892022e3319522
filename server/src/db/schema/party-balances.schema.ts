import { bigint, integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';

/**
 * Each party's running balance, kept by the database itself: triggers on orders, order_returns and
 * payments add every change as it commits (migration 0027), so no write path can forget it and the
 * dashboard's receivables read one row per party instead of the company's whole order history. The
 * terms are the party statement's (shared/sales/statements/party-balance.ts), in paisa:
 *
 *   balance = owed − returned − paid
 *
 * where `paid` is cleared payments less the charges of bounced cheques. A test compares every row
 * with the balance summed from scratch after moving records through their lives.
 */
export const partyBalances = pgTable(
  'party_balances',
  {
    companyId: integer('company_id').notNull(),
    partyId: integer('party_id').notNull(),
    /** Orders delivered, paid or completed. */
    owedAmount: bigint('owed_amount', { mode: 'number' }).notNull().default(0),
    /** How many of them are still delivered (not yet settled). */
    deliveredOrders: integer('delivered_orders').notNull().default(0),
    /** Verified returns. */
    returnedAmount: bigint('returned_amount', { mode: 'number' }).notNull().default(0),
    /** Cleared payments less bounced cheques' charges. */
    paidAmount: bigint('paid_amount', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.partyId] })],
);
