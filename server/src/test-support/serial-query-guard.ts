import type pg from 'pg';

type QueryCall = (...args: unknown[]) => unknown;

const STACK_DEPTH = 60;
const SQL_SHOWN = 240;

/** The statement of a query call, shortened: it names the call site when the stack cannot. */
const statementOf = (first: unknown): string => {
  const text =
    typeof first === 'string'
      ? first
      : typeof first === 'object' && first !== null && 'text' in first
        ? String(first.text)
        : '(not a statement)';
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > SQL_SHOWN ? `${flat.slice(0, SQL_SHOWN)}…` : flat;
};

/**
 * The product's frames of the current stack. Drizzle starts a query from a promise job when
 * `Promise.all` takes its builder, so there may be none: the statements then name the place.
 */
const productFrames = (): string => {
  const limit = Error.stackTraceLimit;
  Error.stackTraceLimit = STACK_DEPTH;
  const stack = new Error('overlap').stack ?? '';
  Error.stackTraceLimit = limit;
  return stack
    .split('\n')
    .slice(1)
    .filter(
      (line) =>
        line.includes('/src/') && !line.includes('node_modules') && !line.includes('serial-query-guard'),
    )
    .join('\n');
};

/**
 * Catches a query started on a PostgreSQL connection while another is still running on it (the
 * usual cause: `Promise.all` over queries of one transaction). pg 8 queues such a query with a
 * deprecation warning, printed once per process, and pg 9 will refuse it; PGlite runs one query at a
 * time anyway, so only the PostgreSQL run can see it. Each overlap is kept with both statements and
 * the stack, and the test database reports them all when it closes, failing the file.
 */
export class SerialQueryGuard {
  readonly #overlaps: string[] = [];

  /** Wraps a pool client's query; pass it to the pool's 'connect' event. */
  watch = (client: pg.PoolClient): void => {
    const query = client.query.bind(client) as QueryCall;
    const running = new Set<{ sql: string }>();
    const guarded: QueryCall = (...args) => {
      const entry = { sql: statementOf(args[0]) };
      if (running.size > 0) {
        const before = [...running].map((other) => `  running: ${other.sql}`).join('\n');
        this.#overlaps.push(`${before}\n  started: ${entry.sql}\n${productFrames()}`.trimEnd());
      }
      running.add(entry);
      const done = () => running.delete(entry);
      const last = args.at(-1);
      // The pool's own query() hands the client a callback; drizzle awaits the promise.
      if (typeof last === 'function') {
        return query(...args.slice(0, -1), (...results: unknown[]) => {
          done();
          (last as QueryCall)(...results);
        });
      }
      const result = query(...args);
      if (result instanceof Promise) return result.finally(done);
      // A submittable (a cursor) reports its end by events the product does not use; stop counting.
      done();
      return result;
    };
    Object.assign(client, { query: guarded });
  };

  /** Throws, naming every overlap, when any query was started beside another on one connection. */
  assertNoOverlap = (): void => {
    if (this.#overlaps.length === 0) return;
    const overlaps = [...new Set(this.#overlaps)];
    throw new Error(
      `${this.#overlaps.length} time(s) a query was started on a PostgreSQL connection still running ` +
        'another: queries of one transaction must run one after another, not under Promise.all ' +
        `(see docs/tenancy-tests.md).\n\n${overlaps.join('\n\n')}`,
    );
  };
}
