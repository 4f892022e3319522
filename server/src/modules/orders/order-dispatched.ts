import { PARTY } from '@backoffice/shared/entities/sales/party.entity';
import type { DispatchedOrderStop } from '@backoffice/shared/sales/orders/order.contract';
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { orders, partiesTable } from '../../db/schema/index.js';
import { entityTable } from '../../entities/entity-table.js';
import { toRupees } from '../../entities/entity-values.js';
import type { FieldScope } from '../sales-common/field-scope.js';
import { orderScopeCondition } from './order-list-query.js';

const party = entityTable(PARTY);

export interface DispatchedFilter {
  salesPersonId?: number | undefined;
  deliveryUserId?: number | undefined;
  dealerUserId?: number | undefined;
  /** A field user's own orders only (fieldScopeOf), whatever else is asked. */
  scope?: FieldScope | undefined;
}

/**
 * The delivery map's stops: the company's orders on the vehicle now (status dispatched) with their
 * party's address and pin, oldest dispatch first (the order they were loaded in).
 */
export const loadDispatchedStops = async (
  db: Database,
  companyId: number,
  filter: DispatchedFilter,
): Promise<DispatchedOrderStop[]> => {
  const rows = await db
    .select({
      OrderId: orders.id,
      OrderNo: orders.orderNo,
      PartyId: orders.partyId,
      PartyName: partiesTable.Name,
      Address: partiesTable.Address,
      Latitude: partiesTable.Latitude,
      Longitude: partiesTable.Longitude,
      totalAmount: orders.totalAmount,
      dispatchedAt: orders.statusChangedAt,
    })
    .from(orders)
    .innerJoin(partiesTable, and(eq(party.companyId, orders.companyId), eq(party.id, orders.partyId)))
    .where(
      and(
        eq(orders.companyId, companyId),
        eq(orders.status, 'dispatched'),
        filter.salesPersonId === undefined ? undefined : eq(orders.salesPersonId, filter.salesPersonId),
        filter.deliveryUserId === undefined ? undefined : eq(orders.deliveryUserId, filter.deliveryUserId),
        filter.dealerUserId === undefined ? undefined : eq(orders.dealerUserId, filter.dealerUserId),
        filter.scope === undefined ? undefined : orderScopeCondition(filter.scope),
      ),
    )
    .orderBy(asc(orders.statusChangedAt), asc(orders.id));
  return rows.map(({ totalAmount, dispatchedAt, ...row }) => ({
    ...row,
    Latitude: row.Latitude === null ? null : Number(row.Latitude),
    Longitude: row.Longitude === null ? null : Number(row.Longitude),
    TotalAmount: toRupees(totalAmount),
    DispatchedAt: dispatchedAt.toISOString(),
  }));
};
