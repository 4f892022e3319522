import { orderPricingContracts, type ProductSaleUnits } from '@backoffice/shared/sales/orders/order.contract';
import { notFound } from '../../../http/api-error.js';
import { implementRoute, type MountableRoute } from '../../../http/define-route.js';
import { loadSaleProducts } from './order-pricing.js';
import { loadSaleUnits } from './order-sale-units.js';

/**
 * The order form's unit select: the units a line of the product may name, with their factors, so
 * the form prices a carton as a save will (the base price × the factor) without reading the
 * ProductUnit list, which needs a permission an order taker may not have.
 */
export const orderProductUnitsRoutes: readonly MountableRoute[] = [
  implementRoute(orderPricingContracts.productUnits, {
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
