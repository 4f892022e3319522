import type { PushPayload } from '@backoffice/shared/notifications/push-message';
import { and, eq, sql } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.js';
import { pushDeliveries, pushSubscriptions } from '../../db/schema/index.js';
import { checkPushEndpoint } from './push-endpoint.js';
import { PUSH_RESOLVE_TIMEOUT_MS, pushHostResolverFor, withResolveTimeout } from './push-host-resolver.js';
import { PUSH_OUTBOX_LOCK } from './push-outbox.js';
import { PUSH_REQUEST_TIMEOUT_MS, type PushOutcome, sendWebPush } from './push-sender.js';
import { type VapidKeys, vapidKeysFor } from './vapid-keys.js';

/** How often queued pushes are looked for without a kick: retries, and pushes of other instances. */
export const PUSH_POLL_MS = 5_000;
/** Rows claimed at once, and sent this many at a time. */
export const PUSH_BATCH = 50;
export const PUSH_PARALLEL = 8;
/**
 * A claimed row is due again after this if its sender died before recording the answer. The whole
 * batch is claimed at once and its last rows start only after the earlier groups, so the lease
 * covers every group at its worst (the name's lookup and the request each running to their
 * timeout), twice over for the database's writes and a busy machine: about 4.7 minutes. A shorter
 * lease lets another instance claim rows still waiting here, and both would send them.
 */
export const PUSH_CLAIM_LEASE_MS =
  2 * Math.ceil(PUSH_BATCH / PUSH_PARALLEL) * (PUSH_RESOLVE_TIMEOUT_MS + PUSH_REQUEST_TIMEOUT_MS);
/** Tries in all before a delivery counts as failed; waits of 30 s, 2, 8 and 32 min between. */
export const PUSH_MAX_ATTEMPTS = 5;
export const retryDelayMs = (attempts: number): number => 30_000 * 4 ** Math.max(0, attempts - 1);

type Claimed = typeof pushDeliveries.$inferSelect;

/**
 * Sends queued pushes after the transactions that queued them commit. One per database in a
 * process; several processes share the queue (claims skip rows another holds). Never throws: a
 * failure is recorded on the delivery and logged.
 */
class PushDispatcher {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private again = false;
  private stopped = false;

  constructor(private readonly deps: AppDeps) {}

  start(): void {
    if (this.timer || this.stopped) return;
    this.timer = setInterval(() => this.kick(), PUSH_POLL_MS);
    this.timer.unref();
  }

  /** Looks for due pushes now (or right after the current round). */
  kick(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.drain()
      .catch((error: unknown) => this.deps.logger.error({ err: error }, 'push dispatch failed'))
      .finally(() => {
        this.running = null;
        if (this.again && !this.stopped) {
          this.again = false;
          this.kick();
        }
      });
  }

  /** Resolves when no round is running: tests wait for it, stop() waits for it. */
  async idle(): Promise<void> {
    while (this.running) await this.running;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.idle();
  }

