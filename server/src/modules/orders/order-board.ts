import type { OrderBoard, OrderSummary } from '@backoffice/shared/sales/orders/order.contract';
import {
  ORDER_STATUS_LABELS,
  ORDER_STATUSES,
  type OrderStatus,
} from '@backoffice/shared/sales/orders/order-pipeline';
import { and, asc, count, eq, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { orders } from '../../db/schema/index.js';
import { toRupees } from '../../entities/entity-values.js';
import { selectOrders, toOrderSummary } from './order-record.js';

/** Count and value of the orders in each status, in one grouped query. */
const statusTotals = async (db: Database, where: SQL) => {
  const rows = await db
    .select({
      status: orders.status,
      count: count(),
      total: sql<number>`coalesce(sum(${orders.totalAmount}), 0)`.mapWith(Number),
    })
    .from(orders)
    .where(where)
    .groupBy(orders.status);
  return new Map(rows.map((row) => [row.status, row]));
};

/**
 * The oldest `perColumn` orders of every status: one small query per status, each read straight
 * from the index on (company, status, status_changed_at, id) and stopped after its cards. A single
 * row_number() over every status read the company's whole history, closed orders included, before
 * keeping the cards, and slowed down as the history grew (68 ms at 131,000 orders against 3 ms).
 */
const oldestOfEachStatus = async (db: Database, where: SQL, perColumn: number) =>
  (
    await Promise.all(
      ORDER_STATUSES.map((status) =>
        selectOrders(db)
          .where(and(where, eq(orders.status, status)))
          .orderBy(asc(orders.statusChangedAt), asc(orders.id))
          .limit(perColumn),
      ),
    )
  ).flat();

/** GET /order/board: every status column in pipeline order, under the list's filters. */
export const loadOrderBoard = async (
  db: Database,
  where: SQL,
  perColumn: number,
  canEdit: boolean,
  now: Date,
): Promise<OrderBoard> => {
  const totals = await statusTotals(db, where);
  const rows = await oldestOfEachStatus(db, where, perColumn);
  const cards = new Map<OrderStatus, OrderSummary[]>();
  for (const row of rows) {
    const column = cards.get(row.status) ?? [];
    column.push(toOrderSummary(row, canEdit));
    cards.set(row.status, column);
  }
  return {
    Columns: ORDER_STATUSES.map((status) => ({
      Status: status,
      Label: ORDER_STATUS_LABELS[status],
      Count: totals.get(status)?.count ?? 0,
      TotalAmount: toRupees(totals.get(status)?.total ?? 0),
      Orders: cards.get(status) ?? [],
    })),
    GeneratedAt: now.toISOString(),
  };
};
