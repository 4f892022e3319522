import { MAX_PAGE_SIZE } from '@backoffice/shared/constants';
import { fieldSchema } from '@backoffice/shared/entities/entity-schemas';
import { optionalId, optionalText, requiredId } from '@backoffice/shared/form-fields';
import { z } from 'zod';

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
