import {
  actionDoneMessage,
  type EntityDeclaration,
  editableFields,
} from '@backoffice/shared/entities/entity-declaration';
import { entitiesReferencing, referenceWhereFields } from '@backoffice/shared/entities/entity-registry';
import { fieldSchema, listFilterShape } from '@backoffice/shared/entities/entity-schemas';
import { optionalId, optionalText, requiredId } from '@backoffice/shared/form-fields';
import { PAGE_CODES } from '@backoffice/shared/page-codes';
import { and, asc, eq, ilike, sql } from 'drizzle-orm';
import { z } from 'zod';
import { requirePermission } from '../auth/permissions.js';
import { defineRoute, type MountableRoute } from '../http/define-route.js';
import { documentedAs } from '../http/openapi/input-json-schema.js';
import { containsPattern, pageOffset, pageQueryShape, toPage } from '../http/page-query.js';
import { auditTrail } from './entity-audit.js';
import { EXPORT_ROW_LIMIT, recordsToCsv } from './entity-export.js';
import { filesToRemove } from './entity-files.js';
import { entityImportRoutes } from './entity-import.js';
import { type ListCriteria, listCondition, listPage, orderOf, selectRecords } from './entity-query.js';
import { deleteRecord, findRecord, runAction, saveRecord } from './entity-repository.js';
import { entityColumn, entityTable } from './entity-table.js';
import { toRecord } from './entity-values.js';
import { autocompleteWhere } from './reference-target.js';

const idQuery = (entity: EntityDeclaration) =>
  z.object({ id: requiredId(`id must be the number of a ${entity.singular.toLowerCase()}`) });

/** Everything the list takes besides paging: search, sort and the declared filters. */
const criteriaOf = (query: Record<string, unknown>): ListCriteria => ({
  query: typeof query.query === 'string' ? query.query : undefined,
  SortBy: typeof query.SortBy === 'string' ? query.SortBy : undefined,
  SortType: query.SortType === 'asc' || query.SortType === 'desc' ? query.SortType : undefined,
  filters: query,
});

/** The body of a save: Id plus the editable fields, kept as sent (the record schema validates them). */
const saveBody = (entity: EntityDeclaration) =>
  z.object({
    Id: optionalId(`Id must be the number of a ${entity.singular.toLowerCase()}`),
    ...Object.fromEntries(
      editableFields(entity)
        .filter(([, field]) => field.kind !== 'file')
        // Taken as sent (an update validates the stored record merged with it), documented as typed.
        .map(([name, field]) => [
          name,
          documentedAs(z.unknown().optional(), fieldSchema({ ...field, required: false })),
        ]),
    ),
  });

