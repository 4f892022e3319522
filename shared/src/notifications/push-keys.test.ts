import { createECDH } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { base64UrlToBytes, isP256Point, sameKey } from './push-keys.js';

describe('base64UrlToBytes', () => {
  it('reads base64url without padding, as VAPID keys are written', () => {
    const bytes = Uint8Array.from([0, 250, 251, 252, 253, 254, 255]);
    const text = Buffer.from(bytes).toString('base64url');
    expect(text).not.toContain('=');
    expect([...base64UrlToBytes(text)]).toEqual([...bytes]);
  });

  it('reads a 65-byte public key to 65 bytes', () => {
    const key = Buffer.alloc(65, 7);
    key[0] = 4;
    expect(base64UrlToBytes(key.toString('base64url'))).toHaveLength(65);
  });
});

describe('sameKey', () => {
  it('compares a subscription key with the expected bytes', () => {
    const key = Uint8Array.from([4, 1, 2]);
    expect(sameKey(Uint8Array.from([4, 1, 2]).buffer, key)).toBe(true);
    expect(sameKey(Uint8Array.from([4, 1, 3]).buffer, key)).toBe(false);
    expect(sameKey(Uint8Array.from([4, 1]).buffer, key)).toBe(false);
    expect(sameKey(null, key)).toBe(false);
  });
});

describe('isP256Point', () => {
  it("takes a browser's public key and refuses bytes that are no point of the curve", () => {
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    const key = ecdh.getPublicKey();
    expect(isP256Point(key)).toBe(true);
    const moved = Buffer.from(key);
    moved[64] = (moved[64] ?? 0) ^ 1;
    expect(isP256Point(moved)).toBe(false);
    expect(isP256Point(Buffer.alloc(65, 4))).toBe(false);
    expect(isP256Point(key.subarray(1))).toBe(false);
    const compressed = ecdh.getPublicKey(undefined, 'compressed');
    expect(isP256Point(compressed)).toBe(false);
  });
});
