import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { openPglite } from '../database.js';
import { DamagedDataFolderError } from './damaged-data-folder.js';
import { dataFolderAddress } from './data-folder-address.js';
import { archiveDataFolder } from './data-folder-archive.js';
import { askHolder } from './data-folder-channel.js';
import { CHANNEL_KEY_FILE, DataFolderBusyError, lockDataFolder } from './data-folder-lock.js';
import { EMBEDDED_DATABASE_FOLDER } from './open-data-folder.js';
import { snapshotPglite, writeFileAtomically } from './pglite-snapshot.js';

/** A big database takes a while to dump; the holder sends nothing until its snapshot is done. */
const BACKUP_TIMEOUT_MS = 30 * 60_000;

export interface BackupResult {
  bytes: number;
  /** Who took the snapshot: the server holding the folder, or this process on a folder nobody held. */
  takenBy: { kind: 'server'; pid: number } | { kind: 'this-process' };
}

/** Asks the server holding the folder for a snapshot over its lock channel. */
const backupThroughServer = async (error: DataFolderBusyError): Promise<Buffer> => {
  const keyFile = join(error.dataDir, CHANNEL_KEY_FILE);
  const key = await readFile(keyFile, 'utf8').catch((cause: unknown) => {
    throw new Error(
      `A server holds ${error.dataDir}, and its channel key ${keyFile} cannot be read: ${cause}`,
    );
  });
  const address = await dataFolderAddress(error.dataDir);
  const reply = await askHolder(address.socketPath, { op: 'backup', key }, BACKUP_TIMEOUT_MS);
  if (!reply.answer.ok) throw new Error(reply.answer.message);
  if (!('bytes' in reply.answer) || reply.payload.length !== reply.answer.bytes) {
    throw new Error('The backup from the server arrived incomplete; nothing was written');
  }
  return reply.payload;
};

/** Opens the folder's database itself (this process holds the lock), dumps it and packs it with the files. */
const backupHere = async (dataDir: string): Promise<Buffer> => {
  const databaseDir = join(dataDir, EMBEDDED_DATABASE_FOLDER);
  if (!existsSync(join(databaseDir, 'PG_VERSION'))) {
    throw new Error(`There is no embedded database in ${databaseDir} to back up`);
  }
  let handle: Awaited<ReturnType<typeof openPglite>>;
  try {
    handle = await openPglite({ dataDir: databaseDir });
  } catch (error) {
    throw new DamagedDataFolderError(databaseDir, dataDir, error);
  }
  let dump: Buffer;
  try {
    dump = await snapshotPglite(handle.client);
  } finally {
    await handle.close();
  }
  // No server runs meanwhile (this process holds the lock), yet the same order as the server's.
  return archiveDataFolder(dataDir, dump, new Date());
};

/**
 * Writes a consistent backup of the data folder (its embedded database, then uploads/ and the key
 * files: see data-folder-archive.ts) to `file`: through the running
 * server when one holds the folder (it alone may read the files), otherwise by taking the lock and
 * reading the database here. The file appears only once complete.
 */
export const backupDataFolder = async (dataDir: string, file: string): Promise<BackupResult> => {
  let lock: Awaited<ReturnType<typeof lockDataFolder>>;
  try {
    lock = await lockDataFolder(dataDir, 'backup');
  } catch (error) {
    if (!(error instanceof DataFolderBusyError) || error.holder?.role !== 'server') throw error;
    const data = await backupThroughServer(error);
    await writeFileAtomically(file, data);
    return { bytes: data.length, takenBy: { kind: 'server', pid: error.holder.pid } };
  }
  try {
    const data = await backupHere(lock.address.dataDir);
    await writeFileAtomically(file, data);
    return { bytes: data.length, takenBy: { kind: 'this-process' } };
  } finally {
    await lock.release();
  }
};
