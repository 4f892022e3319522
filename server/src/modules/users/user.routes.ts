import { userContracts } from '@backoffice/shared/administration/user.contract';
import { USER } from '@backoffice/shared/entities/administration/user.entity';
import { PAGE_CODES } from '@backoffice/shared/page-codes';
import { requirePermission } from '../../auth/permissions.js';
import { auditTrail } from '../../entities/audit/entity-audit.js';
import { entityReadRoutes } from '../../entities/entity-routes.js';
import { implementRoute } from '../../http/define-route.js';
import type { UserContext } from '../../http/request-context.js';
import { USER_AUDIT_VIEW } from './user-audit.js';
import { findUser, USER_SOURCE } from './user-record.js';
import { createUser, updateUser } from './user-save.service.js';

const page = PAGE_CODES.User;
/** The entity mechanism's reads over the members of the company, with their roles (USER_SOURCE). */
const read = entityReadRoutes(USER, USER_SOURCE);

const userById = async (ctx: UserContext, { query }: { query: { id: number } }) => ({
  data: (await findUser(ctx.deps.db, ctx.companyId, query.id)).record,
});

/** The users of the caller's company, on the entity contract (spec 7: Users list, save, edit by Id). */
export const userRoutes = [
  read.list,
  read.detail,
  implementRoute(userContracts.edit, { handler: userById }),
  implementRoute(userContracts.save, {
    // Create or edit depends on the body, so the handler checks the one that applies.
    handler: async (ctx, { body }) => {
      await requirePermission(ctx, { page, action: body.Id === undefined ? 'create' : 'edit' });
      if (body.Id === undefined) return { data: await createUser(ctx, body), message: 'User created.' };
      return { data: await updateUser(ctx, body.Id, body), message: 'User saved.' };
    },
  }),
  read.export,
  read.autocomplete,
  implementRoute(userContracts.audit, {
    handler: async (ctx, { query }) => {
      await findUser(ctx.deps.db, ctx.companyId, query.id);
      return { data: await auditTrail(ctx.deps.db, USER_AUDIT_VIEW, ctx.companyId, query.id) };
    },
  }),
];
