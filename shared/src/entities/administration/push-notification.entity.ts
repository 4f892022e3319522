import type { EntityDeclaration } from '../entity-declaration.js';

/** A push message composed by staff; sending it delivers it to the audience's subscriptions. */
export const PUSH_NOTIFICATION = {
  name: 'PushNotification',
  title: 'Push Notifications',
  singular: 'Push notification',
  module: 'Administration',
  page: 'PushNotification',
  apiPath: 'pushnotification',
  table: 'push_notifications',
  route: '/admin/push-notifications',
  menu: { id: 106, groupId: 10, order: 7, icon: 'send' },
  displayField: 'Title',
  fields: {
    Title: { kind: 'text', label: 'Title', required: true, max: 100 },
    Body: { kind: 'longText', label: 'Message', required: true, max: 500 },
    Link: {
      kind: 'path',
      label: 'Link inside the portal',
      max: 300,
      help: 'For example /core/notifications',
    },
    Audience: {
      kind: 'enum',
      label: 'Audience',
      required: true,
      options: [
        { value: 'all', label: 'Everyone' },
        { value: 'staff', label: 'Staff' },
        { value: 'salesPerson', label: 'Sales persons' },
        { value: 'dealer', label: 'Dealers' },
      ],
      default: 'all',
    },
    Status: {
      kind: 'enum',
      label: 'Status',
      access: 'readOnly',
      options: [
        { value: 'draft', label: 'Draft' },
        { value: 'sent', label: 'Sent' },
        { value: 'cancelled', label: 'Cancelled' },
      ],
    },
    SentAt: { kind: 'datetime', label: 'Sent at', access: 'readOnly' },
  },
  list: {
    columns: ['Title', 'Audience', 'Status', 'SentAt'],
    search: ['Title', 'Body'],
    filters: ['Audience', 'Status'],
    defaultSort: { field: 'CreatedAt', direction: 'desc' },
  },
  state: {
    field: 'Status',
    initial: 'draft',
    actions: [
      {
        action: 'send',
        label: 'Send',
        done: 'sent',
        from: ['draft'],
        to: 'sent',
        remarksRequired: false,
        confirm: 'Send this notification to its audience now?',
      },
      {
        action: 'cancel',
        label: 'Cancel notification',
        done: 'cancelled',
        from: ['draft'],
        to: 'cancelled',
        remarksRequired: false,
      },
    ],
  },
  deletable: { fromStates: ['draft', 'cancelled'] },
} as const satisfies EntityDeclaration;
