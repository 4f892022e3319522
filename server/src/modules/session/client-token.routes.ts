import { sessionContracts } from '@backoffice/shared/session/session.contract';
import { and, eq, isNull } from 'drizzle-orm';
import { verifyPassword } from '../../auth/password-hash.js';
import { addressKey, assertNotLocked, recordFailure } from '../../auth/throttle.js';
import { CLIENT_TOKEN_SECONDS, signClientToken } from '../../auth/tokens.js';
import { oauthClients } from '../../db/schema/index.js';
import { unauthorized } from '../../http/api-error.js';
import { implementRoute } from '../../http/define-route.js';

export const clientTokenRoutes = [
  implementRoute(sessionContracts.clientToken, {
    handler: async (ctx, { body }) => {
      const { db, secrets } = ctx.deps;
      const keys = [addressKey(ctx.ip)];
      await assertNotLocked(db, keys, ctx.now);
      const [client] = await db
        .select()
        .from(oauthClients)
        .where(and(eq(oauthClients.clientId, body.client_id), isNull(oauthClients.revokedAt)));
      if (!(await verifyPassword(body.client_secret, client?.secretHash ?? null)) || !client) {
        await recordFailure(db, keys, ctx.now);
        throw unauthorized('Unknown client or wrong client secret.');
      }
      return {
        message: 'Token issued',
        data: {
          access_token: await signClientToken(secrets.jwtKey, client.clientId, ctx.now),
          token_type: 'Bearer' as const,
          expires_in: CLIENT_TOKEN_SECONDS,
          scope: client.scope,
        },
      };
    },
  }),
];
