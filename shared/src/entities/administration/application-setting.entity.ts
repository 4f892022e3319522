import type { EntityDeclaration } from '../entity-declaration.js';

/**
 * A company's value for a setting key. Served by the hand-written module
 * server/src/modules/settings (storage 'custom') over the application_settings table that the
 * sign-in and GET /applicationsettings/valuebykey already read. When Application Setting Keys
 * declares the key, the value must have that key's type.
 */
export const APPLICATION_SETTING = {
  name: 'ApplicationSetting',
  title: 'Application Settings',
  singular: 'Application setting',
  module: 'Administration',
  page: 'ApplicationSetting',
  apiPath: 'applicationsettings',
  table: 'application_settings',
  route: '/admin/application-settings',
  menu: { id: 110, groupId: 10, order: 4, icon: 'sliders' },
  displayField: 'Key',
  storage: 'custom',
  fields: {
    Key: {
      kind: 'text',
      label: 'Key',
      required: true,
      unique: true,
      max: 100,
      help: 'A key of Application Setting Keys, such as TWOFACTOR_AUTH.',
    },
    // Optional: an empty value is a real setting (a map key not given yet).
    Value: { kind: 'longText', label: 'Value', max: 2000 },
    IsPublic: {
      kind: 'boolean',
      label: 'Public',
      default: false,
      help: 'Readable before sign-in, as the login page reads TWOFACTOR_AUTH.',
    },
  },
  list: {
    columns: ['Key', 'Value', 'IsPublic'],
    search: ['Key', 'Value'],
    filters: ['IsPublic'],
    defaultSort: { field: 'Key', direction: 'asc' },
  },
} as const satisfies EntityDeclaration;
