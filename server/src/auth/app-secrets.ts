import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/** Keys derived from one deployment secret, each for one purpose. */
export interface AppSecrets {
  jwtKey: Uint8Array;
  encryptionKey: Buffer;
}

const derive = (secret: Buffer, purpose: string): Buffer =>
  Buffer.from(hkdfSync('sha256', secret, Buffer.alloc(0), `backoffice:${purpose}`, 32));

export const deriveSecrets = (secret: Buffer): AppSecrets => ({
  jwtKey: new Uint8Array(derive(secret, 'jwt-hs256')),
  encryptionKey: derive(secret, 'aes-256-gcm'),
});

/**
 * Uses APP_SECRET when given (several instances must share it); otherwise generates a secret once
 * and keeps it in the data folder, which is never committed.
 */
export const loadAppSecrets = async (dataDir: string, appSecret: string | undefined): Promise<AppSecrets> => {
  if (appSecret) return deriveSecrets(Buffer.from(appSecret, 'utf8'));
  const file = join(dataDir, 'app-secret.key');
  try {
    const stored = Buffer.from((await readFile(file, 'utf8')).trim(), 'base64url');
    if (stored.length >= 32) return deriveSecrets(stored);
  } catch {
    // Not there yet: made below.
  }
  await mkdir(dataDir, { recursive: true });
  const fresh = randomBytes(48);
  await writeFile(file, fresh.toString('base64url'), { mode: 0o600, flag: 'w' });
  return deriveSecrets(fresh);
};

/** AES-256-GCM for secrets kept at rest (TOTP keys): iv.tag.ciphertext, base64url. */
export const encryptSecret = (key: Buffer, plain: string): string => {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), body].map((part) => part.toString('base64url')).join('.');
};

export const decryptSecret = (key: Buffer, sealed: string): string => {
  const [iv, tag, body] = sealed.split('.').map((part) => Buffer.from(part, 'base64url'));
  if (!iv || !tag || !body) throw new Error('Malformed sealed secret');
  const decipher = createDecipheriv('aes-256-gcm', key, iv);
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
};
