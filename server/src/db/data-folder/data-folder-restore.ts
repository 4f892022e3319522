import { constants, existsSync } from 'node:fs';
import { access, mkdir, readdir, readFile, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { openPglite } from '../database.js';
import {
  type RestoredItem,
  type UnpackedBackup,
  UPLOADS_FOLDER,
  unpackBackup,
} from './data-folder-archive.js';
import { lockDataFolder } from './data-folder-lock.js';
import { EMBEDDED_DATABASE_FOLDER } from './open-data-folder.js';

export interface RestoreResult {
  databaseDir: string;
  /** The folder holding what was there before (the database and the files the backup replaced); null when nothing was. */
  keptAside: string | null;
  tables: number;
  /** The data folder's files put back with the database; empty for an older, database-only backup. */
  restoredItems: RestoredItem[];
  /** How many uploaded files came back. */
  uploads: number;
  /** A backup from before archives held the files: the database only, the folder's files left as they are. */
  databaseOnly: boolean;
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

const countFiles = async (dir: string): Promise<number> =>
  (await readdir(dir, { recursive: true, withFileTypes: true })).filter((entry) => entry.isFile()).length;

/** Unpacks the backup into the staging folder and opens and reads its database there. */
const stageBackup = async (
  file: string,
  staging: string,
): Promise<{ unpacked: UnpackedBackup | null; tables: number }> => {
  const unpacked = await unpackBackup(file, staging);
  const dump = unpacked ? unpacked.databaseDump : await readFile(file);
  const handle = await openPglite({
    dataDir: join(staging, EMBEDDED_DATABASE_FOLDER),
    loadDataDir: new Blob([dump]),
  });
  try {
    return { unpacked, tables: await checkRestoredCopy(handle.client) };
  } finally {
    await handle.close();
  }
};

/**
 * Replaces the data folder's embedded database, and the files the backup holds (uploads/,
 * app-secret.key, vapid-keys.json), with the backup's. Refuses while any process holds the folder
 * (a running server would go on with the old files). The backup is unpacked, opened and read in a
 * new folder first; only then is what it replaces moved into one folder aside (never deleted) and
 * the backup's put in its place, so a bad backup leaves everything as it was. What the backup does
 * not hold (a key given by the environment, say) is left as it is.
 */
export const restoreDataFolder = async (
  dataDir: string,
  file: string,
  now = new Date(),
): Promise<RestoreResult> => {
  await access(file, constants.R_OK).catch((cause: unknown) => {
    throw new Error(`The backup ${file} cannot be read: ${cause instanceof Error ? cause.message : cause}`);
  });
  const lock = await lockDataFolder(dataDir, 'restore');
  try {
    const root = lock.address.dataDir;
    const staging = join(root, `restoring-${stamp(now)}`);
    let staged: Awaited<ReturnType<typeof stageBackup>>;
    try {
      staged = await stageBackup(file, staging);
    } catch (error) {
      await rm(staging, { recursive: true, force: true });
      const cause = error instanceof Error ? error.message : String(error);
      throw new Error(`${file} is not a backup that opens (${cause}). Nothing in ${root} was changed.`);
    }
    const restoredItems = staged.unpacked?.items ?? [];
    const replaced = [EMBEDDED_DATABASE_FOLDER, ...restoredItems];
    const present = replaced.filter((item) => existsSync(join(root, item)));
    const keptAside = present.length > 0 ? join(root, `before-restore-${stamp(now)}`) : null;
    if (keptAside) {
      await mkdir(keptAside);
      for (const item of present) await rename(join(root, item), join(keptAside, item));
    }
    // Renames within one folder: quick. Cut short (a power cut), it is run again: it moves aside what is there again.
    for (const item of [...restoredItems, EMBEDDED_DATABASE_FOLDER])
      await rename(join(staging, item), join(root, item));
    await rm(staging, { recursive: true, force: true });
    const uploads = restoredItems.includes(UPLOADS_FOLDER) ? await countFiles(join(root, UPLOADS_FOLDER)) : 0;
    return {
      databaseDir: join(root, EMBEDDED_DATABASE_FOLDER),
      keptAside,
      tables: staged.tables,
      restoredItems,
      uploads,
      databaseOnly: staged.unpacked === null,
    };
  } finally {
    await lock.release();
  }
};
