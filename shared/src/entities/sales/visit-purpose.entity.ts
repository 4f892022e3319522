import type { EntityDeclaration } from '../entity-declaration.js';

/** Why a visit or an inquiry was made (a sales call, a collection, a complaint): a short list per company. */
export const VISIT_PURPOSE = {
  name: 'VisitPurpose',
  title: 'Visit Purposes',
  singular: 'Visit purpose',
  plural: 'visit purposes',
  module: 'SalesApp',
  page: 'VisitPurpose',
  apiPath: 'visitpurpose',
  table: 'visit_purposes',
  route: '/salesapp/visitpurposes',
  menu: { id: 245, groupId: 24, order: 12, icon: 'list' },
  displayField: 'Name',
  fields: {
    Name: { kind: 'text', label: 'Name', required: true, max: 100, unique: true },
    Description: { kind: 'text', label: 'Description', max: 200 },
    IsActive: { kind: 'boolean', label: 'Active', default: true },
  },
  list: {
    columns: ['Name', 'Description', 'IsActive'],
    search: ['Name', 'Description'],
    filters: ['IsActive'],
    defaultSort: { field: 'Name', direction: 'asc' },
  },
  autocomplete: { working: { IsActive: true } },
  importable: true,
} as const satisfies EntityDeclaration;
