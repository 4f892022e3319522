import { requiredId } from '@backoffice/shared/form-fields';
import type { ProductSaleUnits } from '@backoffice/shared/sales/orders/order-api.types';
import { z } from 'zod';
import { notFound } from '../../../http/api-error.js';
import { defineRoute, type MountableRoute } from '../../../http/define-route.js';
import { ORDER_PAGE, ORDERS_TAG } from '../order-access.js';
import { loadSaleProducts } from './order-pricing.js';
import { loadSaleUnits } from './order-sale-units.js';

const productUnitsQuery = z.object({
  productId: requiredId('productId must be the number of a product'),
});

/**
 * The order form's unit select: the units a line of the product may name, with their factors, so
 * the form prices a carton as a save will (the base price × the factor) without reading the
 * ProductUnit list, which needs a permission an order taker may not have.
 */
export const orderProductUnitsRoutes: readonly MountableRoute[] = [
  defineRoute({
    method: 'get',
    path: '/order/productunits',
    summary:
      'The units an order line of the product may be in (productId): the product’s own unit first (ConversionFactor 1, IsBase), then the units of its product units, oldest first, one per unit. A line names one as UnitId; its price is the base price × ConversionFactor. {ProductId, Units: [{UnitId, Name, Symbol, ConversionFactor, AllowsFraction, IsBase}]}. Another company’s product: 404.',
    access: 'user',
    tag: ORDERS_TAG,
    // Whoever may save an order needs it for the form's lines.
    permission: { page: ORDER_PAGE, action: 'create' },
    alsoPermittedBy: [{ page: ORDER_PAGE, action: 'edit' }],
    query: productUnitsQuery,
    handler: async (ctx, { query }) => {
      const { db } = ctx.deps;
      const products = await loadSaleProducts(db, ctx.companyId, [query.productId]);
      const units = (await loadSaleUnits(db, ctx.companyId, products)).get(query.productId);
      if (!units) throw notFound(`Product ${query.productId} was not found.`);
      const data: ProductSaleUnits = { ProductId: query.productId, Units: units };
      return { data };
    },
  }),
];
