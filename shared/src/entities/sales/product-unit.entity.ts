import type { EntityDeclaration } from '../entity-declaration.js';

/** Another unit a product is sold in, and how many base units it holds (a carton of 24 pieces). */
export const PRODUCT_UNIT = {
  name: 'ProductUnit',
  title: 'Product Units',
  singular: 'Product unit',
  module: 'SalesApp',
  page: 'ProductUnit',
  apiPath: 'productunit',
  table: 'product_units',
  route: '/salesapp/product-units',
  menu: { id: 206, groupId: 24, order: 6, icon: 'boxes' },
  displayField: 'Barcode',
  fields: {
    ProductId: { kind: 'reference', label: 'Product', required: true, entity: 'Product' },
    UnitId: { kind: 'reference', label: 'Unit', required: true, entity: 'Unit' },
    ConversionFactor: {
      kind: 'decimal',
      label: 'Base units in one',
      required: true,
      min: 0.001,
      max: 100_000,
      scale: 3,
      help: "How many of the product's own unit this unit holds: 24 for a carton of 24 pieces.",
    },
    Barcode: { kind: 'text', label: 'Barcode', max: 40, unique: true },
  },
  list: {
    columns: ['ProductId', 'UnitId', 'ConversionFactor', 'Barcode'],
    search: ['Barcode'],
    filters: ['ProductId', 'UnitId'],
    defaultSort: { field: 'CreatedAt', direction: 'desc' },
  },
} as const satisfies EntityDeclaration;
