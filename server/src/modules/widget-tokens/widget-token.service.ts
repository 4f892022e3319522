import { API_KEY } from '@backoffice/shared/entities/administration/api-key.entity';
import { WIDGET_MESSAGES, type WidgetScope } from '@backoffice/shared/widgets/widget-scopes';
import type { WidgetTokenAnswer } from '@backoffice/shared/widgets/widget-token.contract';
import { and, eq } from 'drizzle-orm';
import { resolveUserTenant } from '../../auth/resolve-tenant.js';
import { signWidgetToken } from '../../auth/tokens.js';
import { usableKey } from '../../auth/widget-principal.js';
import { apiKeysTable, users } from '../../db/schema/index.js';
import { entityTable } from '../../entities/entity-table.js';
import { ApiError, forbidden, unauthorized } from '../../http/api-error.js';
import type { BaseContext } from '../../http/request-context.js';
import { hashApiKey } from '../api-keys/api-key.hooks.js';

const key = entityTable(API_KEY);

export interface MintRequest {
  Scopes: WidgetScope[];
  Subject: string;
  ExpiresInSeconds: number;
}

/**
 * A company's backend trades its API key for a short-lived token its page hands to our widgets.
 * The key never reaches a browser: a call from a page (it carries an Origin) is refused outright.
 */
export const mintWidgetToken = async (ctx: BaseContext, request: MintRequest): Promise<WidgetTokenAnswer> => {
  if (ctx.crossOrigin !== null) throw forbidden(WIDGET_MESSAGES.keyFromBrowser);
  if (!ctx.apiKey) throw unauthorized(WIDGET_MESSAGES.keyMissing);
  const { db, secrets } = ctx.deps;
  const [row] = await db
    .select({
      id: key.id,
      companyId: key.companyId,
      userId: key.UserId,
      status: key.Status,
      expiresOn: key.ExpiresOn,
      username: users.username,
      isSuperAdmin: users.isSuperAdmin,
      userStatus: users.status,
    })
    .from(apiKeysTable)
    .innerJoin(users, eq(users.id, key.UserId))
    .where(eq(key.SecretHash, hashApiKey(ctx.apiKey)));
  if (!row || !usableKey(row, ctx.now)) throw unauthorized(WIDGET_MESSAGES.keyInvalid);
  const companyId = Number(row.companyId);
  const userId = Number(row.userId);
  if (row.userStatus !== 'active') throw forbidden(WIDGET_MESSAGES.keyUserInactive);
  try {
    // The same membership check every request of the token makes: a user who left cannot be acted as.
    await resolveUserTenant(
      db,
      {
        kind: 'user',
        userId,
        sessionId: '',
        username: row.username,
        isSuperAdmin: false,
        secondFactor: true,
      },
      companyId,
    );
  } catch (error) {
    if (error instanceof ApiError) throw forbidden(WIDGET_MESSAGES.keyUserInactive);
    throw error;
  }
  const token = await signWidgetToken(
    secrets.jwtKey,
    { userId, companyId, apiKeyId: Number(row.id), scopes: request.Scopes, subject: request.Subject },
    ctx.now,
    request.ExpiresInSeconds,
  );
  await db
    .update(apiKeysTable)
    .set({ LastUsedAt: ctx.now })
    .where(and(eq(key.companyId, companyId), eq(key.id, row.id)));
  ctx.log.info({ companyId, apiKeyId: row.id, scopes: request.Scopes }, 'widget token minted');
  return {
    Token: token,
    ExpiresAt: new Date(ctx.now.getTime() + request.ExpiresInSeconds * 1000).toISOString(),
    CompanyId: companyId,
    Scopes: request.Scopes,
  };
};
