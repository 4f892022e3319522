import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pino } from 'pino';
import { createApp } from '../../../server/src/app.js';
import type { AppDeps } from '../../../server/src/app-deps.js';
import { type AppSecrets, deriveSecrets } from '../../../server/src/auth/app-secrets.js';
import { DeploymentConfigSource } from '../../../server/src/config/deployment-config.js';
import { envSchema } from '../../../server/src/config/env.schema.js';
import { openPglite, type PgliteHandle } from '../../../server/src/db/database.js';
import { DOMAIN_PORTS } from '../../../server/src/domain-ports.js';
import {
  startPushDispatcher,
  stopPushDispatcher,
} from '../../../server/src/modules/push-notifications/push-dispatcher.js';
import { createHubServer } from '../../../server/src/realtime/hub-server.js';
import { writeDeploymentFile } from './deployment-file.js';
import type { E2eClock } from './e2e-clock.js';

export interface E2eServer {
  baseUrl: string;
  /** The keys the server signs tokens with (tests forge an expired widget token with them). */
  secrets: AppSecrets;
  /** Adds origins to every host's allowedOrigins (the file is re-read on change). */
  allowOrigins: (origins: readonly string[]) => Promise<void>;
  stop: () => Promise<void>;
}

export interface E2eServerOptions {
  /** The seeded template (a PGlite data-folder dump) this file's database is copied from. */
  templateDump: string;
  clock: E2eClock;
  /** Environment settings on top of the defaults, e.g. PUSH_ALLOW_LOOPBACK for a local push service. */
  env?: Record<string, string>;
  /** Runs on the fresh database before the server opens (for data no API makes). */
  prepare?: (database: PgliteHandle) => Promise<void>;
}

/**
 * The server as main.ts wires it (app, hubs, push dispatcher), in this test process, on a fresh
 * in-memory copy of the seeded template and a run-time port: no process to spawn, no TypeScript to
 * compile and no migrations to check per file. The clock is the file's fixed clock.
 */
export const startE2eServer = async (options: E2eServerOptions): Promise<E2eServer> => {
  const handle = await openPglite({ loadDataDir: new Blob([await readFile(options.templateDump)]) });
  await options.prepare?.(handle);
  const dataDir = await mkdtemp(join(tmpdir(), 'backoffice-e2e-'));
  const deploymentFile = join(dataDir, 'deployment.json');
  const deps: AppDeps = {
    db: handle.db,
    env: envSchema.parse({
      HOST: '127.0.0.1',
      PORT: '0',
      DATA_DIR: dataDir,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      CHECK_RESPONSES: 'true',
      DEPLOYMENT_CONFIG: deploymentFile,
      ...options.env,
    }),
    secrets: deriveSecrets(randomBytes(48)),
    deployment: new DeploymentConfigSource(deploymentFile),
    logger: pino({ level: 'warn' }),
    clock: options.clock.now,
    ...DOMAIN_PORTS,
  };
  const hubs = createHubServer(deps);
  let server: Server | undefined;
  /** Also after a failed start, so its data folder does not stay behind. */
  const stop = async () => {
    await hubs.close();
    server?.closeAllConnections();
    server?.close();
    await stopPushDispatcher(deps);
    await handle.close();
    // Only once the server has stopped: nothing writes to the folder any more.
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    await writeDeploymentFile(deploymentFile, []);
    server = createApp(deps, { hubs }).listen(0, '127.0.0.1');
    await once(server, 'listening');
    await hubs.start(server, handle.listen);
    await startPushDispatcher(deps);
  } catch (error) {
    await stop();
    throw error;
  }
  const { port } = server.address() as AddressInfo;

  return {
    baseUrl: `http://127.0.0.1:${port}`,
    secrets: deps.secrets,
    allowOrigins: (origins) => writeDeploymentFile(deploymentFile, origins),
    stop,
  };
};
