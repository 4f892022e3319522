import type { EntityDeclaration } from '../entity-declaration.js';
import { LATITUDE_FIELD, LONGITUDE_FIELD } from './sales-fields.js';

/** A depot or warehouse that orders are dispatched from. */
export const STORE = {
  name: 'Store',
  title: 'Stores',
  singular: 'Store',
  module: 'SalesApp',
  page: 'Store',
  apiPath: 'store',
  table: 'stores',
  route: '/salesapp/stores',
  menu: { id: 208, groupId: 24, order: 8, icon: 'warehouse' },
  displayField: 'Name',
  fields: {
    Name: { kind: 'text', label: 'Name', required: true, max: 100, unique: true },
    Code: { kind: 'text', label: 'Code', max: 20, unique: true },
    Address: { kind: 'text', label: 'Address', max: 250 },
    Phone: { kind: 'phone', label: 'Phone', max: 20 },
    TerritoryId: { kind: 'reference', label: 'Territory', entity: 'Territory' },
    Latitude: LATITUDE_FIELD,
    Longitude: LONGITUDE_FIELD,
    IsActive: { kind: 'boolean', label: 'Active', default: true },
  },
  list: {
    columns: ['Name', 'Code', 'Address', 'TerritoryId', 'IsActive'],
    search: ['Name', 'Code', 'Address'],
    filters: ['TerritoryId', 'IsActive'],
    defaultSort: { field: 'Name', direction: 'asc' },
  },
} as const satisfies EntityDeclaration;
