import { mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema/index.js';

export type Schema = typeof schema;
/** The one database type the code sees, whichever driver is underneath. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  close: () => Promise<void>;
}

const MIGRATIONS_FOLDER = fileURLToPath(new URL('../../drizzle', import.meta.url));
/** Any fixed number: several instances starting together take turns applying migrations. */
const MIGRATION_LOCK = 7_240_001;

export interface PgliteHandle extends DatabaseHandle {
  client: PGlite;
}

export const openPglite = async (source: { dataDir?: string; loadDataDir?: Blob }): Promise<PgliteHandle> => {
  if (source.dataDir) await mkdir(source.dataDir, { recursive: true });
  const client = await PGlite.create({
    // The extensions the migrations create (search indexes); PGlite ships them, loaded on demand.
    extensions: { pg_trgm, btree_gin },
    ...(source.dataDir ? { dataDir: source.dataDir } : {}),
    ...(source.loadDataDir ? { loadDataDir: source.loadDataDir } : {}),
  });
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  return {
    db,
    client,
    kind: 'pglite',
    close: async () => {
      await client.close();
    },
  };
};

export const migratePgliteHandle = async (handle: DatabaseHandle): Promise<void> => {
  await migratePglite(handle.db as unknown as Parameters<typeof migratePglite>[0], {
    migrationsFolder: MIGRATIONS_FOLDER,
  });
};

export const openPostgres = async (url: string, poolSize = 10): Promise<DatabaseHandle> => {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // A pool error on an idle client must not take the process down; the next query reconnects.
  pool.on('error', () => undefined);
  const db = drizzlePg(pool, { schema }) as unknown as Database;
  return { db, kind: 'postgres', close: () => pool.end() };
};

/** Migrations run on a dedicated connection holding an advisory lock. */
export const migratePostgres = async (url: string): Promise<void> => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migratePg(drizzlePg(client), { migrationsFolder: MIGRATIONS_FOLDER });
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
    await client.end();
  }
};

export const openDatabase = async (options: {
  databaseUrl?: string;
  dataDir: string;
}): Promise<DatabaseHandle> => {
  if (options.databaseUrl) {
    await migratePostgres(options.databaseUrl);
    return openPostgres(options.databaseUrl);
  }
  const handle = await openPglite({ dataDir: `${options.dataDir}/pglite` });
  await migratePgliteHandle(handle);
  return handle;
};
