import { PARTY } from '@backoffice/shared/entities/sales/party.entity';
import { SALES_PERSON } from '@backoffice/shared/entities/sales/sales-person.entity';
import { requiredId } from '@backoffice/shared/form-fields';
import { PAGE_CODES } from '@backoffice/shared/page-codes';
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import { companyUsers, partiesTable, salesPersonsTable, users } from '../../db/schema/index.js';
import { selectRecords } from '../../entities/entity-query.js';
import { findRecord } from '../../entities/entity-repository.js';
import { entityColumn } from '../../entities/entity-table.js';
import { toRecord } from '../../entities/entity-values.js';
import { defineRoute, type MountableRoute } from '../../http/define-route.js';
import { pageOffset, pagingShape, toPage } from '../../http/page-query.js';
import { teamOf } from './sales-person-team.js';

const page = PAGE_CODES.SalesPerson;
const tag = SALES_PERSON.title;
const person = (name: string) => entityColumn(SALES_PERSON, name);
const idQuery = z.object({ id: requiredId('id must be the number of a sales person') });

/** Members of the company with these user types who may sign in here, for "link a sign-in" pickers. */
const activeMembers = (types: readonly string[]) =>
  defineRoute({
    method: 'get',
    path: types.includes('admin') ? '/salesperson/activeadminusers' : '/salesperson/activeusers',
    summary: `Active members of the company of type ${types.join(' or ')}: [{Id, UserName, FullName, UserType}].`,
    access: 'user',
    tag,
    permission: { page, action: 'view' },
    handler: async (ctx) => {
      const rows = await ctx.deps.db
        .select({
          Id: users.id,
          UserName: users.username,
          FullName: sql<string>`trim(concat_ws(' ', ${users.firstName}, ${users.lastName}))`,
          UserType: companyUsers.userType,
        })
        .from(companyUsers)
        .innerJoin(users, eq(users.id, companyUsers.userId))
        .where(
          and(
            eq(companyUsers.companyId, ctx.companyId),
            eq(companyUsers.isActive, true),
            inArray(companyUsers.userType, types as ('admin' | 'staff' | 'salesPerson')[]),
          ),
        )
        .orderBy(asc(sql`lower(${users.firstName})`), asc(users.id));
      return { data: rows };
    },
  });

/**
 * The spec's sales person calls beyond the generated list, detail, save, delete and approve:
 * pickers, the team under a supervisor, their parties and the kinds of sales person.
 */
export const salesPersonRoutes: readonly MountableRoute[] = [
  defineRoute({
    method: 'get',
    path: '/salesperson/activelist',
    summary:
      'Approved, active sales persons by name, for pickers: [{Id, FullName, EmployeeCode, Type, SupervisorId}].',
    access: 'user',
    tag,
    permission: { page, action: 'view' },
    // Whoever fills a party or an order picks its sales person.
    alsoPermittedBy: [
      { page: PAGE_CODES.Party, action: 'create' },
      { page: PAGE_CODES.Party, action: 'edit' },
    ],
    handler: async (ctx) => {
      const rows = await ctx.deps.db
        .select({
          Id: person('id'),
          FullName: person('FullName'),
          EmployeeCode: person('EmployeeCode'),
          Type: person('Type'),
          SupervisorId: person('SupervisorId'),
        })
        .from(salesPersonsTable)
        .where(
          and(
            eq(person('companyId'), ctx.companyId),
            eq(person('IsActive'), true),
            eq(person('Status'), 'approved'),
          ),
        )
        .orderBy(asc(sql`lower(${person('FullName')})`), asc(person('id')));
      return { data: rows };
    },
  }),
  defineRoute({
    method: 'get',
    path: '/salesperson/children',
    summary:
      'The team under a sales person (id), directly or through others, by level: [{Id, FullName, EmployeeCode, Type, SupervisorId, Level, IsActive}].',
    access: 'user',
    tag,
    permission: { page, action: 'view' },
    query: idQuery,
    handler: async (ctx, { query }) => {
      // 404 for an id of another company, as every record route answers.
      await findRecord(ctx.deps.db, SALES_PERSON, ctx.companyId, query.id);
      return { data: await teamOf(ctx.deps.db, ctx.companyId, query.id) };
    },
  }),
  defineRoute({
    method: 'get',
    path: '/salesperson/parties',
    summary: "A sales person's parties (id), by name: a page of party records.",
    access: 'user',
    tag,
    permission: { page, action: 'view' },
    query: idQuery.extend(pagingShape),
    handler: async (ctx, { query }) => {
      await findRecord(ctx.deps.db, SALES_PERSON, ctx.companyId, query.id);
      const party = (name: string) => entityColumn(PARTY, name);
      const where = and(eq(party('companyId'), ctx.companyId), eq(party('SalesPersonId'), query.id));
      const [rows, [total]] = await Promise.all([
        selectRecords(ctx.deps.db, PARTY)
          .where(where)
          .orderBy(asc(sql`lower(${party('Name')})`), asc(party('id')))
          .limit(query.pageSize)
          .offset(pageOffset(query)),
        ctx.deps.db.select({ total: count() }).from(partiesTable).where(where),
      ]);
      return {
        data: toPage(
          rows.map((row) => toRecord(PARTY, row)),
          Number(total?.total ?? 0),
          query,
        ),
      };
    },
  }),
  defineRoute({
    method: 'get',
    path: '/salesperson/types',
    summary: 'The kinds of sales person: [{Value, Label}].',
    access: 'user',
    tag,
    handler: async () => ({
      data: SALES_PERSON.fields.Type.options.map((option) => ({ Value: option.value, Label: option.label })),
    }),
  }),
  activeMembers(['salesPerson']),
  activeMembers(['admin', 'staff']),
];
