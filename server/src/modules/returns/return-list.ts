import { PARTY } from '@backoffice/shared/entities/sales/party.entity';
import { RETURN_STATUSES } from '@backoffice/shared/sales/returns/order-return';
import type {
  OrderReturnPage,
  ReturnFilters,
  ReturnListQuery,
  ReturnSortField,
} from '@backoffice/shared/sales/returns/return.contract';
import { and, asc, count, desc, eq, gte, ilike, inArray, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { orderReturns, orders, partiesTable } from '../../db/schema/index.js';
import { entityTable } from '../../entities/entity-table.js';
import { containsPattern, pageOffset, toPage } from '../../http/page-query.js';
import { selectReturns, toReturnSummary } from './return-record.js';

const party = entityTable(PARTY);

/** The tenant condition first; every filter only narrows it. */
export const returnCondition = (db: Database, companyId: number, query: ReturnFilters): SQL => {
  const search = query.query?.trim();
  const pattern = search ? containsPattern(search) : undefined;
  return and(
    eq(orderReturns.companyId, companyId),
    query.PartyId === undefined ? undefined : eq(orderReturns.partyId, query.PartyId),
    query.OrderId === undefined ? undefined : eq(orderReturns.orderId, query.OrderId),
    query.Status === undefined ? undefined : inArray(orderReturns.status, query.Status),
    query.FromDate === undefined ? undefined : gte(orderReturns.returnDate, query.FromDate),
    query.ToDate === undefined ? undefined : lte(orderReturns.returnDate, query.ToDate),
    pattern === undefined
      ? undefined
      : or(
          ilike(orderReturns.returnNo, pattern),
          ilike(orderReturns.remarks, pattern),
          inArray(
            orderReturns.orderId,
            db
              .select({ id: orders.id })
              .from(orders)
              .where(and(eq(orders.companyId, companyId), ilike(orders.orderNo, pattern))),
          ),
          inArray(
            orderReturns.partyId,
            db
              .select({ id: party.id })
              .from(partiesTable)
              .where(and(eq(party.companyId, companyId), ilike(party.Name, pattern))),
          ),
        ),
  ) as SQL;
};

const statusRank = sql`array_position(${sql.param([...RETURN_STATUSES])}::text[], ${orderReturns.status})`;

const SORT_COLUMNS: Readonly<Record<ReturnSortField, SQL>> = {
  ReturnDate: sql`${orderReturns.returnDate}`,
  ReturnNo: sql`${orderReturns.returnNo}`,
  OrderNo: sql`${orders.orderNo}`,
  TotalAmount: sql`${orderReturns.totalAmount}`,
  Status: statusRank,
  PartyName: sql`lower(${party.Name})`,
  CreatedAt: sql`${orderReturns.createdAt}`,
};

/** Newest return date first unless asked otherwise; the id breaks ties so pages never overlap. */
export const returnSort = (query: ReturnFilters) => {
  const direction = query.SortType ?? (query.SortBy ? 'asc' : 'desc');
  const column = SORT_COLUMNS[query.SortBy ?? 'ReturnDate'];
  return direction === 'asc' ? [asc(column), asc(orderReturns.id)] : [desc(column), desc(orderReturns.id)];
};

export const loadReturnPage = async (
  db: Database,
  companyId: number,
  query: ReturnListQuery,
  canEdit: boolean,
  scope: SQL | undefined,
): Promise<OrderReturnPage> => {
  const where = and(returnCondition(db, companyId, query), scope) as SQL;
  const [rows, [total]] = await Promise.all([
    selectReturns(db)
      .where(where)
      .orderBy(...returnSort(query))
      .limit(query.pageSize)
      .offset(pageOffset(query)),
    db.select({ total: count() }).from(orderReturns).where(where),
  ]);
  return toPage(
    rows.map((row) => toReturnSummary(row, canEdit)),
    Number(total?.total ?? 0),
    query,
  );
};
