import type { EntityDeclaration } from '../entity-declaration.js';

/**
 * A site allowed to run this company's embedded widgets: widget calls (made with a widget token)
 * from any other origin are refused, and browsers get CORS answers only for listed origins.
 */
export const WIDGET_ORIGIN = {
  name: 'WidgetOrigin',
  title: 'Widget Origins',
  singular: 'Widget origin',
  module: 'Administration',
  page: 'WidgetOrigin',
  apiPath: 'widgetorigin',
  table: 'widget_origins',
  route: '/admin/widget-origins',
  menu: { id: 114, groupId: 10, order: 11, icon: 'network' },
  displayField: 'Origin',
  fields: {
    Origin: {
      kind: 'origin',
      label: 'Origin',
      required: true,
      max: 200,
      unique: true,
      help: 'Scheme, host and port of the site, such as https://bank.example.com (no path).',
    },
    Note: { kind: 'text', label: 'Note', max: 200 },
  },
  list: {
    columns: ['Origin', 'Note'],
    search: ['Origin', 'Note'],
    filters: [],
    defaultSort: { field: 'Origin', direction: 'asc' },
  },
} as const satisfies EntityDeclaration;
