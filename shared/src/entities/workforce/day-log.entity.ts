import type { EntityDeclaration } from '../entity-declaration.js';

/**
 * A field person's account of a day: what was done, the distance travelled and remarks, one per
 * person per day. The office reads it beside the day's visits, orders and collections.
 */
export const DAY_LOG = {
  name: 'DayLog',
  title: 'Day Logs',
  singular: 'Day log',
  plural: 'day logs',
  module: 'SalesApp',
  page: 'DayLog',
  apiPath: 'daylog',
  table: 'day_logs',
  route: '/workforce/daylogs',
  menu: { id: 244, groupId: 31, order: 8, icon: 'notebook-text' },
  displayField: 'LogDate',
  fields: {
    UserId: { kind: 'reference', label: 'Person', required: true, entity: 'User' },
    LogDate: { kind: 'date', label: 'Date', required: true },
    WorkDone: { kind: 'longText', label: 'What was done', required: true, max: 2000 },
    DistanceKm: {
      kind: 'decimal',
      label: 'Distance (km)',
      min: 0,
      max: 2000,
      scale: 1,
      help: 'As the person reckons it; the tracked distance is shown beside it.',
    },
    Remarks: { kind: 'longText', label: 'Remarks', max: 1000 },
  },
  list: {
    columns: ['UserId', 'LogDate', 'WorkDone', 'DistanceKm'],
    search: ['WorkDone', 'Remarks'],
    filters: ['UserId'],
    defaultSort: { field: 'LogDate', direction: 'desc' },
  },
  owner: { field: 'UserId' },
  uniqueTogether: [['UserId', 'LogDate']],
} as const satisfies EntityDeclaration;
