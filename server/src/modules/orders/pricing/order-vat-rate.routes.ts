import { type OrderVatRate, orderPricingContracts } from '@backoffice/shared/sales/orders/order.contract';
import { implementRoute, type MountableRoute } from '../../../http/define-route.js';
import { readVatRatePercent } from './order-vat-rate.js';

/**
 * The order form previews totals with the code the server runs (computeOrderTotals); this gives it
 * the one input it cannot know, so the preview and the saved order agree to the paisa.
 */
export const orderVatRateRoutes: readonly MountableRoute[] = [
  implementRoute(orderPricingContracts.vatRate, {
    handler: async (ctx) => {
      const data: OrderVatRate = {
        VatRatePercent: await readVatRatePercent(ctx.deps.db, ctx.companyId, ctx.log),
      };
      return { data };
    },
  }),
];
