import type { EntityDeclaration } from '../entity-declaration.js';

export const PARTY_GROUP = {
  name: 'PartyGroup',
  title: 'Party Groups',
  singular: 'Party group',
  module: 'SalesApp',
  page: 'PartyGroup',
  apiPath: 'partygroup',
  table: 'party_groups',
  route: '/salesapp/party-groups',
  menu: { id: 202, groupId: 24, order: 2, icon: 'tags' },
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
