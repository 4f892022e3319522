import type { AppDeps } from '../../../app-deps.js';
import type { DatabaseHandle } from '../../../db/database.js';
import { cbmsClientFor } from './cbms-client.js';
import { CbmsSender } from './cbms-sender.js';

const senders = new WeakMap<AppDeps['db'], CbmsSender>();

/**
 * For main.ts, once the server listens: sends what is due and wakes on every posting's commit.
 * Without CBMS_URL nothing is sent; the outbox keeps filling for when it is set.
 */
export const startCbmsSender = async (deps: AppDeps, listen: DatabaseHandle['listen']): Promise<void> => {
  const client = cbmsClientFor(deps.env);
  if (!client) {
    deps.logger.info('IRD billing: CBMS_URL is not set, so no invoice is sent to the IRD');
    return;
  }
  const sender = new CbmsSender({
    db: deps.db,
    logger: deps.logger,
    clock: deps.clock,
    encryptionKey: deps.secrets.encryptionKey,
    client,
    batchMs: deps.env.CBMS_BATCH_MINUTES * 60_000,
  });
  senders.set(deps.db, sender);
  await sender.start(listen);
};

/** Stops the timers and the wake-ups and waits for the round that runs; before closing the database. */
export const stopCbmsSender = async (deps: AppDeps): Promise<void> => {
  const sender = senders.get(deps.db);
  senders.delete(deps.db);
  await sender?.stop();
};
