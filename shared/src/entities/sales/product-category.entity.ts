import type { EntityDeclaration } from '../entity-declaration.js';
import { IMAGE_FIELD } from './sales-fields.js';

export const PRODUCT_CATEGORY = {
  name: 'ProductCategory',
  title: 'Product Categories',
  singular: 'Product category',
  module: 'SalesApp',
  page: 'ProductCategory',
  apiPath: 'productcategory',
  table: 'product_categories',
  route: '/salesapp/product-categories',
  menu: { id: 204, groupId: 24, order: 4, icon: 'tag' },
  displayField: 'Name',
  fields: {
    Name: { kind: 'text', label: 'Name', required: true, max: 100, unique: true },
    Description: { kind: 'longText', label: 'Description', max: 500 },
    Image: IMAGE_FIELD,
    IsActive: { kind: 'boolean', label: 'Active', default: true },
  },
  list: {
    columns: ['Name', 'Description', 'IsActive'],
    search: ['Name', 'Description'],
    filters: ['IsActive'],
    defaultSort: { field: 'Name', direction: 'asc' },
  },
} as const satisfies EntityDeclaration;
