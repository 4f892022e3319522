import { entityContracts } from '@backoffice/shared/entities/entity-contracts';
import { actionDoneMessage, type EntityDeclaration } from '@backoffice/shared/entities/entity-declaration';
import { PAGE_CODES } from '@backoffice/shared/page-codes';
import { requirePermission } from '../auth/permissions.js';
import { runEachRow } from '../http/bulk-rows.js';
import { implementRoute, type MountableRoute } from '../http/define-route.js';
import { deleteRecord, runAction } from './entity-repository.js';

/**
 * POST /{path}/bulk: a declared action, or delete, for each id, by the very functions the
 * one-record routes call (their checks, hooks, audit and notices, each in its own transaction).
 * The permission is the whole request's: without it nothing is tried.
 */
export const entityBulkRoute = (entity: EntityDeclaration): MountableRoute | undefined => {
  const contract = entityContracts(entity).bulk;
  if (!contract) return undefined;
  const page = PAGE_CODES[entity.page];
  return implementRoute(contract, {
    handler: async (ctx, { body }) => {
      const { Action: name, Ids: ids, Remarks: remarks } = body;
      if (name === 'delete') {
        await requirePermission(ctx, { page, action: 'delete' });
        return runEachRow(ctx, ids, async (id) => {
          await deleteRecord(ctx, entity, id);
          return `${entity.singular} deleted.`;
        });
      }
      await requirePermission(ctx, { page, action: 'edit' });
      const action = entity.state?.actions.find((candidate) => candidate.action === name);
      return runEachRow(ctx, ids, async (id) => {
        await runAction(ctx, entity, name, id, action?.remarksField ? remarks : undefined);
        return actionDoneMessage(entity, action?.to ?? name);
      });
    },
  });
};
