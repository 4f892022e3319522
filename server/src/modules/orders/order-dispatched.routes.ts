import { orderMapContracts } from '@backoffice/shared/sales/orders/order.contract';
import { implementRoute, type MountableRoute } from '../../http/define-route.js';
import { fieldScopeOf } from './order-assignee-scope.js';
import { loadDispatchedStops } from './order-dispatched.js';

/** The delivery map's call (spec section 7: dispatched orders for a sales person). */
export const orderDispatchedRoutes: readonly MountableRoute[] = [
  implementRoute(orderMapContracts.dispatchedOrders, {
    handler: async (ctx, { query }) => {
      const scope = fieldScopeOf(ctx);
      return {
        data: await loadDispatchedStops(ctx.deps.db, ctx.companyId, {
          salesPersonId: query.salesPersonId,
          deliveryUserId: scope?.userType === 'deliveryPerson' ? scope.userId : query.deliveryUserId,
          dealerUserId: scope?.userType === 'dealer' ? scope.userId : undefined,
        }),
      };
    },
  }),
];
