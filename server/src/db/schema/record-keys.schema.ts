import { sql } from 'drizzle-orm';
import { check, foreignKey, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { companies } from './companies.schema.js';

/**
 * The last number given per company and year (beat plans' BP-2026-000007, support tickets'): a row
 * lock on it serialises concurrent creations, and a rolled-back creation gives its number back, so
 * numbers have no gaps.
 */
export const yearlyNumberSequences = (name: string) =>
  pgTable(
    name,
    {
      companyId: integer('company_id').notNull(),
      year: integer('year').notNull(),
      lastNumber: integer('last_number').notNull(),
    },
    (t) => [
      primaryKey({ columns: [t.companyId, t.year] }),
      foreignKey({ columns: [t.companyId], foreignColumns: [companies.id] }),
    ],
  );

/** The documents numbered per fiscal year: SO- orders, RT- returns, RC- receipts (payments received). */
export const FISCAL_NUMBERED_KINDS = ['order', 'return', 'receipt'] as const;

/**
 * The last number given per company, kind and fiscal year (fiscal_year: the BS year it starts in,
 * 2083 for SO-2083/84-000042). As the yearly counters: the row lock serialises concurrent creations
 * and a rolled-back creation gives its number back.
 */
export const fiscalNumberSequences = pgTable(
  'fiscal_number_sequences',
  {
    companyId: integer('company_id').notNull(),
    kind: text('kind', { enum: FISCAL_NUMBERED_KINDS }).notNull(),
    fiscalYear: integer('fiscal_year').notNull(),
    lastNumber: integer('last_number').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.kind, t.fiscalYear] }),
    foreignKey({ columns: [t.companyId], foreignColumns: [companies.id] }),
    check('fiscal_number_sequences_kind_check', sql`${t.kind} in ('order', 'return', 'receipt')`),
  ],
);
