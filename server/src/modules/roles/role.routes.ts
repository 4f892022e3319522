import { roleContracts } from '@backoffice/shared/administration/role.contract';
import { ROLE } from '@backoffice/shared/entities/administration/role.entity';
import { PAGE_CODES } from '@backoffice/shared/page-codes';
import { requirePermission } from '../../auth/permissions.js';
import { roles } from '../../db/schema/index.js';
import { auditTrail } from '../../entities/audit/entity-audit.js';
import { cappedCount, listCondition, orderOf } from '../../entities/entity-query.js';
import { entityReadRoutes } from '../../entities/entity-routes.js';
import { implementRoute } from '../../http/define-route.js';
import { pageOffset, toPage } from '../../http/page-query.js';
import { storedPermissions } from '../permissions/role-permission.service.js';
import { ROLE_AUDIT_VIEW } from './role-audit.js';
import { findRole, ROLE_SOURCE } from './role-record.js';
import { createRole, deleteRole, updateRole } from './role-save.service.js';

const page = PAGE_CODES.Role;
/** The entity mechanism's reads over the roles table, UserCount included (ROLE_SOURCE). */
const read = entityReadRoutes(ROLE, ROLE_SOURCE);

/** The roles of the caller's company, on the entity contract plus the spec's own role calls (spec 7). */
export const roleRoutes = [
  read.list,
  read.detail,
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
  read.autocomplete,
  implementRoute(roleContracts.listActive, {
    handler: async (ctx, { query }) => {
      const paging = { pageNo: query.offset, pageSize: query.limit };
      const criteria = { query: query.query, filters: { IsActive: true } };
      const where = listCondition(ROLE, ctx.companyId, criteria, ROLE_SOURCE);
      const [rows, counted] = await Promise.all([
        ctx.deps.db
          .select({ Id: roles.id, Name: roles.name, IsAdminRole: roles.isAdminRole })
          .from(roles)
          .where(where)
          .orderBy(...orderOf(ROLE, { filters: {}, SortBy: 'Name' }, ROLE_SOURCE))
          .limit(paging.pageSize)
          .offset(pageOffset(paging)),
        cappedCount(ctx.deps.db, ROLE, where, pageOffset(paging), ROLE_SOURCE),
      ]);
      return { data: toPage(rows, counted.total, paging) };
    },
  }),
  read.export,
  implementRoute(roleContracts.audit, {
    handler: async (ctx, { query }) => {
      await findRole(ctx.deps.db, ctx.companyId, query.id);
      return { data: await auditTrail(ctx.deps.db, ROLE_AUDIT_VIEW, ctx.companyId, query.id) };
    },
  }),
];
