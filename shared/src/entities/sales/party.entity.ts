import type { EntityDeclaration } from '../entity-declaration.js';
import { LATITUDE_FIELD, LONGITUDE_FIELD } from './sales-fields.js';

/** A customer or retailer the company sells to; the filters are the spec's (section 3). */
export const PARTY = {
  name: 'Party',
  title: 'Parties',
  singular: 'Party',
  module: 'SalesApp',
  page: 'Party',
  apiPath: 'party',
  table: 'parties',
  route: '/salesapp/parties',
  menu: { id: 201, groupId: 24, order: 1, icon: 'store' },
  displayField: 'Name',
  fields: {
    Name: { kind: 'text', label: 'Name', required: true, max: 150 },
    Code: { kind: 'text', label: 'Code', max: 30, unique: true },
    PartyType: {
      kind: 'enum',
      label: 'Type',
      required: true,
      options: [
        { value: 'retailer', label: 'Retailer' },
        { value: 'customer', label: 'Customer' },
      ],
      default: 'retailer',
    },
    PartyGroupId: { kind: 'reference', label: 'Party group', entity: 'PartyGroup' },
    ContactPerson: { kind: 'text', label: 'Contact person', max: 120 },
    Phone: { kind: 'phone', label: 'Phone', required: true, max: 20 },
    Email: { kind: 'email', label: 'Email', max: 150 },
    Address: { kind: 'text', label: 'Address', required: true, max: 250 },
    PanVatNumber: {
      kind: 'text',
      label: 'PAN/VAT number',
      max: 15,
      unique: true,
      help: 'The nine-digit PAN of the Inland Revenue Department, for tax invoices.',
    },
    Latitude: LATITUDE_FIELD,
    Longitude: LONGITUDE_FIELD,
    RouteId: { kind: 'reference', label: 'Route', entity: 'Route' },
    AreaId: { kind: 'reference', label: 'Area', entity: 'Territory' },
    SalesPersonId: { kind: 'reference', label: 'Sales person', entity: 'SalesPerson' },
    CreditLimit: {
      kind: 'money',
      label: 'Credit limit (NPR)',
      min: 0,
      max: 100_000_000,
      help: 'An order cannot be confirmed if the balance plus the confirmed, undelivered orders and this one would exceed it. Empty or 0: no limit.',
    },
    CreditDays: { kind: 'integer', label: 'Credit days', min: 0, max: 365 },
    IsActive: { kind: 'boolean', label: 'Active', default: true },
  },
  list: {
    columns: ['Name', 'PartyType', 'Phone', 'Address', 'RouteId', 'SalesPersonId', 'IsActive'],
    search: ['Name', 'Code', 'Phone', 'Address', 'PanVatNumber'],
    filters: ['PartyGroupId', 'RouteId', 'SalesPersonId', 'AreaId', 'PartyType', 'IsActive'],
    addedByFilter: 'AddedById',
    defaultSort: { field: 'Name', direction: 'asc' },
  },
  importable: true,
} as const satisfies EntityDeclaration;
