import { mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
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

/** Stops a LISTEN subscription. */
export type Unlisten = () => Promise<void>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  close: () => Promise<void>;
  /**
   * Calls onPayload with every NOTIFY on the channel, from any process sharing the database, until
   * the returned function is called. PGlite: in process; PostgreSQL: a dedicated connection.
   */
  listen: (channel: string, onPayload: (payload: string) => void) => Promise<Unlisten>;
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
    extensions: { pg_trgm, btree_gin, btree_gist },
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
    listen: (channel, onPayload) => client.listen(channel, onPayload),
  };
};

export const migratePgliteHandle = async (handle: DatabaseHandle): Promise<void> => {
  await migratePglite(handle.db as unknown as Parameters<typeof migratePglite>[0], {
    migrationsFolder: MIGRATIONS_FOLDER,
  });
};

export const openPostgres = async (
  url: string,
  poolSize = 10,
  /** Sees each new pooled connection (the test suite's check that a connection runs one query at a time). */
  onConnect?: (client: pg.PoolClient) => void,
): Promise<DatabaseHandle> => {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // A pool error on an idle client must not take the process down; the next query reconnects.
  pool.on('error', () => undefined);
  if (onConnect) pool.on('connect', onConnect);
  const db = drizzlePg(pool, { schema }) as unknown as Database;
  const listeners = new Set<Unlisten>();
  return {
    db,
    kind: 'postgres',
    close: async () => {
      await Promise.all([...listeners].map((stop) => stop()));
      await pool.end();
    },
    listen: async (channel, onPayload) => {
      const stop = await listenPostgres(url, channel, onPayload);
      const unlisten = async () => {
        listeners.delete(unlisten);
        await stop();
      };
      listeners.add(unlisten);
      return unlisten;
    },
  };
};

const LISTEN_RETRY_MS = { first: 250, max: 10_000 } as const;

/**
 * LISTEN needs one connection for as long as it lasts (a pooled one would be handed back). If the
 * connection drops (server restart, network), it is opened again with a growing wait; events sent
 * while it was down are lost, which the hubs accept: clients reload their lists on reconnect.
 */
const listenPostgres = async (
  url: string,
  channel: string,
  onPayload: (payload: string) => void,
): Promise<Unlisten> => {
  let stopped = false;
  let client: pg.Client | null = null;
  let retry: NodeJS.Timeout | null = null;
  let delay: number = LISTEN_RETRY_MS.first;

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (message) => {
      if (message.channel === channel && message.payload !== undefined) onPayload(message.payload);
    });
    const reopen = () => {
      if (stopped || client !== next) return;
      client = null;
      next.end().catch(() => undefined);
      retry = setTimeout(() => {
        retry = null;
        connect().catch(() => undefined);
      }, delay);
      delay = Math.min(delay * 2, LISTEN_RETRY_MS.max);
    };
    next.on('error', reopen);
    next.on('end', reopen);
    client = next;
    try {
      await next.connect();
      await next.query(`listen ${pg.escapeIdentifier(channel)}`);
      if (stopped) await next.end();
      else delay = LISTEN_RETRY_MS.first;
    } catch (error) {
      reopen();
      throw error;
    }
  };

  try {
    await connect();
  } catch (error) {
    // The first connection must work: a wrong URL is reported to the caller, not retried forever.
    stopped = true;
    if (retry) clearTimeout(retry);
    throw error;
  }
  return async () => {
    stopped = true;
    if (retry) clearTimeout(retry);
    const last = client;
    client = null;
    await last?.end().catch(() => undefined);
  };
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
