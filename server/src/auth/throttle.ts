import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { authThrottle } from '../db/schema/index.js';
import { tooManyRequests } from '../http/api-error.js';

export interface ThrottlePolicy {
  /** Every this many consecutive failures, the key is locked. */
  failuresPerLock: number;
  /** Lock length grows by this much with each lock... */
  lockStepSeconds: number;
  /** ...up to this (the issue caps lock-out at 15 minutes). */
  maxLockSeconds: number;
  /** A key with no failure for this long starts again from zero. */
  resetAfterSeconds: number;
}

/** Documented in the README ("Sign-in protection"). */
export const ACCOUNT_POLICY: ThrottlePolicy = {
  failuresPerLock: 5,
  lockStepSeconds: 60,
  maxLockSeconds: 900,
  resetAfterSeconds: 12 * 3600,
};
export const ADDRESS_POLICY: ThrottlePolicy = {
  failuresPerLock: 50,
  lockStepSeconds: 900,
  maxLockSeconds: 900,
  resetAfterSeconds: 900,
};

/** How long the key is locked after this failure, or null when this failure does not lock it. */
export const lockSecondsAfter = (failures: number, policy: ThrottlePolicy): number | null =>
  failures > 0 && failures % policy.failuresPerLock === 0
    ? Math.min(policy.maxLockSeconds, (failures / policy.failuresPerLock) * policy.lockStepSeconds)
    : null;

export const accountKey = (userName: string) => `account:${userName.trim().toLowerCase()}`;
export const addressKey = (ip: string) => `address:${ip}`;

const policyFor = (key: string) => (key.startsWith('address:') ? ADDRESS_POLICY : ACCOUNT_POLICY);

export const lockMessage = (seconds: number) => {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return `Too many failed attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
};

/** Refuses with 429 while any of the keys is locked, whatever the credentials. */
export const assertNotLocked = async (db: Database, keys: string[], now: Date): Promise<void> => {
  for (const key of keys) {
    const [row] = await db.select().from(authThrottle).where(eq(authThrottle.key, key));
    if (row?.lockedUntil && row.lockedUntil > now) {
      const seconds = (row.lockedUntil.getTime() - now.getTime()) / 1000;
      throw tooManyRequests(lockMessage(seconds), seconds);
    }
  }
};

/** Counts a failure atomically, locking the key every `failuresPerLock` failures. */
export const recordFailure = async (db: Database, keys: string[], now: Date): Promise<void> => {
  for (const key of keys) {
    const policy = policyFor(key);
    const resetBefore = new Date(now.getTime() - policy.resetAfterSeconds * 1000);
    const [row] = await db
      .insert(authThrottle)
      .values({ key, failures: 1, lastFailureAt: now })
      .onConflictDoUpdate({
        target: authThrottle.key,
        set: {
          failures: sql`case when ${authThrottle.lastFailureAt} < ${resetBefore} then 1 else ${authThrottle.failures} + 1 end`,
          lastFailureAt: now,
        },
      })
      .returning({ failures: authThrottle.failures });
    const seconds = lockSecondsAfter(row?.failures ?? 1, policy);
    if (seconds !== null) {
      await db
        .update(authThrottle)
        .set({ lockedUntil: new Date(now.getTime() + seconds * 1000) })
        .where(eq(authThrottle.key, key));
    }
  }
};

export const clearFailures = async (db: Database, key: string): Promise<void> => {
  await db.delete(authThrottle).where(eq(authThrottle.key, key));
};
