import type { EntityDeclaration } from '../entity-declaration.js';

export const NOTICE = {
  name: 'Notice',
  title: 'Notices',
  singular: 'Notice',
  module: 'Administration',
  page: 'Notice',
  apiPath: 'notice',
  table: 'notices',
  route: '/admin/notices',
  menu: { id: 101, groupId: 10, order: 3, icon: 'megaphone' },
  displayField: 'Title',
  fields: {
    Title: { kind: 'text', label: 'Title', required: true, max: 150 },
    Description: { kind: 'longText', label: 'Description', required: true, max: 4000 },
    NoticeDate: { kind: 'date', label: 'Notice date', required: true },
    ExpiryDate: {
      kind: 'date',
      label: 'Expiry date',
      notBefore: 'NoticeDate',
      help: 'Leave empty to keep the notice until it is removed.',
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
    IsActive: { kind: 'boolean', label: 'Active', default: true },
    Attachment: {
      kind: 'file',
      label: 'Attachment',
      accept: ['pdf', 'png', 'jpeg'],
      maxBytes: 5 * 1024 * 1024,
    },
  },
  list: {
    columns: ['Title', 'NoticeDate', 'ExpiryDate', 'Audience', 'IsActive'],
    search: ['Title', 'Description'],
    filters: ['Audience', 'IsActive', 'NoticeDate'],
    defaultSort: { field: 'NoticeDate', direction: 'desc' },
  },
} as const satisfies EntityDeclaration;
