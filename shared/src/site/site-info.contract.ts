import { z } from 'zod';
import { SITE_LOGO_FIELD } from '../administration/site-logo.field.js';
import { optionalBoolean } from '../form-fields.js';
import { defineContract } from '../http/route-contract.js';
import { PAGE_CODES } from '../page-codes.js';

/** GET /siteinfo/display: the company's logo for the login page and header (spec: Site info). */
export const siteInfoDisplaySchema = z.object({ LogoPath: z.string().nullable() });
export type SiteInfoDisplay = z.infer<typeof siteInfoDisplaySchema>;

/** GET /siteinfo/get and POST /siteinfo/save: both null before the first save. */
export const siteInfoSchema = z.object({ LogoPath: z.string().nullable(), UpdatedAt: z.string().nullable() });
export type SiteInfo = z.infer<typeof siteInfoSchema>;

/** The answers' messages of POST /siteinfo/save. */
export const SITE_INFO_MESSAGES = { saved: 'Logo saved.', removed: 'Logo removed.' } as const;

const tag = 'Site info';

/**
 * Site info (server/src/modules/site): what the login page shows before anyone signs in (a
 * client-credentials token is enough), and the administration side, whose permission is the
 * application settings page's. The login page's banners are bannerContracts.list.
 */
export const siteInfoContracts = {
  display: defineContract({
    method: 'get',
    path: '/siteinfo/display',
    summary: "The company's logo path (null when it has none), for the login page and the header.",
    access: 'anonymous',
    response: siteInfoDisplaySchema,
  }),
  get: defineContract({
    method: 'get',
    path: '/siteinfo/get',
    summary:
      "The company's site info for its settings screen: {LogoPath, UpdatedAt} (both null before any save).",
    access: 'user',
    tag,
    permission: { page: PAGE_CODES.ApplicationSetting, action: 'view' },
    response: siteInfoSchema,
  }),
  save: defineContract({
    method: 'post',
    path: '/siteinfo/save',
    summary:
      'Replaces the company logo: multipart part Logo, PNG, GIF or JPEG by content, at most 2 MB. RemoveLogo=true instead clears it (the login page then shows no logo).',
    access: 'user',
    tag,
    permission: { page: PAGE_CODES.ApplicationSetting, action: 'edit' },
    body: z.object({ RemoveLogo: optionalBoolean('RemoveLogo must be true or false') }),
    bodyKind: 'multipart',
    files: [{ name: 'Logo', maxBytes: SITE_LOGO_FIELD.maxBytes }],
    response: siteInfoSchema,
  }),
};
