import { z } from 'zod';
import { MAX_PAGE_SIZE } from '../constants.js';
import { fieldSchema } from '../entities/entity-schemas.js';
import { optionalId, optionalText, requiredId } from '../form-fields.js';
import { defineContract } from '../http/route-contract.js';
import { PAGE_CODES } from '../page-codes.js';
import { pageQueryShape, pageSchema } from '../paging.js';

/**
 * A company's own fields, with the messages entity forms use. The schema validates the merged
 * record (stored values overlaid with what was sent), so the same one serves create and update.
 */
export const companyRecordSchema = z.object({
  Name: fieldSchema({ kind: 'text', label: 'Name', required: true, max: 150 }),
  Code: fieldSchema({ kind: 'text', label: 'Code', required: true, max: 20 }).refine(
    (value) => typeof value !== 'string' || /^[A-Za-z0-9_-]+$/.test(value),
    { error: 'Code may hold only letters, digits, - and _' },
  ),
  LegalName: fieldSchema({ kind: 'text', label: 'Legal name', required: true, max: 200 }),
  Address: fieldSchema({ kind: 'text', label: 'Address', max: 300 }),
  Phone: fieldSchema({ kind: 'phone', label: 'Phone', max: 20 }),
  Email: fieldSchema({ kind: 'email', label: 'Email', max: 150 }),
  PanNumber: fieldSchema({ kind: 'text', label: 'PAN number', max: 20 }).refine(
    (value) => typeof value !== 'string' || /^[A-Za-z0-9]+$/.test(value),
    { error: 'PAN number may hold only letters and digits' },
  ),
});

export const COMPANY_FIELDS = [
  'Name',
  'Code',
  'LegalName',
  'Address',
  'Phone',
  'Email',
  'PanNumber',
] as const;
export type CompanyField = (typeof COMPANY_FIELDS)[number];

/** Fields are taken as sent: the merged record is checked against companyRecordSchema. */
export const companySaveBody = z.object({
  Id: optionalId('Id must be the number of a company'),
  ...Object.fromEntries(COMPANY_FIELDS.map((name) => [name, z.unknown().optional()])),
});

export const GET_ALL_DEFAULTS = { offset: 1, limit: 999 } as const;

/** get all: offset is the page number (from 1), limit the page size, as role/listactive. */
export const companyGetAllQuery = z.object({
  offset: optionalId('offset must be a page number from 1').transform(
    (value) => value ?? GET_ALL_DEFAULTS.offset,
  ),
  limit: optionalId(`limit must be a whole number from 1 to ${MAX_PAGE_SIZE}`)
    .refine((value) => value === undefined || value <= MAX_PAGE_SIZE, {
      error: `limit must be a whole number from 1 to ${MAX_PAGE_SIZE}`,
    })
    .transform((value) => value ?? GET_ALL_DEFAULTS.limit),
  query: optionalText(200),
});

export const companyModuleBody = z.object({
  CompanyId: requiredId('CompanyId must be the number of a company'),
  ModuleId: requiredId('ModuleId must be the number of a module'),
});

/** A company as the super administrator's screens read it. */
export const companySchema = z.object({
  Id: z.number().int(),
  Name: z.string(),
  Code: z.string(),
  LegalName: z.string(),
  Address: z.string(),
  Phone: z.string(),
  Email: z.string(),
  PanNumber: z.string(),
  TimeZone: z.string(),
  IsActive: z.boolean(),
  /** Codes of the modules the company has (Core is implied). */
  ActiveModules: z.array(z.string()),
  CreatedAt: z.string(),
  UpdatedAt: z.string(),
});
export type CompanyRecord = z.infer<typeof companySchema>;

/** GET /company/detail: the current company, for the profile menu and the company profile page. */
export const companyDetailSchema = z.object({
  CompanyId: z.number().int(),
  CompanyName: z.string(),
  CompanyCode: z.string(),
  LegalName: z.string(),
  Address: z.string(),
  Phone: z.string(),
  Email: z.string(),
  PanNumber: z.string(),
  /** IANA zone, e.g. Asia/Kathmandu: the company's "today". */
  TimeZone: z.string(),
  /** Codes (shared/catalogue/modules) of the modules the company has; Core is implied for every company. */
  ActiveModules: z.array(z.string()),
});
export type CompanyDetail = z.infer<typeof companyDetailSchema>;

