import type { EntityDeclaration } from '../entity-declaration.js';
import { WEEKDAY_OPTIONS } from './sales-fields.js';

/** A party on a route, in visiting order. */
export const ROUTE_PARTY = {
  name: 'RouteParty',
  title: 'Route Parties',
  singular: 'Route party',
  plural: 'parties on routes',
  module: 'SalesApp',
  page: 'RouteParty',
  apiPath: 'routeparty',
  table: 'route_parties',
  route: '/salesapp/route-parties',
  menu: { id: 212, groupId: 23, order: 5, icon: 'list-ordered' },
  displayField: 'Remarks',
  fields: {
    RouteId: { kind: 'reference', label: 'Route', required: true, entity: 'Route' },
    PartyId: { kind: 'reference', label: 'Party', required: true, entity: 'Party' },
    Sequence: { kind: 'integer', label: 'Visit order', required: true, min: 1, max: 9999 },
    Remarks: { kind: 'text', label: 'Remarks', max: 200 },
  },
  list: {
    columns: ['RouteId', 'Sequence', 'PartyId', 'Remarks'],
    search: ['Remarks'],
    filters: ['RouteId', 'PartyId'],
    defaultSort: { field: 'Sequence', direction: 'asc' },
  },
  // A party is on a route once; its visit order says where, so a second row would only contradict it.
  uniqueTogether: [['RouteId', 'PartyId']],
} as const satisfies EntityDeclaration;

/** Who works a route, and on which weekday (empty: every day). */
export const ROUTE_SALES_PERSON = {
  name: 'RouteSalesPerson',
  title: 'Route Sales Persons',
  singular: 'Route assignment',
  plural: 'route assignments',
  module: 'SalesApp',
  page: 'RouteSalesPerson',
  apiPath: 'routesalesperson',
  table: 'route_sales_persons',
  route: '/salesapp/route-sales-persons',
  menu: { id: 213, groupId: 23, order: 6, icon: 'user-check' },
  displayField: 'Weekday',
  fields: {
    RouteId: { kind: 'reference', label: 'Route', required: true, entity: 'Route' },
    SalesPersonId: { kind: 'reference', label: 'Sales person', required: true, entity: 'SalesPerson' },
    Weekday: { kind: 'enum', label: 'Weekday', options: WEEKDAY_OPTIONS },
    IsActive: { kind: 'boolean', label: 'Active', default: true },
  },
  list: {
    columns: ['RouteId', 'SalesPersonId', 'Weekday', 'IsActive'],
    search: [],
    filters: ['RouteId', 'SalesPersonId', 'Weekday', 'IsActive'],
    defaultSort: { field: 'CreatedAt', direction: 'desc' },
  },
  // A person works a route once per weekday (an empty Weekday, every day, counts as one).
  uniqueTogether: [['RouteId', 'SalesPersonId', 'Weekday']],
} as const satisfies EntityDeclaration;
