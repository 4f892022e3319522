import { type UserRecord, userContracts } from '@backoffice/shared/administration/user.contract';
import { USER } from '@backoffice/shared/entities/administration/user.entity';
import { actionDoneMessage } from '@backoffice/shared/entities/entity-declaration';
import { entityActionRule, entityStateMachine } from '@backoffice/shared/entities/entity-state-machine';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { writeUserAudit } from '../../audit/audit-log.js';
import type { Database } from '../../db/database.js';
import { authSessions, companyUsers, userRoles, users } from '../../db/schema/index.js';
import { FOREIGN_KEY_VIOLATION, postgresErrorCode } from '../../entities/database-errors.js';
import { conflict } from '../../http/api-error.js';
import { implementRoute } from '../../http/define-route.js';
import type { UserContext } from '../../http/request-context.js';
import { assertMayManage, refuseSelf } from './user-guards.js';
import { findUser, userPicture } from './user-record.js';

const MACHINE = entityStateMachine(USER);

export const USER_STATUS_MESSAGES = {
  disableSelf: 'You cannot disable your own account.',
  deleteSelf: 'You cannot remove your own account.',
  inUse:
    'This user is linked to records of the company (a sales person, dealer-retailer mappings). Unlink them first, or disable the user instead.',
} as const;

/**
 * Records may reference a member (a sales person's sign-in, a dealer's mappings) through the
 * membership key, so the database refuses to remove a member still in use: answered as 409.
 */
const removeMembership = async (ctx: UserContext, work: (tx: Database) => Promise<void>): Promise<void> => {
  try {
    await ctx.deps.db.transaction(async (tx) => work(tx as Database));
  } catch (error) {
    if (postgresErrorCode(error) === FOREIGN_KEY_VIOLATION) throw conflict(USER_STATUS_MESSAGES.inUse);
    throw error;
  }
};

/**
 * A person removed from their last company is retired: the sign-in name is freed for a new person
 * (user names are unique across companies), and the password and authenticator are cleared. The
 * row stays, so the records and audit entries that name them keep their author.
 */
const retireIfAlone = async (db: Database, userId: number, now: Date): Promise<void> => {
  const [membership] = await db
    .select({ companyId: companyUsers.companyId })
    .from(companyUsers)
    .where(eq(companyUsers.userId, userId))
    .limit(1);
  if (membership) return;
  await db
    .update(users)
    .set({
      username: sql`'deleted-' || ${users.id} || '-' || ${users.username}`,
      passwordHash: null,
      totpSecret: null,
      totpLastStep: null,
      deletedAt: now,
      updatedAt: now,
    })
    .where(and(eq(users.id, userId), eq(users.isSuperAdmin, false)));
};

/**
 * Moves the membership of this company (not the person's other companies) to `to`. The tenant
 * check reads the membership on every request, so a disabled user's open sessions stop here at once.
 */
const moveStatus = async (
  ctx: UserContext,
  id: number,
  actionName: 'disable' | 'enable',
): Promise<UserRecord> => {
  const { db } = ctx.deps;
  const current = await findUser(db, ctx.companyId, id);
  if (actionName === 'disable') refuseSelf(ctx, id, USER_STATUS_MESSAGES.disableSelf);
  await assertMayManage(ctx, current);
  const next = MACHINE.nextStatus(current.record.Status, actionName);
  if (!next.ok) throw conflict(next.message);
  await db.transaction(async (tx) => {
    await tx
      .update(companyUsers)
      .set({ isActive: next.to === 'active' })
      .where(and(eq(companyUsers.companyId, ctx.companyId), eq(companyUsers.userId, id)));
    const after = await findUser(tx as Database, ctx.companyId, id);
    await writeUserAudit(tx as Database, ctx, {
      action: actionName,
      entity: USER.name,
      entityId: id,
      before: userPicture(current.record),
      after: userPicture(after.record),
    });
  });
  return (await findUser(db, ctx.companyId, id)).record;
};

const actionRoute = (name: 'disable' | 'enable') =>
  implementRoute(userContracts[name], {
    handler: async (ctx, { query }) => ({
      data: await moveStatus(ctx, query.id, name),
      message: actionDoneMessage(USER, entityActionRule(USER, name).to),
    }),
  });

export const userStatusRoutes = [
  implementRoute(userContracts.changeStatus, {
    handler: async (ctx, { query }) => {
      const { record } = await findUser(ctx.deps.db, ctx.companyId, query.id);
      const next = record.Status === 'active' ? 'disable' : 'enable';
      return {
        data: await moveStatus(ctx, query.id, next),
        message: next === 'disable' ? 'User disabled.' : 'User enabled.',
      };
    },
  }),
  actionRoute('disable'),
  actionRoute('enable'),
  implementRoute(userContracts.delete, {
    handler: async (ctx, { query }) => {
      const { db } = ctx.deps;
      const current = await findUser(db, ctx.companyId, query.id);
      refuseSelf(ctx, query.id, USER_STATUS_MESSAGES.deleteSelf);
      await assertMayManage(ctx, current);
      await removeMembership(ctx, async (tx) => {
        const mine = (table: typeof userRoles | typeof companyUsers) =>
          and(eq(table.companyId, ctx.companyId), eq(table.userId, query.id));
        await tx.delete(userRoles).where(mine(userRoles));
        await tx.delete(companyUsers).where(mine(companyUsers));
        await retireIfAlone(tx as Database, query.id, ctx.now);
        await tx
          .update(authSessions)
          .set({ revokedAt: ctx.now })
          .where(
            and(
              eq(authSessions.companyId, ctx.companyId),
              eq(authSessions.userId, query.id),
              isNull(authSessions.revokedAt),
            ),
          );
        await writeUserAudit(tx as Database, ctx, {
          action: 'delete',
          entity: USER.name,
          entityId: query.id,
          before: userPicture(current.record),
          after: null,
        });
      });
      return { data: { Id: query.id }, message: 'User removed from the company.' };
    },
  }),
];
