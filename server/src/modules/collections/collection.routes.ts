import { CHEQUE_TRANSITIONS, type ChequeAction } from '@backoffice/shared/sales/collections/cheque-lifecycle';
import { collectionContracts } from '@backoffice/shared/sales/collections/collection.contract';
import { requirePermission } from '../../auth/permissions.js';
import { implementRoute, type MountableRoute } from '../../http/define-route.js';
import type { UserContext } from '../../http/request-context.js';
import { COLLECTION_PAGE, collectionRights } from '../sales-common/document-access.js';
import { fieldScopeOf } from '../sales-common/field-scope.js';
import { deleteCollection, runChequeAction } from './collection-action.service.js';
import { loadCollectionDetail } from './collection-detail.js';
import { collectionExportFile } from './collection-export.js';
import { loadCollectionPage } from './collection-list.js';
import { collectionScopeCondition, requireCollectionInScope } from './collection-record.js';
import { createCollection, updateCollection } from './collection-save.service.js';

const page = COLLECTION_PAGE;

const detailFor = async (ctx: UserContext, id: number) =>
  loadCollectionDetail(ctx.deps.db, ctx.companyId, id, await collectionRights(ctx));

const doneOf = (action: ChequeAction): string =>
  CHEQUE_TRANSITIONS.find((rule) => rule.action === action)?.done ?? action;

const saveRoute = (contract: typeof collectionContracts.save | typeof collectionContracts.collectionSave) =>
  implementRoute(contract, {
    handler: async (ctx, { body, files }) => {
      await requirePermission(ctx, { page, action: body.Id === undefined ? 'create' : 'edit' });
      if (body.Id === undefined) {
        const id = await createCollection(ctx, body, files);
        const saved = await detailFor(ctx, id);
        return { data: saved, message: `Payment ${saved.ReceiptNo} recorded.` };
      }
      await requireCollectionInScope(ctx, body.Id);
      await updateCollection(ctx, body.Id, body, files);
      const saved = await detailFor(ctx, body.Id);
      return { data: saved, message: `Payment ${saved.ReceiptNo} saved.` };
    },
  });

type ChequeContractName =
  | 'deposit'
  | 'reconcile'
  | 'bounce'
  | 'collectionDeposit'
  | 'collectionReconcile'
  | 'collectionBounce';

const chequeRoute = (name: ChequeContractName, action: ChequeAction) =>
  implementRoute(collectionContracts[name], {
    handler: async (ctx, { query, body }) => {
      await requireCollectionInScope(ctx, query.id);
      const receiptNo = await runChequeAction(ctx, query.id, action, body);
      return { data: await detailFor(ctx, query.id), message: `Cheque of ${receiptNo} ${doneOf(action)}.` };
    },
  });

/** Payments received (collections): list, detail, save, delete and the cheque's moves. */
export const collectionRoutes: readonly MountableRoute[] = [
  implementRoute(collectionContracts.list, {
    handler: async (ctx, { query }) => ({
      data: await loadCollectionPage(
        ctx.deps.db,
        ctx.companyId,
        query,
        await collectionRights(ctx),
        collectionScopeCondition(await fieldScopeOf(ctx)),
      ),
    }),
  }),
  implementRoute(collectionContracts.export, {
    handler: async (ctx, { query }) => ({ data: null, file: await collectionExportFile(ctx, query) }),
  }),
  implementRoute(collectionContracts.detail, {
    handler: async (ctx, { query }) => {
      await requireCollectionInScope(ctx, query.id);
      return { data: await detailFor(ctx, query.id) };
    },
  }),
  saveRoute(collectionContracts.save),
  saveRoute(collectionContracts.collectionSave),
  implementRoute(collectionContracts.delete, {
    handler: async (ctx, { query, body }) => {
      await requireCollectionInScope(ctx, query.id);
      const receiptNo = await deleteCollection(ctx, query.id, body);
      return { data: null, message: `Payment ${receiptNo} deleted.` };
    },
  }),
  chequeRoute('deposit', 'deposit'),
  chequeRoute('reconcile', 'reconcile'),
  chequeRoute('bounce', 'bounce'),
  chequeRoute('collectionDeposit', 'deposit'),
  chequeRoute('collectionReconcile', 'reconcile'),
  chequeRoute('collectionBounce', 'bounce'),
];
