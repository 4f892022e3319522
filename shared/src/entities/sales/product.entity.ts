import type { EntityDeclaration } from '../entity-declaration.js';
import { IMAGE_FIELD } from './sales-fields.js';

export const PRODUCT = {
  name: 'Product',
  title: 'Products',
  singular: 'Product',
  module: 'SalesApp',
  page: 'Product',
  apiPath: 'product',
  table: 'products',
  route: '/salesapp/products',
  menu: { id: 203, groupId: 24, order: 3, icon: 'package' },
  displayField: 'Name',
  fields: {
    Name: { kind: 'text', label: 'Name', required: true, max: 150 },
    Code: { kind: 'text', label: 'Code (SKU)', required: true, max: 40, unique: true },
    ProductCategoryId: {
      kind: 'reference',
      label: 'Category',
      required: true,
      entity: 'ProductCategory',
    },
    UnitId: { kind: 'reference', label: 'Unit', required: true, entity: 'Unit' },
    Price: {
      kind: 'money',
      label: 'Price (NPR)',
      required: true,
      min: 0,
      max: 10_000_000,
      help: 'The selling price before VAT, unless a party has its own price.',
    },
    Mrp: { kind: 'money', label: 'MRP (NPR)', min: 0, max: 10_000_000 },
    VatApplicable: { kind: 'boolean', label: 'VAT applies', default: true },
    TransactionType: {
      kind: 'enum',
      label: 'Used in',
      required: true,
      options: [
        { value: 'both', label: 'Sales and purchase' },
        { value: 'sales', label: 'Sales only' },
        { value: 'purchase', label: 'Purchase only' },
      ],
      default: 'both',
    },
    Description: { kind: 'longText', label: 'Description', max: 1000 },
    Image: IMAGE_FIELD,
    IsActive: { kind: 'boolean', label: 'Active', default: true },
  },
  list: {
    columns: ['Name', 'Code', 'ProductCategoryId', 'UnitId', 'Price', 'VatApplicable', 'IsActive'],
    search: ['Name', 'Code', 'Description'],
    filters: ['ProductCategoryId', 'UnitId', 'TransactionType', 'VatApplicable', 'IsActive'],
    defaultSort: { field: 'Name', direction: 'asc' },
  },
} as const satisfies EntityDeclaration;
