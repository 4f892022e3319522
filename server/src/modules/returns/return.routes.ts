import { RETURN_TRANSITIONS, type ReturnAction } from '@backoffice/shared/sales/returns/order-return';
import { returnContracts } from '@backoffice/shared/sales/returns/return.contract';
import { requirePermission } from '../../auth/permissions.js';
import { implementRoute, type MountableRoute } from '../../http/define-route.js';
import type { UserContext } from '../../http/request-context.js';
import { requireOrderInScope } from '../orders/order-assignee-scope.js';
import { mayEditReturns, RETURN_PAGE } from '../sales-common/document-access.js';
import { fieldScopeOf } from '../sales-common/field-scope.js';
import { runReturnAction } from './return-action.service.js';
import { loadReturnDetail } from './return-detail.js';
import { returnExportFile } from './return-export.js';
import { loadReturnPage } from './return-list.js';
import { loadReturnableOrder } from './return-quantities.js';
import { requireReturnInScope, returnScopeCondition } from './return-record.js';
import { createReturn, updateReturn } from './return-save.service.js';

const page = RETURN_PAGE;

const detailFor = async (ctx: UserContext, id: number) =>
  loadReturnDetail(ctx.deps.db, ctx.companyId, id, await mayEditReturns(ctx));

const doneOf = (action: ReturnAction): string =>
  RETURN_TRANSITIONS.find((rule) => rule.action === action)?.done ?? action;

const actionRoute = (action: ReturnAction) =>
  implementRoute(returnContracts[action], {
    handler: async (ctx, { query, body }) => {
      await requireReturnInScope(ctx, query.id);
      const returnNo = await runReturnAction(ctx, query.id, action, body);
      return { data: await detailFor(ctx, query.id), message: `Return ${returnNo} ${doneOf(action)}.` };
    },
  });

/** Order returns: list, detail, what an order can still return, save, verify and cancel. */
export const returnRoutes: readonly MountableRoute[] = [
  implementRoute(returnContracts.list, {
    handler: async (ctx, { query }) => ({
      data: await loadReturnPage(
        ctx.deps.db,
        ctx.companyId,
        query,
        await mayEditReturns(ctx),
        returnScopeCondition(ctx.deps.db, ctx.companyId, await fieldScopeOf(ctx)),
      ),
    }),
  }),
  implementRoute(returnContracts.export, {
    handler: async (ctx, { query }) => ({ data: null, file: await returnExportFile(ctx, query) }),
  }),
  implementRoute(returnContracts.detail, {
    handler: async (ctx, { query }) => {
      await requireReturnInScope(ctx, query.id);
      return { data: await detailFor(ctx, query.id) };
    },
  }),
  implementRoute(returnContracts.returnable, {
    handler: async (ctx, { query }) => {
      await requireOrderInScope(ctx, query.orderId);
      return { data: await loadReturnableOrder(ctx.deps.db, ctx.companyId, query.orderId) };
    },
  }),
  implementRoute(returnContracts.save, {
    handler: async (ctx, { body, files }) => {
      await requirePermission(ctx, { page, action: body.Id === undefined ? 'create' : 'edit' });
      // A field user returns goods of their own orders only; another's order is 404.
      await requireOrderInScope(ctx, body.OrderId);
      if (body.Id === undefined) {
        const id = await createReturn(ctx, body, files);
        const saved = await detailFor(ctx, id);
        return { data: saved, message: `Return ${saved.ReturnNo} created.` };
      }
      await requireReturnInScope(ctx, body.Id);
      await updateReturn(ctx, body.Id, body, files);
      const saved = await detailFor(ctx, body.Id);
      return { data: saved, message: `Return ${saved.ReturnNo} saved.` };
    },
  }),
  actionRoute('verify'),
  actionRoute('cancel'),
];
