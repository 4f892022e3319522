import type { OrderPage } from '@backoffice/shared/sales/orders/order-api.types';
import type { z } from 'zod';
import { forbidden } from '../../http/api-error.js';
import { defineRoute, type MountableRoute } from '../../http/define-route.js';
import { pageOffset, toPage } from '../../http/page-query.js';
import type { UserContext } from '../../http/request-context.js';
import { companyToday } from './company-today.js';
import {
  dealerOrderListQuery,
  type OrderPreset,
  orderBoardQuery,
  orderChalanQuery,
  orderIdQuery,
  orderListQuery,
} from './order.validators.js';
import { mayRunOrderActions, ORDER_PAGE, ORDERS_TAG } from './order-access.js';
import { assigneeOf, fieldScopeOf, requireOrderInScope } from './order-assignee-scope.js';
import { loadOrderBoard } from './order-board.js';
import { loadChalan } from './order-chalan.js';
import { loadOrderDetail } from './order-detail.js';
import { countOrders, type OrderCriteria, orderCondition, orderSort } from './order-list-query.js';
import { selectOrders, toOrderSummary } from './order-record.js';

const page = ORDER_PAGE;
const tag = ORDERS_TAG;

const FILTERS_TEXT =
  'Filters (spec 3): SalesPersonId, DealerId (the dealer user), PartyId, Status (one or a comma list), Filter (notConfirmed, open = not completed or cancelled, tracking = dispatched or delivered, today), FromDate and ToDate (order date, YYYY-MM-DD), areaId and routeId (the party’s), query (order number, party name, remarks).';

type ListQuery = z.output<typeof orderListQuery>;

const orderPage = async (ctx: UserContext, query: ListQuery, criteria: OrderCriteria): Promise<OrderPage> => {
  const { db } = ctx.deps;
  const today = await companyToday(db, ctx.companyId, ctx.now);
  const scoped = { ...criteria, assignee: fieldScopeOf(ctx) ?? criteria.assignee };
  const where = orderCondition(db, ctx.companyId, scoped, today);
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

/** The spec's separate lists: the list with a view fixed on top of whatever else is asked. */
const presetList = (path: string, preset: OrderPreset, what: string) =>
  defineRoute({
    method: 'get',
    path,
    summary: `${what}: the order list with that view applied on top of its other filters and paging. A page of OrderSummary.`,
    access: 'user',
    tag,
    permission: { page, action: 'view' },
    query: orderListQuery,
    handler: async (ctx, { query }) => ({ data: await orderPage(ctx, query, { ...query, view: preset }) }),
  });

/** Orders read: the list and its views, one order, the board and the delivery sheet. */
export const orderRoutes: readonly MountableRoute[] = [
  defineRoute({
    method: 'get',
    path: '/order/list',
    summary: `Orders of the company, one page (pageNo, pageSize up to 5000), newest order date first. ${FILTERS_TEXT} SortBy: OrderDate, OrderNo, TotalAmount, Status (pipeline order), PartyName, CreatedAt, StatusChangedAt; SortType asc or desc. A page of OrderSummary; AllowedActions is empty without edit permission.`,
    access: 'user',
    tag,
    permission: { page, action: 'view' },
    query: orderListQuery,
    handler: async (ctx, { query }) => ({ data: await orderPage(ctx, query, query) }),
  }),
  presetList('/order/notconfirmedlist', 'notConfirmed', 'Orders not confirmed yet'),
  presetList('/order/trackinglist', 'tracking', 'Orders on the road (dispatched or delivered)'),
  defineRoute({
    method: 'get',
    path: '/order/dealerorderlist',
    summary:
      'Orders assigned to a dealer (userType=dealer) or a delivery person (userType=deliveryPerson). A caller who is a dealer or delivery person gets the orders assigned to them: userType must be their own type and userId, if sent, their own id (else 403). Office users: to userId, else to anyone of that type. The list’s filters, sort and paging apply.',
    access: 'user',
    tag,
    permission: { page, action: 'view' },
    query: dealerOrderListQuery,
    handler: async (ctx, { query }) => {
      return { data: await orderPage(ctx, query, { ...query, assignee: assigneeOf(ctx, query) }) };
    },
  }),
  defineRoute({
    method: 'get',
    path: '/order/detail',
    summary:
      'One order with its lines (prices, discounts, VAT, where each price came from) and its whole history (who moved it, when, from, to, remarks). OrderDetail; Version goes back with a save or action to refuse a stale screen.',
    access: 'user',
    tag,
    permission: { page, action: 'view' },
    query: orderIdQuery,
    handler: async (ctx, { query }) => {
      await requireOrderInScope(ctx, query.id);
      return {
        data: await loadOrderDetail(ctx.deps.db, ctx.companyId, query.id, await mayRunOrderActions(ctx)),
      };
    },
  }),
  defineRoute({
    method: 'get',
    path: '/order/board',
    summary: `The order board: one column per status in pipeline order, each with the Count and TotalAmount of its orders under the filters and its oldest orders (longest in the status first; perColumn, default 20, at most 100). ${FILTERS_TEXT}`,
    access: 'user',
    tag,
    permission: { page, action: 'view' },
    query: orderBoardQuery,
    handler: async (ctx, { query }) => {
      const { db } = ctx.deps;
      const today = await companyToday(db, ctx.companyId, ctx.now);
      const where = orderCondition(db, ctx.companyId, { ...query, assignee: fieldScopeOf(ctx) }, today);
      const canEdit = await mayRunOrderActions(ctx);
      return { data: await loadOrderBoard(db, where, query.perColumn, canEdit, ctx.now) };
    },
  }),
  defineRoute({
    method: 'get',
    path: '/order/chalan',
    summary:
      'The delivery sheet (chalan) of a delivery person for a date: the orders assigned to them for that date that are ready to dispatch or dispatched, by route and party, with the party’s address and phone, lines (each in the unit it was sold in and in base units) and totals, the quantity of each product to load (in its own unit, and per unit sold: 4 Carton, 6 Piece), and the sheet’s totals.',
    access: 'user',
    tag,
    permission: { page, action: 'view' },
    query: orderChalanQuery,
    handler: async (ctx, { query }) => {
      const scope = fieldScopeOf(ctx);
      if (scope && !(scope.userType === 'deliveryPerson' && scope.userId === query.deliveryUserId)) {
        throw forbidden('You may see only your own chalan.');
      }
      return { data: await loadChalan(ctx.deps.db, ctx.companyId, query.deliveryUserId, query.date) };
    },
  }),
];
