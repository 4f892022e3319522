import type { EntityDeclaration } from '../entity-declaration.js';

/** A unit of measure: pieces, kilograms, cartons. */
export const UNIT = {
  name: 'Unit',
  title: 'Units',
  singular: 'Unit',
  module: 'SalesApp',
  page: 'Unit',
  apiPath: 'unit',
  table: 'units',
  route: '/salesapp/units',
  menu: { id: 205, groupId: 24, order: 5, icon: 'ruler' },
  displayField: 'Name',
  fields: {
    Name: { kind: 'text', label: 'Name', required: true, max: 50, unique: true },
    Symbol: { kind: 'text', label: 'Symbol', required: true, max: 10, unique: true },
    AllowsFraction: {
      kind: 'boolean',
      label: 'Fractions allowed',
      default: false,
      help: 'Whether an order may take 1.5 of it (kilograms) or only whole ones (pieces).',
    },
  },
  list: {
    columns: ['Name', 'Symbol', 'AllowsFraction'],
    search: ['Name', 'Symbol'],
    filters: ['AllowsFraction'],
    defaultSort: { field: 'Name', direction: 'asc' },
  },
} as const satisfies EntityDeclaration;
