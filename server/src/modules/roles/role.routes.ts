import { ROLE } from '@backoffice/shared/entities/administration/role.entity';
import { PAGE_CODES } from '@backoffice/shared/page-codes';
import { and, asc, eq, ilike, sql } from 'drizzle-orm';
import { requirePermission } from '../../auth/permissions.js';
import { roles } from '../../db/schema/index.js';
import { auditTrail } from '../../entities/entity-audit.js';
import { EXPORT_ROW_LIMIT, recordsToCsv } from '../../entities/entity-export.js';
import { defineRoute } from '../../http/define-route.js';
import { containsPattern, pageOffset, toPage } from '../../http/page-query.js';
import { storedPermissions } from '../permissions/role-permission.service.js';
import {
  roleAutocompleteQuery,
  roleEditBody,
  roleExportQuery,
  roleIdQuery,
  roleListActiveQuery,
  roleListQuery,
  roleNewBody,
  roleSaveBody,
} from './role.validators.js';
import { ROLE_AUDIT_VIEW } from './role-audit.js';
import { countRoles, roleListCondition, roleOrder } from './role-query.js';
import { findRole, selectRoles, toRoleRecord } from './role-record.js';
import { createRole, deleteRole, updateRole } from './role-save.service.js';

const page = PAGE_CODES.Role;
/** The user form's role picker: whoever may give a user roles may list the roles to give. */
const ROLE_PICKER_GRANTS = [
  { page: PAGE_CODES.User, action: 'create' },
  { page: PAGE_CODES.User, action: 'edit' },
] as const;
const tag = ROLE.title;
const FIELDS_TEXT = 'Name (unique in the company), IsAdminRole, IsActive';

