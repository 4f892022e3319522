import { API_KEY } from '@backoffice/shared/entities/administration/api-key.entity';
import { eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AppDeps } from '../../app-deps.js';
import { usableKey } from '../../auth/widget-principal.js';
import { apiKeysTable, users } from '../../db/schema/index.js';
import { entityTable } from '../../entities/entity-table.js';
import { actingUserRefusal } from './api-key-guards.js';

const key = entityTable(API_KEY);
const actingUser = alias(users, 'key_acting_user');
const maker = alias(users, 'key_maker');

/** A usable key whose maker could not make it today: what an operator is told at start. */
export interface OverreachingKey {
  keyId: number;
  keyName: string;
  companyId: number;
  actingUserId: number;
  actingUser: string;
  makerUserId: number | null;
  maker: string | null;
  reason: string;
}

const NO_MAKER = 'Nobody is recorded as having made this key, so nobody is known to be allowed to.';

/**
 * Keys made before the rule "a key acts only as someone its maker may manage and whose rights are
 * within the maker's" was enforced (or whose maker has lost rights since) may still act beyond it.
 * Each usable key is checked as if its maker made it now, with the same guard a save applies.
 */
export const findOverreachingKeys = async (deps: AppDeps): Promise<OverreachingKey[]> => {
  const rows = await deps.db
    .select({
      id: key.id,
      name: key.Name,
      companyId: key.companyId,
      status: key.Status,
      expiresOn: key.ExpiresOn,
      actingUserId: key.UserId,
      actingUser: actingUser.username,
      makerUserId: key.createdBy,
      maker: maker.username,
      makerIsSuperAdmin: maker.isSuperAdmin,
    })
    .from(apiKeysTable)
    .innerJoin(actingUser, eq(actingUser.id, key.UserId))
    .leftJoin(maker, eq(maker.id, key.createdBy))
    .orderBy(key.companyId, key.id);
  const found: OverreachingKey[] = [];
  const now = deps.clock();
  for (const row of rows) {
    if (!usableKey(row, now)) continue;
    const companyId = Number(row.companyId);
    const actingUserId = Number(row.actingUserId);
    const makerUserId = row.makerUserId === null ? null : Number(row.makerUserId);
    const reason =
      makerUserId === null || row.maker === null
        ? NO_MAKER
        : await actingUserRefusal(
            {
              deps,
              companyId,
              user: {
                kind: 'user',
                userId: makerUserId,
                sessionId: '',
                username: row.maker,
                isSuperAdmin: row.makerIsSuperAdmin === true,
                secondFactor: true,
              },
            },
            actingUserId,
          );
    if (reason === null) continue;
    found.push({
      keyId: Number(row.id),
      keyName: String(row.name),
      companyId,
      actingUserId,
      actingUser: row.actingUser,
      makerUserId,
      maker: row.maker,
      reason,
    });
  }
  return found;
};

/** Logs one warning per overreaching key (none when all keep the rule); answers how many there were. */
export const reportOverreachingKeys = async (deps: AppDeps): Promise<number> => {
  const found = await findOverreachingKeys(deps);
  for (const entry of found) {
    deps.logger.warn(
      entry,
      `API key "${entry.keyName}" (${entry.keyId}) of company ${entry.companyId} acts as ${entry.actingUser}, beyond what its maker ${entry.maker ?? '(unknown)'} may do: ${entry.reason} Revoke it and have someone allowed make a new one.`,
    );
  }
  return found.length;
};
