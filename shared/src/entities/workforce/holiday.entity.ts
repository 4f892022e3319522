import type { EntityDeclaration } from '../entity-declaration.js';

/**
 * A public or company holiday: nobody is absent on it. Weekly days off come from the attendance
 * settings, not from here.
 */
export const HOLIDAY = {
  name: 'Holiday',
  title: 'Holidays',
  singular: 'Holiday',
  plural: 'holidays',
  module: 'SalesApp',
  page: 'Holiday',
  apiPath: 'holiday',
  table: 'holidays',
  route: '/workforce/holidays',
  menu: { id: 239, groupId: 31, order: 3, icon: 'calendar' },
  displayField: 'Name',
  fields: {
    HolidayDate: { kind: 'date', label: 'Date', required: true, unique: true },
    Name: { kind: 'text', label: 'Name', required: true, max: 100 },
  },
  list: {
    columns: ['HolidayDate', 'Name'],
    search: ['Name'],
    filters: [],
    defaultSort: { field: 'HolidayDate', direction: 'desc' },
  },
  importable: true,
} as const satisfies EntityDeclaration;
