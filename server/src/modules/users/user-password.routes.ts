import { randomInt } from 'node:crypto';
import { USER_PASSWORD_MESSAGES, userContracts } from '@backoffice/shared/administration/user.contract';
import { USER } from '@backoffice/shared/entities/administration/user.entity';
import { and, eq, isNull } from 'drizzle-orm';
import { writeUserAudit } from '../../audit/audit-log.js';
import { hashPassword } from '../../auth/password-hash.js';
import { accountKey, clearFailures } from '../../auth/throttle.js';
import type { Database } from '../../db/database.js';
import { authSessions, users } from '../../db/schema/index.js';
import { implementRoute } from '../../http/define-route.js';
import type { UserContext } from '../../http/request-context.js';
import { assertOwnsIdentity, refuseSelf } from './user-guards.js';
import { findUser } from './user-record.js';

// No 0/O, 1/l/I: the temporary password is read out or copied by hand.
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789';
const TEMPORARY_LENGTH = 14;

/** About 81 bits from the CSPRNG: enough for a password that lives until its first use. */
export const temporaryPassword = (): string =>
  Array.from({ length: TEMPORARY_LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');

/**
 * Sets a member's password, ends all their sessions (a password someone else knew must stop
 * working everywhere) and forgives their failed sign-ins, audited without the secret. The sales person
 * screen's reset password uses it too, so both refuse the same people (oneself, a shared identity).
 */
export const setPassword = async (ctx: UserContext, id: number, password: string, action: string) => {
  const { db } = ctx.deps;
  const target = await findUser(db, ctx.companyId, id);
  refuseSelf(ctx, id, USER_PASSWORD_MESSAGES.self);
  await assertOwnsIdentity(ctx, target);
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ passwordHash, passwordChangedAt: ctx.now, updatedAt: ctx.now })
      .where(eq(users.id, id));
    await tx
      .update(authSessions)
      .set({ revokedAt: ctx.now })
      .where(and(eq(authSessions.userId, id), isNull(authSessions.revokedAt)));
    await writeUserAudit(tx as Database, ctx, {
      action,
      entity: USER.name,
      entityId: id,
    });
  });
  await clearFailures(db, accountKey(target.record.UserName));
  return target.record;
};

export const userPasswordRoutes = [
  implementRoute(userContracts.changePassword, {
    handler: async (ctx, { body }) => {
      await setPassword(ctx, body.Id, body.NewPassword as string, 'changePassword');
      return { data: { Id: body.Id }, message: USER_PASSWORD_MESSAGES.changed };
    },
  }),
  implementRoute(userContracts.adminResetPassword, {
    handler: async (ctx, { query }) => {
      const password = temporaryPassword();
      const record = await setPassword(ctx, query.id, password, 'resetPassword');
      return {
        data: { Id: record.Id, UserName: record.UserName, TemporaryPassword: password },
        message: USER_PASSWORD_MESSAGES.reset,
      };
    },
  }),
];
