import type { EntityDeclaration } from '../entity-declaration.js';

/**
 * A member of the field force. Approval is a state: a sales person added from the field app waits
 * for the office before they may take orders.
 */
export const SALES_PERSON = {
  name: 'SalesPerson',
  title: 'Sales Persons',
  singular: 'Sales person',
  module: 'SalesApp',
  page: 'SalesPerson',
  apiPath: 'salesperson',
  table: 'sales_persons',
  route: '/salesapp/sales-persons',
  menu: { id: 211, groupId: 30, order: 1, icon: 'users' },
  displayField: 'FullName',
  fields: {
    FullName: { kind: 'text', label: 'Full name', required: true, max: 120 },
    EmployeeCode: { kind: 'text', label: 'Employee code', required: true, max: 30, unique: true },
    Type: {
      kind: 'enum',
      label: 'Type',
      required: true,
      options: [
        { value: 'salesPerson', label: 'Sales person' },
        { value: 'supervisor', label: 'Supervisor' },
        { value: 'merchandiser', label: 'Merchandiser' },
      ],
      default: 'salesPerson',
    },
    Phone: { kind: 'phone', label: 'Phone', required: true, max: 20, unique: true },
    Email: { kind: 'email', label: 'Email', max: 150 },
    SupervisorId: {
      kind: 'reference',
      label: 'Supervisor',
      entity: 'SalesPerson',
      help: 'Who this person reports to; their team is the supervisor’s children.',
    },
    TerritoryId: { kind: 'reference', label: 'Territory', entity: 'Territory' },
    StoreId: {
      kind: 'reference',
      label: 'Store',
      entity: 'Store',
      help: 'The depot or warehouse this person loads their goods from.',
    },
    UserId: {
      kind: 'reference',
      label: 'Sign-in user',
      entity: 'User',
      where: { UserType: 'salesPerson' },
      unique: true,
      help: 'The member of type Sales person who signs in to the field app as this person.',
    },
    // Set by the field app's sign-in when it binds a phone; cleared by reset device.
    DeviceId: { kind: 'text', label: 'Bound device', access: 'readOnly', max: 200 },
    Status: {
      kind: 'enum',
      label: 'Status',
      access: 'readOnly',
      options: [
        { value: 'pending', label: 'Waiting for approval' },
        { value: 'approved', label: 'Approved' },
      ],
    },
    IsActive: { kind: 'boolean', label: 'Active', default: true },
  },
  list: {
    columns: ['FullName', 'EmployeeCode', 'Type', 'Phone', 'SupervisorId', 'Status', 'IsActive'],
    search: ['FullName', 'EmployeeCode', 'Phone', 'Email'],
    filters: ['Type', 'SupervisorId', 'TerritoryId', 'StoreId', 'UserId', 'Status', 'IsActive'],
    defaultSort: { field: 'FullName', direction: 'asc' },
  },
  // Filters and forms offer every sales person, the working ones first.
  autocomplete: { working: { Status: 'approved', IsActive: true } },
  state: {
    field: 'Status',
    initial: 'pending',
    actions: [
      {
        action: 'approve',
        label: 'Approve',
        done: 'approved',
        from: ['pending'],
        to: 'approved',
        remarksRequired: false,
      },
    ],
  },
} as const satisfies EntityDeclaration;
