import { PARTY_PRODUCT_PRICING } from '@backoffice/shared/entities/sales/party-product-pricing.entity';
import { PAGE_CODES } from '@backoffice/shared/page-codes';
import type { CurrentPrice } from '@backoffice/shared/sales/orders/order-api.types';
import { toRupees } from '../../../entities/entity-values.js';
import { notFound } from '../../../http/api-error.js';
import { defineRoute, type MountableRoute } from '../../../http/define-route.js';
import { companyToday } from '../company-today.js';
import { currentPriceQuery } from '../order.validators.js';
import { findParty } from '../save/order-references.js';
import { linePriceOf, loadSaleProducts, partyPricesOn } from './order-pricing.js';

/** Spec 7: "party product pricing (including the current price by productId and partyId)". */
export const currentPriceRoutes: readonly MountableRoute[] = [
  defineRoute({
    method: 'get',
    path: `/${PARTY_PRODUCT_PRICING.apiPath}/currentprice`,
    summary:
      'The price a party pays for a product on a day (date, YYYY-MM-DD; today when left out): the party’s own price that has started and not ended, the latest started, else the product’s price. {Price (rupees), Source: party or product, PartyProductPricingId}.',
    access: 'user',
    tag: PARTY_PRODUCT_PRICING.title,
    // The order form asks it for every line it prices.
    permission: { page: PAGE_CODES.Order, action: 'create' },
    alsoPermittedBy: [
      { page: PAGE_CODES.Order, action: 'edit' },
      { page: PAGE_CODES.PartyProductPricing, action: 'view' },
    ],
    query: currentPriceQuery,
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
