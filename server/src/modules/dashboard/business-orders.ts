import { ORDER_STATUSES, type OrderStatus } from '@backoffice/shared/sales/orders/order-pipeline';
import type { BusinessDashboard } from '@backoffice/shared/shell/dashboard.contract';
import { and, count, gte, lte, sql } from 'drizzle-orm';
import { orders } from '../../db/schema/index.js';
import { toRupees } from '../../entities/entity-values.js';
import type { UserContext } from '../../http/request-context.js';
import type { MonthRange } from './business-month.js';
import { daysFrom } from './business-month.js';
import type { BusinessScope } from './business-scope.js';

type OrderFigures = NonNullable<BusinessDashboard['Orders']>;

interface Tally {
  count: number;
  /** Paisa, as stored. */
  amount: number;
}

const figure = (tally: Tally | undefined) => ({
  Count: tally?.count ?? 0,
  Amount: toRupees(tally?.amount ?? 0),
});

const add = (into: Map<string, Tally>, key: string, row: Tally) => {
  const sum = into.get(key) ?? { count: 0, amount: 0 };
  into.set(key, { count: sum.count + row.count, amount: sum.amount + row.amount });
};

/**
 * The month's orders in one grouped read (by order date and status, on the order date index); today,
 * the month and each day are added up from it, cancelled orders left out of all but ByStatus.
 */
export const orderFigures = async (
  ctx: UserContext,
  scope: BusinessScope,
  today: string,
  month: MonthRange,
): Promise<OrderFigures> => {
  const rows = await ctx.deps.db
    .select({
      day: sql<string>`to_char(${orders.orderDate}, 'YYYY-MM-DD')`,
      status: orders.status,
      count: count(),
      amount: sql<number>`coalesce(sum(${orders.totalAmount}), 0)`.mapWith(Number),
    })
    .from(orders)
    .where(and(scope.orders, gte(orders.orderDate, month.from), lte(orders.orderDate, month.to)))
    .groupBy(orders.orderDate, orders.status);
  const byStatus = new Map<string, Tally>();
  const byDay = new Map<string, Tally>();
  for (const row of rows) {
    add(byStatus, row.status, row);
    if (row.status !== 'cancelled') add(byDay, row.day, row);
  }
  const monthTally = [...byDay.values()].reduce<Tally>(
    (sum, row) => ({ count: sum.count + row.count, amount: sum.amount + row.amount }),
    { count: 0, amount: 0 },
  );
  return {
    Today: figure(byDay.get(today)),
    Month: figure(monthTally),
    ByStatus: ORDER_STATUSES.map((status: OrderStatus) => ({
      Status: status,
      ...figure(byStatus.get(status)),
    })),
    ByDay: daysFrom(month.from, today).map((day) => ({ Date: day, ...figure(byDay.get(day)) })),
  };
};
