import { z } from 'zod';
import { BANNER } from '../entities/administration/banner.entity.js';
import { BANNER_KEY } from '../entities/administration/banner-key.entity.js';
import { entityContracts } from '../entities/entity-contracts.js';
import { editableFields } from '../entities/entity-declaration.js';
import { listFilterShape } from '../entities/entity-schemas.js';
import { optionalText, requiredId } from '../form-fields.js';
import { defineContract } from '../http/route-contract.js';
import { PAGE_CODES } from '../page-codes.js';
import { cappedPageSchema, pageQueryShape, pageSchema } from '../paging.js';

export const bannerIdQuery = z.object({ id: requiredId('id must be the number of a banner') });

/**
 * GET /banner/list serves two callers (see server/src/modules/site/banner-list.routes.ts): the
 * login page's `key`, and the administration list's search, sort and filters.
 */
export const bannerListQuery = z.object({
  ...pageQueryShape,
  key: optionalText(100),
  ...listFilterShape(BANNER),
});
/** The save bodies of the declarations' entity contracts: Id and the editable fields, kept as sent. */
export const bannerSaveBody = entityContracts(BANNER).save.body;
export type BannerSaveInput = z.output<typeof bannerSaveBody>;
export const bannerKeySaveBody = entityContracts(BANNER_KEY).save.body;

/** The image parts a banner save takes, each checked against its field by storeUpload. */
export const BANNER_FILE_PARTS = editableFields(BANNER).flatMap(([name, field]) =>
  field.kind === 'file' ? [{ name, maxBytes: field.maxBytes }] : [],
);

/** One row of GET /banner/list for the login page (spec: Banner: ImagePath, ImagePath1). */
export const bannerImageSchema = z.object({
  Id: z.number().int(),
  ImagePath: z.string(),
  ImagePath1: z.string().nullable(),
});
export type BannerImage = z.infer<typeof bannerImageSchema>;

/** The entity contract's record of one banner; CreatedAt is the table's added_on. */
export const bannerRecordSchema = z.object({
  Id: z.number().int(),
  BannerKey: z.string(),
  ImagePath: z.string().nullable(),
  ImagePath1: z.string().nullable(),
  Sort: z.number().int(),
  IsActive: z.boolean(),
  CreatedAt: z.string(),
  UpdatedAt: z.string(),
  CreatedByName: z.string().nullable(),
});
export type BannerRecord = z.infer<typeof bannerRecordSchema>;

/** The entity contract's record of one banner key. */
export const bannerKeyRecordSchema = z.object({
  Id: z.number().int(),
  Key: z.string(),
  Name: z.string(),
  Description: z.string().nullable(),
  CreatedAt: z.string(),
  UpdatedAt: z.string(),
  CreatedByName: z.string().nullable(),
});
export type BannerKeyRecord = z.infer<typeof bannerKeyRecordSchema>;

const page = PAGE_CODES.Banner;
const tag = BANNER.title;
const base = `/${BANNER.apiPath}` as const;

const DELETE_SUMMARY = 'Deletes a banner.';
const CHANGE_STATUS_SUMMARY =
  'Shows a hidden banner or hides a shown one (IsActive flips); answers the banner.';
/** The spec's clients change a banner's status and delete it with GET as well (spec 7). */
const KEPT_GET = ' GET is kept for existing clients.';

/**
 * Banners (server/src/modules/site): the calls the entity contract (entity-contracts.ts) does not
 * say as it is, and the spec's own: the list the login page reads before sign-in, the save, delete
 * and status (also by GET), and the keys. Detail, export, autocomplete and audit are the Banner
 * declaration's entity contracts. Calls carry a bearer token, never a cookie, so a GET that
 * changes data cannot be forged by another site.
 */
export const bannerContracts = {
  list: defineContract({
    method: 'get',
    path: `${base}/list`,
    summary:
      "With key (e.g. login_1back2side), or with a client token: the company's active banner images of that key (or all), by sort order, a page of {Id, ImagePath, ImagePath1}, for the login page. Signed in and without key: the administration list of every banner (records of the Banner entity; search, BannerKey and IsActive filters, SortBy/SortType), which needs view permission on Banners (213).",
    access: 'anonymous',
    tag,
    query: bannerListQuery,
    response: z.union([cappedPageSchema(bannerRecordSchema), pageSchema(bannerImageSchema)]),
  }),
  save: defineContract({
    method: 'post',
    path: `${base}/save`,
    summary:
      'Without Id: creates a banner (BannerKey, Sort, IsActive; needs create permission). With Id: updates it (needs edit permission); fields and images left out keep their values, and an image sent as an empty text field is removed. Images are multipart parts ImagePath and ImagePath1: PNG, GIF or JPEG by content, at most 2 MB each.',
    access: 'user',
    tag,
    body: bannerSaveBody,
    bodyKind: 'multipart',
    files: BANNER_FILE_PARTS,
    response: bannerRecordSchema,
  }),
  delete: defineContract({
    method: 'post',
    path: `${base}/delete`,
    summary: DELETE_SUMMARY,
    access: 'user',
    tag,
    permission: { page, action: 'delete' },
    query: bannerIdQuery,
    response: z.object({ Id: z.number().int() }),
  }),
  deleteByGet: defineContract({
    method: 'get',
    path: `${base}/delete`,
    summary: `${DELETE_SUMMARY}${KEPT_GET}`,
    access: 'user',
    tag,
    permission: { page, action: 'delete' },
    query: bannerIdQuery,
    response: z.object({ Id: z.number().int() }),
  }),
  changeStatus: defineContract({
    method: 'post',
    path: `${base}/changestatus`,
    summary: CHANGE_STATUS_SUMMARY,
    access: 'user',
    tag,
    permission: { page, action: 'edit' },
    query: bannerIdQuery,
    response: bannerRecordSchema,
  }),
  changeStatusByGet: defineContract({
    method: 'get',
    path: `${base}/changestatus`,
    summary: `${CHANGE_STATUS_SUMMARY}${KEPT_GET}`,
    access: 'user',
    tag,
    permission: { page, action: 'edit' },
    query: bannerIdQuery,
    response: bannerRecordSchema,
  }),
  /** The spec's banner key calls (spec 7: "Banner: GET for … keys. POST for key save."). */
  keys: defineContract({
    method: 'get',
    path: `${base}/keys`,
    summary: "The company's banner keys by key, for the banner form's select: [BannerKey records].",
    access: 'user',
    tag: BANNER_KEY.title,
    permission: { page, action: 'view' },
    response: z.array(bannerKeyRecordSchema),
  }),
  keySave: defineContract({
    method: 'post',
    path: `${base}/keysave`,
    summary:
      'Saves a banner key (Key unique in the company, Name, Description): without Id creates one (create permission on Banners), with Id updates it (edit permission). The same as POST /bannerkey/save.',
    access: 'user',
    tag: BANNER_KEY.title,
    body: bannerKeySaveBody,
    response: bannerKeyRecordSchema,
  }),
};
