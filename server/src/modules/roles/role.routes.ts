import { roleContracts, roleExportQuery } from '@backoffice/shared/administration/role.contract';
import { ROLE } from '@backoffice/shared/entities/administration/role.entity';
import { PAGE_CODES } from '@backoffice/shared/page-codes';
import { and, asc, eq, ilike, sql } from 'drizzle-orm';
import { requirePermission } from '../../auth/permissions.js';
import { roles } from '../../db/schema/index.js';
import { auditTrail } from '../../entities/entity-audit.js';
import { EXPORT_ROW_LIMIT, recordsToCsv } from '../../entities/entity-export.js';
import { defineRoute, implementRoute } from '../../http/define-route.js';
import { containsPattern, pageOffset, toPage } from '../../http/page-query.js';
import { storedPermissions } from '../permissions/role-permission.service.js';
import { ROLE_AUDIT_VIEW } from './role-audit.js';
import { countRoles, roleListCondition, roleOrder } from './role-query.js';
import { findRole, selectRoles, toRoleRecord } from './role-record.js';
import { createRole, deleteRole, updateRole } from './role-save.service.js';

const page = PAGE_CODES.Role;

/** The roles of the caller's company, on the entity contract plus the spec's own role calls (spec 7). */
export const roleRoutes = [
  implementRoute(roleContracts.list, {
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
  implementRoute(roleContracts.detail, {
    handler: async (ctx, { query }) => ({ data: await findRole(ctx.deps.db, ctx.companyId, query.id) }),
  }),
  implementRoute(roleContracts.save, {
    // Create or edit depends on the body, so the handler checks the one that applies.
    handler: async (ctx, { body }) => {
      await requirePermission(ctx, { page, action: body.Id === undefined ? 'create' : 'edit' });
      if (body.Id === undefined) return { data: await createRole(ctx, body), message: 'Role created.' };
      return { data: await updateRole(ctx, body.Id, body), message: 'Role saved.' };
    },
  }),
  implementRoute(roleContracts.create, {
    handler: async (ctx, { body }) => ({ data: await createRole(ctx, body), message: 'Role created.' }),
  }),
  implementRoute(roleContracts.edit, {
    handler: async (ctx, { body }) => ({
      data: await updateRole(ctx, body.Id, body),
      message: 'Role saved.',
    }),
  }),
  implementRoute(roleContracts.delete, {
    handler: async (ctx, { query }) => {
      await deleteRole(ctx, query.id);
      return { data: { Id: query.id }, message: 'Role deleted.' };
    },
  }),
  implementRoute(roleContracts.permission, {
    handler: async (ctx, { query }) => {
      await findRole(ctx.deps.db, ctx.companyId, query.id);
      return { data: await storedPermissions(ctx.deps.db, ctx.companyId, query.id) };
    },
  }),
  implementRoute(roleContracts.autocomplete, {
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
  implementRoute(roleContracts.listActive, {
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
  // A CSV download, not an envelope: no contract describes its answer, so it stays a plain route.
  defineRoute({
    method: 'get',
    path: '/role/export',
    summary: `Roles matching the list's search and filters, as CSV (at most ${EXPORT_ROW_LIMIT.toLocaleString('en')} rows).`,
    access: 'user',
    tag: ROLE.title,
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
  implementRoute(roleContracts.audit, {
    handler: async (ctx, { query }) => {
      await findRole(ctx.deps.db, ctx.companyId, query.id);
      return { data: await auditTrail(ctx.deps.db, ROLE_AUDIT_VIEW, ctx.companyId, query.id) };
    },
  }),
];
