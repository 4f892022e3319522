import { performance } from 'node:perf_hooks';
import { Pool } from 'undici';

export interface LoadOptions {
  url: string;
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  headers?: Record<string, string>;
  body?: string;
  concurrency: number;
  durationMs: number;
  warmupMs: number;
}

/** `requests` counts 2xx answers only, so a route that fails fast cannot look fast. */
export interface LoadResult {
  requests: number;
  errors: number;
  rps: number;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
}

/** One measured line of a benchmark report; every suite returns these so run-all can check them. */
export interface BenchRow extends LoadResult {
  what: string;
}

// Generous, but finite: a stalled server must end the run rather than hang it.
const REQUEST_TIMEOUT_MS = 30_000;

/** Nearest-rank percentile of an ascending array. */
export const percentile = (sorted: readonly number[], p: number): number => {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1] ?? Number.NaN;
};

interface PhaseTally {
  latencies: number[];
  errors: number;
}

const runPhase = async (pool: Pool, options: LoadOptions, path: string, ms: number): Promise<PhaseTally> => {
  const tally: PhaseTally = { latencies: [], errors: 0 };
  const deadline = performance.now() + ms;
  // Closed loop: each worker waits for its answer before sending again, so the offered load
  // adapts to the server instead of queueing without bound.
  const worker = async () => {
    while (performance.now() < deadline) {
      const started = performance.now();
      try {
        const answer = await pool.request({
          path,
          method: options.method ?? 'GET',
          headers: options.headers,
          body: options.body,
        });
        // Draining keeps the connection reusable and makes latency include the whole body.
        await answer.body.dump({ limit: Number.POSITIVE_INFINITY });
        const ok = answer.statusCode >= 200 && answer.statusCode < 300;
        if (ok) tally.latencies.push(performance.now() - started);
        else tally.errors += 1;
      } catch {
        tally.errors += 1;
      }
    }
  };
  await Promise.all(Array.from({ length: options.concurrency }, worker));
  return tally;
};

export const runLoad = async (options: LoadOptions): Promise<LoadResult> => {
  const target = new URL(options.url);
  // The generator must never be pointed at someone else's machine.
  if (target.hostname !== '127.0.0.1') throw new Error(`Load is only sent to 127.0.0.1, not ${target.host}`);
  if (options.concurrency < 1) throw new Error('concurrency must be at least 1');

  const pool = new Pool(target.origin, {
    connections: options.concurrency,
    pipelining: 1,
    headersTimeout: REQUEST_TIMEOUT_MS,
    bodyTimeout: REQUEST_TIMEOUT_MS,
  });
  const path = `${target.pathname}${target.search}`;
  try {
    if (options.warmupMs > 0) await runPhase(pool, options, path, options.warmupMs);
    const started = performance.now();
    const tally = await runPhase(pool, options, path, options.durationMs);
    // Measured to the last answer, not the deadline, so slow tail requests are not free.
    const seconds = (performance.now() - started) / 1000;
    const sorted = tally.latencies.sort((a, b) => a - b);
    return {
      requests: sorted.length,
      errors: tally.errors,
      rps: sorted.length / seconds,
      p50Ms: percentile(sorted, 50),
      p95Ms: percentile(sorted, 95),
      p99Ms: percentile(sorted, 99),
    };
  } finally {
    await pool.close();
  }
};

// Numbers rather than strings, so console.table prints them unquoted; NaN shows a missing figure.
export const fixed = (value: number, digits: number): number => Number(value.toFixed(digits));

export const formatRows = (rows: readonly BenchRow[]) =>
  rows.map((row) => ({
    what: row.what,
    'requests/s': fixed(row.rps, 1),
    'p50 ms': fixed(row.p50Ms, 2),
    'p95 ms': fixed(row.p95Ms, 2),
    'p99 ms': fixed(row.p99Ms, 2),
    errors: row.errors,
  }));
