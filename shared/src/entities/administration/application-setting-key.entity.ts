import type { EntityDeclaration } from '../entity-declaration.js';

/** The value types a setting key may declare; a setting's value is checked against its key's type. */
export const SETTING_VALUE_TYPES = [
  { value: 'text', label: 'Text' },
  { value: 'number', label: 'Number' },
  { value: 'boolean', label: 'True or false' },
] as const;
export type SettingValueType = (typeof SETTING_VALUE_TYPES)[number]['value'];

/**
 * The catalogue of setting keys a company may set (TWOFACTOR_AUTH, ENABLE_MULTIBRANCHING…): what
 * each means and what type its value has. The values themselves are Application Settings.
 */
export const APPLICATION_SETTING_KEY = {
  name: 'ApplicationSettingKey',
  title: 'Application Setting Keys',
  singular: 'Application setting key',
  module: 'Administration',
  page: 'ApplicationSettingKey',
  apiPath: 'applicationsettingkey',
  table: 'application_setting_keys',
  route: '/admin/application-setting-keys',
  menu: { id: 111, groupId: 10, order: 14, icon: 'list' },
  displayField: 'Key',
  fields: {
    Key: {
      kind: 'text',
      label: 'Key',
      required: true,
      unique: true,
      max: 100,
      help: 'As the application reads it, such as TWOFACTOR_AUTH.',
    },
    Name: { kind: 'text', label: 'Name', required: true, max: 100 },
    Description: { kind: 'longText', label: 'Description', max: 1000 },
    ValueType: {
      kind: 'enum',
      label: 'Value type',
      required: true,
      options: SETTING_VALUE_TYPES,
      default: 'text',
      help: 'Values saved for this key must be of this type.',
    },
    IsPublic: {
      kind: 'boolean',
      label: 'Public',
      default: false,
      help: 'Readable before sign-in (the login page reads such settings).',
    },
    DefaultValue: { kind: 'text', label: 'Default value', max: 2000 },
  },
  list: {
    columns: ['Key', 'Name', 'ValueType', 'IsPublic'],
    search: ['Key', 'Name'],
    filters: ['ValueType', 'IsPublic'],
    defaultSort: { field: 'Key', direction: 'asc' },
  },
} as const satisfies EntityDeclaration;
