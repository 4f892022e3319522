import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import { decryptSecret } from '../../../auth/app-secrets.js';
import type { Database, DatabaseHandle, Unlisten } from '../../../db/database.js';
import { cbmsOutbox, cbmsSettings } from '../../../db/schema/index.js';
import { CBMS_ALREADY_EXISTS, CBMS_SUCCESS, type CbmsAnswer, type CbmsClient } from './cbms-client.js';
import { CBMS_TIMEOUT_MS } from './cbms-http.adapter.js';
import { CBMS_SENDING, CBMS_WAKE_CHANNEL, type CbmsWake } from './cbms-outbox.js';
import { CBMS_HELD_ANSWERS } from './cbms-settings.js';

/** How often realtime rows and retries are looked for without a wake-up (another instance's, a lost one). */
export const CBMS_POLL_MS = 30_000;
/** Rows claimed at once; sent one after another, as a taxpayer's own software would. */
export const CBMS_BATCH = 20;
/** A claimed row is due again after this if its sender died before recording the answer. */
export const CBMS_CLAIM_LEASE_MS = 2 * CBMS_BATCH * CBMS_TIMEOUT_MS;
const MINUTE_MS = 60_000;
const RETRY_CAP_MS = 6 * 60 * MINUTE_MS;

/** Waits after the nth failed attempt: 1 minute, 2, 4, 8 … at most 6 hours. */
export const cbmsRetryDelayMs = (attempts: number): number =>
  Math.min(RETRY_CAP_MS, MINUTE_MS * 2 ** Math.max(0, attempts - 1));

export interface CbmsSenderDeps {
  db: Database;
  logger: Logger;
  clock: () => Date;
  encryptionKey: Buffer;
  client: CbmsClient;
  /** Between two rounds that send the batch companies' rows. */
  batchMs: number;
}

type Claimed = typeof cbmsOutbox.$inferSelect;
type Credentials = { username: string; password: string } | null;

/** What an answer makes of the row. */
const outcomeOf = (answer: CbmsAnswer, attempts: number, done: Date): Partial<Claimed> => {
  if (answer.kind === 'transport')
    return {
      status: 'failed',
      lastAnswer: 'transport',
      lastError: answer.error,
      nextAttemptAt: new Date(done.getTime() + cbmsRetryDelayMs(attempts)),
    };
  const code = String(answer.code);
  // 101 on a retry: an earlier attempt got through though its answer was lost.
  if (answer.code === CBMS_SUCCESS || (answer.code === CBMS_ALREADY_EXISTS && attempts > 1))
    return { status: 'synced', lastAnswer: code, lastError: null, syncedAt: done };
  return {
    status: 'failed',
    lastAnswer: code,
    lastError: null,
    nextAttemptAt: new Date(done.getTime() + cbmsRetryDelayMs(attempts)),
  };
};

/**
 * Sends the outbox to the IRD after the postings that filled it commit. Several processes share
 * the outbox: a claim skips rows another holds (FOR UPDATE SKIP LOCKED) and counts an attempt, so
 * one invoice is sent by one of them. Never throws: what came of a row is recorded on it.
 */
export class CbmsSender {
  private timers: NodeJS.Timeout[] = [];
  private unlisten: Unlisten | null = null;
  private running: Promise<void> | null = null;
  private queued: CbmsWake | null = null;
  private stopped = false;

  constructor(private readonly deps: CbmsSenderDeps) {}

  /** Polls, and with `listen` wakes when a posting or a resend commits (in any process). */
  async start(listen?: DatabaseHandle['listen']): Promise<void> {
    const every = (ms: number, wake: CbmsWake) => {
      const timer = setInterval(() => this.kick(wake), ms);
      timer.unref();
      this.timers.push(timer);
    };
    every(CBMS_POLL_MS, 'realtime');
    every(this.deps.batchMs, 'all');
    if (listen)
      this.unlisten = await listen(CBMS_WAKE_CHANNEL, (payload) =>
        this.kick(payload === 'all' ? 'all' : 'realtime'),
      );
    this.kick('realtime');
  }

  /** Looks for due rows now, or right after the round that runs. */
  kick(wake: CbmsWake): void {
    if (this.stopped) return;
    if (this.running) {
      this.queued = this.queued === 'all' || wake === 'all' ? 'all' : 'realtime';
      return;
    }
    this.running = this.round(wake)
      .then(() => undefined)
      .catch((error: unknown) => this.deps.logger.error({ err: error }, 'sending to the IRD failed'))
      .finally(() => {
        this.running = null;
        const next = this.queued;
        this.queued = null;
        if (next && !this.stopped) this.kick(next);
      });
  }

