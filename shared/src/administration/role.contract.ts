import { z } from 'zod';
import { MAX_PAGE_SIZE, ROLE_ACTIVE_LIST } from '../constants.js';
import { ROLE } from '../entities/administration/role.entity.js';
import { auditTrailSchema, autocompleteOptionSchema } from '../entities/entity-answers.schema.js';
import { listFilterShape } from '../entities/entity-schemas.js';
import { optionalId, optionalText, requiredId } from '../form-fields.js';
import { defineContract } from '../http/route-contract.js';
import { PAGE_CODES } from '../page-codes.js';
import { cappedPageSchema, pageQueryShape } from '../paging.js';
import { permissionRowSchema } from './permission.contract.js';

/** The contract's record plus how many members hold the role (a held role cannot be deleted). */
export const roleRecordSchema = z.object({
  Id: z.number().int(),
  Name: z.string(),
  IsAdminRole: z.boolean(),
  IsActive: z.boolean(),
  UserCount: z.number().int(),
  CreatedAt: z.string(),
  UpdatedAt: z.string(),
  CreatedByName: z.string().nullable(),
});
export type RoleRecord = z.infer<typeof roleRecordSchema>;

/** An active role as role/listactive pages it, for role pickers. */
export const activeRoleSchema = z.object({
  Id: z.number().int(),
  Name: z.string(),
  IsAdminRole: z.boolean(),
});
export type ActiveRole = z.infer<typeof activeRoleSchema>;

export const roleIdQuery = z.object({ id: requiredId('id must be the number of a role') });

export const roleListQuery = z.object({ ...pageQueryShape, ...listFilterShape(ROLE) });

const roleFields = {
  Name: z.unknown().optional(),
  IsAdminRole: z.unknown().optional(),
  IsActive: z.unknown().optional(),
};

/** Fields kept as sent; the declaration's record schema validates them against the stored role. */
export const roleSaveBody = z.object({ Id: optionalId('Id must be the number of a role'), ...roleFields });
export const roleNewBody = z.object(roleFields);
export const roleEditBody = z.object({ Id: requiredId('Id must be the number of a role'), ...roleFields });
export type RoleFieldsInput = z.output<typeof roleNewBody>;

/** The spec's listactive paging: offset is the page number (from 1), limit the page size (ROLE_ACTIVE_LIST by default). */
export const roleListActiveQuery = z.object({
  offset: optionalId('offset must be a page number from 1').transform(
    (value) => value ?? ROLE_ACTIVE_LIST.offset,
  ),
  limit: optionalId(`limit must be a whole number from 1 to ${MAX_PAGE_SIZE}`)
    .refine((value) => value === undefined || value <= MAX_PAGE_SIZE, {
      error: `limit must be a whole number from 1 to ${MAX_PAGE_SIZE}`,
    })
    .transform((value) => value ?? ROLE_ACTIVE_LIST.limit),
  query: optionalText(100),
});

export const roleAutocompleteQuery = z.object({
  query: optionalText(100),
  limit: optionalId('limit must be from 1 to 50').refine((value) => value === undefined || value <= 50, {
    error: 'limit must be from 1 to 50',
  }),
});

const page = PAGE_CODES.Role;
/** The user form's role picker: whoever may give a user roles may list the roles to give. */
const ROLE_PICKER_GRANTS = [
  { page: PAGE_CODES.User, action: 'create' },
  { page: PAGE_CODES.User, action: 'edit' },
] as const;
const tag = ROLE.title;
const FIELDS_TEXT = 'Name (unique in the company), IsAdminRole, IsActive';

/** The roles of the caller's company, on the entity contract plus the spec's own role calls (spec 7). */
export const roleContracts = {
  list: defineContract({
    method: 'get',
    path: '/role/list',
    summary:
      'Roles of the company: one page, searched by name, filtered (IsAdminRole, IsActive) and sorted; UserCount says how many hold each.',
    access: 'user',
    tag,
    permission: { page, action: 'view' },
    query: roleListQuery,
    response: cappedPageSchema(roleRecordSchema),
  }),
  detail: defineContract({
    method: 'get',
    path: '/role/detail',
    summary: 'One role of the company by id.',
    access: 'user',
    tag,
    permission: { page, action: 'view' },
    query: roleIdQuery,
    response: roleRecordSchema,
  }),
  save: defineContract({
    method: 'post',
    path: '/role/save',
    summary: `Without Id: creates a role (${FIELDS_TEXT}; needs create permission). With Id: updates it (needs edit permission); fields left out keep their values. Administrator roles are created and changed by administrators only.`,
    access: 'user',
    tag,
    // Create or edit depends on the body, so the handler checks the one that applies.
    permission: { page, action: 'view' },
    body: roleSaveBody,
    response: roleRecordSchema,
  }),
  create: defineContract({
    method: 'post',
    path: '/role/new',
    summary: `Creates a role (the spec's role new): ${FIELDS_TEXT}.`,
    access: 'user',
    tag,
    permission: { page, action: 'create' },
    body: roleNewBody,
    response: roleRecordSchema,
  }),
  edit: defineContract({
    method: 'post',
    path: '/role/edit',
    summary: `Updates a role (the spec's role edit): Id plus ${FIELDS_TEXT}; fields left out keep their values.`,
    access: 'user',
    tag,
    permission: { page, action: 'edit' },
    body: roleEditBody,
    response: roleRecordSchema,
  }),
  delete: defineContract({
    method: 'post',
    path: '/role/delete',
    summary: 'Deletes a role nobody holds (409 while users hold it), with its permission rows.',
    access: 'user',
    tag,
    permission: { page, action: 'delete' },
    query: roleIdQuery,
    response: z.object({ Id: z.number().int() }),
  }),
  permission: defineContract({
    method: 'get',
    path: '/role/permission',
    summary:
      "A role's stored permission rows: [{PageCode, PageName, Title, IsMobileApp, CanView, CanCreate, CanEdit, CanDelete}].",
    access: 'user',
    tag,
    permission: { page, action: 'view' },
    query: roleIdQuery,
    response: z.array(permissionRowSchema),
  }),
  autocomplete: defineContract({
    method: 'get',
    path: '/role/autocomplete',
    summary: 'Roles whose name contains the query, for a searchable select: [{Id, Name}].',
    access: 'user',
    tag,
    permission: { page, action: 'view' },
    alsoPermittedBy: ROLE_PICKER_GRANTS,
    query: roleAutocompleteQuery,
    response: z.array(autocompleteOptionSchema),
  }),
  listActive: defineContract({
    method: 'get',
    path: '/role/listactive',
    summary:
      'Active roles of the company by name, for role pickers: offset is the page number (default 1), limit the page size (default 999, at most 5000); a page of {Id, Name, IsAdminRole}.',
    access: 'user',
    tag,
    permission: { page, action: 'view' },
    alsoPermittedBy: ROLE_PICKER_GRANTS,
    query: roleListActiveQuery,
    response: cappedPageSchema(activeRoleSchema),
  }),
  audit: defineContract({
    method: 'get',
    path: '/role/audit',
    summary: 'Who changed a role, when, and what changed (newest first; permission changes included).',
    access: 'user',
    tag,
    permission: { page, action: 'view' },
    query: roleIdQuery,
    response: auditTrailSchema,
  }),
};
