import { PARTY } from '@backoffice/shared/entities/sales/party.entity';
import { SALES_PERSON } from '@backoffice/shared/entities/sales/sales-person.entity';
import { salesPersonContracts } from '@backoffice/shared/sales/sales-persons/sales-person.contract';
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import { companyUsers, partiesTable, salesPersonsTable, users } from '../../db/schema/index.js';
import { selectRecords } from '../../entities/entity-query.js';
import { findRecord } from '../../entities/entity-repository.js';
import { entityTable } from '../../entities/entity-table.js';
import { toRecord } from '../../entities/entity-values.js';
import { implementRoute, type MountableRoute } from '../../http/define-route.js';
import { pageOffset, toPage } from '../../http/page-query.js';
import { salesPersonFilterListRoute } from './sales-person-filter-list.js';
import { teamOf } from './sales-person-team.js';

const person = entityTable(SALES_PERSON);

/** Members of the company with these user types who may sign in here, for "link a sign-in" pickers. */
const activeMembers = (
  contract: typeof salesPersonContracts.activeUsers | typeof salesPersonContracts.activeAdminUsers,
  types: readonly ('admin' | 'staff' | 'salesPerson')[],
) =>
  implementRoute(contract, {
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
            inArray(companyUsers.userType, [...types]),
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
  implementRoute(salesPersonContracts.activeList, {
    handler: async (ctx) => {
      const rows = await ctx.deps.db
        .select({
          Id: person.id,
          FullName: person.FullName,
          EmployeeCode: person.EmployeeCode,
          Type: person.Type,
          SupervisorId: person.SupervisorId,
        })
        .from(salesPersonsTable)
        .where(
          and(eq(person.companyId, ctx.companyId), eq(person.IsActive, true), eq(person.Status, 'approved')),
        )
        .orderBy(asc(sql`lower(${person.FullName})`), asc(person.id));
      return {
        data: rows.map((row) => ({
          Id: Number(row.Id),
          FullName: String(row.FullName),
          EmployeeCode: String(row.EmployeeCode),
          Type: String(row.Type),
          SupervisorId: row.SupervisorId === null ? null : Number(row.SupervisorId),
        })),
      };
    },
  }),
  salesPersonFilterListRoute,
  implementRoute(salesPersonContracts.children, {
    handler: async (ctx, { query }) => {
      // 404 for an id of another company, as every record route answers.
      await findRecord(ctx.deps.db, SALES_PERSON, ctx.companyId, query.id);
      return { data: await teamOf(ctx.deps.db, ctx.companyId, query.id) };
    },
  }),
  implementRoute(salesPersonContracts.parties, {
    handler: async (ctx, { query }) => {
      await findRecord(ctx.deps.db, SALES_PERSON, ctx.companyId, query.id);
      const party = entityTable(PARTY);
      const where = and(eq(party.companyId, ctx.companyId), eq(party.SalesPersonId, query.id));
      const [rows, [total]] = await Promise.all([
        selectRecords(ctx.deps.db, PARTY)
          .where(where)
          .orderBy(asc(sql`lower(${party.Name})`), asc(party.id))
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
  implementRoute(salesPersonContracts.types, {
    handler: async () => ({
      data: SALES_PERSON.fields.Type.options.map((option) => ({ Value: option.value, Label: option.label })),
    }),
  }),
  activeMembers(salesPersonContracts.activeUsers, ['salesPerson']),
  activeMembers(salesPersonContracts.activeAdminUsers, ['admin', 'staff']),
];
