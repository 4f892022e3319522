import { WIDGET_MESSAGES } from '@backoffice/shared/widgets/widget-scopes';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Request } from 'express';
import { decodeProtectedHeader } from 'jose';
import type { Database } from '../db/database.js';
import { authSessions, oauthClients, users } from '../db/schema/index.js';
import { unauthorized } from '../http/api-error.js';
import type { ClientPrincipal, UserPrincipal } from '../http/request-context.js';
import { verifyToken } from './tokens.js';
import { resolveWidgetPrincipal } from './widget-principal.js';

export const SESSION_MESSAGES = {
  signInRequired: 'Please sign in to continue.',
  sessionEnded: 'Your session has ended. Please sign in again.',
  invalidToken: 'The access token is not valid.',
} as const;

export const bearerTokenOf = (req: Request): string | null => {
  const header = req.get('authorization');
  const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  return match?.[1] ?? null;
};

/** Read without trust, only to word an expiry: the signature was checked by verifyToken. */
export const isWidgetToken = (token: string): boolean => {
  try {
    return decodeProtectedHeader(token).typ === 'widget+jwt';
  } catch {
    return false;
  }
};

/**
 * A user token is good only while its session row is open and the user active: sign-out,
 * password change and account deletion end it at once, whatever its `exp`.
 */
export const resolvePrincipal = async (
  db: Database,
  key: Uint8Array,
  token: string,
  now: Date,
): Promise<UserPrincipal | ClientPrincipal> => {
  const verified = await verifyToken(key, token, ['access', 'client', 'widget'], now);
  if (verified === 'expired')
    throw unauthorized(isWidgetToken(token) ? WIDGET_MESSAGES.tokenExpired : SESSION_MESSAGES.sessionEnded);
  if (verified === 'invalid' || verified.kind === 'challenge')
    throw unauthorized(SESSION_MESSAGES.invalidToken);
  if (verified.kind === 'widget') return resolveWidgetPrincipal(db, verified, now);
  if (verified.kind === 'client') {
    const [client] = await db
      .select({ id: oauthClients.clientId })
      .from(oauthClients)
      .where(and(eq(oauthClients.clientId, verified.clientId), isNull(oauthClients.revokedAt)));
    if (!client) throw unauthorized(SESSION_MESSAGES.invalidToken);
    return { kind: 'client', clientId: verified.clientId };
  }
  const [row] = await db
    .select({
      username: users.username,
      isSuperAdmin: users.isSuperAdmin,
      secondFactor: authSessions.secondFactor,
      branchId: authSessions.branchId,
    })
    .from(authSessions)
    .innerJoin(users, eq(users.id, authSessions.userId))
    .where(
      and(
        eq(authSessions.id, verified.sessionId),
        eq(authSessions.userId, verified.userId),
        isNull(authSessions.revokedAt),
        gt(authSessions.expiresAt, now),
        eq(users.status, 'active'),
      ),
    );
  if (!row) throw unauthorized(SESSION_MESSAGES.sessionEnded);
  return {
    kind: 'user',
    userId: verified.userId,
    sessionId: verified.sessionId,
    username: row.username,
    isSuperAdmin: row.isSuperAdmin,
    secondFactor: row.secondFactor,
    branchId: row.branchId,
  };
};
