import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto';

/** OWASP's scrypt minimum: N=2^17, r=8, p=1. Parameters are stored so they can be raised later. */
export const DEFAULT_PASSWORD_HASH_COST = 17;
const LOWEST_COST = 14;
const HIGHEST_COST = 20;
let COST = { N: 2 ** DEFAULT_PASSWORD_HASH_COST, r: 8, p: 1 };

/**
 * Sets N = 2^log2N for new hashes (PASSWORD_HASH_COST). Test runs lower it to the accepted minimum:
 * every sign-in verifies a hash, and at 2^17 a hash is about 0.4 s of one core. Existing hashes keep
 * the cost they were made with.
 */
export const setPasswordHashCost = (log2N: number): void => {
  if (!Number.isInteger(log2N) || log2N < LOWEST_COST || log2N > HIGHEST_COST)
    throw new RangeError(`password hash cost must be a whole number from ${LOWEST_COST} to ${HIGHEST_COST}`);
  COST = { ...COST, N: 2 ** log2N };
};
const KEY_LENGTH = 32;

const derive = (password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    const maxmem = 256 * (options.N ?? COST.N) * (options.r ?? COST.r);
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, { ...options, maxmem }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });

export const hashPassword = async (password: string): Promise<string> => {
  const salt = randomBytes(16);
  const key = await derive(password, salt, COST);
  return `scrypt$${COST.N}$${COST.r}$${COST.p}$${salt.toString('base64url')}$${key.toString('base64url')}`;
};

/** Stored parameters we are willing to run: anything else is treated as no password at all. */
const usableCost = (n: number, r: number, p: number): boolean =>
  Number.isInteger(Math.log2(n)) &&
  n >= 2 ** LOWEST_COST &&
  n <= 2 ** HIGHEST_COST &&
  r >= 1 &&
  r <= 32 &&
  p >= 1 &&
  p <= 16;

export const verifyPassword = async (password: string, stored: string | null): Promise<boolean> => {
  const parts = stored?.split('$') ?? [];
  const [, n, r, p, salt, key] = parts;
  const cost = { N: Number(n), r: Number(r), p: Number(p) };
  if (parts.length !== 6 || parts[0] !== 'scrypt' || !salt || !key || !usableCost(cost.N, cost.r, cost.p)) {
    // Same work as a real check, so an unknown user takes as long as a wrong password.
    await derive(password, randomBytes(16), COST);
    return false;
  }
  const expected = Buffer.from(key, 'base64url');
  const actual = await derive(password, Buffer.from(salt, 'base64url'), cost);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
};
