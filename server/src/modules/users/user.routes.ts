import { USER } from '@backoffice/shared/entities/administration/user.entity';
import { entitiesReferencing } from '@backoffice/shared/entities/entity-registry';
import { optionalId, optionalText } from '@backoffice/shared/form-fields';
import { PAGE_CODES } from '@backoffice/shared/page-codes';
import { USER_TYPES } from '@backoffice/shared/user-types';
import { and, asc, eq, ilike, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import { requirePermission } from '../../auth/permissions.js';
import { companyUsers, users } from '../../db/schema/index.js';
import { auditTrail } from '../../entities/entity-audit.js';
import { EXPORT_ROW_LIMIT, recordsToCsv } from '../../entities/entity-export.js';
import { defineRoute } from '../../http/define-route.js';
import { containsPattern, pageOffset, toPage } from '../../http/page-query.js';
import { userIdQuery, userSaveBody } from './user.validators.js';
import { USER_AUDIT_VIEW } from './user-audit.js';
import { countUsers, userExportQuery, userListCondition, userListQuery, userOrder } from './user-query.js';
import { findUser, memberOf, selectUsers, toUserRecord } from './user-record.js';
import { createUser, updateUser } from './user-save.service.js';

const page = PAGE_CODES.User;
const tag = USER.title;

const detailRoute = (path: string, summary: string) =>
  defineRoute({
    method: 'get',
    path,
    summary,
    access: 'user',
    tag,
    permission: { page, action: 'view' },
    query: userIdQuery,
    handler: async (ctx, { query }) => ({
      data: (await findUser(ctx.deps.db, ctx.companyId, query.id)).record,
    }),
  });

/** The users of the caller's company, on the entity contract (spec 7: Users list, save, edit by Id). */
export const userRoutes = [
  defineRoute({
    method: 'get',
    path: '/user/list',
    summary:
      'Users of the company: one page, searched (user name, names, email), filtered (UserType, Status) and sorted. Each record carries its Roles.',
    access: 'user',
    tag,
    permission: { page, action: 'view' },
    query: userListQuery,
    handler: async (ctx, { query }) => {
      const where = userListCondition(ctx.companyId, query);
      const [rows, total] = await Promise.all([
        selectUsers(ctx.deps.db)
          .where(where)
          .orderBy(...userOrder(query))
          .limit(query.pageSize)
          .offset(pageOffset(query)),
        countUsers(ctx.deps.db, where),
      ]);
      return { data: toPage(rows.map(toUserRecord), total, query) };
    },
  }),
  detailRoute('/user/detail', 'One user of the company by id.'),
  detailRoute(
    '/user/edit',
    'One user of the company by Id (the spec\'s "edit by Id"; same answer as user/detail).',
  ),
  defineRoute({
    method: 'post',
    path: '/user/save',
    summary:
      'Without Id: creates a person (UserName, FirstName, LastName, Email, UserType, Password) as a member of the company; needs create permission; a UserName already taken, in any company, is 409. With Id: updates names, email and type (needs edit permission); fields left out keep their values and Password is ignored.',
    access: 'user',
    tag,
    // Create or edit depends on the body, so the handler checks the one that applies.
    permission: { page, action: 'view' },
    body: userSaveBody,
    handler: async (ctx, { body }) => {
      await requirePermission(ctx, { page, action: body.Id === undefined ? 'create' : 'edit' });
      if (body.Id === undefined) return { data: await createUser(ctx, body), message: 'User created.' };
      return { data: await updateUser(ctx, body.Id, body), message: 'User saved.' };
    },
  }),
  defineRoute({
    method: 'get',
    path: '/user/export',
    summary: `Users matching the list's search and filters, as CSV (at most ${EXPORT_ROW_LIMIT.toLocaleString('en')} rows).`,
    access: 'user',
    tag,
    permission: { page, action: 'view' },
    query: userExportQuery,
    handler: async (ctx, { query }) => {
      const rows = await selectUsers(ctx.deps.db)
        .where(userListCondition(ctx.companyId, query))
        .orderBy(...userOrder(query))
        .limit(EXPORT_ROW_LIMIT);
      const csv = recordsToCsv(
        USER,
        rows.map((row) => ({ ...toUserRecord(row) })),
      );
      const day = ctx.now.toISOString().slice(0, 10);
      return {
        data: null,
        file: { contentType: 'text/csv; charset=utf-8', fileName: `user-${day}.csv`, body: csv },
      };
    },
  }),
  defineRoute({
    method: 'get',
    path: '/user/autocomplete',
    summary:
      'Users whose user name or names contain the query, for a searchable select: [{Id, Name}] (Name = UserName); UserType keeps members of that type (the dealer select).',
    access: 'user',
    tag,
    permission: { page, action: 'view' },
    // Whoever may fill a form with a user select (a dealer mapping, a sales person's sign-in) searches users.
    alsoPermittedBy: entitiesReferencing(USER.name).flatMap((referencing) => [
      { page: PAGE_CODES[referencing.page], action: 'create' as const },
      { page: PAGE_CODES[referencing.page], action: 'edit' as const },
    ]),
    query: z.object({
      query: optionalText(100),
      UserType: z.enum(USER_TYPES, { error: `UserType must be one of ${USER_TYPES.join(', ')}` }).optional(),
      limit: optionalId('limit must be from 1 to 50').refine((value) => value === undefined || value <= 50, {
        error: 'limit must be from 1 to 50',
      }),
    }),
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
      return { data: rows.map((row) => ({ Id: row.id, Name: row.username })) };
    },
  }),
  defineRoute({
    method: 'get',
    path: '/user/audit',
    summary: 'Who changed a user in this company, when, and what changed (newest first; roles included).',
    access: 'user',
    tag,
    permission: { page, action: 'view' },
    query: userIdQuery,
    handler: async (ctx, { query }) => {
      await findUser(ctx.deps.db, ctx.companyId, query.id);
      return { data: await auditTrail(ctx.deps.db, USER_AUDIT_VIEW, ctx.companyId, query.id) };
    },
  }),
];
