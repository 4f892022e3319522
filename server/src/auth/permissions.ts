import type { PermissionAction } from '@backoffice/shared/page-codes';
import { and, eq, inArray } from 'drizzle-orm';
import { pages, users } from '../db/schema/index.js';
import { forbidden } from '../http/api-error.js';
import type { UserContext } from '../http/request-context.js';
import { grantedPages } from './page-grants.js';
import { CORE_MODULE_ID, PLATFORM_PAGES } from './platform-pages.js';

export { CORE_MODULE_ID, PLATFORM_PAGES };

/** May the signed-in user do this on the page (the rule is grantedPages'). */
export const hasPermission = async (
  ctx: Pick<UserContext, 'deps' | 'user' | 'companyId'>,
  pageCode: number,
  action: PermissionAction,
): Promise<boolean> => {
  const member = { userId: ctx.user.userId, isSuperAdmin: ctx.user.isSuperAdmin };
  const granted = await grantedPages(ctx.deps.db, ctx.companyId, [member], action, pageCode);
  return granted.get(member.userId)?.has(pageCode) === true;
};

/** The route's own grant first; the refusal names that one, as it is what an administrator would give. */
export const requirePermission = async (
  ctx: Pick<UserContext, 'deps' | 'user' | 'companyId'>,
  required: { page: number; action: PermissionAction },
  alternatives: readonly { page: number; action: PermissionAction }[] = [],
  noun?: string,
): Promise<void> => {
  for (const grant of [required, ...alternatives]) {
    if (await hasPermission(ctx, grant.page, grant.action)) return;
  }
  if (noun) throw forbidden(`You do not have permission to ${required.action} ${noun}.`);
  const [page] = await ctx.deps.db
    .select({ title: pages.title })
    .from(pages)
    .where(eq(pages.code, required.page));
  throw forbidden(
    `You do not have permission to ${required.action} ${page?.title ?? `page ${required.page}`}.`,
  );
};

/**
 * Which of these users may view the page in the company, so a notification to a whole company can
 * tell who may open its link (the rule is grantedPages'; super administrators are read from the users).
 */
export const usersWhoMayView = async (
  db: UserContext['deps']['db'],
  companyId: number,
  pageCode: number,
  userIds: readonly number[],
): Promise<Set<number>> => {
  if (userIds.length === 0) return new Set();
  const superAdmins = await db
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.id, [...userIds]), eq(users.isSuperAdmin, true)));
  const isSuper = new Set(superAdmins.map((row) => row.id));
  const members = userIds.map((userId) => ({ userId, isSuperAdmin: isSuper.has(userId) }));
  const granted = await grantedPages(db, companyId, members, 'view', pageCode);
  return new Set(userIds.filter((userId) => granted.get(userId)?.has(pageCode)));
};
