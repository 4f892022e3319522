import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { temporaryFolders } from '../test-support/temporary-folders.js';
import { decryptSecret, deriveSecrets, encryptSecret, loadAppSecrets } from './app-secrets.js';

const KEY = Buffer.alloc(32, 1);

/** Flips one bit of one part of an iv.tag.body value, keeping it well formed. */
const tamper = (sealed: string, partIndex: number): string =>
  sealed
    .split('.')
    .map((part, index) => {
      if (index !== partIndex) return part;
      const bytes = Buffer.from(part, 'base64url');
      bytes[0] = (bytes[0] ?? 0) ^ 1;
      return bytes.toString('base64url');
    })
    .join('.');

describe('encryptSecret / decryptSecret', () => {
  it('gives back what was sealed', () => {
    const plain = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP é';
    expect(decryptSecret(KEY, encryptSecret(KEY, plain))).toBe(plain);
  });

  it('uses a fresh IV each time, so sealing the same text twice gives different output', () => {
    expect(encryptSecret(KEY, 'same')).not.toBe(encryptSecret(KEY, 'same'));
  });

  it('throws when the ciphertext, the tag or the IV was altered', () => {
    const sealed = encryptSecret(KEY, 'a secret worth keeping');
    expect(() => decryptSecret(KEY, tamper(sealed, 2))).toThrow();
    expect(() => decryptSecret(KEY, tamper(sealed, 1))).toThrow();
    expect(() => decryptSecret(KEY, tamper(sealed, 0))).toThrow();
  });

  it('throws with another key', () => {
    const sealed = encryptSecret(KEY, 'a secret worth keeping');
    expect(() => decryptSecret(Buffer.alloc(32, 2), sealed)).toThrow();
  });

  it('throws on a malformed value', () => {
    expect(() => decryptSecret(KEY, 'only-one-part')).toThrow('Malformed sealed secret');
  });
});

describe('deriveSecrets', () => {
  it('derives the same keys from the same secret', () => {
    const first = deriveSecrets(Buffer.from('deployment secret'));
    const second = deriveSecrets(Buffer.from('deployment secret'));
    expect(Buffer.from(first.jwtKey).equals(Buffer.from(second.jwtKey))).toBe(true);
    expect(first.encryptionKey.equals(second.encryptionKey)).toBe(true);
  });

  it('gives each purpose its own 32-byte key', () => {
    const { jwtKey, encryptionKey } = deriveSecrets(Buffer.from('deployment secret'));
    expect(jwtKey).toHaveLength(32);
    expect(encryptionKey).toHaveLength(32);
    expect(Buffer.from(jwtKey).equals(encryptionKey)).toBe(false);
  });

  it('derives different keys from different secrets', () => {
    const first = deriveSecrets(Buffer.from('deployment secret'));
    const second = deriveSecrets(Buffer.from('another secret'));
    expect(first.encryptionKey.equals(second.encryptionKey)).toBe(false);
  });
});

describe('loadAppSecrets', () => {
  let dataDir: string;
  const newFolder = temporaryFolders('app-secrets-');

  beforeEach(async () => {
    dataDir = await newFolder();
  });

  it('generates a key file readable by its owner only, and reuses it on the next start', async () => {
    const first = await loadAppSecrets(dataDir, undefined);
    const file = join(dataDir, 'app-secret.key');
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    const second = await loadAppSecrets(dataDir, undefined);
    expect(Buffer.from(second.jwtKey).equals(Buffer.from(first.jwtKey))).toBe(true);
    expect(second.encryptionKey.equals(first.encryptionKey)).toBe(true);
  });

  it('creates the data folder when it does not exist yet', async () => {
    const nested = join(dataDir, 'not', 'there');
    await loadAppSecrets(nested, undefined);
    expect(await readdir(nested)).toEqual(['app-secret.key']);
  });

  it('replaces a stored key that is too short to be safe', async () => {
    const file = join(dataDir, 'app-secret.key');
    const weak = Buffer.alloc(8, 1).toString('base64url');
    await writeFile(file, weak);
    const loaded = await loadAppSecrets(dataDir, undefined);
    expect(await readFile(file, 'utf8')).not.toBe(weak);
    expect(loaded.encryptionKey.equals(deriveSecrets(Buffer.alloc(8, 1)).encryptionKey)).toBe(false);
  });

  it('uses APP_SECRET when given and writes nothing', async () => {
    const loaded = await loadAppSecrets(dataDir, 'shared by every instance');
    expect(await readdir(dataDir)).toEqual([]);
    const expected = deriveSecrets(Buffer.from('shared by every instance', 'utf8'));
    expect(loaded.encryptionKey.equals(expected.encryptionKey)).toBe(true);
    expect(Buffer.from(loaded.jwtKey).equals(Buffer.from(expected.jwtKey))).toBe(true);
  });
});
