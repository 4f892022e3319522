import { orderActionContracts, orderWriteContracts } from '@backoffice/shared/sales/orders/order.contract';
import { ORDER_TRANSITIONS } from '@backoffice/shared/sales/orders/order-pipeline';
import { requirePermission } from '../../auth/permissions.js';
import { runEachRow } from '../../http/bulk-rows.js';
import { implementRoute, type MountableRoute } from '../../http/define-route.js';
import type { UserContext } from '../../http/request-context.js';
import { mayRunOrderActions, ORDER_PAGE } from './order-access.js';
import { requireOrderInScope, withOwnSalesPerson } from './order-assignee-scope.js';
import { loadOrderDetail } from './order-detail.js';
import { type OrderActionInput, runOrderAction } from './pipeline/order-action.service.js';
import { assignOrder } from './pipeline/order-assign.service.js';
import { createOrder, updateOrder } from './save/order-save.service.js';

const page = ORDER_PAGE;

const detailFor = async (ctx: UserContext, id: number) =>
  loadOrderDetail(ctx.deps.db, ctx.companyId, id, await mayRunOrderActions(ctx));

type PipelineRule = (typeof ORDER_TRANSITIONS)[number];

/** One order moved by one pipeline action, as its own route and the bulk route both do it. */
const moveOrder = async (
  ctx: UserContext,
  id: number,
  rule: PipelineRule,
  input: OrderActionInput,
): Promise<string> => {
  await requireOrderInScope(ctx, id);
  const orderNo = await runOrderAction(ctx, id, rule.action, input);
  return `Order ${orderNo} ${rule.done}.`;
};

/** One route per pipeline action, as the pipeline's own table declares them. */
const actionRoutes = ORDER_TRANSITIONS.map((rule) =>
  implementRoute(orderActionContracts[rule.action], {
    handler: async (ctx, { query, body }) => {
      const message = await moveOrder(ctx, query.id, rule, body);
      return { data: await detailFor(ctx, query.id), message };
    },
  }),
);

/** POST /order/bulk: one pipeline action for each order, each exactly as its own route moves it. */
const bulkRoute = implementRoute(orderWriteContracts.bulk, {
  handler: async (ctx, { body }) => {
    const rule = ORDER_TRANSITIONS.find((candidate) => candidate.action === body.Action);
    if (!rule) throw new Error(`the pipeline has no action ${body.Action}`);
    return runEachRow(ctx, body.Ids, (id) => moveOrder(ctx, id, rule, { Remarks: body.Remarks }));
  },
});

/** Orders written: save, the pipeline actions and assignment. */
export const orderWriteRoutes: readonly MountableRoute[] = [
  implementRoute(orderWriteContracts.save, {
    handler: async (ctx, { body: sent }) => {
      await requirePermission(ctx, { page, action: sent.Id === undefined ? 'create' : 'edit' });
      const body = await withOwnSalesPerson(ctx, sent);
      if (body.Id === undefined) {
        const id = await createOrder(ctx, body);
        const order = await detailFor(ctx, id);
        return { data: order, message: `Order ${order.OrderNo} created.` };
      }
      await requireOrderInScope(ctx, body.Id);
      await updateOrder(ctx, body.Id, body);
      const order = await detailFor(ctx, body.Id);
      return { data: order, message: `Order ${order.OrderNo} saved.` };
    },
  }),
  ...actionRoutes,
  bulkRoute,
  implementRoute(orderWriteContracts.assign, {
    handler: async (ctx, { query, body }) => {
      await requireOrderInScope(ctx, query.id);
      await assignOrder(ctx, query.id, body);
      const order = await detailFor(ctx, query.id);
      return { data: order, message: `Order ${order.OrderNo} assigned.` };
    },
  }),
];
