import type { Logger } from 'pino';
import type { AppSecrets } from './auth/app-secrets.js';
import type { DeploymentConfigSource } from './config/deployment-config.js';
import type { Env } from './config/env.schema.js';
import type { Database } from './db/database.js';

/** Everything a request handler may reach; tests build it with their own database and clock. */
export interface AppDeps {
  db: Database;
  env: Env;
  secrets: AppSecrets;
  deployment: DeploymentConfigSource;
  logger: Logger;
  clock: () => Date;
}
