import type { EntityDeclaration } from '../entity-declaration.js';

export const ORDER_RETURN_REASON = {
  name: 'OrderReturnReason',
  title: 'Return Reasons',
  singular: 'Return reason',
  module: 'SalesApp',
  page: 'OrderReturnReason',
  apiPath: 'orderreturnreason',
  table: 'order_return_reasons',
  route: '/salesapp/return-reasons',
  menu: { id: 214, groupId: 24, order: 11, icon: 'undo' },
  displayField: 'Name',
  fields: {
    Name: { kind: 'text', label: 'Name', required: true, max: 100, unique: true },
    Description: { kind: 'longText', label: 'Description', max: 500 },
    IsActive: { kind: 'boolean', label: 'Active', default: true },
  },
  list: {
    columns: ['Name', 'Description', 'IsActive'],
    search: ['Name', 'Description'],
    filters: ['IsActive'],
    defaultSort: { field: 'Name', direction: 'asc' },
  },
} as const satisfies EntityDeclaration;
