import type { OrderBoard, OrderSummary } from '@backoffice/shared/sales/order-api.types';
import {
  ORDER_STATUS_LABELS,
  ORDER_STATUSES,
  type OrderStatus,
} from '@backoffice/shared/sales/order-pipeline';
import { and, asc, count, eq, lte, type SQL, sql } from 'drizzle-orm';
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
 * The oldest `perColumn` orders of every status, in one query: row_number() numbers each status's
 * orders by how long they have been in it, read in the order of the index on (company, status,
 * status_changed_at, id), so the unfiltered board sorts nothing. The LIMIT can never cut a card
 * (there are at most that many), but it tells the planner the cards are few: without it, the
 * planner guessed a third of the orders and joined the whole orders table to find 180 cards.
 */
const oldestOfEachStatus = async (db: Database, where: SQL, perColumn: number) => {
  const numbered = db
    .select({
      companyId: orders.companyId,
      id: orders.id,
      position:
        sql<number>`row_number() over (partition by ${orders.status} order by ${orders.statusChangedAt}, ${orders.id})`.as(
          'position',
        ),
    })
    .from(orders)
    .where(where)
    .as('numbered');
  const ranked = db
    .select({ companyId: numbered.companyId, id: numbered.id, position: numbered.position })
    .from(numbered)
    .where(lte(numbered.position, perColumn))
    .limit(ORDER_STATUSES.length * perColumn)
    .as('ranked');
  return selectOrders(db)
    .innerJoin(ranked, and(eq(ranked.companyId, orders.companyId), eq(ranked.id, orders.id)))
    .orderBy(asc(ranked.position));
};

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
