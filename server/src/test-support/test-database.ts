import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { type DatabaseHandle, openPglite, openPostgres } from '../db/database.js';
import { SerialQueryGuard } from './serial-query-guard.js';

/** Where the integration suite's template lives: a PGlite dump file or a PostgreSQL template database. */
export type TemplateRef =
  | { kind: 'pglite'; dumpFile: string }
  | { kind: 'postgres'; adminUrl: string; template: string };

const withDatabase = (url: string, name: string): string => {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
};

const adminQuery = async (adminUrl: string, statement: string): Promise<void> => {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
};

const INSUFFICIENT_PRIVILEGE = '42501';
const DROP_ATTEMPTS = 20;

/**
 * `with (force)` cannot end an autovacuum worker that happens to be on the database when the test
 * role is not a superuser (as in CI); the worker is done within moments, so the drop is retried.
 */
const dropDatabase = async (adminUrl: string, name: string): Promise<void> => {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await adminQuery(adminUrl, `drop database if exists ${name} with (force)`);
      return;
    } catch (error) {
      const code = error instanceof pg.DatabaseError ? error.code : undefined;
      if (code !== INSUFFICIENT_PRIVILEGE || attempt >= DROP_ATTEMPTS) throw error;
      await sleep(250);
    }
  }
};

export interface TestDatabaseHandle extends DatabaseHandle {
  /**
   * Another handle on the same database, as a second server process would have: PostgreSQL, its
   * own pool and LISTEN connection; PGlite (one process by nature), the same client shared.
   * Close it before this one.
   */
  openSecond: () => Promise<DatabaseHandle>;
}

/** A fresh database per test file, copied from the template: no initdb or migrations per file. */
export const openTestDatabase = async (template: TemplateRef): Promise<TestDatabaseHandle> => {
  if (template.kind === 'pglite') {
    const dump = await readFile(template.dumpFile);
    const handle = await openPglite({ loadDataDir: new Blob([dump]) });
    return { ...handle, openSecond: async () => ({ ...handle, close: async () => undefined }) };
  }
  const name = `bo_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(template.adminUrl, `create database ${name} template ${template.template}`);
  const url = withDatabase(template.adminUrl, name);
  const guard = new SerialQueryGuard();
  const handle = await openPostgres(url, 4, guard.watch);
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await dropDatabase(template.adminUrl, name);
      guard.assertNoOverlap();
    },
    openSecond: () => openPostgres(url, 2, guard.watch),
  };
};

export { adminQuery, withDatabase };
