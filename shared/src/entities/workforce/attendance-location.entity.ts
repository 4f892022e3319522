import type { EntityDeclaration } from '../entity-declaration.js';
import { LATITUDE_FIELD, LONGITUDE_FIELD } from '../sales/sales-fields.js';

/**
 * A place people check in at: a point and a radius (the office, a warehouse, a party's shop). A
 * check-in farther than the radius from every place the person may use is refused or flagged, as
 * the company's attendance settings say, with the distance.
 */
export const ATTENDANCE_LOCATION = {
  name: 'AttendanceLocation',
  title: 'Attendance Locations',
  singular: 'Attendance location',
  plural: 'attendance locations',
  module: 'SalesApp',
  page: 'AttendanceLocation',
  apiPath: 'attendancelocation',
  table: 'attendance_locations',
  route: '/workforce/attendancelocations',
  menu: { id: 237, groupId: 31, order: 1, icon: 'map' },
  displayField: 'Name',
  fields: {
    Name: { kind: 'text', label: 'Name', required: true, max: 100, unique: true },
    LocationType: {
      kind: 'enum',
      label: 'Kind of place',
      required: true,
      options: [
        { value: 'office', label: 'Office' },
        { value: 'warehouse', label: 'Warehouse' },
        { value: 'shop', label: "A party's shop" },
        { value: 'other', label: 'Other' },
      ],
      default: 'office',
    },
    PartyId: {
      kind: 'reference',
      label: 'Party',
      entity: 'Party',
      help: "For a party's shop: the party whose shop it is.",
    },
    Latitude: { ...LATITUDE_FIELD, required: true },
    Longitude: { ...LONGITUDE_FIELD, required: true },
    RadiusMetres: {
      kind: 'integer',
      label: 'Radius (m)',
      required: true,
      min: 10,
      max: 5000,
      help: 'How far from the point a check-in still counts as here; 100 m suits most buildings.',
    },
    IsActive: { kind: 'boolean', label: 'Active', default: true },
  },
  list: {
    columns: ['Name', 'LocationType', 'PartyId', 'RadiusMetres', 'IsActive'],
    search: ['Name'],
    filters: ['LocationType', 'IsActive'],
    defaultSort: { field: 'Name', direction: 'asc' },
  },
  autocomplete: { working: { IsActive: true } },
} as const satisfies EntityDeclaration;
