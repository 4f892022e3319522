import { foreignKey, integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { companies } from './companies.schema.js';
import type { partiesTable } from './entities.schema.js';

/**
 * The (company_id, id) key of a declared table, for composite foreign keys: the declared tables
 * type their columns loosely (they are built from data), so the key is looked up and checked here.
 */
export const declaredKey = (table: typeof partiesTable) => {
  const { companyId, id } = table;
  if (!companyId || !id) throw new Error('A declared table without its (company_id, id) key');
  return [companyId, id] as const;
};

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
