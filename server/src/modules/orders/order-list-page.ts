import type { OrderListQuery, OrderPage } from '@backoffice/shared/sales/orders/order.contract';
import type { SQL } from 'drizzle-orm';
import { pageOffset, toPage } from '../../http/page-query.js';
import type { UserContext } from '../../http/request-context.js';
import { fieldScopeOf } from '../sales-common/field-scope.js';
import { companyToday } from './company-today.js';
import { mayRunOrderActions } from './order-access.js';
import { countOrders, type OrderCriteria, orderCondition, orderSort } from './order-list-query.js';
import { selectOrders, toOrderSummary } from './order-record.js';

/**
 * The orders matching the criteria that the caller may see: a field user only their own (a dealer's
 * or delivery person's assigned to them, a sales person's taken for them), whatever the criteria ask.
 */
export const scopedOrderCondition = async (ctx: UserContext, criteria: OrderCriteria): Promise<SQL> => {
  const [today, scope] = await Promise.all([
    companyToday(ctx.deps.db, ctx.companyId, ctx.now),
    fieldScopeOf(ctx),
  ]);
  return orderCondition(ctx.deps.db, ctx.companyId, { ...criteria, scope }, today);
};

/**
 * One page of the order list as the caller may see it: a field user only their own orders,
 * whatever the criteria ask. The lists and the portal's record search read here.
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
