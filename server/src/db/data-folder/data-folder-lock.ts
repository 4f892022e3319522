import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { rm, unlink, writeFile } from 'node:fs/promises';
import { connect, createServer, type Server } from 'node:net';
import { join } from 'node:path';
import { type DataFolderAddress, dataFolderAddress } from './data-folder-address.js';
import {
  askHolder,
  type ChannelHandlers,
  type DataFolderHolder,
  type DataFolderRole,
  serveChannel,
} from './data-folder-channel.js';

/** The key a backup must show on the channel; rewritten by every holder, readable by the folder's owner only. */
export const CHANNEL_KEY_FILE = 'channel.key';

const WHO_TIMEOUT_MS = 3_000;

/** Another process holds the folder: nothing of it was touched. */
export class DataFolderBusyError extends Error {
  constructor(
    readonly dataDir: string,
    readonly holder: DataFolderHolder | null,
  ) {
    super(busyMessage(dataDir, holder));
    this.name = 'DataFolderBusyError';
  }
}

const busyMessage = (dataDir: string, holder: DataFolderHolder | null): string => {
  const who = holder
    ? `process ${holder.pid} (a Back Office ${holder.role}, started ${holder.startedAt})`
    : 'another process (it did not say which)';
  return (
    `The data folder ${dataDir} is in use by ${who}. ` +
    'Only one process may use a data folder at a time: stop that one first, or give this one another DATA_DIR.'
  );
};

export interface DataFolderLock {
  address: DataFolderAddress;
  holder: DataFolderHolder;
  /** From now on, backups asked for on the channel are answered with this snapshot. */
  serveBackups: (snapshot: () => Promise<Buffer>) => void;
  release: () => Promise<void>;
}

const listen = async (server: Server, path: string): Promise<NodeJS.ErrnoException | null> => {
  try {
    server.listen(path);
    await once(server, 'listening');
    return null;
  } catch (error) {
    return error as NodeJS.ErrnoException;
  }
};

/** Who holds the folder, as it says itself; null when it does not answer (or has just gone). */
export const whoHoldsDataFolder = async (address: DataFolderAddress): Promise<DataFolderHolder | null> => {
  try {
    const reply = await askHolder(address.socketPath, { op: 'who' }, WHO_TIMEOUT_MS);
    return reply.answer.ok && 'holder' in reply.answer ? reply.answer.holder : null;
  } catch {
    return null;
  }
};

/** True when connecting to the socket file is refused (or it is gone): nobody holds it any more. */
const nobodyListensOn = (socketPath: string): Promise<boolean> =>
  new Promise((resolve) => {
    const probe = connect(socketPath);
    probe.once('connect', () => {
      probe.destroy();
      resolve(false);
    });
    probe.once('error', (error: NodeJS.ErrnoException) =>
      resolve(error.code === 'ECONNREFUSED' || error.code === 'ENOENT'),
    );
  });

/**
 * Takes the data folder for this process's whole life, before any database file is opened: binds
 * the folder's lock socket (see data-folder-address.ts). If another process holds it, this asks it
 * who it is and throws DataFolderBusyError.
 */
export const lockDataFolder = async (dataDir: string, role: DataFolderRole): Promise<DataFolderLock> => {
  const address = await dataFolderAddress(dataDir);
  const holder: DataFolderHolder = {
    pid: process.pid,
    startedAt: new Date().toISOString(),
    dataDir: address.dataDir,
    role,
  };
  let snapshot: (() => Promise<Buffer>) | null = null;
  let backupRunning: Promise<Buffer> | null = null;
  const handlers: ChannelHandlers = {
    holder,
    key: randomBytes(32).toString('hex'),
    snapshot: () => {
      if (!snapshot) return null;
      // Two backups asked for at once share one snapshot instead of queueing a second dump.
      backupRunning ??= snapshot().finally(() => {
        backupRunning = null;
      });
      return backupRunning;
    },
  };
  const server = createServer((socket) => serveChannel(socket, handlers));

  let failure = await listen(server, address.socketPath);
  if (failure?.code === 'EADDRINUSE' && address.leavesFile && (await nobodyListensOn(address.socketPath))) {
    // A socket file without a listener was left by a killed holder (not on Linux, see the address).
    // Only a refused connection proves that: a holder busy with a dump may just answer slowly.
    await unlink(address.socketPath).catch(() => undefined);
    failure = await listen(server, address.socketPath);
  }
  if (failure?.code === 'EADDRINUSE')
    throw new DataFolderBusyError(address.dataDir, await whoHoldsDataFolder(address));
  if (failure) throw failure;
  // The channel must not keep a process alive that is otherwise done.
  server.unref();

  const keyFile = join(address.dataDir, CHANNEL_KEY_FILE);
  // Removed first: a mode given to writeFile applies only to a file it creates.
  await rm(keyFile, { force: true });
  await writeFile(keyFile, handlers.key, { mode: 0o600, flag: 'wx' });

  return {
    address,
    holder,
    serveBackups: (source) => {
      snapshot = source;
    },
    release: async () => {
      snapshot = null;
      await rm(keyFile, { force: true });
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
};
