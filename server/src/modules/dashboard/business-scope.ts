import { type Column, eq, type SQL, sql } from 'drizzle-orm';
import { payments } from '../../db/schema/index.js';
import type { UserContext } from '../../http/request-context.js';
import { fieldScopeOf } from '../orders/order-assignee-scope.js';
import { orderCondition } from '../orders/order-list-query.js';
import { salesPersonOfUser } from '../tracking/tracking-access.js';

/**
 * Whose figures the business dashboard counts. Office users count the company's; a sales person,
 * dealer or delivery person only their own:
 * - orders: a dealer's or delivery person's as their order list scopes them (fieldScopeOf), a sales
 *   person's those taken for them (the order list's SalesPersonId filter on their own record);
 * - payments: those they recorded (the collection list itself has no own scope to borrow);
 * - visits and positions: a sales person's own, as their visit list without Visit view shows.
 * A field user linked to no sales person has no visits, and a sales person none of the orders.
 */
export interface BusinessScope {
  kind: 'company' | 'own';
  /** The orders counted, tenant condition included (orderCondition's). */
  orders: SQL;
  /** Narrows payments of the company; undefined for all of them. */
  payments: SQL | undefined;
  /** The sales person whose field figures count; undefined for all, null for none. */
  salesPersonId: number | null | undefined;
}

const OWN_TYPES = new Set(['salesPerson', 'dealer', 'deliveryPerson']);

export const isOwnScope = (ctx: UserContext): boolean => ctx.userType !== null && OWN_TYPES.has(ctx.userType);

/** `today` is the company's day, which orderCondition wants for its presets (none is used here). */
export const businessScopeOf = async (ctx: UserContext, today: string): Promise<BusinessScope> => {
  const { db } = ctx.deps;
  if (!isOwnScope(ctx)) {
    return {
      kind: 'company',
      orders: orderCondition(db, ctx.companyId, {}, today),
      payments: undefined,
      salesPersonId: undefined,
    };
  }
  const own = await salesPersonOfUser(db, ctx.companyId, ctx.user.userId);
  const salesPersonId = own?.id ?? null;
  const ownOrders =
    ctx.userType === 'salesPerson'
      ? salesPersonId === null
        ? sql`false`
        : orderCondition(db, ctx.companyId, { SalesPersonId: salesPersonId }, today)
      : orderCondition(db, ctx.companyId, { assignee: fieldScopeOf(ctx) }, today);
  return {
    kind: 'own',
    orders: ownOrders,
    payments: eq(payments.createdBy, ctx.user.userId),
    salesPersonId,
  };
};

/** The visits (or positions) condition for the scope's sales person. */
export const salesPersonCondition = (scope: BusinessScope, column: Column): SQL | undefined => {
  if (scope.salesPersonId === undefined) return undefined;
  return scope.salesPersonId === null ? sql`false` : eq(column, scope.salesPersonId);
};
