import { createHash, randomBytes } from 'node:crypto';
import { API_KEY } from '@backoffice/shared/entities/administration/api-key.entity';
import { and, eq } from 'drizzle-orm';
import { apiKeysTable } from '../../db/schema/index.js';
import type { EntityHooks } from '../../entities/entity-hooks.js';
import { entityTable } from '../../entities/entity-table.js';
import type { UserContext } from '../../http/request-context.js';
import { assertMayActAs } from './api-key-guards.js';

const PREFIX_BYTES = 6;
const SECRET_BYTES = 32;

/**
 * A key is high-entropy random data, so one SHA-256 is enough to store it safely (a slow hash
 * protects guessable passwords, which this is not) and keeps every API call's check cheap.
 */
export const hashApiKey = (key: string): string => createHash('sha256').update(key, 'utf8').digest('hex');

export const newApiKey = (): { key: string; prefix: string } => {
  const prefix = `bo_${randomBytes(PREFIX_BYTES).toString('hex')}`;
  return { key: `${prefix}_${randomBytes(SECRET_BYTES).toString('base64url')}`, prefix };
};

const key = entityTable(API_KEY);

/** The user a stored key of the caller's company acts as. */
const storedUserId = async (ctx: UserContext, id: number): Promise<number | null> => {
  const [row] = await ctx.deps.db
    .select({ userId: key.UserId })
    .from(apiKeysTable)
    .where(and(eq(key.companyId, ctx.companyId), eq(key.id, id)));
  return row ? Number(row.userId) : null;
};

export const apiKeyHooks: EntityHooks = {
  /**
   * Choosing whom a key acts as is acting for that person, so it is refused (403, nothing saved)
   * unless the caller may manage them and holds every right they hold; an edit that keeps the
   * key's user is not a new choice.
   */
  validate: async (ctx, values, id) => {
    const userId = Number(values.UserId);
    if (id !== undefined && (await storedUserId(ctx, id)) === userId) return [];
    await assertMayActAs(ctx, userId);
    return [];
  },
  beforeCreate: async (_ctx, values) => {
    const { key, prefix } = newApiKey();
    return {
      values: { ...values, KeyPrefix: prefix, SecretHash: hashApiKey(key) },
      reply: { Secret: key },
    };
  },
};
