import type { EntityDeclaration } from '../entity-declaration.js';

/** Where income and expense are tracked besides their ledger (a branch, a project), as a tree. */
export const COST_CENTER = {
  name: 'CostCenter',
  title: 'Cost Centers',
  singular: 'Cost center',
  module: 'Accounting',
  page: 'CostCenter',
  apiPath: 'costcenter',
  table: 'cost_centers',
  route: '/accounting/cost-centers',
  menu: { id: 503, groupId: 50, order: 4, icon: 'boxes' },
  displayField: 'Name',
  fields: {
    Name: { kind: 'text', label: 'Name', required: true, max: 100, unique: true },
    ParentId: { kind: 'reference', label: 'Under', entity: 'CostCenter' },
    IsActive: { kind: 'boolean', label: 'Active', default: true },
  },
  list: {
    columns: ['Name', 'ParentId', 'IsActive'],
    search: ['Name'],
    filters: ['ParentId', 'IsActive'],
    defaultSort: { field: 'Name', direction: 'asc' },
  },
  tree: { parent: 'ParentId' },
} as const satisfies EntityDeclaration;
