import { foreignKey, integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { companies } from './companies.schema.js';

/**
 * The last number given per company and year (SO-2026-000042, BP-2026-000007): a row lock on it
 * serialises concurrent creations, and a rolled-back creation gives its number back, so numbers have
 * no gaps.
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
