import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Database } from './database.js';

type Reads<T extends readonly unknown[]> = { readonly [K in keyof T]: () => PromiseLike<T[K]> };

/**
 * Runs reads that do not depend on each other, for code that may be handed the pool or a
 * transaction. On the pool they run side by side (each takes its own connection); in a transaction
 * they run one after another, since its one connection runs one query at a time (pg queues a second
 * with a deprecation warning and pg 9 refuses it). Use it instead of `Promise.all` over queries.
 */
export const allReads = async <T extends readonly unknown[]>(db: Database, reads: Reads<T>): Promise<T> => {
  if (!(db instanceof PgTransaction)) return (await Promise.all(reads.map((read) => read()))) as unknown as T;
  const results: unknown[] = [];
  for (const read of reads) results.push(await read());
  return results as unknown as T;
};
