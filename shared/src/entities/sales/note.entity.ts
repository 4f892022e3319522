import type { EntityDeclaration } from '../entity-declaration.js';

/**
 * A note on a party (the owner is away till Tihar, wants a new scheme): who wrote it and when are
 * the record's stamps, so the party's notes read as a dated thread.
 */
export const NOTE = {
  name: 'Note',
  title: 'Party Notes',
  singular: 'Note',
  plural: 'notes',
  module: 'SalesApp',
  page: 'Note',
  apiPath: 'note',
  table: 'party_notes',
  route: '/salesapp/notes',
  menu: { id: 246, groupId: 23, order: 7, icon: 'file-text' },
  displayField: 'Text',
  fields: {
    PartyId: { kind: 'reference', label: 'Party', required: true, entity: 'Party' },
    Text: { kind: 'longText', label: 'Note', required: true, max: 2000 },
  },
  list: {
    columns: ['PartyId', 'Text'],
    search: ['Text'],
    filters: ['PartyId'],
    addedByFilter: 'AddedById',
    defaultSort: { field: 'CreatedAt', direction: 'desc' },
  },
} as const satisfies EntityDeclaration;
