import type { EntityDeclaration } from '../entity-declaration.js';

/** A beat: the round of parties a sales person visits. Table sales_routes, not to be read as URLs. */
export const SALES_ROUTE = {
  name: 'Route',
  title: 'Routes',
  singular: 'Route',
  module: 'SalesApp',
  page: 'Route',
  apiPath: 'route',
  table: 'sales_routes',
  route: '/salesapp/routes',
  menu: { id: 210, groupId: 24, order: 10, icon: 'route' },
  displayField: 'Name',
  fields: {
    Name: { kind: 'text', label: 'Name', required: true, max: 100, unique: true },
    TerritoryId: { kind: 'reference', label: 'Territory', entity: 'Territory' },
    Description: { kind: 'longText', label: 'Description', max: 500 },
    IsActive: { kind: 'boolean', label: 'Active', default: true },
  },
  list: {
    columns: ['Name', 'TerritoryId', 'IsActive'],
    search: ['Name', 'Description'],
    filters: ['TerritoryId', 'IsActive'],
    defaultSort: { field: 'Name', direction: 'asc' },
  },
  // The order list and board filter by it: whoever takes orders may search it for that filter.
  autocomplete: { pickedOn: ['Order'] },
} as const satisfies EntityDeclaration;
