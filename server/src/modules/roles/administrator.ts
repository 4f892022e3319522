import { and, eq, ne } from 'drizzle-orm';
import { roles, userRoles } from '../../db/schema/index.js';
import { forbidden } from '../../http/api-error.js';
import type { UserContext } from '../../http/request-context.js';

/** Who is asking: a request's context, or a stored actor (an API key's maker) checked at start. */
export type Actor = Pick<UserContext, 'deps' | 'user' | 'companyId'>;

/** Whether the caller holds an active administrator role in their company, other than `exceptRoleId`. */
export const holdsAdminRole = async (ctx: Actor, exceptRoleId?: number): Promise<boolean> => {
  const [row] = await ctx.deps.db
    .select({ roleId: roles.id })
    .from(userRoles)
    .innerJoin(roles, and(eq(roles.companyId, userRoles.companyId), eq(roles.id, userRoles.roleId)))
    .where(
      and(
        eq(userRoles.companyId, ctx.companyId),
        eq(userRoles.userId, ctx.user.userId),
        exceptRoleId === undefined ? undefined : ne(roles.id, exceptRoleId),
        eq(roles.isAdminRole, true),
        eq(roles.isActive, true),
      ),
    )
    .limit(1);
  return row !== undefined;
};

/** A super admin, or a holder of an active administrator role in the caller's company. */
export const isAdministrator = async (ctx: Actor): Promise<boolean> =>
  ctx.user.isSuperAdmin || holdsAdminRole(ctx);

/**
 * Page permissions let a person manage users or roles, but only an administrator may hand out or
 * touch administrator power: otherwise a holder of "Roles: edit" could make their own role an
 * administrator role and take over the company.
 */
export const requireAdministrator = async (ctx: Actor, message: string): Promise<void> => {
  if (!(await isAdministrator(ctx))) throw forbidden(message);
};

/** Whether the caller holds this role in the company (a super admin acts without roles). */
export const holdsRole = async (ctx: UserContext, roleId: number): Promise<boolean> => {
  const [row] = await ctx.deps.db
    .select({ roleId: userRoles.roleId })
    .from(userRoles)
    .where(
      and(
        eq(userRoles.companyId, ctx.companyId),
        eq(userRoles.userId, ctx.user.userId),
        eq(userRoles.roleId, roleId),
      ),
    )
    .limit(1);
  return row !== undefined;
};
