import { z } from 'zod';
import type { EntityDeclaration } from '../entity-declaration.js';

/**
 * A role of the company: what its holders may do comes from its permission rows (permission/save),
 * or from everything when it is an administrator role. Served by the hand-written module
 * server/src/modules/roles (storage 'custom') over the roles table the sign-in already reads.
 */
export const ROLE = {
  name: 'Role',
  title: 'Roles',
  singular: 'Role',
  module: 'Administration',
  page: 'Role',
  apiPath: 'role',
  table: 'roles',
  route: '/admin/roles',
  menu: { id: 109, groupId: 10, order: 2, icon: 'shield' },
  displayField: 'Name',
  storage: 'custom',
  fields: {
    Name: { kind: 'text', label: 'Name', required: true, unique: true, max: 80 },
    IsAdminRole: {
      kind: 'boolean',
      label: 'Administrator role',
      default: false,
      help: 'Holders may do everything in the company, whatever the permission rows say.',
    },
    IsActive: {
      kind: 'boolean',
      label: 'Active',
      default: true,
      help: 'An inactive role gives its holders nothing.',
    },
  },
  list: {
    columns: ['Name', 'IsAdminRole', 'IsActive'],
    search: ['Name'],
    filters: ['IsAdminRole', 'IsActive'],
    defaultSort: { field: 'Name', direction: 'asc' },
  },
  deletable: {},
  /** How many members hold the role: a held role cannot be deleted. */
  answers: { UserCount: z.number().int() },
  // The user form gives roles without a declared reference field.
  autocomplete: { pickedOn: ['User'] },
} as const satisfies EntityDeclaration;
