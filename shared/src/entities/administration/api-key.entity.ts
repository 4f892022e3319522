import type { EntityDeclaration } from '../entity-declaration.js';

/**
 * An API key for a company's own backend (it mints widget tokens with it). The secret is made by
 * the server, shown once in the save answer and stored only as a hash. As in Frappe, a key acts as
 * one user: the widgets it opens can do what that user's roles allow, and no more.
 */
export const API_KEY = {
  name: 'ApiKey',
  title: 'API Keys',
  singular: 'API key',
  module: 'Administration',
  page: 'ApiKey',
  apiPath: 'apikey',
  table: 'api_keys',
  route: '/admin/api-keys',
  menu: { id: 107, groupId: 10, order: 10, icon: 'key' },
  displayField: 'Name',
  fields: {
    Name: { kind: 'text', label: 'Name', required: true, max: 80, unique: true },
    UserId: {
      kind: 'reference',
      label: 'Acts as user',
      entity: 'User',
      required: true,
      help: "Widgets opened with this key act with this user's permissions; the audit trail names the user and the key.",
    },
    ExpiresOn: { kind: 'date', label: 'Expires on', help: 'Leave empty for a key that does not expire.' },
    KeyPrefix: { kind: 'text', label: 'Key begins with', access: 'readOnly', max: 20 },
    SecretHash: { kind: 'text', label: 'Secret hash', access: 'hidden', max: 200 },
    LastUsedAt: { kind: 'datetime', label: 'Last used', access: 'readOnly' },
    Status: {
      kind: 'enum',
      label: 'Status',
      access: 'readOnly',
      options: [
        { value: 'active', label: 'Active' },
        { value: 'revoked', label: 'Revoked' },
      ],
    },
  },
  list: {
    columns: ['Name', 'KeyPrefix', 'UserId', 'ExpiresOn', 'LastUsedAt', 'Status'],
    search: ['Name', 'KeyPrefix'],
    filters: ['Status'],
    defaultSort: { field: 'CreatedAt', direction: 'desc' },
  },
  state: {
    field: 'Status',
    initial: 'active',
    actions: [
      {
        action: 'revoke',
        label: 'Revoke',
        done: 'revoked',
        from: ['active'],
        to: 'revoked',
        remarksRequired: false,
        confirm: 'Revoke this key? Anything that uses it stops working at once.',
      },
    ],
  },
  deletable: { fromStates: ['revoked'] },
} as const satisfies EntityDeclaration;
