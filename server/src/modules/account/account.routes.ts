import { USER } from '@backoffice/shared/entities/administration/user.entity';
import { accountContracts } from '@backoffice/shared/session/account.contract';
import {
  CHANGE_PASSWORD_MESSAGES,
  DELETE_ACCOUNT_MESSAGES,
} from '@backoffice/shared/session/account.messages';
import { SIGN_IN_MESSAGES } from '@backoffice/shared/session/sign-in.schema';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import { writeAudit } from '../../audit/audit-log.js';
import { hashPassword, verifyPassword } from '../../auth/password-hash.js';
import {
  accountKey,
  addressKey,
  assertNotLocked,
  clearFailures,
  recordFailure,
} from '../../auth/throttle.js';
import type { Database } from '../../db/database.js';
import { authSessions, companyUsers, users } from '../../db/schema/index.js';
import { badRequest, conflict, unauthorized } from '../../http/api-error.js';
import { implementRoute } from '../../http/define-route.js';
import { acceptTotpStep } from '../session/second-factor-step.js';
import { checkSecondFactor } from './account-second-factor.js';

const revokeAllSessions = (db: Database, userId: number, now: Date) =>
  db
    .update(authSessions)
    .set({ revokedAt: now })
    .where(and(eq(authSessions.userId, userId), isNull(authSessions.revokedAt)));

export const accountRoutes = [
  implementRoute(accountContracts.profile, {
    handler: async (ctx) => {
      const [user] = await ctx.deps.db
        .select({
          UserId: users.id,
          UserType: companyUsers.userType,
          UserName: users.username,
          FirstName: users.firstName,
          LastName: users.lastName,
          Email: users.email,
        })
        .from(users)
        .innerJoin(companyUsers, eq(companyUsers.userId, users.id))
        .where(and(eq(users.id, ctx.user.userId), eq(companyUsers.companyId, ctx.companyId)));
      if (!user) throw unauthorized('Your session has ended. Please sign in again.');
      return { data: user };
    },
  }),
  implementRoute(accountContracts.changePassword, {
    handler: async (ctx, { body }) => {
      const { db } = ctx.deps;
      const [user] = await db.select().from(users).where(eq(users.id, ctx.user.userId));
      if (!user) throw unauthorized('Your session has ended. Please sign in again.');
      const keys = [accountKey(user.username), addressKey(ctx.ip)];
      await assertNotLocked(db, keys, ctx.now);
      if (user.email.trim().toLowerCase() !== body.Email.toLowerCase()) {
        throw badRequest('The email does not match this account.', [
          { Field: 'Email', Message: 'Not this account’s email' },
        ]);
      }
      if (!(await verifyPassword(body.OldPassword, user.passwordHash))) {
        await recordFailure(db, keys, ctx.now);
        throw badRequest('The old password is not correct.', [
          { Field: 'OldPassword', Message: 'Not correct' },
        ]);
      }
      if (body.NewPassword === body.OldPassword) {
        throw badRequest('The new password must differ from the old one.', [
          { Field: 'NewPassword', Message: 'Same as the old one' },
        ]);
      }
      const passwordHash = await hashPassword(body.NewPassword);
      await db.transaction(async (tx) => {
        await tx
          .update(users)
          .set({ passwordHash, passwordChangedAt: ctx.now, updatedAt: ctx.now })
          .where(eq(users.id, user.id));
        await revokeAllSessions(tx as Database, user.id, ctx.now);
        await writeAudit(tx as Database, ctx, {
          companyId: ctx.companyId,
          actorUserId: user.id,
          action: 'password.changed',
          entity: USER.name,
          entityId: user.id,
        });
      });
      await clearFailures(db, accountKey(user.username));
      return { message: CHANGE_PASSWORD_MESSAGES.changed, data: null };
    },
  }),
  implementRoute(accountContracts.delete, {
    handler: async (ctx, { body }) => {
      const { db } = ctx.deps;
      const keys = [accountKey(body.username), addressKey(ctx.ip)];
      await assertNotLocked(db, keys, ctx.now);
      const [user] = await db
        .select()
        .from(users)
        .where(
          and(sql`lower(${users.username}) = ${body.username.toLowerCase()}`, ne(users.status, 'deleted')),
        );
      if (!(await verifyPassword(body.password, user?.passwordHash ?? null)) || !user) {
        await recordFailure(db, keys, ctx.now);
        throw unauthorized(SIGN_IN_MESSAGES.invalidCredentials);
      }
      if (user.isSuperAdmin) throw conflict('A platform administrator account cannot be deleted here.');
      // A password alone does not delete an account that signs in with two factors.
      const step = await checkSecondFactor(ctx, user, body.code, keys);
      await db.transaction(async (tx) => {
        if (step !== null && !(await acceptTotpStep(tx as Database, user.id, step))) {
          throw unauthorized(DELETE_ACCOUNT_MESSAGES.codeWrong);
        }
        // Anonymised rather than removed: orders, visits and audit rows keep pointing at a real row.
        await tx
          .update(users)
          .set({
            username: `deleted-user-${user.id}`,
            email: '',
            firstName: 'Deleted',
            lastName: 'User',
            picture: '',
            passwordHash: null,
            totpSecret: null,
            totpLastStep: null,
            status: 'deleted',
            deletedAt: ctx.now,
            updatedAt: ctx.now,
          })
          .where(eq(users.id, user.id));
        await tx.update(companyUsers).set({ isActive: false }).where(eq(companyUsers.userId, user.id));
        await revokeAllSessions(tx as Database, user.id, ctx.now);
        await writeAudit(tx as Database, ctx, {
          companyId: null,
          actorUserId: user.id,
          action: 'account.deleted',
          entity: USER.name,
          entityId: user.id,
          before: { status: user.status },
          after: { status: 'deleted' },
        });
      });
      await clearFailures(db, accountKey(body.username));
      return { message: DELETE_ACCOUNT_MESSAGES.success, data: null };
    },
  }),
];
