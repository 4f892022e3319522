import { createECDH } from 'node:crypto';
import { z } from 'zod';

/** Browsers send base64url without padding; some clients send plain base64. Both are accepted. */
const toBase64Url = (value: unknown): unknown =>
  typeof value === 'string' ? value.trim().replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '') : value;

const base64UrlKey = (field: string, bytes: number, extra?: (key: Buffer) => boolean) =>
  z.preprocess(
    toBase64Url,
    z
      .string({ error: `${field} is required` })
      .min(1, { error: `${field} is required` })
      .refine(
        (value) => {
          if (!/^[A-Za-z0-9_-]+$/.test(value)) return false;
          const key = Buffer.from(value, 'base64url');
          return key.length === bytes && (extra ? extra(key) : true);
        },
        { error: `${field} must be ${bytes} bytes in base64url` },
      ),
  );

/** An uncompressed P-256 point the browser made: a bad one would only fail later, at every send. */
const isP256Point = (key: Buffer): boolean => {
  if (key[0] !== 0x04) return false;
  try {
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    ecdh.computeSecret(key);
    return true;
  } catch {
    return false;
  }
};

/** The last millisecond of 9999: beyond it a date is no date. */
const MAX_EPOCH_MS = 253_402_300_799_999;

const expirationTime = z.preprocess((value) => {
  if (value === undefined || value === null) return null;
  if (typeof value === 'string') {
    const trimmed = value.trim();
    if (trimmed === '' || trimmed.toLowerCase() === 'null') return null;
    return /^\d+$/.test(trimmed) ? Number(trimmed) : value;
  }
  return value;
}, z
  .number({ error: 'ExpirationTime must be epoch milliseconds or empty' })
  .int({ error: 'ExpirationTime must be epoch milliseconds or empty' })
  .positive({ error: 'ExpirationTime must be epoch milliseconds or empty' })
  .max(MAX_EPOCH_MS, { error: 'ExpirationTime must be epoch milliseconds or empty' })
  .nullable());

/** POST /pushsubscription/subscribe: PushSubscription.toJSON() under the spec's names. */
export const pushSubscribeBody = z.object({
  EndPoint: z.preprocess(
    (value) => (typeof value === 'string' ? value.trim() : value),
    z.string({ error: 'EndPoint is required' }).min(1, { error: 'EndPoint is required' }),
  ),
  P256dhKey: base64UrlKey('P256dhKey', 65, isP256Point),
  Auth: base64UrlKey('Auth', 16),
  ExpirationTime: expirationTime,
});

export const pushUnsubscribeBody = z.object({
  EndPoint: z.preprocess(
    (value) => (typeof value === 'string' ? value.trim() : value),
    z.string({ error: 'EndPoint is required' }).min(1, { error: 'EndPoint is required' }).max(4_096),
  ),
});
