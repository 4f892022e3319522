import type { OrderListQuery, OrderPage } from '@backoffice/shared/sales/orders/order.contract';
import type { SQL } from 'drizzle-orm';
import { pageOffset, toPage } from '../../http/page-query.js';
import type { UserContext } from '../../http/request-context.js';
import { companyToday } from './company-today.js';
import { mayRunOrderActions } from './order-access.js';
import { fieldScopeOf } from './order-assignee-scope.js';
import { countOrders, type OrderCriteria, orderCondition, orderSort } from './order-list-query.js';
import { selectOrders, toOrderSummary } from './order-record.js';

/**
 * The orders matching the criteria that the caller may see: a dealer or delivery person only the
 * orders assigned to them, whatever the criteria ask.
 */
export const scopedOrderCondition = async (ctx: UserContext, criteria: OrderCriteria): Promise<SQL> => {
  const today = await companyToday(ctx.deps.db, ctx.companyId, ctx.now);
  const scoped = { ...criteria, assignee: fieldScopeOf(ctx) ?? criteria.assignee };
  return orderCondition(ctx.deps.db, ctx.companyId, scoped, today);
};

/**
 * One page of the order list as the caller may see it: a dealer or delivery person only the orders
 * assigned to them, whatever the criteria ask. The lists and the portal's record search read here.
 */
export const orderPage = async (
  ctx: UserContext,
  query: OrderListQuery,
  criteria: OrderCriteria,
): Promise<OrderPage> => {
  const { db } = ctx.deps;
  const where = await scopedOrderCondition(ctx, criteria);
  const [rows, total, canEdit] = await Promise.all([
    selectOrders(db)
      .where(where)
      .orderBy(...orderSort(query))
      .limit(query.pageSize)
      .offset(pageOffset(query)),
    countOrders(db, where),
    mayRunOrderActions(ctx),
  ]);
  return toPage(
    rows.map((row) => toOrderSummary(row, canEdit)),
    total,
    query,
  );
};
