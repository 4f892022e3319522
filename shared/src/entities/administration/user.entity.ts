import { z } from 'zod';
import { USER_TYPE_OPTIONS } from '../../user-types.js';
import type { EntityDeclaration } from '../entity-declaration.js';

/**
 * A member of the company. The person (user name, names, email, password) is one identity shared
 * by every company they work for; the type and the status belong to this company's membership, so
 * disabling or removing someone here leaves their other companies alone. Served by the hand-written
 * module server/src/modules/users (storage 'custom') over users + company_users + user_roles.
 */
/** A role as the user record lists it. */
export const roleRefSchema = z.object({ Id: z.number().int(), Name: z.string() });
export type RoleRef = z.infer<typeof roleRefSchema>;

export const USER = {
  name: 'User',
  title: 'Users',
  singular: 'User',
  module: 'Administration',
  page: 'User',
  apiPath: 'user',
  table: 'users',
  route: '/admin/users',
  menu: { id: 108, groupId: 10, order: 1, icon: 'users' },
  displayField: 'UserName',
  storage: 'custom',
  fields: {
    UserName: {
      kind: 'text',
      label: 'User name',
      required: true,
      unique: true,
      min: 3,
      max: 60,
      help: 'What the person types to sign in. It cannot be used by anyone else, in any company.',
    },
    FirstName: { kind: 'text', label: 'First name', required: true, max: 60 },
    LastName: { kind: 'text', label: 'Last name', required: true, max: 60 },
    Email: { kind: 'email', label: 'Email', required: true, max: 150 },
    UserType: {
      kind: 'enum',
      label: 'User type',
      required: true,
      options: USER_TYPE_OPTIONS,
      default: 'staff',
    },
    Password: {
      kind: 'password',
      label: 'Password',
      required: true,
      min: 8,
      max: 128,
      help: 'The first password. The person can change it after signing in.',
    },
    Status: {
      kind: 'enum',
      label: 'Status',
      access: 'readOnly',
      options: [
        { value: 'active', label: 'Active' },
        { value: 'disabled', label: 'Disabled' },
      ],
    },
  },
  list: {
    columns: ['UserName', 'FirstName', 'LastName', 'Email', 'UserType', 'Status'],
    search: ['UserName', 'FirstName', 'LastName', 'Email'],
    filters: ['UserType', 'Status'],
    defaultSort: { field: 'UserName', direction: 'asc' },
  },
  state: {
    field: 'Status',
    initial: 'active',
    actions: [
      {
        action: 'disable',
        label: 'Disable',
        done: 'disabled',
        from: ['active'],
        to: 'disabled',
        remarksRequired: false,
        confirm: 'Disable this user? They can no longer sign in to this company.',
      },
      {
        action: 'enable',
        label: 'Enable',
        done: 'enabled',
        from: ['disabled'],
        to: 'active',
        remarksRequired: false,
      },
    ],
  },
  deletable: {},
  answers: {
    /** The identity's uuid (the token's IdUid): what userrole/byidentityuserid takes. */
    IdentityUserId: z.string(),
    /** First role first. */
    Roles: z.array(roleRefSchema),
  },
  // A select finds a person by any of their names; it shows the user name.
  autocomplete: { search: ['UserName', 'FirstName', 'LastName'], pickedOn: ['Attendance'] },
} as const satisfies EntityDeclaration;
