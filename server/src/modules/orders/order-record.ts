import { PARTY } from '@backoffice/shared/entities/sales/party.entity';
import { SALES_PERSON } from '@backoffice/shared/entities/sales/sales-person.entity';
import { SALES_ROUTE } from '@backoffice/shared/entities/sales/sales-route.entity';
import type { OrderSummary } from '@backoffice/shared/sales/orders/order.contract';
import { allowedActions } from '@backoffice/shared/sales/orders/order-pipeline';
import { and, eq, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/database.js';
import { orders, partiesTable, salesPersonsTable, salesRoutesTable, users } from '../../db/schema/index.js';
import { entityTable } from '../../entities/entity-table.js';
import { toRupees } from '../../entities/entity-values.js';
import { personNameSql } from '../../entities/person-name.js';
import { notFound } from '../../http/api-error.js';

const party = entityTable(PARTY);
const route = entityTable(SALES_ROUTE);
const person = entityTable(SALES_PERSON);

const deliveryUser = alias(users, 'delivery_user');
const dealerUser = alias(users, 'dealer_user');

const orderColumns = {
  id: orders.id,
  orderNo: orders.orderNo,
  orderDate: orders.orderDate,
  partyId: orders.partyId,
  partyName: partiesTable.Name,
  partyAddress: partiesTable.Address,
  partyPhone: partiesTable.Phone,
  salesPersonId: orders.salesPersonId,
  salesPersonName: salesPersonsTable.FullName,
  routeId: partiesTable.RouteId,
  routeName: salesRoutesTable.Name,
  status: orders.status,
  totalAmount: orders.totalAmount,
  lineCount: orders.lineCount,
  createdAt: orders.createdAt,
  statusChangedAt: orders.statusChangedAt,
  deliveryUserId: orders.deliveryUserId,
  deliveryUserName: personNameSql(deliveryUser),
  dealerUserId: orders.dealerUserId,
  dealerUserName: personNameSql(dealerUser),
  remarks: orders.remarks,
  vatRatePercent: orders.vatRatePercent,
  orderDiscountPercent: orders.orderDiscountPercent,
  grossAmount: orders.grossAmount,
  lineDiscountTotal: orders.lineDiscountTotal,
  orderDiscountTotal: orders.orderDiscountTotal,
  taxableAmount: orders.taxableAmount,
  vatAmount: orders.vatAmount,
  assignedDate: orders.assignedDate,
  version: orders.version,
};

/** Orders with the names a screen shows: party, its route, sales person, delivery person, dealer. */
export const selectOrders = (db: Database) =>
  db
    .select(orderColumns)
    .from(orders)
    .innerJoin(partiesTable, and(eq(party.companyId, orders.companyId), eq(party.id, orders.partyId)))
    .leftJoin(salesRoutesTable, and(eq(route.companyId, orders.companyId), eq(route.id, party.RouteId)))
    .leftJoin(
      salesPersonsTable,
      and(eq(person.companyId, orders.companyId), eq(person.id, orders.salesPersonId)),
    )
    .leftJoin(deliveryUser, eq(deliveryUser.id, orders.deliveryUserId))
    .leftJoin(dealerUser, eq(dealerUser.id, orders.dealerUserId))
    .$dynamic();

export type OrderRow = Awaited<ReturnType<ReturnType<typeof selectOrders>['execute']>>[number];

export const ownOrder = (companyId: number, id: number): SQL =>
  and(eq(orders.companyId, companyId), eq(orders.id, id)) as SQL;

/** An order of the caller's company, or 404: another company's looks exactly like a missing one. */
export const findOrderRow = async (db: Database, companyId: number, id: number): Promise<OrderRow> => {
  const [row] = await selectOrders(db).where(ownOrder(companyId, id)).limit(1);
  if (!row) throw notFound(`Order ${id} was not found.`);
  return row;
};

/** `canEdit`: whether the caller may run actions at all (edit permission on Orders), asked once per request. */
export const toOrderSummary = (row: OrderRow, canEdit: boolean): OrderSummary => ({
  Id: row.id,
  OrderNo: row.orderNo,
  OrderDate: row.orderDate,
  PartyId: row.partyId,
  PartyName: row.partyName,
  SalesPersonId: row.salesPersonId,
  SalesPersonName: row.salesPersonName,
  RouteId: row.routeId,
  RouteName: row.routeName,
  Status: row.status,
  TotalAmount: toRupees(row.totalAmount),
  LineCount: row.lineCount,
  CreatedAt: row.createdAt.toISOString(),
  StatusChangedAt: row.statusChangedAt.toISOString(),
  AllowedActions: canEdit ? allowedActions(row.status) : [],
  DeliveryUserId: row.deliveryUserId,
  DeliveryUserName: row.deliveryUserId === null ? null : row.deliveryUserName,
  DealerUserId: row.dealerUserId,
  DealerUserName: row.dealerUserId === null ? null : row.dealerUserName,
});
