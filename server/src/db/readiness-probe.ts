import { is, type SQL, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from './database.js';
import * as schema from './schema/index.js';

const TABLES: PgTable[] = Object.values<unknown>(schema).filter((value): value is PgTable =>
  is(value, PgTable),
);

/**
 * One statement that reads a row from every table of the schema: the first data page of each is
 * read (and checked by PostgreSQL), so a damaged page there or a missing table file fails it,
 * where `select 1` would answer from memory. It stops at the first row of each table, so it costs
 * about one page read per table whatever their size.
 */
const PROBE: SQL = sql`select count(*)::int as "tablesWithRows" from (${sql.join(
  TABLES.map((table) => sql`(select 1 from ${table} limit 1)`),
  sql` union all `,
)}) as probe`;

export const READINESS_TABLE_COUNT = TABLES.length;

/** Throws when the database cannot be read; see PROBE. */
export const probeDatabase = async (db: Database): Promise<void> => {
  await db.execute(PROBE);
};
