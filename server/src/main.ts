import { once } from 'node:events';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { pino } from 'pino';
import { createApp } from './app.js';
import { loadAppSecrets } from './auth/app-secrets.js';
import { setPasswordHashCost } from './auth/password-hash.js';
import { DeploymentConfigSource } from './config/deployment-config.js';
import { readEnv } from './config/env.schema.js';
import { openDataFolder } from './db/data-folder/open-data-folder.js';
import { startScheduledBackups } from './db/data-folder/scheduled-backups.js';
import { openDatabase } from './db/database.js';
import { syncCatalogue } from './db/sync-catalogue.js';
import { isDatabaseEmpty, seedDemoData } from './demo/demo-seed.js';
import { DOMAIN_PORTS } from './domain-ports.js';
import { answerClientErrorsInEnvelope } from './http/client-error.js';
import { startCbmsSender, stopCbmsSender } from './modules/accounting/ird-billing/cbms-sender-start.js';
import { postSalesBacklogAtStart } from './modules/accounting/sales-books/sales-backlog-start.js';
import { reportOverreachingKeys } from './modules/api-keys/api-key-overreach.check.js';
import { startPushDispatcher, stopPushDispatcher } from './modules/push-notifications/push-dispatcher.js';
import { createHubServer } from './realtime/hub-server.js';

const DEFAULT_DEPLOYMENT_CONFIG = fileURLToPath(new URL('../config/deployment.json', import.meta.url));

const main = async () => {
  const env = readEnv();
  const logger = pino({ level: env.LOG_LEVEL });
  setPasswordHashCost(env.PASSWORD_HASH_COST);
  const dataDir = resolve(env.DATA_DIR);
  // The embedded database takes its folder's lock first: a second process stops before touching a file.
  const embedded = env.DATABASE_URL ? null : await openDataFolder(dataDir);
  const handle = embedded ?? (await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir }));
  logger.info({ database: handle.kind, dataDir }, 'database ready');
  await syncCatalogue(handle.db);
  if (env.SEED_DEMO && (await isDatabaseEmpty(handle.db))) {
    logger.info('loading demo data into an empty database');
    // The portal demo has five people in the field for the maps and three months of trade behind
    // it; the test template keeps the base two people and no history.
    await seedDemoData(handle.db, new Date(), { fieldForce: true, history: true });
  }
  const deps = {
    db: handle.db,
    env,
    secrets: await loadAppSecrets(dataDir, env.APP_SECRET),
    deployment: new DeploymentConfigSource(resolve(env.DEPLOYMENT_CONFIG ?? DEFAULT_DEPLOYMENT_CONFIG)),
    logger,
    clock: () => new Date(),
    ...DOMAIN_PORTS,
  };
  // Keys made before their maker's rights were checked (or whose maker has lost rights) are named.
  await reportOverreachingKeys(deps);
  const hubs = createHubServer(deps);
  const app = createApp(deps, { hubs });
  const server = app.listen(env.PORT, env.HOST);
  answerClientErrorsInEnvelope(server);
  await once(server, 'listening');
  await hubs.start(server, handle.listen);
  // Pushes queued before a restart go out now, not on the next subscription call.
  await startPushDispatcher(deps);
  // A database whose sales documents predate its books gets them posted (one query when none do),
  // while it already serves: an upgrade with years of orders must not keep the doors shut, and a
  // document someone moves meanwhile posts once either way (its source key).
  if (env.POST_SALES_BACKLOG) {
    postSalesBacklogAtStart(handle.db, logger, new Date()).catch((error: unknown) =>
      logger.error({ err: error }, 'posting the sales backlog stopped; the next start goes on'),
    );
  }
  // Invoices queued for the IRD before a restart go now; later ones as their postings commit.
  await startCbmsSender(deps, handle.listen);
  const stopBackups =
    embedded && env.BACKUP_DIR
      ? startScheduledBackups(
          { dir: env.BACKUP_DIR, everyHours: env.BACKUP_EVERY_HOURS, keep: env.BACKUP_KEEP },
          embedded.snapshot,
          logger,
        )
      : async () => undefined;
  if (env.BACKUP_DIR && !embedded)
    logger.warn('BACKUP_DIR is for the embedded database; back up PostgreSQL with pg_dump');
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : env.PORT;
  logger.info(`Back Office is serving on http://localhost:${port}`);

  const stop = async (signal: string) => {
    logger.info({ signal }, 'shutting down');
    // Clients are told to reconnect (to another instance, or to this one when it is back).
    await hubs.close();
    await stopPushDispatcher(deps);
    await stopCbmsSender(deps);
    // No new requests while a running scheduled backup finishes.
    server.close();
    server.closeAllConnections();
    await stopBackups();
    await handle.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));
};

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
