import type { AccessTokenClaims } from '@backoffice/shared/session/token-claims';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';

/** Pinned per RFC 8725: one algorithm, our issuer, an audience and a `typ` for each kind of token. */
const ALGORITHM = 'HS256';
export const TOKEN_ISSUER = 'backoffice';
const KINDS = {
  access: { typ: 'at+jwt', audience: 'backoffice-api' },
  client: { typ: 'client+jwt', audience: 'backoffice-api' },
  challenge: { typ: '2fa-challenge+jwt', audience: 'backoffice-2fa' },
  widget: { typ: 'widget+jwt', audience: 'backoffice-api' },
} as const;
type TokenKind = keyof typeof KINDS;

export const CLIENT_TOKEN_SECONDS = 3600;
export const CHALLENGE_SECONDS = 300;

const sign = (
  key: Uint8Array,
  kind: TokenKind,
  claims: Record<string, unknown>,
  subject: string,
  now: Date,
  seconds: number,
): Promise<string> => {
  const issuedAt = Math.floor(now.getTime() / 1000);
  return new SignJWT(claims)
    .setProtectedHeader({ alg: ALGORITHM, typ: KINDS[kind].typ })
    .setIssuer(TOKEN_ISSUER)
    .setAudience(KINDS[kind].audience)
    .setSubject(subject)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + seconds)
    .sign(key);
};

export type AccessClaimsInput = Omit<AccessTokenClaims, 'exp' | 'sub' | 'scope'> & { userId: number };

export const signAccessToken = (key: Uint8Array, input: AccessClaimsInput, now: Date, seconds: number) => {
  const { userId, ...claims } = input;
  return sign(key, 'access', { ...claims, scope: 'user' }, String(userId), now, seconds);
};

export const signClientToken = (key: Uint8Array, clientId: string, now: Date) =>
  sign(key, 'client', { scope: 'anonymous', client_id: clientId }, '0', now, CLIENT_TOKEN_SECONDS);

export const signChallengeToken = (key: Uint8Array, challengeId: string, userId: number, now: Date) =>
  sign(key, 'challenge', { cid: challengeId }, String(userId), now, CHALLENGE_SECONDS);

export interface WidgetClaimsInput {
  userId: number;
  companyId: number;
  apiKeyId: number;
  scopes: readonly string[];
  /** Who at the company's own site asked (its staff id or name), for the audit trail. */
  subject: string;
}

/** A widget token: one company, the scopes its page needs, the key (and so the user) behind it. */
export const signWidgetToken = (key: Uint8Array, input: WidgetClaimsInput, now: Date, seconds: number) =>
  sign(
    key,
    'widget',
    {
      scope: 'widget',
      org: input.companyId,
      scp: [...input.scopes],
      kid: input.apiKeyId,
      act: input.subject,
    },
    String(input.userId),
    now,
    seconds,
  );

export type VerifiedToken =
  | { kind: 'access'; userId: number; sessionId: string; org: number }
  | { kind: 'client'; clientId: string }
  | { kind: 'challenge'; userId: number; challengeId: string }
  | {
      kind: 'widget';
      userId: number;
      companyId: number;
      apiKeyId: number;
      scopes: string[];
      subject: string;
    };

export type TokenFailure = 'expired' | 'invalid';

/** Tries the kinds allowed at this place; the `typ` header decides which one applies. */
export const verifyToken = async (
  key: Uint8Array,
  token: string,
  allowed: readonly TokenKind[],
  now: Date,
): Promise<VerifiedToken | TokenFailure> => {
  for (const kind of allowed) {
    try {
      const { payload } = await jwtVerify(token, key, {
        algorithms: [ALGORITHM],
        issuer: TOKEN_ISSUER,
        audience: KINDS[kind].audience,
        typ: KINDS[kind].typ,
        currentDate: now,
        requiredClaims: ['exp', 'iat', 'sub'],
      });
      const subject = payload.sub ?? '';
      if (kind === 'client' && typeof payload.client_id === 'string' && payload.scope === 'anonymous') {
        return { kind, clientId: payload.client_id };
      }
      const userId = Number(subject);
      if (!Number.isSafeInteger(userId) || userId <= 0) return 'invalid';
      if (kind === 'access' && typeof payload.sid === 'string' && payload.scope === 'user') {
        return { kind, userId, sessionId: payload.sid, org: Number(payload.org) };
      }
      if (kind === 'challenge' && typeof payload.cid === 'string') {
        return { kind, userId, challengeId: payload.cid };
      }
      if (kind === 'widget' && payload.scope === 'widget') {
        const { org, kid, scp, act } = payload;
        if (
          Number.isSafeInteger(org) &&
          Number.isSafeInteger(kid) &&
          Array.isArray(scp) &&
          scp.every((scope) => typeof scope === 'string') &&
          typeof act === 'string'
        ) {
          return {
            kind,
            userId,
            companyId: Number(org),
            apiKeyId: Number(kid),
            scopes: scp as string[],
            subject: act,
          };
        }
      }
      return 'invalid';
    } catch (error) {
      if (error instanceof joseErrors.JWTExpired) return 'expired';
      if (error instanceof joseErrors.JWTClaimValidationFailed && error.claim === 'typ') continue;
      if (error instanceof joseErrors.JOSEError) return 'invalid';
      throw error;
    }
  }
  return 'invalid';
};
