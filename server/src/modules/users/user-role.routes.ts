import type { RoleRecord } from '@backoffice/shared/administration/role.contract';
import { USER_ROLE_MESSAGES, userRoleContracts } from '@backoffice/shared/administration/user-role.contract';
import { USER } from '@backoffice/shared/entities/administration/user.entity';
import { and, asc, eq, sql } from 'drizzle-orm';
import { writeUserAudit } from '../../audit/audit-log.js';
import type { Database } from '../../db/database.js';
import { roles, userRoles, users } from '../../db/schema/index.js';
import { ApiError, notFound } from '../../http/api-error.js';
import { implementRoute } from '../../http/define-route.js';
import type { UserContext } from '../../http/request-context.js';
import { isAdministrator } from '../roles/administrator.js';
import { findRole } from '../roles/role-record.js';
import { assertMayManage } from './user-guards.js';
import { findUser, memberOf, selectUsers, userPicture } from './user-record.js';

/**
 * Role assignment hands out power, so beyond "Users: edit": administrator roles are given and
 * taken by administrators only, and a non-administrator cannot widen their own roles.
 */
const checkAssignment = async (ctx: UserContext, userId: number, role: RoleRecord): Promise<void> => {
  const target = await findUser(ctx.deps.db, ctx.companyId, userId);
  await assertMayManage(ctx, target);
  const admin = await isAdministrator(ctx);
  if (role.IsAdminRole && !admin) throw new ApiError(403, USER_ROLE_MESSAGES.adminRole);
  if (userId === ctx.user.userId && !admin) throw new ApiError(403, USER_ROLE_MESSAGES.ownRoles);
};

const assignment = (companyId: number, userId: number, roleId: number) =>
  and(eq(userRoles.companyId, companyId), eq(userRoles.userId, userId), eq(userRoles.roleId, roleId));

/** Adds or removes one role, audited on the user with the roles before and after. */
const changeRoles = async (ctx: UserContext, userId: number, roleId: number, add: boolean) => {
  const { db } = ctx.deps;
  const before = await findUser(db, ctx.companyId, userId);
  const role = await findRole(db, ctx.companyId, roleId);
  await checkAssignment(ctx, userId, role);
  if (!add && userId === ctx.user.userId && role.IsAdminRole) {
    throw new ApiError(409, USER_ROLE_MESSAGES.ownAdminRole);
  }
  const [held] = await db
    .select({ roleId: userRoles.roleId })
    .from(userRoles)
    .where(assignment(ctx.companyId, userId, roleId));
  if (add && held) throw new ApiError(409, USER_ROLE_MESSAGES.alreadyHeld);
  if (!add && !held) throw notFound(USER_ROLE_MESSAGES.notHeld);
  await db.transaction(async (tx) => {
    if (add) {
      // A new role goes last: the first one stays what the profile shows.
      await tx.insert(userRoles).values({
        companyId: ctx.companyId,
        userId,
        roleId,
        position: sql`(select coalesce(max(${userRoles.position}) + 1, 0) from ${userRoles}
          where ${userRoles.companyId} = ${ctx.companyId} and ${userRoles.userId} = ${userId})`,
      });
    } else {
      await tx.delete(userRoles).where(assignment(ctx.companyId, userId, roleId));
    }
    const after = await findUser(tx as Database, ctx.companyId, userId);
    await writeUserAudit(tx as Database, ctx, {
      action: add ? 'addRole' : 'removeRole',
      entity: USER.name,
      entityId: userId,
      before: userPicture(before.record),
      after: userPicture(after.record),
    });
  });
  return (await findUser(db, ctx.companyId, userId)).record;
};

export const userRoleRoutes = [
  implementRoute(userRoleContracts.add, {
    handler: async (ctx, { body }) => ({
      data: await changeRoles(ctx, body.UserId, body.RoleId, true),
      message: USER_ROLE_MESSAGES.added,
    }),
  }),
  implementRoute(userRoleContracts.delete, {
    handler: async (ctx, { body }) => ({
      data: await changeRoles(ctx, body.UserId, body.RoleId, false),
      message: USER_ROLE_MESSAGES.removed,
    }),
  }),
  implementRoute(userRoleContracts.byIdentityUserId, {
    handler: async (ctx, { query }) => {
      const { db } = ctx.deps;
      const [member] = await selectUsers(db)
        .where(and(memberOf(ctx.companyId), sql`${users.identityId} = ${query.identityUserId}::uuid`))
        .limit(1);
      if (!member) throw notFound('No user of this company has this identity id.');
      const held = await db
        .select({ Id: roles.id, Name: roles.name, IsAdminRole: roles.isAdminRole, IsActive: roles.isActive })
        .from(userRoles)
        .innerJoin(roles, and(eq(roles.companyId, userRoles.companyId), eq(roles.id, userRoles.roleId)))
        .where(and(eq(userRoles.companyId, ctx.companyId), eq(userRoles.userId, member.id)))
        .orderBy(asc(userRoles.position), asc(roles.id));
      return { data: held };
    },
  }),
];
