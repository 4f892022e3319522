import type { EntityDeclaration } from '../entity-declaration.js';

/** A company's accounting year in BS (2083/84: 1 Shrawan to the end of Asar by default); years never overlap. */
export const FISCAL_YEAR = {
  name: 'FiscalYear',
  title: 'Fiscal Years',
  singular: 'Fiscal year',
  module: 'Accounting',
  page: 'FiscalYear',
  apiPath: 'fiscalyear',
  table: 'fiscal_years',
  route: '/accounting/fiscal-years',
  menu: { id: 506, groupId: 50, order: 7, icon: 'calendar' },
  displayField: 'Name',
  fields: {
    Name: { kind: 'text', label: 'Name', required: true, max: 20, unique: true, help: 'Such as 2083/84.' },
    StartDate: { kind: 'date', label: 'Starts on', required: true },
    EndDate: { kind: 'date', label: 'Ends on', required: true, notBefore: 'StartDate' },
    /** Moved only by closing and reopening the year (the year end), never by a save. */
    IsClosed: { kind: 'boolean', label: 'Closed', default: false, access: 'readOnly' },
  },
  list: {
    columns: ['Name', 'StartDate', 'EndDate', 'IsClosed'],
    search: ['Name'],
    filters: ['IsClosed'],
    defaultSort: { field: 'StartDate', direction: 'desc' },
  },
} as const satisfies EntityDeclaration;
