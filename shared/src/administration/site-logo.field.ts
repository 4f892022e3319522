import type { FileField } from '../entities/entity-declaration.js';

/** The Logo part of POST /siteinfo/save: the server stores it by these rules, the portal checks them first. */
export const SITE_LOGO_FIELD = {
  kind: 'file',
  label: 'Logo',
  required: true,
  accept: ['png', 'gif', 'jpeg'],
  maxBytes: 2 * 1024 * 1024,
} as const satisfies FileField;
