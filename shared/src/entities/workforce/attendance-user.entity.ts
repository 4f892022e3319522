import type { EntityDeclaration } from '../entity-declaration.js';

/**
 * Who checks in where: a person with rows here may check in only at those places; a person without
 * any may use every active place of the company (and anywhere while the company has none).
 */
export const ATTENDANCE_USER = {
  name: 'AttendanceUser',
  title: 'Attendance Users',
  singular: 'Attendance user',
  plural: 'attendance places of people',
  module: 'SalesApp',
  page: 'AttendanceUser',
  apiPath: 'attendanceuser',
  table: 'attendance_users',
  route: '/workforce/attendanceusers',
  menu: { id: 238, groupId: 31, order: 2, icon: 'users' },
  displayField: 'Remarks',
  fields: {
    UserId: { kind: 'reference', label: 'Person', required: true, entity: 'User' },
    AttendanceLocationId: {
      kind: 'reference',
      label: 'Attendance location',
      required: true,
      entity: 'AttendanceLocation',
    },
    Remarks: { kind: 'text', label: 'Remarks', max: 200 },
  },
  list: {
    columns: ['UserId', 'AttendanceLocationId', 'Remarks'],
    search: ['Remarks'],
    filters: ['UserId', 'AttendanceLocationId'],
    defaultSort: { field: 'UserId', direction: 'asc' },
  },
  uniqueTogether: [['UserId', 'AttendanceLocationId']],
  importable: true,
} as const satisfies EntityDeclaration;
