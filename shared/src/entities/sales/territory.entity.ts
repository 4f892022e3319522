import type { EntityDeclaration } from '../entity-declaration.js';

/** An area the company sells in; parties carry it as their area (the spec's areaId filter). */
export const TERRITORY = {
  name: 'Territory',
  title: 'Territories',
  singular: 'Territory',
  module: 'SalesApp',
  page: 'Territory',
  apiPath: 'territory',
  table: 'territories',
  route: '/salesapp/territories',
  menu: { id: 209, groupId: 24, order: 9, icon: 'map' },
  displayField: 'Name',
  fields: {
    Name: { kind: 'text', label: 'Name', required: true, max: 100, unique: true },
    Code: { kind: 'text', label: 'Code', max: 20, unique: true },
    Description: { kind: 'longText', label: 'Description', max: 500 },
    IsActive: { kind: 'boolean', label: 'Active', default: true },
  },
  list: {
    columns: ['Name', 'Code', 'IsActive'],
    search: ['Name', 'Code'],
    filters: ['IsActive'],
    defaultSort: { field: 'Name', direction: 'asc' },
  },
  // The order list and board filter by it: whoever takes orders may search it for that filter.
  autocomplete: { pickedOn: ['Order'] },
} as const satisfies EntityDeclaration;
