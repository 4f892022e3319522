import { ApiError } from '../../http/api-error.js';
import type { Actor } from '../roles/administrator.js';
import { assertMayManage } from '../users/user-guards.js';
import { findUser } from '../users/user-record.js';
import { assertRightsWithin } from '../users/user-rights.js';

export const API_KEY_USER_MESSAGES = {
  superAdmin: 'Only a super administrator can make a key that acts as a super administrator.',
  administrator: 'Only an administrator can make a key that acts as a user who holds an administrator role.',
  rights: (beyond: string) =>
    `A key cannot act as a user who may do more than you. This user also has: ${beyond}.`,
} as const;

/**
 * A key's widgets act with its user's rights, so making a key is acting for that user: the maker
 * must be allowed to manage them (the users module's own guard) and hold every right they hold.
 */
export const assertMayActAs = async (actor: Actor, userId: number): Promise<void> => {
  const target = await findUser(actor.deps.db, actor.companyId, userId);
  await assertMayManage(actor, target, API_KEY_USER_MESSAGES);
  await assertRightsWithin(actor, userId, API_KEY_USER_MESSAGES.rights);
};

/**
 * The refusal `assertMayActAs` would give, or null: what the start-up report lists. A key whose
 * user is no longer a member opens nothing (minting refuses it), so it is not a refusal here.
 */
export const actingUserRefusal = async (actor: Actor, userId: number): Promise<string | null> => {
  try {
    await assertMayActAs(actor, userId);
    return null;
  } catch (error) {
    if (error instanceof ApiError && error.code === 403) return error.message;
    if (error instanceof ApiError && error.code === 404) return null;
    throw error;
  }
};