  private async drain(): Promise<void> {
    const { db } = this.deps;
    // Waits for transactions still queueing pushes, so what they queued is seen now, not at the next poll.
    await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${PUSH_OUTBOX_LOCK})`);
    });
    let keys: VapidKeys | null = null;
    for (;;) {
      const now = this.deps.clock();
      const claimed = await db
        .update(pushDeliveries)
        .set({
          attempts: sql`${pushDeliveries.attempts} + 1`,
          nextAttemptAt: new Date(now.getTime() + PUSH_CLAIM_LEASE_MS),
        })
        .where(
          sql`(${pushDeliveries.companyId}, ${pushDeliveries.id}) in (
            select company_id, id from push_deliveries
            where status = 'queued' and next_attempt_at <= ${now}
            order by next_attempt_at, id limit ${PUSH_BATCH} for update skip locked)`,
        )
        .returning();
      if (claimed.length === 0) return;
      // Loaded only when there is something to send: a deployment without pushes never makes keys.
      keys ??= await vapidKeysFor(this.deps.env);
      for (let start = 0; start < claimed.length; start += PUSH_PARALLEL) {
        const vapid = keys;
        await Promise.all(claimed.slice(start, start + PUSH_PARALLEL).map((row) => this.deliver(row, vapid)));
      }
      if (this.stopped) return;
    }
  }

  /**
   * Sends one claimed row and records what came of it, only while the claim is still this round's:
   * every claim adds an attempt, so a row whose attempts moved on was claimed again elsewhere (the
   * lease ran out) and that sender records it. What the answer says of the subscription itself
   * (it works, it is gone) is recorded either way.
   */
  private async deliver(row: Claimed, keys: VapidKeys): Promise<void> {
    const { db } = this.deps;
    const claimHeld = and(
      eq(pushDeliveries.companyId, row.companyId),
      eq(pushDeliveries.id, row.id),
      eq(pushDeliveries.status, 'queued'),
      eq(pushDeliveries.attempts, row.attempts),
    );
    const record = async (change: Partial<Claimed>): Promise<boolean> => {
      const updated = await db
        .update(pushDeliveries)
        .set(change)
        .where(claimHeld)
        .returning({ id: pushDeliveries.id });
      if (updated.length === 0)
        this.deps.logger.warn(
          { deliveryId: row.id },
          'push claimed again elsewhere; its outcome is left to that sender',
        );
      return updated.length > 0;
    };
    const ownSubscription = and(
      eq(pushSubscriptions.companyId, row.companyId),
      eq(pushSubscriptions.id, row.subscriptionId),
    );
    const [target] = await db.select().from(pushSubscriptions).where(ownSubscription);
    const now = this.deps.clock();
    if (!target || (target.expirationTime && target.expirationTime <= now)) {
      if (target) await db.delete(pushSubscriptions).where(ownSubscription);
      await record({
        status: 'expired',
        lastError: target ? 'The subscription expired' : 'The subscription was removed',
      });
      return;
    }
    let outcome: PushOutcome;
    try {
      outcome = await this.checkAndSend(target, row, keys);
    } catch (error) {
      outcome = {
        kind: 'failed',
        error: error instanceof Error ? error.message : String(error),
        retry: true,
      };
    }
    const done = this.deps.clock();
    if (outcome.kind === 'sent') {
      await record({ status: 'sent', sentAt: done, lastError: null });
      await db.update(pushSubscriptions).set({ lastSuccessAt: done, failureCount: 0 }).where(ownSubscription);
      return;
    }
    if (outcome.kind === 'gone') {
      // The browser unsubscribed or the push service forgot it: it can never receive again.
      await db.delete(pushSubscriptions).where(ownSubscription);
      await record({ status: 'expired', lastError: outcome.error });
      return;
    }
    const retry = outcome.retry && row.attempts < PUSH_MAX_ATTEMPTS;
    const recorded = await record(
      retry
        ? { lastError: outcome.error, nextAttemptAt: new Date(done.getTime() + retryDelayMs(row.attempts)) }
        : { status: 'failed', lastError: outcome.error },
    );
    // Counted once per attempt: the sender that holds the claim counts its own failure.
    if (!recorded) return;
    await db
      .update(pushSubscriptions)
      .set({ failureCount: sql`${pushSubscriptions.failureCount} + 1` })
      .where(ownSubscription);
    this.deps.logger.warn({ deliveryId: row.id, error: outcome.error, retry }, 'push not delivered');
  }

  /**
   * Checks the endpoint again right before sending, since what its name resolves to may have
   * changed since it was subscribed (DNS rebinding), and sends to exactly the addresses checked. A
   * refused address is not retried; a name that does not resolve now is, within the attempts.
   */
  private async checkAndSend(
    target: typeof pushSubscriptions.$inferSelect,
    row: Claimed,
    keys: VapidKeys,
  ): Promise<PushOutcome> {
    const endpoint = await checkPushEndpoint(
      target.endpoint,
      this.deps.env.PUSH_ALLOW_LOOPBACK,
      withResolveTimeout(pushHostResolverFor(this.deps)),
    );
    if (!endpoint.ok)
      return { kind: 'failed', error: `Not sent: ${endpoint.problem}`, retry: endpoint.retryable };
    return sendWebPush(target, row.payload as PushPayload, keys, {
      urgency: row.urgency,
      addresses: endpoint.addresses,
    });
  }
}

const dispatchers = new WeakMap<AppDeps['db'], PushDispatcher>();

/** The dispatcher of this app's database, started (its poll running) on first use. */
export const pushDispatcherFor = (deps: AppDeps): PushDispatcher => {
  let dispatcher = dispatchers.get(deps.db);
  if (!dispatcher) {
    dispatcher = new PushDispatcher(deps);
    dispatchers.set(deps.db, dispatcher);
    dispatcher.start();
  }
  return dispatcher;
};

/** For main.ts: polls from the start (pushes queued before a restart go out) and makes the keys. */
export const startPushDispatcher = async (deps: AppDeps): Promise<void> => {
  await vapidKeysFor(deps.env);
  pushDispatcherFor(deps).kick();
};

/** Stops the poll and waits for a round in progress; before closing the database. */
export const stopPushDispatcher = async (deps: AppDeps): Promise<void> => {
  const dispatcher = dispatchers.get(deps.db);
  dispatchers.delete(deps.db);
  await dispatcher?.stop();
};

export type { PushDispatcher };
