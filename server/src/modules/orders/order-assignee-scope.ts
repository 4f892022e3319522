import { and, eq } from 'drizzle-orm';
import { orders, type UserType } from '../../db/schema/index.js';
import { forbidden, notFound } from '../../http/api-error.js';
import type { UserContext } from '../../http/request-context.js';
import type { AssigneeFilter } from './order-list-query.js';

export type AssigneeType = 'dealer' | 'deliveryPerson';

const FIELD_TYPES: readonly (UserType | null)[] = ['dealer', 'deliveryPerson'];

/**
 * Whose assigned orders `order/dealerorderlist` lists. A dealer or delivery person sees their own
 * orders and nobody else's: another assignee's list (another userId, or the other user type) is
 * 403, not quietly their own, so a client that asks for someone else learns it may not. Office
 * users (any other member type) may name anyone, or leave userId out for all of that type.
 */
export const assigneeOf = (
  ctx: UserContext,
  query: { userType: AssigneeType; userId?: number | undefined },
): { userType: AssigneeType; userId: number | null } => {
  if (!FIELD_TYPES.includes(ctx.userType)) return { userType: query.userType, userId: query.userId ?? null };
  const own =
    ctx.userType === query.userType && (query.userId === undefined || query.userId === ctx.user.userId);
  if (!own) throw forbidden('You may list only the orders assigned to you.');
  return { userType: query.userType, userId: ctx.user.userId };
};

/**
 * A dealer or delivery person reads only the orders assigned to them, in every order read (lists,
 * board, detail) and write: the Orders view permission their role needs for their own list would
 * otherwise show them every order of the company. Office users are not limited.
 */
export const fieldScopeOf = (ctx: UserContext): (AssigneeFilter & { userId: number }) | undefined =>
  ctx.userType === 'dealer' || ctx.userType === 'deliveryPerson'
    ? { userType: ctx.userType, userId: ctx.user.userId }
    : undefined;

/** An order outside a field user's scope is answered as one of another company: 404, untouched. */
export const requireOrderInScope = async (ctx: UserContext, orderId: number): Promise<void> => {
  const scope = fieldScopeOf(ctx);
  if (!scope) return;
  const assignedTo = scope.userType === 'dealer' ? orders.dealerUserId : orders.deliveryUserId;
  const [row] = await ctx.deps.db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.companyId, ctx.companyId), eq(orders.id, orderId), eq(assignedTo, scope.userId)))
    .limit(1);
  if (!row) throw notFound(`Order ${orderId} was not found.`);
};
