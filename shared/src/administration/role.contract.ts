import { z } from 'zod';
import { MAX_PAGE_SIZE, ROLE_ACTIVE_LIST } from '../constants.js';
import { ROLE } from '../entities/administration/role.entity.js';
import { auditTrailSchema } from '../entities/entity-answers.schema.js';
import { type DeclaredRecord, entityContracts } from '../entities/entity-contracts.js';
import { optionalId, optionalText, requiredId } from '../form-fields.js';
import { defineContract } from '../http/route-contract.js';
import { PAGE_CODES } from '../page-codes.js';
import { cappedPageSchema } from '../paging.js';
import { permissionRowSchema } from './permission.contract.js';

/** The role record: its fields, how many members hold it (ROLE.answers: a held role cannot be deleted), the stamps. */
const roleRecordSchema = entityContracts(ROLE).detail.response;
export type RoleRecord = DeclaredRecord<typeof ROLE>;

/** An active role as role/listactive pages it, for role pickers. */
export const activeRoleSchema = z.object({
  Id: z.number().int(),
  Name: z.string(),
  IsAdminRole: z.boolean(),
});
export type ActiveRole = z.infer<typeof activeRoleSchema>;

export const roleIdQuery = z.object({ id: requiredId('id must be the number of a role') });

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

const page = PAGE_CODES.Role;
/** Whoever may give a user roles may list the roles to give, as the role select may search them. */
const ROLE_PICKER_GRANTS = ROLE.autocomplete.pickedOn.flatMap((name) => [
  { page: PAGE_CODES[name], action: 'create' as const },
  { page: PAGE_CODES[name], action: 'edit' as const },
]);
const tag = ROLE.title;
const FIELDS_TEXT = 'Name (unique in the company), IsAdminRole, IsActive';

/**
 * The spec's own role calls (spec 7) beside the entity contract (entityContracts(ROLE): list,
 * detail, export, autocomplete).
 */
export const roleContracts = {
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
