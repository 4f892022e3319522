import { z } from 'zod';
import { fieldSchema } from '../entities/entity-schemas.js';
import { optionalId } from '../form-fields.js';
import { defineContract } from '../http/route-contract.js';
import { pageQueryShape, pageSchema } from '../paging.js';

/** A package's fields with the entity forms' messages; Price in rupees on the wire, paisa stored. */
export const packageRecordSchema = z.object({
  Name: fieldSchema({ kind: 'text', label: 'Name', required: true, max: 100 }),
  Price: fieldSchema({ kind: 'money', label: 'Price (NPR)', required: true, min: 0, max: 10_000_000 }),
  DurationMonths: fieldSchema({
    kind: 'integer',
    label: 'Duration (months)',
    required: true,
    min: 1,
    max: 120,
  }),
  Description: fieldSchema({ kind: 'longText', label: 'Description', max: 1000 }),
  IsActive: fieldSchema({ kind: 'boolean', label: 'Active', default: true }),
});
export const PACKAGE_FIELDS = ['Name', 'Price', 'DurationMonths', 'Description', 'IsActive'] as const;

/** Fields are taken as sent: the merged record is checked against packageRecordSchema. */
export const packageSaveBody = z.object({
  Id: optionalId('Id must be the number of a package'),
  ...Object.fromEntries(PACKAGE_FIELDS.map((name) => [name, z.unknown().optional()])),
});

/** A subscription package as the super administrator's screens read it. */
export const packageSchema = z.object({
  Id: z.number().int(),
  Name: z.string(),
  /** NPR. */
  Price: z.number(),
  DurationMonths: z.number().int(),
  Description: z.string(),
  IsActive: z.boolean(),
  CreatedAt: z.string(),
  UpdatedAt: z.string(),
});
export type PackageRecord = z.infer<typeof packageSchema>;

const tag = 'Packages';

/** Subscription packages (spec 7, Sales app: Packages list and save), for the super administrator. */
export const packageContracts = {
  list: defineContract({
    method: 'get',
    path: '/package/list',
    summary:
      'Super admin only. Packages by name: one page of {Id, Name, Price (NPR), DurationMonths, Description, IsActive}, searched by name.',
    access: 'user',
    tag,
    query: z.object(pageQueryShape),
    response: pageSchema(packageSchema),
  }),
  save: defineContract({
    method: 'post',
    path: '/package/save',
    summary:
      'Super admin only. Without Id: creates a package (Name unique, Price in NPR with at most two decimals, DurationMonths 1 to 120, Description, IsActive). With Id: updates it; fields left out keep their values.',
    access: 'user',
    tag,
    body: packageSaveBody,
    response: packageSchema,
  }),
};
