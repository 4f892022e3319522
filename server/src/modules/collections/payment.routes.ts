import { CHEQUE_TRANSITIONS, type ChequeAction } from '@backoffice/shared/sales/collections/cheque-lifecycle';
import { collectionContracts } from '@backoffice/shared/sales/collections/collection.contract';
import { requirePermission } from '../../auth/permissions.js';
import { implementRoute, type MountableRoute } from '../../http/define-route.js';
import type { UserContext } from '../../http/request-context.js';
import { PAYMENT_PAGE, paymentRights } from '../sales-common/money-access.js';
import { deletePayment, runChequeAction } from './payment-action.service.js';
import { loadPaymentDetail } from './payment-detail.js';
import { loadPaymentPage } from './payment-list.js';
import { createPayment, updatePayment } from './payment-save.service.js';

const page = PAYMENT_PAGE;

const detailFor = async (ctx: UserContext, id: number) =>
  loadPaymentDetail(ctx.deps.db, ctx.companyId, id, await paymentRights(ctx));

const doneOf = (action: ChequeAction): string =>
  CHEQUE_TRANSITIONS.find((rule) => rule.action === action)?.done ?? action;

const saveRoute = (contract: typeof collectionContracts.save | typeof collectionContracts.collectionSave) =>
  implementRoute(contract, {
    handler: async (ctx, { body, files }) => {
      await requirePermission(ctx, { page, action: body.Id === undefined ? 'create' : 'edit' });
      if (body.Id === undefined) {
        const id = await createPayment(ctx, body, files);
        const saved = await detailFor(ctx, id);
        return { data: saved, message: `Payment ${saved.ReceiptNo} recorded.` };
      }
      await updatePayment(ctx, body.Id, body, files);
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
      const receiptNo = await runChequeAction(ctx, query.id, action, body);
      return { data: await detailFor(ctx, query.id), message: `Cheque of ${receiptNo} ${doneOf(action)}.` };
    },
  });

/** Payments received (collections): list, detail, save, delete and the cheque's moves. */
export const paymentRoutes: readonly MountableRoute[] = [
  implementRoute(collectionContracts.list, {
    handler: async (ctx, { query }) => ({
      data: await loadPaymentPage(ctx.deps.db, ctx.companyId, query, await paymentRights(ctx)),
    }),
  }),
  implementRoute(collectionContracts.detail, {
    handler: async (ctx, { query }) => ({ data: await detailFor(ctx, query.id) }),
  }),
  saveRoute(collectionContracts.save),
  saveRoute(collectionContracts.collectionSave),
  implementRoute(collectionContracts.delete, {
    handler: async (ctx, { query, body }) => {
      const receiptNo = await deletePayment(ctx, query.id, body);
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
