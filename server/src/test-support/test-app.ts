import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Envelope } from '@backoffice/shared/envelope';
import { pino } from 'pino';
import { inject } from 'vitest';
import { createApp } from '../app.js';
import type { AppDeps } from '../app-deps.js';
import { deriveSecrets } from '../auth/app-secrets.js';
import { DeploymentConfigSource } from '../config/deployment-config.js';
import { envSchema } from '../config/env.schema.js';
import type { DatabaseHandle } from '../db/database.js';
import { DOMAIN_PORTS } from '../domain-ports.js';
import { answerClientErrorsInEnvelope } from '../http/client-error.js';
import { stopPushDispatcher } from '../modules/push-notifications/push-dispatcher.js';
import { createHubServer, type HubOptions, type HubServer } from '../realtime/hub-server.js';
import { openTestDatabase, type TestDatabaseHandle } from './test-database.js';
import { TEST_EPOCH } from './test-time.js';

export interface CallOptions {
  token?: string | null;
  companyId?: number | string;
  /** Sent form-encoded, as the spec's clients do. */
  form?: Record<string, string>;
  json?: unknown;
  /** Sent multipart, with files, as a browser's FormData. */
  formData?: FormData;
  rawBody?: string | Blob;
  contentType?: string;
  headers?: Record<string, string>;
}

export interface CallResult<T> {
  status: number;
  body: Envelope<T>;
  headers: Headers;
}

/** A settable clock: two-factor and expiry tests move time instead of waiting. */
export class TestClock {
  constructor(public current = new Date(TEST_EPOCH)) {}
  now = () => this.current;
  advance(seconds: number) {
    this.current = new Date(this.current.getTime() + seconds * 1000);
  }
}

const fail = (): never => {
  throw new Error('no database');
};

export const DEPLOYMENT_FIXTURE = fileURLToPath(new URL('../../config/deployment.json', import.meta.url));

/**
 * The real app, in process, on a fresh copy of the seeded template database. `env` adds environment
 * settings (e.g. PORTAL_DIR pointing at a fixture folder).
 */
export const startTestApp = async (
  options: {
    deploymentFile?: string;
    env?: Record<string, string>;
    /**
     * A fresh data folder (DATA_DIR) for this app, named with this prefix: made here and removed by
     * close() once the server has stopped, so uploads and keys do not outlive the test file.
     */
    ownDataDir?: string;
    /** Hub timings for the test (a short ping interval instead of waiting 15 s). */
    hubs?: HubOptions;
    /** Runs as a second server process on this app's database (the hubs' LISTEN/NOTIFY tests). */
    sameDatabaseAs?: { secondDatabaseHandle: () => Promise<DatabaseHandle> };
  } = {},
) => {
  const own: TestDatabaseHandle | null = options.sameDatabaseAs
    ? null
    : await openTestDatabase(inject('databaseTemplate'));
  const handle: DatabaseHandle = own ?? (await options.sameDatabaseAs?.secondDatabaseHandle()) ?? fail();
  const clock = new TestClock();
  const dataDir = options.ownDataDir ? await mkdtemp(join(tmpdir(), options.ownDataDir)) : null;
  const deps: AppDeps = {
    db: handle.db,
    env: envSchema.parse({
      DATA_DIR: dataDir ?? join('/tmp', 'unused'),
      LOG_LEVEL: 'silent',
      CHECK_RESPONSES: 'true',
      ...options.env,
    }),
    secrets: deriveSecrets(Buffer.from('integration-test-secret-integration-test-secret')),
    deployment: new DeploymentConfigSource(options.deploymentFile ?? DEPLOYMENT_FIXTURE),
    logger: pino({ level: 'silent' }),
    clock: clock.now,
    ...DOMAIN_PORTS,
  };
  /** The HTTP server and its hubs, as main.ts runs them; restart() replaces both on the same port. */
  const serve = async (port: number): Promise<{ server: Server; hubs: HubServer }> => {
    const hubs = createHubServer(deps, options.hubs);
    const server = createApp(deps, { hubs }).listen(port, '127.0.0.1');
    answerClientErrorsInEnvelope(server);
    await once(server, 'listening');
    await hubs.start(server, handle.listen);
    return { server, hubs };
  };
  const stopServing = async ({ server, hubs }: { server: Server; hubs: HubServer }) => {
    await hubs.close();
    server.closeAllConnections();
    server.close();
  };
  let serving = await serve(0);
  const port = (serving.server.address() as AddressInfo).port;
  const base = `http://127.0.0.1:${port}`;

  const call = async <T = unknown>(
    method: string,
    path: string,
    options: CallOptions = {},
  ): Promise<CallResult<T>> => {
    const headers: Record<string, string> = { ...options.headers };
    if (options.token) headers.Authorization = `Bearer ${options.token}`;
    if (options.companyId !== undefined) headers.CompanyId = String(options.companyId);
    let body: string | Blob | FormData | undefined;
    if (options.formData) {
      body = options.formData;
    } else if (options.form) {
      headers['Content-Type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams(options.form).toString();
    } else if (options.json !== undefined) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(options.json);
    } else if (options.rawBody !== undefined) {
      headers['Content-Type'] = options.contentType ?? 'application/octet-stream';
      body = options.rawBody;
    }
    const response = await fetch(`${base}${path}`, { method, headers, body });
    const text = await response.text();
    let parsed: Envelope<T>;
    try {
      parsed = JSON.parse(text) as Envelope<T>;
    } catch {
      throw new Error(`Not JSON (${response.status}): ${text.slice(0, 200)}`);
    }
    return { status: response.status, body: parsed, headers: response.headers };
  };

  return {
    deps,
    clock,
    base,
    call,
    get: <T = unknown>(path: string, options?: CallOptions) => call<T>('GET', path, options),
    post: <T = unknown>(path: string, options?: CallOptions) => call<T>('POST', path, options),
    /** The hubs of the server now running (a restart makes new ones). */
    get hubs(): HubServer {
      return serving.hubs;
    },
    /** Stops the server (hub clients get Close, reconnect allowed) and starts a new one on the same port and database. */
    restart: async () => {
      await stopServing(serving);
      serving = await serve(port);
    },
    /** Another handle on this app's database, for a second app: `startTestApp({ sameDatabaseAs: app })`. */
    secondDatabaseHandle: async (): Promise<DatabaseHandle> => {
      if (!own) throw new Error('open the second app from the first one');
      return own.openSecond();
    },
    close: async () => {
      await stopServing(serving);
      // A push sent by a test starts the dispatcher's poll; it must end before its database does.
      await stopPushDispatcher(deps);
      await handle.close();
      if (dataDir) await rm(dataDir, { recursive: true, force: true });
    },
  };
};

export type TestApp = Awaited<ReturnType<typeof startTestApp>>;
