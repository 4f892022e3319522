import type { AccessTokenClaims } from '@backoffice/shared/session/token-claims';

/** Renew this long before `exp` so a request never leaves with a token that dies on the way. */
const EXPIRY_SKEW_SECONDS = 30;

const decodeSegment = (segment: string): unknown => {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '='));
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  return JSON.parse(new TextDecoder().decode(bytes));
};

/**
 * Reads the claims without checking the signature: the browser only uses them to decide what to
 * show. The server checks every token it receives.
 */
export const readClaims = (token: string | undefined | null): Partial<AccessTokenClaims> | null => {
  const payload = token?.split('.')[1];
  if (!payload) return null;
  try {
    const claims = decodeSegment(payload);
    return typeof claims === 'object' && claims !== null ? (claims as Partial<AccessTokenClaims>) : null;
  } catch {
    return null;
  }
};

export const isExpired = (token: string | undefined | null, nowMs = Date.now()): boolean => {
  const exp = readClaims(token)?.exp;
  return typeof exp !== 'number' || exp * 1000 - EXPIRY_SKEW_SECONDS * 1000 <= nowMs;
};

/** A user's token, as opposed to a client-credentials one (whose subject is 0). */
export const hasUserSubject = (token: string | undefined | null): boolean => {
  const sub = Number(readClaims(token)?.sub);
  return Number.isInteger(sub) && sub > 0;
};

/** Spec section 4: signed in means the token carries a positive subject (and has not expired). */
export const isUserToken = (token: string | undefined | null, nowMs = Date.now()): boolean =>
  !isExpired(token, nowMs) && hasUserSubject(token);
