import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, realpath } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * Where the lock of a data folder lives: a Unix socket named after the folder's real path, so two
 * spellings of one folder (a symlink, `./data` against `/srv/app/data`) meet at the same lock.
 *
 * On Linux the name is in the abstract namespace (a leading NUL): the kernel holds it only while
 * the owning process is alive, binding it is atomic, and nothing is left on disk after kill -9.
 * Elsewhere (macOS) there is no abstract namespace, so the socket is a file in the temporary
 * folder; a file left by a killed process is found stale by a refused connection and replaced.
 */
export interface DataFolderAddress {
  /** The folder as the lock knows it (real path). */
  dataDir: string;
  /** The path to listen on and connect to. */
  socketPath: string;
  /** True when the socket is a file that a dead holder may have left behind. */
  leavesFile: boolean;
}

export const dataFolderAddress = async (dataDir: string): Promise<DataFolderAddress> => {
  // The folder must exist for its real path; creating an empty folder touches no database file.
  await mkdir(dataDir, { recursive: true });
  const real = await realpath(dataDir);
  const name = `backoffice-data-${createHash('sha256').update(real).digest('hex').slice(0, 32)}`;
  if (process.platform === 'linux') return { dataDir: real, socketPath: `\0${name}`, leavesFile: false };
  // A fixed folder, not the per-user $TMPDIR (macOS): every user and launch context must find it.
  return {
    dataDir: real,
    socketPath: join(existsSync('/tmp') ? '/tmp' : tmpdir(), `${name}.sock`),
    leavesFile: true,
  };
};
