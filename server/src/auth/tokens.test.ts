import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import {
  type AccessClaimsInput,
  CHALLENGE_SECONDS,
  CLIENT_TOKEN_SECONDS,
  signAccessToken,
  signChallengeToken,
  signClientToken,
  TOKEN_ISSUER,
  verifyToken,
} from './tokens.js';

const KEY = new Uint8Array(32).fill(7);
const OTHER_KEY = new Uint8Array(32).fill(8);
const NOW = new Date('2024-03-01T12:00:00Z');
const ACCESS_SECONDS = 900;

const after = (seconds: number) => new Date(NOW.getTime() + seconds * 1000);

const accessInput = (userId: number): AccessClaimsInput => ({
  userId,
  IdUid: 'uid-42',
  name: 'alice',
  firstname: 'Alice',
  surname: 'Smith',
  email: 'alice@example.com',
  role: ['Admin'],
  picture: '',
  org: '3',
  sid: 'session-1',
});

const base64urlJson = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const decodePart = (part: string | undefined): Record<string, unknown> =>
  JSON.parse(Buffer.from(part ?? '', 'base64url').toString('utf8'));

describe('signing and verifying', () => {
  it('verifies an access token as the user, session and organisation it was made for', async () => {
    const token = await signAccessToken(KEY, accessInput(42), NOW, ACCESS_SECONDS);
    expect(await verifyToken(KEY, token, ['access', 'client'], NOW)).toEqual({
      kind: 'access',
      userId: 42,
      sessionId: 'session-1',
      org: 3,
    });
  });

  it('verifies a client token as its client id', async () => {
    const token = await signClientToken(KEY, 'backoffice-portal', NOW);
    expect(await verifyToken(KEY, token, ['access', 'client'], NOW)).toEqual({
      kind: 'client',
      clientId: 'backoffice-portal',
    });
  });

  it('verifies a challenge token as its user and challenge', async () => {
    const token = await signChallengeToken(KEY, 'challenge-9', 42, NOW);
    expect(await verifyToken(KEY, token, ['challenge'], NOW)).toEqual({
      kind: 'challenge',
      userId: 42,
      challengeId: 'challenge-9',
    });
  });

  it('pins the header and registered claims', async () => {
    const token = await signAccessToken(KEY, accessInput(42), NOW, ACCESS_SECONDS);
    const [header, payload] = token.split('.');
    expect(decodePart(header)).toEqual({ alg: 'HS256', typ: 'at+jwt' });
    expect(decodePart(payload)).toMatchObject({
      iss: TOKEN_ISSUER,
      aud: 'backoffice-api',
      sub: '42',
      scope: 'user',
      iat: NOW.getTime() / 1000,
      exp: NOW.getTime() / 1000 + ACCESS_SECONDS,
    });
  });
});

describe('a token is only good where its kind is allowed', () => {
  it('refuses a challenge token where access and client tokens are expected', async () => {
    const token = await signChallengeToken(KEY, 'challenge-9', 42, NOW);
    expect(await verifyToken(KEY, token, ['access', 'client'], NOW)).toBe('invalid');
  });

  it('refuses access and client tokens where a challenge token is expected', async () => {
    const access = await signAccessToken(KEY, accessInput(42), NOW, ACCESS_SECONDS);
    const client = await signClientToken(KEY, 'backoffice-portal', NOW);
    expect(await verifyToken(KEY, access, ['challenge'], NOW)).toBe('invalid');
    expect(await verifyToken(KEY, client, ['challenge'], NOW)).toBe('invalid');
  });

  it('refuses a client token where only access tokens are expected', async () => {
    const client = await signClientToken(KEY, 'backoffice-portal', NOW);
    expect(await verifyToken(KEY, client, ['access'], NOW)).toBe('invalid');
  });
});

