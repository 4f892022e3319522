import { entityContracts } from '@backoffice/shared/entities/entity-contracts';
import { actionDoneMessage, type EntityDeclaration } from '@backoffice/shared/entities/entity-declaration';
import { PAGE_CODES } from '@backoffice/shared/page-codes';
import { requirePermission } from '../auth/permissions.js';
import { implementRoute, type MountableRoute } from '../http/define-route.js';
import { ownerOf } from './entity-owner.js';
import { autocompleteOptions, exportFile, readListPage, recordAuditTrail } from './entity-read.js';
import { deleteRecord, findRecord, runAction, saveRecord } from './entity-repository.js';
import type { EntitySource } from './entity-source.js';
import { filesToRemove } from './files/entity-files.js';
import { entityImportRoutes } from './import/entity-import.js';

/**
 * The read routes of an entity's contract (list, detail, export, autocomplete, audit), over its
 * declared table or, for a custom-storage entity whose module mounts them, over its source.
 */
export const entityReadRoutes = (entity: EntityDeclaration, source?: EntitySource) => {
  const contracts = entityContracts(entity);
  return {
    list: implementRoute(contracts.list, {
      handler: async (ctx, { query }) => ({
        data: await readListPage(ctx.deps.db, entity, ctx.companyId, query, source, ownerOf(ctx, entity)),
      }),
    }),
    detail: implementRoute(contracts.detail, {
      handler: async (ctx, { query }) => ({
        data: await findRecord(ctx.deps.db, entity, ctx.companyId, query.id, source, ownerOf(ctx, entity)),
      }),
    }),
    export: implementRoute(contracts.export, {
      handler: async (ctx, { query }) => ({
        data: null,
        file: await exportFile(
          ctx.deps.db,
          entity,
          ctx.companyId,
          query,
          ctx.now,
          source,
          ownerOf(ctx, entity),
        ),
      }),
    }),
    autocomplete: implementRoute(contracts.autocomplete, {
      handler: async (ctx, { query }) => ({
        data: await autocompleteOptions(
          ctx.deps.db,
          entity,
          ctx.companyId,
          query,
          source,
          ownerOf(ctx, entity),
        ),
      }),
    }),
    audit: implementRoute(contracts.audit, {
      handler: async (ctx, { query }) => ({
        data: await recordAuditTrail(
          ctx.deps.db,
          entity,
          ctx.companyId,
          query.id,
          source,
          ownerOf(ctx, entity),
        ),
      }),
    }),
  };
};

/** The API of one declared entity, following the spec's conventions (section 7): its contracts, implemented. */
export const entityRoutes = (entity: EntityDeclaration): MountableRoute[] => {
  const contracts = entityContracts(entity);
  const page = PAGE_CODES[entity.page];
  const read = entityReadRoutes(entity);

  const routes: MountableRoute[] = [
    read.list,
    read.detail,
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

  routes.push(read.export, read.autocomplete, read.audit);
  return routes;
};
