import { type UserRecord, userContracts } from '@backoffice/shared/administration/user.contract';
import { USER } from '@backoffice/shared/entities/administration/user.entity';
import { PAGE_CODES } from '@backoffice/shared/page-codes';
import type { Page } from '@backoffice/shared/paging';
import { and, asc, eq, ilike, or, sql } from 'drizzle-orm';
import { requirePermission } from '../../auth/permissions.js';
import { companyUsers, users } from '../../db/schema/index.js';
import { auditTrail } from '../../entities/audit/entity-audit.js';
import { readListPage } from '../../entities/entity-read.js';
import { entityReadRoutes } from '../../entities/entity-routes.js';
import { implementRoute } from '../../http/define-route.js';
import { containsPattern } from '../../http/page-query.js';
import type { UserContext } from '../../http/request-context.js';
import { USER_AUDIT_VIEW } from './user-audit.js';
import { findUser, memberOf, selectUsers, USER_SOURCE } from './user-record.js';
import { createUser, updateUser } from './user-save.service.js';

const page = PAGE_CODES.User;

const userById = async (ctx: UserContext, { query }: { query: { id: number } }) => ({
  data: (await findUser(ctx.deps.db, ctx.companyId, query.id)).record,
});

/** The users of the caller's company, on the entity contract (spec 7: Users list, save, edit by Id). */
export const userRoutes = [
  implementRoute(userContracts.list, {
    handler: async (ctx, { query }) => {
      const records = await readListPage(ctx.deps.db, USER, ctx.companyId, query, USER_SOURCE);
      return { data: records as Page<UserRecord> };
    },
  }),
  implementRoute(userContracts.detail, { handler: userById }),
  implementRoute(userContracts.edit, { handler: userById }),
  implementRoute(userContracts.save, {
    // Create or edit depends on the body, so the handler checks the one that applies.
    handler: async (ctx, { body }) => {
      await requirePermission(ctx, { page, action: body.Id === undefined ? 'create' : 'edit' });
      if (body.Id === undefined) return { data: await createUser(ctx, body), message: 'User created.' };
      return { data: await updateUser(ctx, body.Id, body), message: 'User saved.' };
    },
  }),
  entityReadRoutes(USER, USER_SOURCE).export,
  implementRoute(userContracts.autocomplete, {
    handler: async (ctx, { query }) => {
      const pattern = query.query ? containsPattern(query.query) : undefined;
      const rows = await selectUsers(ctx.deps.db)
        .where(
          and(
            memberOf(ctx.companyId),
            query.UserType ? eq(companyUsers.userType, query.UserType) : undefined,
            pattern
              ? or(
                  ilike(users.username, pattern),
                  ilike(users.firstName, pattern),
                  ilike(users.lastName, pattern),
                )
              : undefined,
          ),
        )
        .orderBy(asc(sql`lower(${users.username})`), asc(users.id))
        .limit(query.limit ?? 20);
      return { data: rows.map((row) => ({ Id: row.id, Name: row.UserName })) };
    },
  }),
  implementRoute(userContracts.audit, {
    handler: async (ctx, { query }) => {
      await findUser(ctx.deps.db, ctx.companyId, query.id);
      return { data: await auditTrail(ctx.deps.db, USER_AUDIT_VIEW, ctx.companyId, query.id) };
    },
  }),
];
