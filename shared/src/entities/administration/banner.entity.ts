import type { EntityDeclaration } from '../entity-declaration.js';

const IMAGE_TYPES = ['png', 'gif', 'jpeg'] as const;
const TWO_MB = 2 * 1024 * 1024;

/**
 * An image shown where its banner key says (the login page's side image, …). Served by the
 * hand-written module server/src/modules/site (storage 'custom') over the banners table the login
 * page already reads through the anonymous GET /banner/list.
 */
export const BANNER = {
  name: 'Banner',
  title: 'Banners',
  singular: 'Banner',
  module: 'Administration',
  page: 'Banner',
  apiPath: 'banner',
  table: 'banners',
  route: '/admin/banners',
  menu: { id: 112, groupId: 10, order: 8, icon: 'image' },
  displayField: 'BannerKey',
  storage: 'custom',
  fields: {
    BannerKey: {
      kind: 'text',
      label: 'Banner key',
      required: true,
      max: 100,
      help: 'Where it shows: a key of Banner Keys, such as login_1back2side.',
    },
    ImagePath: {
      kind: 'file',
      label: 'Image',
      accept: IMAGE_TYPES,
      maxBytes: TWO_MB,
      help: 'PNG, GIF or JPEG, at most 2 MB. A banner without an image is not shown.',
    },
    ImagePath1: {
      kind: 'file',
      label: 'Second image',
      accept: IMAGE_TYPES,
      maxBytes: TWO_MB,
      help: 'Optional, such as a narrow-screen variant.',
    },
    Sort: {
      kind: 'integer',
      label: 'Sort order',
      min: -9999,
      max: 9999,
      help: 'Smaller numbers show first; empty means 0.',
    },
    IsActive: { kind: 'boolean', label: 'Active', default: true, help: 'Only active banners show.' },
  },
  list: {
    columns: ['BannerKey', 'ImagePath', 'Sort', 'IsActive'],
    search: ['BannerKey'],
    filters: ['BannerKey', 'IsActive'],
    defaultSort: { field: 'Sort', direction: 'asc' },
  },
  deletable: {},
} as const satisfies EntityDeclaration;
