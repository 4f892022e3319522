import type { EntityDeclaration } from '../entity-declaration.js';

/**
 * Where banners show: login_1back2side is the login page's side image. Also served under the
 * spec's banner calls GET /banner/keys and POST /banner/keysave.
 */
export const BANNER_KEY = {
  name: 'BannerKey',
  title: 'Banner Keys',
  singular: 'Banner key',
  module: 'Administration',
  page: 'Banner',
  apiPath: 'bannerkey',
  table: 'banner_keys',
  route: '/admin/banner-keys',
  menu: { id: 113, groupId: 10, order: 15, icon: 'tag' },
  displayField: 'Key',
  fields: {
    Key: {
      kind: 'text',
      label: 'Key',
      required: true,
      unique: true,
      max: 100,
      help: 'As the pages ask for it, such as login_1back2side.',
    },
    Name: { kind: 'text', label: 'Name', required: true, max: 100 },
    Description: { kind: 'longText', label: 'Description', max: 1000 },
  },
  list: {
    columns: ['Key', 'Name'],
    search: ['Key', 'Name'],
    filters: [],
    defaultSort: { field: 'Key', direction: 'asc' },
  },
} as const satisfies EntityDeclaration;
