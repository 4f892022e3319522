import { orderMapContracts } from '@backoffice/shared/sales/orders/order.contract';
import { implementRoute, type MountableRoute } from '../../http/define-route.js';
import { fieldScopeOf } from '../sales-common/field-scope.js';
import { loadDispatchedStops } from './order-dispatched.js';

/** The delivery map's call (spec section 7: dispatched orders for a sales person). */
export const orderDispatchedRoutes: readonly MountableRoute[] = [
  implementRoute(orderMapContracts.dispatchedOrders, {
    handler: async (ctx, { query }) => {
      const scope = await fieldScopeOf(ctx);
      // A field user's map shows their own stops, whoever the query names.
      const filter = scope
        ? { scope }
        : { salesPersonId: query.salesPersonId, deliveryUserId: query.deliveryUserId };
      return { data: await loadDispatchedStops(ctx.deps.db, ctx.companyId, filter) };
    },
  }),
];
