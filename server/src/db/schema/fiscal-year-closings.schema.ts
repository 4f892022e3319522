import {
  bigint,
  foreignKey,
  integer,
  pgTable,
  primaryKey,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { companies } from './companies.schema.js';
import { fiscalYearsTable, ledgersTable } from './entities.schema.js';
import { users } from './identity.schema.js';

/**
 * A closed fiscal year: its balance sheet ledgers were carried into the next year's opening
 * balances and its profit or loss into the capital or reserve ledger named here. The row is the
 * close; reopening deletes it with the openings it carried (the audit trail keeps both moves).
 */
export const fiscalYearClosings = pgTable(
  'fiscal_year_closings',
  {
    companyId: integer('company_id').notNull(),
    fiscalYearId: integer('fiscal_year_id').notNull(),
    nextFiscalYearId: integer('next_fiscal_year_id').notNull(),
    capitalLedgerId: integer('capital_ledger_id').notNull(),
    /** The year's profit in paisa (a loss is negative), as carried to the capital ledger. */
    profit: bigint('profit', { mode: 'number' }).notNull(),
    /** How many opening balances the close wrote into the next year. */
    openingCount: integer('opening_count').notNull(),
    closedAt: timestamp('closed_at', { withTimezone: true }).notNull().defaultNow(),
    closedBy: integer('closed_by'),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.fiscalYearId] }),
    foreignKey({ columns: [t.companyId], foreignColumns: [companies.id] }),
    foreignKey({
      name: 'fiscal_year_closings_year_fk',
      columns: [t.companyId, t.fiscalYearId],
      foreignColumns: [fiscalYearsTable.companyId, fiscalYearsTable.id],
    }),
    foreignKey({
      name: 'fiscal_year_closings_next_year_fk',
      columns: [t.companyId, t.nextFiscalYearId],
      foreignColumns: [fiscalYearsTable.companyId, fiscalYearsTable.id],
    }),
    foreignKey({
      name: 'fiscal_year_closings_capital_fk',
      columns: [t.companyId, t.capitalLedgerId],
      foreignColumns: [ledgersTable.companyId, ledgersTable.id],
    }),
    foreignKey({
      name: 'fiscal_year_closings_closed_by_fk',
      columns: [t.closedBy],
      foreignColumns: [users.id],
    }),
    uniqueIndex('fiscal_year_closings_next_key').on(t.companyId, t.nextFiscalYearId),
  ],
);
