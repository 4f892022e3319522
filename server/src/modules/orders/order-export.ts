import { EXPORT_ROW_LIMIT } from '@backoffice/shared/http/export-format';
import type { OrderExportQuery, OrderSummary } from '@backoffice/shared/sales/orders/order.contract';
import { ORDER_STATUS_LABELS } from '@backoffice/shared/sales/orders/order-pipeline';
import { and, inArray } from 'drizzle-orm';
import { orders } from '../../db/schema/index.js';
import { type TableSheet, tableFile } from '../../exports/table-file.js';
import type { UserContext } from '../../http/request-context.js';
import { scopedOrderCondition } from './order-list-page.js';
import { orderSort } from './order-list-query.js';
import { selectOrders, toOrderSummary } from './order-record.js';

/** The order list's export: file and sheet names, and the list screen's columns. */
const ORDER_EXPORT: TableSheet<OrderSummary> = {
  name: 'orders',
  sheetName: 'Orders',
  columns: [
    { label: 'Order no', kind: 'text', value: (order) => order.OrderNo },
    { label: 'Date', kind: 'date', value: (order) => order.OrderDate },
    { label: 'Party', kind: 'text', value: (order) => order.PartyName },
    { label: 'Sales person', kind: 'text', value: (order) => order.SalesPersonName },
    { label: 'Status', kind: 'text', value: (order) => ORDER_STATUS_LABELS[order.Status] },
    { label: 'Amount', kind: 'money', value: (order) => order.TotalAmount },
  ],
};

/** GET /order/export: the order list the caller may see under its filters and sort, as a file. */
export const orderExportFile = async (ctx: UserContext, query: OrderExportQuery) => {
  const rows = await selectOrders(ctx.deps.db)
    // A screen's selection (Ids) narrows what the caller may see under the filters, never widens it.
    .where(and(await scopedOrderCondition(ctx, query), query.Ids ? inArray(orders.id, query.Ids) : undefined))
    .orderBy(...orderSort(query))
    .limit(EXPORT_ROW_LIMIT);
  return tableFile(
    ORDER_EXPORT,
    rows.map((row) => toOrderSummary(row, false)),
    { format: query.format, now: ctx.now },
  );
};
