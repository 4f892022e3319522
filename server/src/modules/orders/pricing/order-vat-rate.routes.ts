import type { OrderVatRate } from '@backoffice/shared/sales/orders/order-api.types';
import { defineRoute, type MountableRoute } from '../../../http/define-route.js';
import { ORDER_PAGE, ORDERS_TAG } from '../order-access.js';
import { readVatRatePercent, VAT_RATE_SETTING_KEY } from './order-vat-rate.js';

/**
 * The order form previews totals with the code the server runs (computeOrderTotals); this gives it
 * the one input it cannot know, so the preview and the saved order agree to the paisa.
 */
export const orderVatRateRoutes: readonly MountableRoute[] = [
  defineRoute({
    method: 'get',
    path: '/order/vatrate',
    summary: `The VAT rate (percent) a new or edited order is priced at now: the company’s ${VAT_RATE_SETTING_KEY} application setting, or 13 when it is unset or not a percentage. A saved order keeps the rate it was priced at (OrderDetail.VatRatePercent). {VatRatePercent}.`,
    access: 'user',
    tag: ORDERS_TAG,
    // Whoever may save an order needs it for the form's totals.
    permission: { page: ORDER_PAGE, action: 'create' },
    alsoPermittedBy: [{ page: ORDER_PAGE, action: 'edit' }],
    handler: async (ctx) => {
      const data: OrderVatRate = {
        VatRatePercent: await readVatRatePercent(ctx.deps.db, ctx.companyId, ctx.log),
      };
      return { data };
    },
  }),
];