/** The API of one declared entity, following the spec's conventions (section 7). */
export const entityRoutes = (entity: EntityDeclaration): MountableRoute[] => {
  const page = PAGE_CODES[entity.page];
  const base = `/${entity.apiPath}`;
  const tag = entity.title;
  const listQuery = z.object({ ...pageQueryShape, ...listFilterShape(entity) });
  const fileParts = editableFields(entity).flatMap(([name, field]) =>
    field.kind === 'file' ? [{ name, maxBytes: field.maxBytes }] : [],
  );

  const routes: MountableRoute[] = [
    defineRoute({
      method: 'get',
      path: `${base}/list`,
      summary: `${entity.title}: one page, searched, filtered and sorted. TotalCount is exact up to 10,000 rows past the page's first row (then TotalCountCapped: more follow).`,
      access: 'user',
      tag,
      permission: { page, action: 'view' },
      query: listQuery,
      handler: async (ctx, { query }) => {
        const found = await listPage(ctx.deps.db, entity, ctx.companyId, criteriaOf(query), {
          limit: query.pageSize,
          offset: pageOffset(query),
        });
        const items = found.rows.map((row) => toRecord(entity, row));
        return {
          data: {
            ...toPage(items, found.total, query),
            ...(found.capped ? { TotalCountCapped: true } : {}),
          },
        };
      },
    }),
    defineRoute({
      method: 'get',
      path: `${base}/detail`,
      summary: `One ${entity.singular.toLowerCase()} by id.`,
      access: 'user',
      tag,
      permission: { page, action: 'view' },
      query: idQuery(entity),
      handler: async (ctx, { query }) => ({
        data: await findRecord(ctx.deps.db, entity, ctx.companyId, query.id),
      }),
    }),
    defineRoute({
      method: 'post',
      path: `${base}/save`,
      summary: `Creates a ${entity.singular.toLowerCase()} (no Id; needs create permission) or updates one (Id; needs edit permission). Fields left out of an update keep their values; an optional file field sent empty (as text, with no file) removes the stored file.`,
      access: 'user',
      tag,
      // Whether this is a create or an edit depends on the body; the handler checks the right one.
      body: saveBody(entity),
      bodyKind: fileParts.length > 0 ? 'multipart' : 'form',
      files: fileParts,
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

  if (entity.deletable !== false) {
    routes.push(
      defineRoute({
        method: 'post',
        path: `${base}/delete`,
        summary: `Deletes a ${entity.singular.toLowerCase()}.`,
        access: 'user',
        tag,
        permission: { page, action: 'delete' },
        query: idQuery(entity),
        handler: async (ctx, { query }) => {
          await deleteRecord(ctx, entity, query.id);
          return { data: { Id: query.id }, message: `${entity.singular} deleted.` };
        },
      }),
    );
  }

  for (const action of entity.state?.actions ?? []) {
    const name = action.action;
    const remarks = action.remarksField;
    routes.push(
      defineRoute({
        method: 'post',
        path: `${base}/${name}`,
        summary: `${action.label}: moves a ${entity.singular.toLowerCase()} from ${action.from.join(' or ')} to ${action.to}.`,
        access: 'user',
        tag,
        permission: { page, action: 'edit' },
        query: idQuery(entity),
        body: z.object(remarks ? { [remarks]: optionalText(500) } : {}),
        handler: async (ctx, { query, body }) => {
          const given = remarks ? (body as Record<string, string | undefined>)[remarks] : undefined;
          const record = await runAction(ctx, entity, name, query.id, given);
          return { data: record, message: actionDoneMessage(entity, action.to) };
        },
      }),
    );
  }

  // CSV import (issue 5): only for declarations that opt in.
  if (entity.importable) routes.push(...entityImportRoutes(entity));

  routes.push(
    defineRoute({
      method: 'get',
      path: `${base}/export`,
      summary: `${entity.title} matching the list's search and filters, as CSV (at most ${EXPORT_ROW_LIMIT.toLocaleString('en')} rows).`,
      access: 'user',
      tag,
      permission: { page, action: 'view' },
      query: z.object({ query: optionalText(200), ...listFilterShape(entity) }),
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
    defineRoute({
      method: 'get',
      path: `${base}/autocomplete`,
      summary: `${entity.title} whose ${entity.displayField} contains the query, for a searchable select: [{Id, Name}].`,
      access: 'user',
      tag,
      permission: { page, action: 'view' },
      // Whoever may fill a form that references this entity may search it for that form's select.
      alsoPermittedBy: entitiesReferencing(entity.name).flatMap((referencing) => [
        { page: PAGE_CODES[referencing.page], action: 'create' as const },
        { page: PAGE_CODES[referencing.page], action: 'edit' as const },
      ]),
      query: z.object({
        query: optionalText(100),
        limit: optionalId('limit must be from 1 to 50').refine(
          (value) => value === undefined || value <= 50,
          {
            error: 'limit must be from 1 to 50',
          },
        ),
        // The values a referencing field's `where` asks for: its select offers only those records.
        ...Object.fromEntries(referenceWhereFields(entity.name).map((name) => [name, optionalText(100)])),
      }),
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
        return { data: rows };
      },
    }),
    defineRoute({
      method: 'get',
      path: `${base}/audit`,
      summary: `Who changed a ${entity.singular.toLowerCase()}, when, and what changed (newest first).`,
      access: 'user',
      tag,
      permission: { page, action: 'view' },
      query: idQuery(entity),
      handler: async (ctx, { query }) => {
        await findRecord(ctx.deps.db, entity, ctx.companyId, query.id);
        return { data: await auditTrail(ctx.deps.db, entity, ctx.companyId, query.id) };
      },
    }),
  );
  return routes;
};
