import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { orders, type UserType } from '../../db/schema/index.js';
import { forbidden, notFound } from '../../http/api-error.js';
import type { UserContext } from '../../http/request-context.js';
import { type FieldScope, fieldScopeOf } from '../sales-common/field-scope.js';
import { orderScopeCondition } from './order-list-query.js';

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

/** The ids of the orders a field user reaches: a subquery for records that follow their order. */
export const orderIdsInScope = (db: Database, companyId: number, scope: FieldScope) =>
  db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.companyId, companyId), orderScopeCondition(scope)));

/**
 * An order outside a field user's scope (fieldScopeOf: a dealer's or delivery person's assigned
 * ones, a sales person's own) is answered as one of another company: 404, untouched. Every order
 * read by id and every write (save, pipeline actions, assignment, bulk) asks it first.
 */
export const requireOrderInScope = async (ctx: UserContext, orderId: number): Promise<void> => {
  const scope = await fieldScopeOf(ctx);
  if (!scope) return;
  const [row] = await ctx.deps.db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.companyId, ctx.companyId), eq(orders.id, orderId), orderScopeCondition(scope)))
    .limit(1);
  if (!row) throw notFound(`Order ${orderId} was not found.`);
};

export const OWN_ORDER_MESSAGES = {
  unlinked:
    'Your user is linked to no sales person record: ask the office to link it before you take orders.',
  another: 'You may take orders only as yourself: leave the sales person out or name your own record.',
} as const;

/**
 * A sales person takes orders as themselves: SalesPersonId left out is their own record, another
 * is refused (403), so a saved order is always theirs and stays in their list. Others save as sent.
 */
export const withOwnSalesPerson = async <Body extends { SalesPersonId?: number | undefined }>(
  ctx: UserContext,
  body: Body,
): Promise<Body> => {
  const scope = await fieldScopeOf(ctx);
  if (scope?.userType !== 'salesPerson') return body;
  if (scope.salesPersonId === null) throw forbidden(OWN_ORDER_MESSAGES.unlinked);
  if (body.SalesPersonId === undefined) return { ...body, SalesPersonId: scope.salesPersonId };
  if (body.SalesPersonId !== scope.salesPersonId) throw forbidden(OWN_ORDER_MESSAGES.another);
  return body;
};
