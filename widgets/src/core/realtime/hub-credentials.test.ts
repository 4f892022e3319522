import { describe, expect, it } from 'vitest';
import { credentialsKey, hubCredentialsOf } from './hub-credentials.ts';

const base64Url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const tokenWith = (claims: object) => `${base64Url({ alg: 'HS256', typ: 'JWT' })}.${base64Url(claims)}.sig`;
const now = Date.UTC(2025, 0, 1);
const seconds = Math.floor(now / 1000);
const userToken = tokenWith({ sub: '9', org: '1', exp: seconds + 3600 });
const expiredUserToken = tokenWith({ sub: '9', org: '1', exp: seconds - 10 });
const clientToken = tokenWith({ sub: '0', exp: seconds + 3600 });
const widgetToken = tokenWith({ sub: '5', org: 2, scope: 'widget', exp: seconds + 300 });

describe('hubCredentialsOf', () => {
  it('uses a signed-in user token with the remembered company', () => {
    expect(hubCredentialsOf(undefined, userToken, '3', now)).toEqual({ token: userToken, companyId: '3' });
  });

  it('opens nothing for a client-credentials token, an expired token, or no token', () => {
    expect(hubCredentialsOf(undefined, clientToken, '1', now)).toBeNull();
    expect(hubCredentialsOf(undefined, expiredUserToken, '1', now)).toBeNull();
    expect(hubCredentialsOf(undefined, undefined, '1', now)).toBeNull();
  });

  it("prefers a host site's widget token, for the company it names", () => {
    expect(hubCredentialsOf(widgetToken, userToken, '1', now)).toEqual({
      token: widgetToken,
      companyId: '2',
    });
  });

  it('gives a new key when the token or the company changes, the same key otherwise', () => {
    const key = credentialsKey(hubCredentialsOf(undefined, userToken, '1', now));
    expect(credentialsKey(hubCredentialsOf(undefined, userToken, '1', now))).toBe(key);
    expect(credentialsKey(hubCredentialsOf(undefined, userToken, '2', now))).not.toBe(key);
    expect(
      credentialsKey(hubCredentialsOf(undefined, tokenWith({ sub: '9', exp: seconds + 7200 }), '1', now)),
    ).not.toBe(key);
    expect(credentialsKey(null)).toBe('');
  });
});
