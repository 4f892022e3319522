import { randomBytes } from 'node:crypto';
import { open, rename, rm } from 'node:fs/promises';
import type { PGlite } from '@electric-sql/pglite';

/**
 * A consistent snapshot of a running embedded database, as PGlite's own dump (a gzip tarball of the
 * database folder that `loadDataDir` opens). Taken while no query and no transaction runs: PGlite
 * serves one at a time, so the snapshot holds every transaction committed before it and no part of
 * one after it. The checkpoint first writes every changed page, so the restored copy needs little
 * recovery; anything committed between the checkpoint and the dump is in the write-ahead log the
 * dump carries.
 */
export const snapshotPglite = async (client: PGlite): Promise<Buffer> => {
  await client.exec('checkpoint');
  const dump = await client._runExclusiveTransaction(() => client.dumpDataDir('gzip'));
  return Buffer.from(await dump.arrayBuffer());
};

/**
 * Writes next to the target and renames: a reader (or a crash) never sees half a backup under the
 * final name, and the data reaches the disk before the name does.
 */
export const writeFileAtomically = async (file: string, data: Buffer): Promise<void> => {
  const partial = `${file}.${randomBytes(4).toString('hex')}.partial`;
  const handle = await open(partial, 'wx', 0o600);
  try {
    await handle.writeFile(data);
    await handle.sync();
  } catch (error) {
    await handle.close();
    await rm(partial, { force: true });
    throw error;
  }
  await handle.close();
  await rename(partial, file);
};
