import { PAGES } from '../../catalogue/pages.js';
import type { EntityDeclaration } from '../entity-declaration.js';

const CHANNELS = [
  { value: 'inApp', label: 'In-app notification' },
  { value: 'push', label: 'Web push' },
  { value: 'sms', label: 'SMS' },
  { value: 'email', label: 'Email' },
] as const;

export const PAGE_NOTIFICATION_TEMPLATE = {
  name: 'PageNotificationSetupTemplate',
  title: 'Notification Templates',
  singular: 'Notification template',
  module: 'Administration',
  page: 'PageNotificationSetupTemplate',
  apiPath: 'pagenotificationsetuptemplate',
  table: 'page_notification_templates',
  route: '/admin/notification-templates',
  menu: { id: 103, groupId: 10, order: 5, icon: 'file-text' },
  displayField: 'Name',
  fields: {
    Name: { kind: 'text', label: 'Name', required: true, max: 100, unique: true },
    Channel: { kind: 'enum', label: 'Channel', required: true, options: CHANNELS, default: 'inApp' },
    Subject: { kind: 'text', label: 'Subject', required: true, max: 150 },
    Body: {
      kind: 'longText',
      label: 'Body',
      required: true,
      max: 2000,
      help: 'Placeholders such as {{RecordName}}, {{UserName}} and {{Link}} are filled in when it is sent.',
    },
  },
  list: {
    columns: ['Name', 'Channel', 'Subject'],
    search: ['Name', 'Subject', 'Body'],
    filters: ['Channel'],
    defaultSort: { field: 'Name', direction: 'asc' },
  },
} as const satisfies EntityDeclaration;

export const PAGE_NOTIFICATION_SETUP = {
  name: 'PageNotificationSetup',
  title: 'Notification Setup',
  singular: 'Notification setup',
  plural: 'notification setups',
  module: 'Administration',
  page: 'PageNotificationSetup',
  apiPath: 'pagenotificationsetup',
  table: 'page_notification_setups',
  route: '/admin/notification-setup',
  menu: { id: 104, groupId: 10, order: 6, icon: 'bell-ring' },
  displayField: 'Name',
  fields: {
    Name: { kind: 'text', label: 'Name', required: true, max: 100, unique: true },
    PageCode: {
      kind: 'enum',
      label: 'Page',
      required: true,
      options: PAGES.map((page) => ({ value: String(page.code), label: page.title })),
    },
    Event: {
      kind: 'enum',
      label: 'Event',
      required: true,
      help: 'Most lists (parties, products, leaves, notices…) raise created, updated, deleted and status changed. Orders raise status changed and dispatched; beat plans status changed; support tickets created, assigned, status changed and comment added; activation requests renewals due; notices also broadcast. Users, roles, returns and payments raise none yet.',
      options: [
        { value: 'created', label: 'Record created' },
        { value: 'updated', label: 'Record updated' },
        { value: 'deleted', label: 'Record deleted' },
        { value: 'stateChanged', label: 'Status changed' },
        // Business events the server raises (server/src/modules/notifications/notify-event.ts).
        { value: 'dispatched', label: 'Order dispatched' },
        { value: 'renewalDue', label: 'Renewals due today' },
        { value: 'broadcast', label: 'Broadcast message' },
        { value: 'assigned', label: 'Assigned' },
        { value: 'commented', label: 'Comment added' },
      ],
    },
    TemplateId: {
      kind: 'reference',
      label: 'Template',
      required: true,
      entity: 'PageNotificationSetupTemplate',
    },
    NotifyCreator: {
      kind: 'boolean',
      label: 'Notify the people of the record',
      default: true,
      help: 'Who made it and who it names: an order’s sales person, delivery person and dealer; a leave’s employee.',
    },
    NotifyAdmins: { kind: 'boolean', label: 'Notify administrators', default: false },
    RecipientUserId: {
      kind: 'reference',
      label: 'Also notify this user',
      entity: 'User',
      help: 'A member of the company who is told of every such event.',
    },
    RecipientRoleId: {
      kind: 'reference',
      label: 'Also notify holders of this role',
      entity: 'Role',
      help: 'Every active member who holds the role when the event happens.',
    },
    NotifyCompany: { kind: 'boolean', label: 'Notify everyone in the company', default: false },
    IsActive: { kind: 'boolean', label: 'Active', default: true },
  },
  list: {
    columns: ['Name', 'PageCode', 'Event', 'TemplateId', 'IsActive'],
    search: ['Name'],
    filters: ['PageCode', 'Event', 'TemplateId', 'IsActive'],
    defaultSort: { field: 'Name', direction: 'asc' },
  },
} as const satisfies EntityDeclaration;
