import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
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
import { openTestDatabase } from './test-database.js';
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

export const DEPLOYMENT_FIXTURE = fileURLToPath(new URL('../../config/deployment.json', import.meta.url));

/**
 * The real app, in process, on a fresh copy of the seeded template database. `env` adds environment
 * settings (e.g. PORTAL_DIR pointing at a fixture folder).
 */
export const startTestApp = async (
  options: { deploymentFile?: string; env?: Record<string, string> } = {},
) => {
  const handle = await openTestDatabase(inject('databaseTemplate'));
  const clock = new TestClock();
  const deps: AppDeps = {
    db: handle.db,
    env: envSchema.parse({ DATA_DIR: join('/tmp', 'unused'), LOG_LEVEL: 'silent', ...options.env }),
    secrets: deriveSecrets(Buffer.from('integration-test-secret-integration-test-secret')),
    deployment: new DeploymentConfigSource(options.deploymentFile ?? DEPLOYMENT_FIXTURE),
    logger: pino({ level: 'silent' }),
    clock: clock.now,
  };
  const server = createApp(deps).listen(0, '127.0.0.1');
  await once(server, 'listening');
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

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
    close: async () => {
      server.closeAllConnections();
      server.close();
      await handle.close();
    },
  };
};

export type TestApp = Awaited<ReturnType<typeof startTestApp>>;
