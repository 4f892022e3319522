import type { EntityDeclaration } from '../entity-declaration.js';

export const ROLE_TYPE = {
  name: 'RoleType',
  title: 'Role Types',
  singular: 'Role type',
  module: 'Administration',
  page: 'RoleType',
  apiPath: 'roletype',
  table: 'role_types',
  route: '/admin/role-types',
  menu: { id: 102, groupId: 10, order: 13, icon: 'tags' },
  displayField: 'Name',
  fields: {
    Name: { kind: 'text', label: 'Name', required: true, max: 80, unique: true },
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
