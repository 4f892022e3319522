import { describe, expect, it } from 'vitest';
import { hasUserSubject, isExpired, isUserToken, readClaims } from './access-token.ts';

const base64Url = (value: unknown): string =>
  btoa(String.fromCharCode(...new TextEncoder().encode(JSON.stringify(value))))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
const tokenWith = (claims: object): string => `${base64Url({ alg: 'HS256' })}.${base64Url(claims)}.signature`;
const NOW = Date.parse('2026-11-22T05:00:00Z');
const inSeconds = (seconds: number): number => Math.floor(NOW / 1000) + seconds;

describe('access token claims in the browser', () => {
  it('reads the claims of a token, names in Devanagari included', () => {
    const claims = readClaims(tokenWith({ sub: '7', name: 'राम थापा', exp: 1 }));
    expect(claims).toEqual({ sub: '7', name: 'राम थापा', exp: 1 });
  });

  it('gives null for what is not a token', () => {
    expect(readClaims(undefined)).toBeNull();
    expect(readClaims('')).toBeNull();
    expect(readClaims('abc')).toBeNull();
    expect(readClaims('a.%%%.c')).toBeNull();
    expect(readClaims(`a.${base64Url('text')}.c`)).toBeNull();
  });

  it('treats a token as expired 30 s before exp, and one without exp as expired', () => {
    expect(isExpired(tokenWith({ exp: inSeconds(31) }), NOW)).toBe(false);
    expect(isExpired(tokenWith({ exp: inSeconds(30) }), NOW)).toBe(true);
    expect(isExpired(tokenWith({ sub: '7' }), NOW)).toBe(true);
  });

  it('is signed in only with a positive subject and an unexpired token (spec section 4)', () => {
    expect(isUserToken(tokenWith({ sub: '7', exp: inSeconds(600) }), NOW)).toBe(true);
    expect(isUserToken(tokenWith({ sub: '0', exp: inSeconds(600) }), NOW)).toBe(false);
    expect(isUserToken(tokenWith({ sub: '-3', exp: inSeconds(600) }), NOW)).toBe(false);
    expect(isUserToken(tokenWith({ sub: 'admin', exp: inSeconds(600) }), NOW)).toBe(false);
    expect(isUserToken(tokenWith({ sub: '7', exp: inSeconds(-1) }), NOW)).toBe(false);
    expect(hasUserSubject(tokenWith({ sub: '7', exp: inSeconds(-1) }))).toBe(true);
  });
});
