import { performance } from 'node:perf_hooks';
import type {
  LocationBatchResult,
  LocationPointInput,
} from '@backoffice/shared/sales/tracking/tracking.contract';
import { Pool } from 'undici';
import { type BenchRow, fixed, percentile } from './load-generator.js';
import { API, ascending, authHeaders, deviceClock, signInAs } from './tracking-bench-kit.js';
import { BENCH_SALES_PASSWORD, type BenchPerson } from './tracking-seed.js';

const BATCH_SIZES = [50, 100] as const;
const CONCURRENCIES = [1, 4, 16] as const;
const PHASE_MS = 3_000;
const WARMUP_MS = 1_000;
const REQUEST_TIMEOUT_MS = 30_000;
/** The field app reports about once a second while moving; the bench's fixes are a second apart. */
const FIX_SPACING_MS = 1_000;
/** Ten days back: far from the live points and the travel days, well inside the 90-day retention. */
const START_BACK_MS = 10 * 86_400_000;

/** A sales person walking east at about 4 km/h, one fix a second: every batch continues the last. */
class FieldPhone {
  private step = 0;
  private readonly startAt = Date.now() - START_BACK_MS;
  /** Batches already stored, to send again as a phone does after a lost answer. */
  readonly sent: { body: string; size: number }[] = [];

  constructor(
    readonly person: BenchPerson,
    readonly token: string,
    private readonly latitude: number,
  ) {}

  nextBatch(size: number): string {
    const points: LocationPointInput[] = Array.from({ length: size }, () => {
      const k = this.step;
      this.step += 1;
      return {
        ...deviceClock(this.startAt + k * FIX_SPACING_MS),
        Latitude: this.latitude + 0.000_002 * (k % 50),
        Longitude: 85.28 + 0.000_01 * k,
        Accuracy: 8,
        LocationName: k % 100 === 0 ? `Bench road ${k}` : undefined,
      };
    });
    const body = JSON.stringify({ Points: points });
    if (this.sent.length < 200) this.sent.push({ body, size });
    return body;
  }
}

interface PhaseTally {
  latencies: number[];
  points: number;
  duplicates: number;
  errors: number;
  seconds: number;
}

interface Envelope {
  Data: LocationBatchResult | null;
}

const sendBatch = async (pool: Pool, phone: FieldPhone, body: string) => {
  const started = performance.now();
  const answer = await pool.request({
    path: `${API}/location/savebatch`,
    method: 'POST',
    headers: { ...authHeaders(phone.token), 'Content-Type': 'application/json' },
    body,
  });
  const payload = (await answer.body.json()) as Envelope;
  return { ms: performance.now() - started, status: answer.statusCode, result: payload.Data };
};

/**
 * Closed loop, one worker per phone (a phone never has two batches in flight): fresh batches, or
 * (resend) the phone's stored batches again. A fresh batch counts only when every point was stored,
 * a resend only when every point came back as a duplicate.
 */
const runPhase = async (
  pool: Pool,
  phones: readonly FieldPhone[],
  size: number,
  ms: number,
  resend: boolean,
): Promise<PhaseTally> => {
  const tally: PhaseTally = { latencies: [], points: 0, duplicates: 0, errors: 0, seconds: 0 };
  const started = performance.now();
  const deadline = started + ms;
  await Promise.all(
    phones.map(async (phone) => {
      let resent = 0;
      while (performance.now() < deadline) {
        const batch = resend ? phone.sent[resent % phone.sent.length] : { body: phone.nextBatch(size), size };
        resent += 1;
        if (batch === undefined) return;
        try {
          const { ms: took, status, result } = await sendBatch(pool, phone, batch.body);
          const counted = resend ? result?.Duplicates : result?.Accepted;
          if (status !== 200 || !result || counted !== batch.size || result.Rejected.length > 0) {
            tally.errors += 1;
            continue;
          }
          tally.latencies.push(took);
          tally.points += result.Accepted;
          tally.duplicates += result.Duplicates;
        } catch {
          tally.errors += 1;
        }
      }
    }),
  );
  tally.seconds = (performance.now() - started) / 1000;
  return tally;
};

const toRow = (what: string, tally: PhaseTally, pointsPerSecond: number): BenchRow => {
  const sorted = ascending(tally.latencies);
  return {
    what: `${what}: ${Math.round(pointsPerSecond)} points/s`,
    requests: sorted.length,
    errors: tally.errors,
    rps: sorted.length / tally.seconds,
    p50Ms: percentile(sorted, 50),
    p95Ms: percentile(sorted, 95),
    p99Ms: percentile(sorted, 99),
  };
};

const tableLine = (what: string, tally: PhaseTally, pointsPerSecond: number) => {
  const sorted = ascending(tally.latencies);
  return {
    what,
    'points/s': Math.round(pointsPerSecond),
    'batches/s': fixed(sorted.length / tally.seconds, 1),
    'p50 ms': fixed(percentile(sorted, 50), 1),
    'p95 ms': fixed(percentile(sorted, 95), 1),
    errors: tally.errors,
  };
};

/**
 * POST /location/savebatch from `people` phones (each signed in as its own sales person): every
 * batch size at every concurrency for PHASE_MS, then resends of stored batches (the duplicate path).
 */
export const benchIngest = async (baseUrl: string, people: readonly BenchPerson[]): Promise<BenchRow[]> => {
  const most = Math.max(...CONCURRENCIES);
  if (people.length < most) throw new Error(`The ingest needs ${most} sales persons, got ${people.length}`);
  const phones: FieldPhone[] = [];
  for (const [index, person] of people.slice(0, most).entries()) {
    const token = await signInAs(baseUrl, person.userName, BENCH_SALES_PASSWORD);
    phones.push(new FieldPhone(person, token, 27.66 + index * 0.004));
  }
  const pool = new Pool(baseUrl, {
    connections: most,
    pipelining: 1,
    headersTimeout: REQUEST_TIMEOUT_MS,
    bodyTimeout: REQUEST_TIMEOUT_MS,
  });
  const rows: BenchRow[] = [];
  const table: ReturnType<typeof tableLine>[] = [];
  try {
    await runPhase(pool, phones.slice(0, 4), 50, WARMUP_MS, false);
    for (const size of BATCH_SIZES) {
      for (const concurrency of CONCURRENCIES) {
        const what = `savebatch ${size} points × ${concurrency} phones`;
        console.log(`measuring ${what} ...`);
        const tally = await runPhase(pool, phones.slice(0, concurrency), size, PHASE_MS, false);
        const perSecond = tally.points / tally.seconds;
        rows.push(toRow(what, tally, perSecond));
        table.push(tableLine(what, tally, perSecond));
      }
    }
    const what = 'savebatch resend (all duplicates) × 4 phones';
    console.log(`measuring ${what} ...`);
    const tally = await runPhase(pool, phones.slice(0, 4), 0, PHASE_MS, true);
    const perSecond = tally.duplicates / tally.seconds;
    rows.push(toRow(what, tally, perSecond));
    table.push(tableLine(what, tally, perSecond));
  } finally {
    await pool.close();
  }
  console.log(
    `\nlocation ingest: ${PHASE_MS / 1000} s per line, fixes 1 s apart, each phone its own sales person`,
  );
  console.table(table);
  return rows;
};
