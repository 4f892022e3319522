import type { Column, SQL } from 'drizzle-orm';
import type { UserContext } from '../../http/request-context.js';
import { collectionScopeCondition } from '../collections/collection-record.js';
import { orderCondition } from '../orders/order-list-query.js';
import { type FieldScope, fieldScopeOf, salesPersonScopeCondition } from '../sales-common/field-scope.js';

/**
 * Whose figures the business dashboard counts. Office users count the company's; a sales person,
 * dealer or delivery person only their own, through the same field scope (fieldScopeOf) and the
 * same conditions their lists read, so the dashboard and the lists always agree:
 * - orders: those their order list shows (orderScopeCondition);
 * - payments: those their collection list shows (collectionScopeCondition);
 * - visits and positions: a sales person's own, as their visit list shows; none for the others.
 */
export interface BusinessScope {
  kind: 'company' | 'own';
  /** The orders counted, tenant condition included (orderCondition's). */
  orders: SQL;
  /** Narrows payments of the company; undefined for all of them. */
  payments: SQL | undefined;
  /** The field user's scope; undefined for an office user's company-wide figures. */
  field: FieldScope | undefined;
}

/** `today` is the company's day, which orderCondition wants for its presets (none is used here). */
export const businessScopeOf = async (ctx: UserContext, today: string): Promise<BusinessScope> => {
  const scope = await fieldScopeOf(ctx);
  return {
    kind: scope ? 'own' : 'company',
    orders: orderCondition(ctx.deps.db, ctx.companyId, { scope }, today),
    payments: collectionScopeCondition(scope),
    field: scope,
  };
};

/** The visits (or positions) condition for the scope's sales person, as the visit list reads it. */
export const salesPersonCondition = (scope: BusinessScope, column: Column): SQL | undefined =>
  salesPersonScopeCondition(scope.field, column);
