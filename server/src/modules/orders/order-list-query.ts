import { PARTY } from '@backoffice/shared/entities/sales/party.entity';
import type {
  OrderFilterInput,
  OrderPreset,
  OrderSortField,
} from '@backoffice/shared/sales/orders/order.contract';
import { ORDER_STATUSES, type OrderStatus } from '@backoffice/shared/sales/orders/order-pipeline';
import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  ilike,
  inArray,
  isNotNull,
  lte,
  notInArray,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { orders, partiesTable } from '../../db/schema/index.js';
import { entityTable } from '../../entities/entity-table.js';
import { containsPattern } from '../../http/page-query.js';
import { type FieldScope, salesPersonScopeCondition } from '../sales-common/field-scope.js';

const party = entityTable(PARTY);

/** Which orders a dealer or delivery person list is about (GET /order/dealerorderlist). */
export interface AssigneeFilter {
  userType: 'dealer' | 'deliveryPerson';
  /** null: every order assigned to someone of that type. */
  userId: number | null;
}

export interface OrderCriteria extends OrderFilterInput {
  /** A list's own view (the not-confirmed list), applied besides any Filter the client sends. */
  view?: OrderPreset | undefined;
  assignee?: AssigneeFilter | undefined;
  /** A field user's own orders only, whatever else is asked (fieldScopeOf). */
  scope?: FieldScope | undefined;
}

const CLOSED: OrderStatus[] = ['completed', 'cancelled'];
const ON_THE_ROAD: OrderStatus[] = ['dispatched', 'delivered'];

const presetCondition = (preset: OrderPreset, today: string): SQL => {
  switch (preset) {
    case 'notConfirmed':
      return eq(orders.status, 'notConfirmed');
    case 'open':
      return notInArray(orders.status, CLOSED);
    case 'tracking':
      return inArray(orders.status, ON_THE_ROAD);
    case 'today':
      return eq(orders.orderDate, today);
  }
};

/** Ids of the company's parties that match, for conditions on orders that stay on the orders table. */
const partiesWhere = (db: Database, companyId: number, condition: SQL) =>
  db
    .select({ id: party.id })
    .from(partiesTable)
    .where(and(eq(party.companyId, companyId), condition));

const assigneeCondition = (assignee: AssigneeFilter): SQL => {
  const column = assignee.userType === 'dealer' ? orders.dealerUserId : orders.deliveryUserId;
  return assignee.userId === null ? isNotNull(column) : eq(column, assignee.userId);
};

/**
 * The orders a field user reaches: a dealer's or delivery person's assigned to them, a sales
 * person's taken for their sales person record (none when they are linked to no record).
 */
export const orderScopeCondition = (scope: FieldScope): SQL | undefined => {
  if (scope.userType === 'salesPerson') return salesPersonScopeCondition(scope, orders.salesPersonId);
  return assigneeCondition(scope);
};

/**
 * The tenant condition first; every filter only narrows it. Conditions on the party (area, route,
 * its name in the search) are subqueries, so counts and the board read the orders table alone.
 * `today` is the company's calendar day, for the 'today' preset.
 */
export const orderCondition = (
  db: Database,
  companyId: number,
  criteria: OrderCriteria,
  today: string,
): SQL => {
  const search = criteria.query?.trim();
  const pattern = search ? containsPattern(search) : undefined;
  return and(
    eq(orders.companyId, companyId),
    criteria.SalesPersonId === undefined ? undefined : eq(orders.salesPersonId, criteria.SalesPersonId),
    criteria.DealerId === undefined ? undefined : eq(orders.dealerUserId, criteria.DealerId),
    criteria.PartyId === undefined ? undefined : eq(orders.partyId, criteria.PartyId),
    criteria.Status === undefined ? undefined : inArray(orders.status, criteria.Status),
    criteria.Filter === undefined ? undefined : presetCondition(criteria.Filter, today),
    criteria.view === undefined ? undefined : presetCondition(criteria.view, today),
    criteria.FromDate === undefined ? undefined : gte(orders.orderDate, criteria.FromDate),
    criteria.ToDate === undefined ? undefined : lte(orders.orderDate, criteria.ToDate),
    criteria.areaId === undefined
      ? undefined
      : inArray(orders.partyId, partiesWhere(db, companyId, eq(party.AreaId, criteria.areaId))),
    criteria.routeId === undefined
      ? undefined
      : inArray(orders.partyId, partiesWhere(db, companyId, eq(party.RouteId, criteria.routeId))),
    pattern === undefined
      ? undefined
      : or(
          ilike(orders.orderNo, pattern),
          ilike(orders.remarks, pattern),
          inArray(orders.partyId, partiesWhere(db, companyId, ilike(party.Name, pattern))),
        ),
    criteria.assignee === undefined ? undefined : assigneeCondition(criteria.assignee),
    criteria.scope === undefined ? undefined : orderScopeCondition(criteria.scope),
  ) as SQL;
};

/** Statuses sort in pipeline order, not alphabetically. */
const statusRank = sql`array_position(${sql.param([...ORDER_STATUSES])}::text[], ${orders.status})`;

const SORT_COLUMNS: Readonly<Record<OrderSortField, SQL>> = {
  OrderDate: sql`${orders.orderDate}`,
  OrderNo: sql`${orders.orderNo}`,
  TotalAmount: sql`${orders.totalAmount}`,
  Status: statusRank,
  PartyName: sql`lower(${party.Name})`,
  CreatedAt: sql`${orders.createdAt}`,
  StatusChangedAt: sql`${orders.statusChangedAt}`,
};

/**
 * Newest order date first unless asked otherwise; a named sort is ascending unless SortType says.
 * The id breaks ties, so paging through equal values never repeats or skips a row.
 */
export const orderSort = (criteria: {
  SortBy?: OrderSortField | undefined;
  SortType?: 'asc' | 'desc' | undefined;
}) => {
  const direction = criteria.SortType ?? (criteria.SortBy ? 'asc' : 'desc');
  const column = SORT_COLUMNS[criteria.SortBy ?? 'OrderDate'];
  return direction === 'asc' ? [asc(column), asc(orders.id)] : [desc(column), desc(orders.id)];
};

export const countOrders = async (db: Database, where: SQL): Promise<number> => {
  const [row] = await db.select({ total: count() }).from(orders).where(where);
  return Number(row?.total ?? 0);
};
