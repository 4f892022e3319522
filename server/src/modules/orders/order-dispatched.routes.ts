import { optionalId } from '@backoffice/shared/form-fields';
import { TRACKING_PATHS } from '@backoffice/shared/sales/tracking/tracking-api.types';
import { z } from 'zod';
import { defineRoute, type MountableRoute } from '../../http/define-route.js';
import { ORDER_PAGE, ORDERS_TAG } from './order-access.js';
import { fieldScopeOf } from './order-assignee-scope.js';
import { loadDispatchedStops } from './order-dispatched.js';

const dispatchedQuery = z.object({
  salesPersonId: optionalId('salesPersonId must be the number of a sales person'),
  deliveryUserId: optionalId('deliveryUserId must be a user id'),
  companyId: optionalId('companyId must be a company id'),
});

/** The delivery map's call (spec section 7: dispatched orders for a sales person). */
export const orderDispatchedRoutes: readonly MountableRoute[] = [
  defineRoute({
    method: 'get',
    path: TRACKING_PATHS.dispatchedOrders,
    summary:
      "The delivery map's stops: the company's orders now dispatched, oldest dispatch first, [{OrderId, OrderNo, PartyId, PartyName, Address, Latitude, Longitude (the party's pin, null when unknown), TotalAmount (rupees), DispatchedAt}]. salesPersonId narrows to that sales person's orders, deliveryUserId to those assigned to that delivery person; companyId (or the CompanyId header) is the company. A dealer or delivery person sees only the orders assigned to them. Needs Orders view; open to widget tokens with scope tracking.maps.",
    access: 'user',
    tag: ORDERS_TAG,
    permission: { page: ORDER_PAGE, action: 'view' },
    widgetScope: 'tracking.maps',
    query: dispatchedQuery,
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
