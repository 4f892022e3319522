import { join } from 'node:path';
import { migratePgliteHandle, openPglite, type PgliteHandle } from '../database.js';
import { DamagedDataFolderError } from './damaged-data-folder.js';
import { archiveDataFolder } from './data-folder-archive.js';
import { lockDataFolder } from './data-folder-lock.js';
import { snapshotPglite } from './pglite-snapshot.js';

/** The embedded database's own folder inside DATA_DIR (uploads and key files sit beside it). */
export const EMBEDDED_DATABASE_FOLDER = 'pglite';

export interface EmbeddedDatabase extends PgliteHandle {
  /** A backup as it is now: the database's consistent snapshot and the folder's files (see data-folder-archive.ts). */
  snapshot: () => Promise<Buffer>;
}

/**
 * Opens the server's embedded database: first the folder's lock (so a second process stops before
 * it touches a file), then PGlite and its migrations. The lock is held until close(); a failure to
 * open says what is wrong and what to do. Backups asked for on the lock's channel are served from
 * here on.
 */
export const openDataFolder = async (dataDir: string): Promise<EmbeddedDatabase> => {
  const lock = await lockDataFolder(dataDir, 'server');
  const databaseDir = join(lock.address.dataDir, EMBEDDED_DATABASE_FOLDER);
  let handle: PgliteHandle | null = null;
  try {
    handle = await openPglite({ dataDir: databaseDir });
    await migratePgliteHandle(handle);
  } catch (error) {
    await handle?.close().catch(() => undefined);
    await lock.release();
    throw new DamagedDataFolderError(databaseDir, dataDir, error);
  }
  const { client } = handle;
  const root = lock.address.dataDir;
  // The database first, then the files (see archiveDataFolder for why this order).
  const snapshot = async () => archiveDataFolder(root, await snapshotPglite(client), new Date());
  lock.serveBackups(snapshot);
  const close = handle.close;
  return {
    ...handle,
    snapshot,
    close: async () => {
      try {
        await close();
      } finally {
        await lock.release();
      }
    },
  };
};
