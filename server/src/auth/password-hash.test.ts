import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PASSWORD_HASH_COST,
  hashPassword,
  setPasswordHashCost,
  verifyPassword,
} from './password-hash.js';

// Each scrypt call at the production cost takes 150-500 ms, and the malformed-value path does the
// same work on purpose, so these tests need more than vitest's default 5 s on a busy machine.
const SLOW = { timeout: 30_000 };
const PASSWORD = 'correct horse battery staple';

describe('password hashing', SLOW, () => {
  it('verifies the password it hashed and refuses another', async () => {
    const stored = await hashPassword(PASSWORD);
    expect(await verifyPassword(PASSWORD, stored)).toBe(true);
    expect(await verifyPassword('correct horse battery stapler', stored)).toBe(false);
    expect(await verifyPassword('', stored)).toBe(false);
  });

  it('salts each hash, so equal passwords do not give equal hashes', async () => {
    const [first, second] = await Promise.all([hashPassword(PASSWORD), hashPassword(PASSWORD)]);
    expect(first).not.toBe(second);
  });

  it('stores the algorithm and its cost so they can be raised later', async () => {
    const stored = await hashPassword(PASSWORD);
    expect(stored.startsWith('scrypt$131072$8$1$')).toBe(true);
    expect(stored.split('$')).toHaveLength(6);
  });

  it('refuses, without throwing, a stored value it does not recognise or a missing one', async () => {
    await expect(verifyPassword(PASSWORD, null)).resolves.toBe(false);
    await expect(verifyPassword(PASSWORD, '')).resolves.toBe(false);
    await expect(verifyPassword(PASSWORD, 'not-a-hash')).resolves.toBe(false);
    await expect(verifyPassword(PASSWORD, 'bcrypt$10$abc$def$ghi$jkl')).resolves.toBe(false);
    await expect(verifyPassword(PASSWORD, 'scrypt$131072$8$1$$')).resolves.toBe(false);
  });

  // A corrupted row must read as "wrong password", not crash the sign-in.
  it('refuses, without throwing, a scrypt value whose cost parameters are not usable', async () => {
    await expect(verifyPassword(PASSWORD, 'scrypt$x$y$z$c2FsdA$a2V5')).resolves.toBe(false);
    await expect(verifyPassword(PASSWORD, 'scrypt$1000$8$1$c2FsdA$a2V5')).resolves.toBe(false);
  });

  it('makes new hashes at a set cost, still verifies hashes of the old one, and refuses a cost out of range', async () => {
    const older = await hashPassword(PASSWORD);
    try {
      setPasswordHashCost(14);
      const cheaper = await hashPassword(PASSWORD);
      expect(cheaper.startsWith('scrypt$16384$8$1$')).toBe(true);
      expect(await verifyPassword(PASSWORD, cheaper)).toBe(true);
      expect(await verifyPassword(PASSWORD, older)).toBe(true);
      expect(() => setPasswordHashCost(13)).toThrow(RangeError);
      expect(() => setPasswordHashCost(21)).toThrow(RangeError);
      expect(() => setPasswordHashCost(15.5)).toThrow(RangeError);
    } finally {
      setPasswordHashCost(DEFAULT_PASSWORD_HASH_COST);
    }
  });
});