  async idle(): Promise<void> {
    while (this.running) await this.running;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    for (const timer of this.timers) clearInterval(timer);
    this.timers = [];
    await this.unlisten?.();
    this.unlisten = null;
    await this.idle();
  }

  /** Sends every due row (realtime: the realtime rows and retries; all: the batch rows too); answers how many it tried. */
  async round(wake: CbmsWake): Promise<number> {
    const credentials = new Map<number, Credentials>();
    let tried = 0;
    for (;;) {
      const claimed = await this.claim(wake);
      if (claimed.length === 0) return tried;
      for (const row of claimed) {
        if (!credentials.has(row.companyId))
          credentials.set(row.companyId, await this.credentialsOf(row.companyId));
        await this.deliver(row, credentials.get(row.companyId) ?? null);
        tried += 1;
      }
      if (this.stopped) return tried;
    }
  }

  private async claim(wake: CbmsWake): Promise<Claimed[]> {
    const now = this.deps.clock();
    const held = sql.join(
      CBMS_HELD_ANSWERS.map((answer) => sql`${answer}`),
      sql`, `,
    );
    return this.deps.db
      .update(cbmsOutbox)
      .set({
        attempts: sql`${cbmsOutbox.attempts} + 1`,
        lastAttemptAt: now,
        lastAnswer: CBMS_SENDING,
        nextAttemptAt: new Date(now.getTime() + CBMS_CLAIM_LEASE_MS),
      })
      .where(
        sql`(${cbmsOutbox.companyId}, ${cbmsOutbox.id}) in (
          select o.company_id, o.id from cbms_outbox o
          join cbms_settings s on s.company_id = o.company_id and s.enabled and s.password_sealed is not null
          where (o.status = 'pending' or (o.status = 'failed' and coalesce(o.last_answer, '') not in (${held})))
            and o.next_attempt_at <= ${now}
            and (${wake === 'all'} or o.is_realtime or o.attempts > 0)
          order by o.next_attempt_at, o.id limit ${CBMS_BATCH} for update of o skip locked)`,
      )
      .returning();
  }

  private async credentialsOf(companyId: number): Promise<Credentials> {
    const [row] = await this.deps.db
      .select({ username: cbmsSettings.username, sealed: cbmsSettings.passwordSealed })
      .from(cbmsSettings)
      .where(eq(cbmsSettings.companyId, companyId));
    if (!row?.sealed) return null;
    try {
      return { username: row.username, password: decryptSecret(this.deps.encryptionKey, row.sealed) };
    } catch {
      return null;
    }
  }

  private async deliver(row: Claimed, credentials: Credentials): Promise<void> {
    let change: Partial<Claimed>;
    if (!credentials) {
      // Sealed with another key (APP_SECRET changed): only entering the password again helps.
      change = { status: 'failed', lastAnswer: 'credentials', lastError: null };
    } else {
      const body = { ...credentials, ...(row.payload as Record<string, string | number | boolean>) };
      let answer: CbmsAnswer;
      try {
        answer =
          row.kind === 'bill'
            ? await this.deps.client.sendBill(body)
            : await this.deps.client.sendBillReturn(body);
      } catch (error) {
        answer = { kind: 'transport', error: error instanceof Error ? error.message : 'failed' };
      }
      change = outcomeOf(answer, row.attempts, this.deps.clock());
    }
    // Recorded only while the claim is this round's: a row claimed again elsewhere is that sender's.
    const recorded = await this.deps.db
      .update(cbmsOutbox)
      .set(change)
      .where(
        and(
          eq(cbmsOutbox.companyId, row.companyId),
          eq(cbmsOutbox.id, row.id),
          inArray(cbmsOutbox.status, ['pending', 'failed']),
          eq(cbmsOutbox.attempts, row.attempts),
        ),
      )
      .returning({ id: cbmsOutbox.id });
    this.deps.logger[change.status === 'synced' ? 'info' : 'warn'](
      {
        outboxId: row.id,
        companyId: row.companyId,
        answer: change.lastAnswer,
        recorded: recorded.length > 0,
      },
      'IRD billing answer',
    );
  }
}
