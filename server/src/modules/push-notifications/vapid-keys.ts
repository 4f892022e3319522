import { createECDH } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import webpush from 'web-push';
import type { Env } from '../../config/env.schema.js';

/** The deployment's application-server identity towards push services (RFC 8292). */
export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  subject: string;
}

export const VAPID_KEYS_FILE = 'vapid-keys.json';

/** Whether the private key is the public key's: a mismatched pair fails every push, silently. */
const isPair = (publicKey: string, privateKey: string): boolean => {
  try {
    const ecdh = createECDH('prime256v1');
    ecdh.setPrivateKey(Buffer.from(privateKey, 'base64url'));
    return ecdh.getPublicKey().equals(Buffer.from(publicKey, 'base64url'));
  } catch {
    return false;
  }
};

const readStored = async (file: string): Promise<{ publicKey: string; privateKey: string } | null> => {
  try {
    const stored: unknown = JSON.parse(await readFile(file, 'utf8'));
    if (typeof stored !== 'object' || stored === null) return null;
    const { publicKey, privateKey } = stored as Record<string, unknown>;
    if (typeof publicKey !== 'string' || typeof privateKey !== 'string') return null;
    return isPair(publicKey, privateKey) ? { publicKey, privateKey } : null;
  } catch {
    return null;
  }
};

/**
 * VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY when given (instances sharing a database must share the
 * pair, or browsers subscribed through one would be refused pushes signed by another); otherwise a
 * pair generated once and kept in the data folder, readable only by the server's user. Changing the
 * pair orphans every subscription, so an unreadable file is an error, not a reason to make a new one.
 */
export const loadVapidKeys = async (
  env: Pick<Env, 'DATA_DIR' | 'VAPID_PUBLIC_KEY' | 'VAPID_PRIVATE_KEY' | 'VAPID_SUBJECT'>,
): Promise<VapidKeys> => {
  const subject = env.VAPID_SUBJECT;
  if (env.VAPID_PUBLIC_KEY || env.VAPID_PRIVATE_KEY) {
    if (!env.VAPID_PUBLIC_KEY || !env.VAPID_PRIVATE_KEY)
      throw new Error('Set both VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, or neither.');
    if (!isPair(env.VAPID_PUBLIC_KEY, env.VAPID_PRIVATE_KEY))
      throw new Error('VAPID_PRIVATE_KEY is not the private key of VAPID_PUBLIC_KEY.');
    return { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY, subject };
  }
  const file = join(env.DATA_DIR, VAPID_KEYS_FILE);
  const stored = await readStored(file);
  if (stored) return { ...stored, subject };
  await mkdir(env.DATA_DIR, { recursive: true });
  const fresh = webpush.generateVAPIDKeys();
  try {
    // 'wx': two instances starting together on one folder keep the first pair written.
    await writeFile(file, JSON.stringify(fresh), { mode: 0o600, flag: 'wx' });
  } catch (error) {
    const written = await readStored(file);
    if (written) return { ...written, subject };
    throw new Error(`${file} exists but holds no valid VAPID key pair; fix or remove it`, { cause: error });
  }
  return { publicKey: fresh.publicKey, privateKey: fresh.privateKey, subject };
};

const loaded = new Map<string, Promise<VapidKeys>>();

/** The keys for this configuration, loaded (or made) on first use and kept for the process. */
export const vapidKeysFor = (
  env: Pick<Env, 'DATA_DIR' | 'VAPID_PUBLIC_KEY' | 'VAPID_PRIVATE_KEY' | 'VAPID_SUBJECT'>,
): Promise<VapidKeys> => {
  const key = JSON.stringify([env.DATA_DIR, env.VAPID_PUBLIC_KEY ?? '', env.VAPID_SUBJECT]);
  let keys = loaded.get(key);
  if (!keys) {
    keys = loadVapidKeys(env);
    // A failure is not remembered: the next call tries again (and reports again).
    keys.catch(() => loaded.delete(key));
    loaded.set(key, keys);
  }
  return keys;
};
