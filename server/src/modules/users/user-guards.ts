import { and, eq, ne } from 'drizzle-orm';
import { companyUsers } from '../../db/schema/index.js';
import { ApiError, forbidden } from '../../http/api-error.js';
import type { UserContext } from '../../http/request-context.js';
import { type Actor, requireAdministrator } from '../roles/administrator.js';
import type { FoundUser } from './user-record.js';

export const USER_GUARD_MESSAGES = {
  superAdmin: 'Only a super administrator can change a super administrator.',
  administrator: 'Only an administrator can change a user who holds an administrator role.',
  sharedIdentity:
    'This person also works for another company, so only a super administrator can change their name, email or password.',
} as const;

/** A person must not lock themselves out: disabling, removing or demoting oneself is refused. */
export const refuseSelf = (ctx: UserContext, userId: number, message: string): void => {
  if (userId === ctx.user.userId) throw new ApiError(409, message);
};

/**
 * A company administrator manages the company's people, not the platform's administrators; and a
 * holder of "Users: edit" alone must not disable or take over an administrator. Other ways of
 * acting for a person (an API key that acts as them) pass their own wording of the same refusals.
 */
export const assertMayManage = async (
  ctx: Actor,
  target: Pick<FoundUser, 'isSuperAdmin' | 'holdsAdminRole'>,
  messages: { superAdmin: string; administrator: string } = USER_GUARD_MESSAGES,
): Promise<void> => {
  if (target.isSuperAdmin && !ctx.user.isSuperAdmin) throw forbidden(messages.superAdmin);
  if (target.holdsAdminRole) await requireAdministrator(ctx, messages.administrator);
};

/**
 * The name, email and password belong to the person, not to one company. Were the administrator
 * of one company able to set the password of someone who also works for another, they could
 * sign in as that person there: so only a super administrator changes a shared identity.
 */
export const assertOwnsIdentity = async (ctx: UserContext, target: FoundUser): Promise<void> => {
  await assertMayManage(ctx, target);
  if (ctx.user.isSuperAdmin) return;
  const [elsewhere] = await ctx.deps.db
    .select({ companyId: companyUsers.companyId })
    .from(companyUsers)
    .where(and(eq(companyUsers.userId, target.record.Id), ne(companyUsers.companyId, ctx.companyId)))
    .limit(1);
  if (elsewhere) throw forbidden(USER_GUARD_MESSAGES.sharedIdentity);
};
