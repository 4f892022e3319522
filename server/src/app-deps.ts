import type { Logger } from 'pino';
import type { AppSecrets } from './auth/app-secrets.js';
import type { DeploymentConfigSource } from './config/deployment-config.js';
import type { Env } from './config/env.schema.js';
import type { Database } from './db/database.js';
import type { RecordEventNotifier } from './entities/entity-notify.js';
import type { OriginPolicy } from './http/origin-policy.js';

/** Everything a request handler may reach; tests build it with their own database and clock. */
export interface AppDeps {
  db: Database;
  env: Env;
  secrets: AppSecrets;
  deployment: DeploymentConfigSource;
  logger: Logger;
  clock: () => Date;
  /** Which other sites' pages may call as a company's widgets (the widget-tokens module answers). */
  origins: OriginPolicy;
  /** Who is told of a generated entity's record events (the notifications module answers). */
  recordEvents: RecordEventNotifier;
}
