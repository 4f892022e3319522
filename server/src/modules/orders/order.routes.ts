import { type OrderPreset, orderReadContracts } from '@backoffice/shared/sales/orders/order.contract';
import { forbidden } from '../../http/api-error.js';
import { implementRoute, type MountableRoute } from '../../http/define-route.js';
import { fieldScopeOf } from '../sales-common/field-scope.js';
import { mayRunOrderActions } from './order-access.js';
import { assigneeOf, requireOrderInScope } from './order-assignee-scope.js';
import { loadOrderBoard } from './order-board.js';
import { loadChalan } from './order-chalan.js';
import { loadOrderDetail } from './order-detail.js';
import { orderExportFile } from './order-export.js';
import { orderPage, scopedOrderCondition } from './order-list-page.js';

/** The spec's separate lists: the list with a view fixed on top of whatever else is asked. */
const presetList = (
  contract: typeof orderReadContracts.notConfirmedList | typeof orderReadContracts.trackingList,
  preset: OrderPreset,
) =>
  implementRoute(contract, {
    handler: async (ctx, { query }) => ({ data: await orderPage(ctx, query, { ...query, view: preset }) }),
  });

/** Orders read: the list and its views, one order, the board and the delivery sheet. */
export const orderRoutes: readonly MountableRoute[] = [
  implementRoute(orderReadContracts.list, {
    handler: async (ctx, { query }) => ({ data: await orderPage(ctx, query, query) }),
  }),
  implementRoute(orderReadContracts.export, {
    handler: async (ctx, { query }) => ({ data: null, file: await orderExportFile(ctx, query) }),
  }),
  presetList(orderReadContracts.notConfirmedList, 'notConfirmed'),
  presetList(orderReadContracts.trackingList, 'tracking'),
  implementRoute(orderReadContracts.dealerOrderList, {
    handler: async (ctx, { query }) => {
      return { data: await orderPage(ctx, query, { ...query, assignee: assigneeOf(ctx, query) }) };
    },
  }),
  implementRoute(orderReadContracts.detail, {
    handler: async (ctx, { query }) => {
      await requireOrderInScope(ctx, query.id);
      return {
        data: await loadOrderDetail(ctx.deps.db, ctx.companyId, query.id, await mayRunOrderActions(ctx)),
      };
    },
  }),
  implementRoute(orderReadContracts.board, {
    handler: async (ctx, { query }) => {
      const where = await scopedOrderCondition(ctx, query);
      const canEdit = await mayRunOrderActions(ctx);
      return { data: await loadOrderBoard(ctx.deps.db, where, query.perColumn, canEdit, ctx.now) };
    },
  }),
  implementRoute(orderReadContracts.chalan, {
    handler: async (ctx, { query }) => {
      // A chalan is a delivery person's own sheet; no other field user reads one.
      const scope = await fieldScopeOf(ctx);
      if (scope && !(scope.userType === 'deliveryPerson' && scope.userId === query.deliveryUserId)) {
        throw forbidden('You may see only your own chalan.');
      }
      return { data: await loadChalan(ctx.deps.db, ctx.companyId, query.deliveryUserId, query.date) };
    },
  }),
];
