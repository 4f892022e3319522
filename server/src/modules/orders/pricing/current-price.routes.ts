import { type CurrentPrice, orderPricingContracts } from '@backoffice/shared/sales/orders/order.contract';
import { toRupees } from '../../../entities/entity-values.js';
import { notFound } from '../../../http/api-error.js';
import { implementRoute, type MountableRoute } from '../../../http/define-route.js';
import { companyToday } from '../company-today.js';
import { findParty } from '../save/order-references.js';
import { linePriceOf, loadSaleProducts, partyPricesOn } from './order-pricing.js';

/** Spec 7: "party product pricing (including the current price by productId and partyId)". */
export const currentPriceRoutes: readonly MountableRoute[] = [
  implementRoute(orderPricingContracts.currentPrice, {
    handler: async (ctx, { query }) => {
      const { db } = ctx.deps;
      const party = await findParty(db, ctx.companyId, query.partyId);
      if (!party) throw notFound(`Party ${query.partyId} was not found.`);
      const product = (await loadSaleProducts(db, ctx.companyId, [query.productId])).get(query.productId);
      if (!product) throw notFound(`Product ${query.productId} was not found.`);
      const day = query.date ?? (await companyToday(db, ctx.companyId, ctx.now));
      const price = linePriceOf(product, await partyPricesOn(db, ctx.companyId, party.id, [product.id], day));
      const data: CurrentPrice = {
        Price: toRupees(price.price),
        Source: price.source,
        PartyProductPricingId: price.partyProductPricingId,
      };
      return { data };
    },
  }),
];
