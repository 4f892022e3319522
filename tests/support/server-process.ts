import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';

export interface ServerProcess {
  baseUrl: string;
  stop: () => Promise<void>;
}

const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));
const BUILT_ENTRY = [join(REPO_ROOT, 'server', 'dist', 'main.js')];
/** The server from its TypeScript (tests need no server build): shared resolves to its source too. */
const SOURCE_ENTRY = ['--conditions=source', '--import', 'tsx', join(REPO_ROOT, 'server', 'src', 'main.ts')];
const HOST = '127.0.0.1';
// Migrations and the demo seed hash several passwords with scrypt, so a cold start is slow.
const START_TIMEOUT_MS = 60_000;
const POLL_INTERVAL_MS = 250;
const STOP_GRACE_MS = 10_000;

/** Asks the OS for a port nobody uses; there is a small race until the server binds it, which is fine here. */
export const findFreePort = async (): Promise<number> => {
  const probe = createServer();
  probe.listen(0, HOST);
  await once(probe, 'listening');
  const address = probe.address();
  probe.close();
  await once(probe, 'close');
  if (typeof address !== 'object' || address === null) throw new Error('Could not find a free port');
  return address.port;
};

const hasExited = (child: ChildProcess): boolean => child.exitCode !== null || child.signalCode !== null;

const waitUntilHealthy = async (child: ChildProcess, baseUrl: string, timeoutMs: number): Promise<void> => {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (hasExited(child)) {
      throw new Error(`The server exited during start (code ${child.exitCode}, signal ${child.signalCode})`);
    }
    try {
      const answer = await fetch(`${baseUrl}/healthz`, { signal: AbortSignal.timeout(2_000) });
      await answer.body?.cancel();
      if (answer.status === 200) return;
    } catch {
      // Not listening yet.
    }
    await sleep(POLL_INTERVAL_MS);
  }
  throw new Error(`The server did not answer /healthz within ${timeoutMs / 1000} s`);
};

const stopChild = async (child: ChildProcess): Promise<void> => {
  if (hasExited(child)) return;
  const exited = once(child, 'exit');
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), STOP_GRACE_MS);
  try {
    await exited;
  } finally {
    clearTimeout(timer);
  }
};

export interface StartOptions {
  /** 'source' runs server/src through tsx; 'built' (the default) runs server/dist. */
  entry?: 'built' | 'source';
  /** A database folder to use (and keep); by default a fresh one, removed on stop. */
  dataDir?: string;
  env?: Record<string, string>;
  /** How long the start may take (default 60 s): a first start seeds the demo data, slow on a busy machine. */
  startTimeoutMs?: number;
}

/** Starts the server on a free port with a demo-seeded database directory. */
export const startServer = async (options: StartOptions = {}): Promise<ServerProcess> => {
  const port = await findFreePort();
  const dataDir = options.dataDir ?? (await mkdtemp(join(tmpdir(), 'backoffice-server-')));
  const baseUrl = `http://${HOST}:${port}`;
  // A DATABASE_URL from the caller's shell would send the load (and the demo seed) to a real database.
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  const child = spawn(process.execPath, options.entry === 'source' ? SOURCE_ENTRY : BUILT_ENTRY, {
    cwd: REPO_ROOT,
    env: {
      ...inherited,
      PORT: String(port),
      HOST,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'true',
      ...options.env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  // If the benchmark dies before stop(), the server must not be left running.
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);

  const stop = async () => {
    process.removeListener('exit', killOnExit);
    await stopChild(child);
    if (!options.dataDir) await rm(dataDir, { recursive: true, force: true });
  };

  try {
    await waitUntilHealthy(child, baseUrl, options.startTimeoutMs ?? START_TIMEOUT_MS);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, stop };
};
