import { entityContracts } from '@backoffice/shared/entities/entity-contracts';
import { actionDoneMessage, type EntityDeclaration } from '@backoffice/shared/entities/entity-declaration';
import { referenceWhereFields } from '@backoffice/shared/entities/entity-registry';
import { PAGE_CODES } from '@backoffice/shared/page-codes';
import { and, asc, eq, ilike, sql } from 'drizzle-orm';
import { requirePermission } from '../auth/permissions.js';
import { implementRoute, type MountableRoute } from '../http/define-route.js';
import { containsPattern, pageOffset, toPage } from '../http/page-query.js';
import { auditTrail } from './entity-audit.js';
import { EXPORT_ROW_LIMIT, recordsToCsv } from './entity-export.js';
import { filesToRemove } from './entity-files.js';
import { entityImportRoutes } from './entity-import.js';
import { type ListCriteria, listCondition, listPage, orderOf, selectRecords } from './entity-query.js';
import { deleteRecord, findRecord, runAction, saveRecord } from './entity-repository.js';
import { entityColumn, entityTable } from './entity-table.js';
import { toRecord } from './entity-values.js';
import { autocompleteWhere } from './reference-target.js';

/** Everything the list takes besides paging: search, sort and the declared filters. */
const criteriaOf = (query: Record<string, unknown>): ListCriteria => ({
  query: typeof query.query === 'string' ? query.query : undefined,
  SortBy: typeof query.SortBy === 'string' ? query.SortBy : undefined,
  SortType: query.SortType === 'asc' || query.SortType === 'desc' ? query.SortType : undefined,
  filters: query,
});

/** The API of one declared entity, following the spec's conventions (section 7): its contracts, implemented. */
export const entityRoutes = (entity: EntityDeclaration): MountableRoute[] => {
  const contracts = entityContracts(entity);
  const page = PAGE_CODES[entity.page];

  const routes: MountableRoute[] = [
    implementRoute(contracts.list, {
      handler: async (ctx, { query }) => {
        const found = await listPage(ctx.deps.db, entity, ctx.companyId, criteriaOf(query), {
          limit: query.pageSize,
          offset: pageOffset(query),
        });
        const items = found.rows.map((row) => toRecord(entity, row));
        return {
          data: {
            ...toPage(items, found.total, query),
            ...(found.capped ? { TotalCountCapped: true as const } : {}),
          },
        };
      },
    }),
    implementRoute(contracts.detail, {
      handler: async (ctx, { query }) => ({
        data: await findRecord(ctx.deps.db, entity, ctx.companyId, query.id),
      }),
    }),
    implementRoute(contracts.save, {
      handler: async (ctx, { body, files, raw }) => {
        await requirePermission(ctx, { page, action: body.Id === undefined ? 'create' : 'edit' });
        const sent = Object.fromEntries(
          Object.entries(body).filter(([name, value]) => name !== 'Id' && value !== undefined),
        );
        const result = await saveRecord(
          ctx,
          entity,
          body.Id,
          sent,
          files,
          filesToRemove(entity, raw.body, files),
        );
        return {
          data: { ...result.record, ...result.reply },
          message: result.created ? `${entity.singular} created.` : `${entity.singular} saved.`,
        };
      },
    }),
  ];

  if (contracts.delete) {
    routes.push(
      implementRoute(contracts.delete, {
        handler: async (ctx, { query }) => {
          await deleteRecord(ctx, entity, query.id);
          return { data: { Id: query.id }, message: `${entity.singular} deleted.` };
        },
      }),
    );
  }

  for (const action of entity.state?.actions ?? []) {
    const contract = contracts.actions[action.action];
    if (!contract) continue;
    const remarks = action.remarksField;
    routes.push(
      implementRoute(contract, {
        handler: async (ctx, { query, body }) => {
          const given = remarks ? body[remarks] : undefined;
          const record = await runAction(ctx, entity, action.action, query.id, given);
          return { data: record, message: actionDoneMessage(entity, action.to) };
        },
      }),
    );
  }

  // CSV import: only for declarations that opt in.
  if (entity.importable) routes.push(...entityImportRoutes(entity));

  routes.push(
    implementRoute(contracts.export, {
      handler: async (ctx, { query }) => {
        const criteria = criteriaOf(query);
        const rows = await selectRecords(ctx.deps.db, entity)
          .where(listCondition(entity, ctx.companyId, criteria))
          .orderBy(...orderOf(entity, criteria))
          .limit(EXPORT_ROW_LIMIT);
        const csv = recordsToCsv(
          entity,
          rows.map((row) => toRecord(entity, row)),
        );
        const day = ctx.now.toISOString().slice(0, 10);
        return {
          data: null,
          file: {
            contentType: 'text/csv; charset=utf-8',
            fileName: `${entity.apiPath}-${day}.csv`,
            body: csv,
          },
        };
      },
    }),
    implementRoute(contracts.autocomplete, {
      handler: async (ctx, { query }) => {
        const display = entityColumn(entity, entity.displayField);
        const where = Object.fromEntries(
          referenceWhereFields(entity.name).flatMap((name) => {
            const value = (query as Record<string, unknown>)[name];
            return typeof value === 'string' && value !== '' ? [[name, value]] : [];
          }),
        );
        const rows = await ctx.deps.db
          .select({ Id: entityColumn(entity, 'id'), Name: sql<string>`${display}` })
          .from(entityTable(entity))
          .where(
            and(
              eq(entityColumn(entity, 'companyId'), ctx.companyId),
              query.query ? ilike(display, containsPattern(query.query)) : undefined,
              autocompleteWhere(entity.name, where),
            ),
          )
          .orderBy(asc(display), asc(entityColumn(entity, 'id')))
          .limit(query.limit ?? 20);
        return { data: rows.map((row) => ({ Id: Number(row.Id), Name: row.Name })) };
      },
    }),
    implementRoute(contracts.audit, {
      handler: async (ctx, { query }) => {
        await findRecord(ctx.deps.db, entity, ctx.companyId, query.id);
        return { data: await auditTrail(ctx.deps.db, entity, ctx.companyId, query.id) };
      },
    }),
  );
  return routes;
};