/** GET /user/companyuser: a company the caller may act for. */
export const userCompanySchema = z.object({
  CompanyId: z.number().int(),
  CompanyName: z.string(),
  CompanyCode: z.string(),
  LegalName: z.string(),
});
export type UserCompany = z.infer<typeof userCompanySchema>;

/** GET /company/modules: every module, and whether (and since when) the company has it. */
export const companyModuleSchema = z.object({
  ModuleId: z.number().int(),
  Code: z.string(),
  Name: z.string(),
  /** Core always. */
  IsActive: z.boolean(),
  /** When the company got it; null for a module it does not have, and for Core. */
  AddedAt: z.string().nullable(),
});
export type CompanyModule = z.infer<typeof companyModuleSchema>;

const tag = 'Companies';
const modulePage = PAGE_CODES.ModulePermission;

/**
 * Companies (server/src/modules/companies): every company of the platform for the super
 * administrator (spec 7, Sales app: Company list, save, get all), the modules of each, and the
 * current company and the companies of the caller for everyone signed in.
 */
export const companyContracts = {
  list: defineContract({
    method: 'get',
    path: '/company/list',
    summary: 'Super admin only. All companies, by name: one page, searched by name, code or legal name.',
    access: 'user',
    tag,
    query: z.object(pageQueryShape),
    response: pageSchema(companySchema),
  }),
  getAll: defineContract({
    method: 'get',
    path: '/company/getall',
    summary:
      'Super admin only. All companies, by name: offset is the page number (default 1), limit the page size (default 999), query searches name, code or legal name.',
    access: 'user',
    tag,
    query: companyGetAllQuery,
    response: pageSchema(companySchema),
  }),
  save: defineContract({
    method: 'post',
    path: '/company/save',
    summary:
      'Super admin only. Without Id: creates a company (Name, Code, LegalName, Address, Phone, Email, PanNumber) with a main branch and an Administrator role. With Id: updates it; fields left out keep their values. A Code already used is 409.',
    access: 'user',
    tag,
    body: companySaveBody,
    response: companySchema,
  }),
  detail: defineContract({
    method: 'get',
    path: '/company/detail',
    summary: 'The current company: names, contact details, time zone and the modules it has.',
    access: 'user',
    response: companyDetailSchema,
  }),
  userCompanies: defineContract({
    method: 'get',
    path: '/user/companyuser',
    summary: 'The companies the caller may act for (every active company for a platform administrator).',
    access: 'user',
    response: z.array(userCompanySchema),
  }),
  modules: defineContract({
    method: 'get',
    path: '/company/modules',
    summary:
      "The company's modules: every module with IsActive (Core always) and when it was added. companyId names the company as the CompanyId header does (a super admin may name any).",
    access: 'user',
    tag,
    permission: { page: modulePage, action: 'view' },
    // The tenant check already took companyId as the company (and refused one that differs from the header).
    query: z.object({ companyId: optionalId('companyId must be the number of a company') }),
    response: z.array(companyModuleSchema),
  }),
  addModule: defineContract({
    method: 'post',
    path: '/company/addmodule',
    summary:
      'Super admin only. Gives a company a module: CompanyId, ModuleId. Answers the company with its ActiveModules.',
    access: 'user',
    tag,
    permission: { page: modulePage, action: 'edit' },
    body: companyModuleBody,
    response: companySchema,
  }),
  removeModule: defineContract({
    method: 'post',
    path: '/company/removemodule',
    summary:
      'Super admin only. Takes a module from a company: CompanyId, ModuleId. Answers the company with its ActiveModules.',
    access: 'user',
    tag,
    permission: { page: modulePage, action: 'edit' },
    body: companyModuleBody,
    response: companySchema,
  }),
};
