import { existsSync } from 'node:fs';
import { readFile, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { openPglite } from '../database.js';
import { lockDataFolder } from './data-folder-lock.js';
import { EMBEDDED_DATABASE_FOLDER } from './open-data-folder.js';

export interface RestoreResult {
  databaseDir: string;
  /** Where the database that was there before now is (null when there was none). */
  keptAside: string | null;
  tables: number;
}

const stamp = (at: Date) => at.toISOString().replace(/[:.]/g, '-');

/**
 * Reads every row of every table of the restored copy (a count reads each data page, and PostgreSQL
 * checks each page it reads), and the migrations journal, which only a Back Office database has.
 * Tables are taken from the copy itself: a backup from an older version, which the server migrates
 * when it starts, is as good as a current one.
 */
const checkRestoredCopy = async (client: PGlite): Promise<number> => {
  await client.query('select count(*) from drizzle.__drizzle_migrations');
  const tables = await client.query<{ name: string }>(
    "select format('%I.%I', schemaname, tablename) as name from pg_tables where schemaname = 'public'",
  );
  // The names come from the catalogue, quoted by format('%I').
  for (const { name } of tables.rows) await client.query(`select count(*) from ${name}`);
  return tables.rows.length;
};

/**
 * Replaces the data folder's embedded database with a backup. Refuses while any process holds the
 * folder (a running server would go on with the old files). The backup is opened and read into a
 * new folder first; only then is the current database renamed aside (never deleted) and the new one
 * put in its place, so a bad backup leaves everything as it was.
 */
export const restoreDataFolder = async (
  dataDir: string,
  file: string,
  now = new Date(),
): Promise<RestoreResult> => {
  const dump = await readFile(file).catch((cause: unknown) => {
    throw new Error(`The backup ${file} cannot be read: ${cause instanceof Error ? cause.message : cause}`);
  });
  const lock = await lockDataFolder(dataDir, 'restore');
  try {
    const root = lock.address.dataDir;
    const databaseDir = join(root, EMBEDDED_DATABASE_FOLDER);
    const staging = join(root, `${EMBEDDED_DATABASE_FOLDER}.restoring-${stamp(now)}`);
    let tables: number;
    try {
      const handle = await openPglite({ dataDir: staging, loadDataDir: new Blob([dump]) });
      try {
        tables = await checkRestoredCopy(handle.client);
      } finally {
        await handle.close();
      }
    } catch (error) {
      await rm(staging, { recursive: true, force: true });
      const cause = error instanceof Error ? error.message : String(error);
      throw new Error(`${file} is not a backup that opens (${cause}). Nothing in ${root} was changed.`);
    }
    const keptAside = existsSync(databaseDir)
      ? join(root, `${EMBEDDED_DATABASE_FOLDER}.before-restore-${stamp(now)}`)
      : null;
    if (keptAside) await rename(databaseDir, keptAside);
    await rename(staging, databaseDir);
    return { databaseDir, keptAside, tables };
  } finally {
    await lock.release();
  }
};
