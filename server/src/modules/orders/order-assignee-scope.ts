import type { UserType } from '../../db/schema/index.js';
import { forbidden } from '../../http/api-error.js';
import type { UserContext } from '../../http/request-context.js';

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