describe('expiry', () => {
  it('reports an access token as expired after its lifetime, and accepts it just before', async () => {
    const token = await signAccessToken(KEY, accessInput(42), NOW, ACCESS_SECONDS);
    expect(await verifyToken(KEY, token, ['access'], after(ACCESS_SECONDS - 1))).toMatchObject({
      kind: 'access',
    });
    expect(await verifyToken(KEY, token, ['access'], after(ACCESS_SECONDS + 1))).toBe('expired');
  });

  it('expires a client token after CLIENT_TOKEN_SECONDS', async () => {
    const token = await signClientToken(KEY, 'backoffice-portal', NOW);
    expect(await verifyToken(KEY, token, ['client'], after(CLIENT_TOKEN_SECONDS + 1))).toBe('expired');
  });

  it('expires a challenge token after CHALLENGE_SECONDS', async () => {
    const token = await signChallengeToken(KEY, 'challenge-9', 42, NOW);
    expect(await verifyToken(KEY, token, ['challenge'], after(CHALLENGE_SECONDS + 1))).toBe('expired');
  });
});

describe('forged or altered tokens', () => {
  it('refuses a token signed with another key', async () => {
    const token = await signAccessToken(OTHER_KEY, accessInput(42), NOW, ACCESS_SECONDS);
    expect(await verifyToken(KEY, token, ['access'], NOW)).toBe('invalid');
  });

  it('refuses an unsigned token (alg none)', async () => {
    const token = await signAccessToken(KEY, accessInput(42), NOW, ACCESS_SECONDS);
    const [, payload] = token.split('.');
    const unsigned = `${base64urlJson({ alg: 'none', typ: 'at+jwt' })}.${payload}.`;
    expect(await verifyToken(KEY, unsigned, ['access'], NOW)).toBe('invalid');
  });

  it('refuses a token whose payload was edited after signing', async () => {
    const token = await signAccessToken(KEY, accessInput(42), NOW, ACCESS_SECONDS);
    const [header, payload, signature] = token.split('.');
    const edited = base64urlJson({ ...decodePart(payload), sub: '1' });
    expect(await verifyToken(KEY, `${header}.${edited}.${signature}`, ['access'], NOW)).toBe('invalid');
  });

  it('refuses a correctly signed token meant for another audience', async () => {
    const issuedAt = NOW.getTime() / 1000;
    const token = await new SignJWT({ sid: 'session-1', scope: 'user', org: '3' })
      .setProtectedHeader({ alg: 'HS256', typ: 'at+jwt' })
      .setIssuer(TOKEN_ISSUER)
      .setAudience('some-other-service')
      .setSubject('42')
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + 60)
      .sign(KEY);
    expect(await verifyToken(KEY, token, ['access'], NOW)).toBe('invalid');
  });

  it('refuses a correctly signed token from another issuer', async () => {
    const issuedAt = NOW.getTime() / 1000;
    const token = await new SignJWT({ sid: 'session-1', scope: 'user', org: '3' })
      .setProtectedHeader({ alg: 'HS256', typ: 'at+jwt' })
      .setIssuer('someone-else')
      .setAudience('backoffice-api')
      .setSubject('42')
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + 60)
      .sign(KEY);
    expect(await verifyToken(KEY, token, ['access'], NOW)).toBe('invalid');
  });

  it('refuses text that is not a token', async () => {
    expect(await verifyToken(KEY, 'not.a.token', ['access', 'client'], NOW)).toBe('invalid');
    expect(await verifyToken(KEY, '', ['access', 'client'], NOW)).toBe('invalid');
  });
});

describe('subjects', () => {
  // Subject 0 is how the spec marks an anonymous caller, so it must never pass as a user.
  it("refuses an access token whose sub is '0'", async () => {
    const token = await signAccessToken(KEY, accessInput(0), NOW, ACCESS_SECONDS);
    expect(await verifyToken(KEY, token, ['access'], NOW)).toBe('invalid');
  });

  it('refuses a challenge token for user 0', async () => {
    const token = await signChallengeToken(KEY, 'challenge-9', 0, NOW);
    expect(await verifyToken(KEY, token, ['challenge'], NOW)).toBe('invalid');
  });
});
