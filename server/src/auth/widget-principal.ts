import { API_KEY } from '@backoffice/shared/entities/administration/api-key.entity';
import { WIDGET_MESSAGES } from '@backoffice/shared/widgets/widget-scopes';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { apiKeysTable, users } from '../db/schema/index.js';
import { entityTable } from '../entities/entity-table.js';
import { unauthorized } from '../http/api-error.js';
import type { UserPrincipal } from '../http/request-context.js';

const key = entityTable(API_KEY);

/** Today's date in the server's calendar, as a date column holds it. */
const isoDay = (now: Date): string => now.toISOString().slice(0, 10);

/** A key opens widgets while it is active, not past its last day, and its user is active. */
export const usableKey = (row: { status: unknown; expiresOn: unknown }, now: Date): boolean =>
  row.status === 'active' && (typeof row.expiresOn !== 'string' || row.expiresOn >= isoDay(now));

export interface WidgetTokenFacts {
  userId: number;
  companyId: number;
  apiKeyId: number;
  scopes: readonly string[];
  subject: string;
}

/**
 * A widget token is good only while the key that minted it is: revoking the key (or ending its
 * user) stops every token it made at once, whatever their `exp`.
 */
export const resolveWidgetPrincipal = async (
  db: Database,
  facts: WidgetTokenFacts,
  now: Date,
): Promise<UserPrincipal> => {
  const [row] = await db
    .select({
      name: key.Name,
      status: key.Status,
      expiresOn: key.ExpiresOn,
      username: users.username,
    })
    .from(apiKeysTable)
    .innerJoin(users, eq(users.id, key.UserId))
    .where(
      and(
        eq(key.companyId, facts.companyId),
        eq(key.id, facts.apiKeyId),
        eq(key.UserId, facts.userId),
        eq(users.status, 'active'),
      ),
    );
  if (!row || !usableKey(row, now)) throw unauthorized(WIDGET_MESSAGES.keyInvalid);
  return {
    kind: 'user',
    userId: facts.userId,
    sessionId: `widget:${facts.apiKeyId}`,
    username: row.username,
    // The key is the strong factor, and a widget never acts beyond its company.
    isSuperAdmin: false,
    secondFactor: true,
    widget: {
      companyId: facts.companyId,
      scopes: facts.scopes,
      apiKeyId: facts.apiKeyId,
      apiKeyName: String(row.name),
      subject: facts.subject,
    },
  };
};
