import type { EntityDeclaration } from '../entity-declaration.js';

/** A party's own price for a product from a date; the current one is the latest started and not ended. */
export const PARTY_PRODUCT_PRICING = {
  name: 'PartyProductPricing',
  title: 'Party Product Pricing',
  singular: 'Party price',
  plural: 'party prices',
  module: 'SalesApp',
  page: 'PartyProductPricing',
  apiPath: 'partyproductpricing',
  table: 'party_product_pricings',
  route: '/salesapp/party-pricing',
  menu: { id: 207, groupId: 24, order: 7, icon: 'badge-percent' },
  displayField: 'Remarks',
  fields: {
    PartyId: { kind: 'reference', label: 'Party', required: true, entity: 'Party' },
    ProductId: { kind: 'reference', label: 'Product', required: true, entity: 'Product' },
    Price: { kind: 'money', label: 'Price (NPR)', required: true, min: 0, max: 10_000_000 },
    EffectiveFrom: { kind: 'date', label: 'From', required: true },
    EffectiveTo: {
      kind: 'date',
      label: 'Until',
      notBefore: 'EffectiveFrom',
      help: 'Leave empty while the price holds.',
    },
    Remarks: { kind: 'text', label: 'Remarks', max: 200 },
  },
  list: {
    columns: ['PartyId', 'ProductId', 'Price', 'EffectiveFrom', 'EffectiveTo'],
    search: ['Remarks'],
    filters: ['PartyId', 'ProductId', 'EffectiveFrom'],
    defaultSort: { field: 'EffectiveFrom', direction: 'desc' },
  },
} as const satisfies EntityDeclaration;
