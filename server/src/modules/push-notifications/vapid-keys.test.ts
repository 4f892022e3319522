import { readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import webpush from 'web-push';
import { temporaryFolders } from '../../test-support/temporary-folders.js';
import { loadVapidKeys, VAPID_KEYS_FILE } from './vapid-keys.js';

const SUBJECT = 'mailto:ops@backoffice.example';
let dataDir: string;
const newFolder = temporaryFolders('vapid-');
beforeEach(async () => {
  dataDir = await newFolder();
});

const env = (extra: { VAPID_PUBLIC_KEY?: string; VAPID_PRIVATE_KEY?: string } = {}) => ({
  DATA_DIR: dataDir,
  VAPID_SUBJECT: SUBJECT,
  ...extra,
});

describe('loadVapidKeys', () => {
  it('makes a pair once, keeps it in the data folder with mode 0600, and reads the same pair later', async () => {
    const first = await loadVapidKeys(env());
    expect(first.publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
    expect(first.subject).toBe(SUBJECT);
    const file = join(dataDir, VAPID_KEYS_FILE);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect(await loadVapidKeys(env())).toEqual(first);
    expect(JSON.parse(await readFile(file, 'utf8'))).toEqual({
      publicKey: first.publicKey,
      privateKey: first.privateKey,
    });
  });

  it('uses the pair from the environment and writes nothing', async () => {
    const pair = webpush.generateVAPIDKeys();
    const keys = await loadVapidKeys(
      env({ VAPID_PUBLIC_KEY: pair.publicKey, VAPID_PRIVATE_KEY: pair.privateKey }),
    );
    expect(keys).toEqual({ ...pair, subject: SUBJECT });
    await expect(stat(join(dataDir, VAPID_KEYS_FILE))).rejects.toThrow();
  });

  it('refuses half a pair, or two keys that are not a pair', async () => {
    const pair = webpush.generateVAPIDKeys();
    const other = webpush.generateVAPIDKeys();
    await expect(loadVapidKeys(env({ VAPID_PUBLIC_KEY: pair.publicKey }))).rejects.toThrow(
      'Set both VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, or neither.',
    );
    await expect(
      loadVapidKeys(env({ VAPID_PUBLIC_KEY: pair.publicKey, VAPID_PRIVATE_KEY: other.privateKey })),
    ).rejects.toThrow('VAPID_PRIVATE_KEY is not the private key of VAPID_PUBLIC_KEY.');
  });

  it('does not replace a damaged key file: every subscription depends on the pair in it', async () => {
    const file = join(dataDir, VAPID_KEYS_FILE);
    await writeFile(file, '{"publicKey": "broken"}');
    await expect(loadVapidKeys(env())).rejects.toThrow('holds no valid VAPID key pair');
    expect(await readFile(file, 'utf8')).toBe('{"publicKey": "broken"}');
  });
});