/** The roles of the caller's company, on the entity contract plus the spec's own role calls (spec 7). */
export const roleRoutes = [
  defineRoute({
    method: 'get',
    path: '/role/list',
    summary:
      'Roles of the company: one page, searched by name, filtered (IsAdminRole, IsActive) and sorted; UserCount says how many hold each.',
    access: 'user',
    tag,
    permission: { page, action: 'view' },
    query: roleListQuery,
    handler: async (ctx, { query }) => {
      const where = roleListCondition(ctx.companyId, query);
      const [rows, total] = await Promise.all([
        selectRoles(ctx.deps.db)
          .where(where)
          .orderBy(...roleOrder(query))
          .limit(query.pageSize)
          .offset(pageOffset(query)),
        countRoles(ctx.deps.db, where),
      ]);
      return { data: toPage(rows.map(toRoleRecord), total, query) };
    },
  }),
  defineRoute({
    method: 'get',
    path: '/role/detail',
    summary: 'One role of the company by id.',
    access: 'user',
    tag,
    permission: { page, action: 'view' },
    query: roleIdQuery,
    handler: async (ctx, { query }) => ({ data: await findRole(ctx.deps.db, ctx.companyId, query.id) }),
  }),
  defineRoute({
    method: 'post',
    path: '/role/save',
    summary: `Without Id: creates a role (${FIELDS_TEXT}; needs create permission). With Id: updates it (needs edit permission); fields left out keep their values. Administrator roles are created and changed by administrators only.`,
    access: 'user',
    tag,
    // Create or edit depends on the body, so the handler checks the one that applies.
    permission: { page, action: 'view' },
    body: roleSaveBody,
    handler: async (ctx, { body }) => {
      await requirePermission(ctx, { page, action: body.Id === undefined ? 'create' : 'edit' });
      if (body.Id === undefined) return { data: await createRole(ctx, body), message: 'Role created.' };
      return { data: await updateRole(ctx, body.Id, body), message: 'Role saved.' };
    },
  }),
  defineRoute({
    method: 'post',
    path: '/role/new',
    summary: `Creates a role (the spec's role new): ${FIELDS_TEXT}.`,
    access: 'user',
    tag,
    permission: { page, action: 'create' },
    body: roleNewBody,
    handler: async (ctx, { body }) => ({ data: await createRole(ctx, body), message: 'Role created.' }),
  }),
  defineRoute({
    method: 'post',
    path: '/role/edit',
    summary: `Updates a role (the spec's role edit): Id plus ${FIELDS_TEXT}; fields left out keep their values.`,
    access: 'user',
    tag,
    permission: { page, action: 'edit' },
    body: roleEditBody,
    handler: async (ctx, { body }) => ({
      data: await updateRole(ctx, body.Id, body),
      message: 'Role saved.',
    }),
  }),
  defineRoute({
    method: 'post',
    path: '/role/delete',
    summary: 'Deletes a role nobody holds (409 while users hold it), with its permission rows.',
    access: 'user',
    tag,
    permission: { page, action: 'delete' },
    query: roleIdQuery,
    handler: async (ctx, { query }) => {
      await deleteRole(ctx, query.id);
      return { data: { Id: query.id }, message: 'Role deleted.' };
    },
  }),
  defineRoute({
    method: 'get',
    path: '/role/permission',
    summary:
      "A role's stored permission rows: [{PageCode, PageName, Title, IsMobileApp, CanView, CanCreate, CanEdit, CanDelete}].",
    access: 'user',
    tag,
    permission: { page, action: 'view' },
    query: roleIdQuery,
    handler: async (ctx, { query }) => {
      await findRole(ctx.deps.db, ctx.companyId, query.id);
      return { data: await storedPermissions(ctx.deps.db, ctx.companyId, query.id) };
    },
  }),
  defineRoute({
    method: 'get',
    path: '/role/autocomplete',
    summary: 'Roles whose name contains the query, for a searchable select: [{Id, Name}].',
    access: 'user',
    tag,
    permission: { page, action: 'view' },
    alsoPermittedBy: ROLE_PICKER_GRANTS,
    query: roleAutocompleteQuery,
    handler: async (ctx, { query }) => {
      const rows = await ctx.deps.db
        .select({ Id: roles.id, Name: roles.name })
        .from(roles)
        .where(
          and(
            eq(roles.companyId, ctx.companyId),
            query.query ? ilike(roles.name, containsPattern(query.query)) : undefined,
          ),
        )
        .orderBy(asc(sql`lower(${roles.name})`), asc(roles.id))
        .limit(query.limit ?? 20);
      return { data: rows };
    },
  }),
  defineRoute({
    method: 'get',
    path: '/role/listactive',
    summary:
      'Active roles of the company by name, for role pickers: offset is the page number (default 1), limit the page size (default 999, at most 5000); a page of {Id, Name, IsAdminRole}.',
    access: 'user',
    tag,
    permission: { page, action: 'view' },
    alsoPermittedBy: ROLE_PICKER_GRANTS,
    query: roleListActiveQuery,
    handler: async (ctx, { query }) => {
      const paging = { pageNo: query.offset, pageSize: query.limit };
      const where = roleListCondition(ctx.companyId, { query: query.query, IsActive: true });
      const [rows, total] = await Promise.all([
        ctx.deps.db
          .select({ Id: roles.id, Name: roles.name, IsAdminRole: roles.isAdminRole })
          .from(roles)
          .where(where)
          .orderBy(asc(sql`lower(${roles.name})`), asc(roles.id))
          .limit(paging.pageSize)
          .offset(pageOffset(paging)),
        countRoles(ctx.deps.db, where),
      ]);
      return { data: toPage(rows, total, paging) };
    },
  }),
  defineRoute({
    method: 'get',
    path: '/role/export',
    summary: `Roles matching the list's search and filters, as CSV (at most ${EXPORT_ROW_LIMIT.toLocaleString('en')} rows).`,
    access: 'user',
    tag,
    permission: { page, action: 'view' },
    query: roleExportQuery,
    handler: async (ctx, { query }) => {
      const rows = await selectRoles(ctx.deps.db)
        .where(roleListCondition(ctx.companyId, query))
        .orderBy(...roleOrder(query))
        .limit(EXPORT_ROW_LIMIT);
      const csv = recordsToCsv(
        ROLE,
        rows.map((row) => ({ ...toRoleRecord(row) })),
      );
      const day = ctx.now.toISOString().slice(0, 10);
      return {
        data: null,
        file: { contentType: 'text/csv; charset=utf-8', fileName: `role-${day}.csv`, body: csv },
      };
    },
  }),
  defineRoute({
    method: 'get',
    path: '/role/audit',
    summary: 'Who changed a role, when, and what changed (newest first; permission changes included).',
    access: 'user',
    tag,
    permission: { page, action: 'view' },
    query: roleIdQuery,
    handler: async (ctx, { query }) => {
      await findRole(ctx.deps.db, ctx.companyId, query.id);
      return { data: await auditTrail(ctx.deps.db, ROLE_AUDIT_VIEW, ctx.companyId, query.id) };
    },
  }),
];
