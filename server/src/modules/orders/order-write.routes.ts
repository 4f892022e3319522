import { joinAlternatives } from '@backoffice/shared/sales/common/state-machine';
import { ORDER_STATUS_LABELS, ORDER_TRANSITIONS } from '@backoffice/shared/sales/orders/order-pipeline';
import { requirePermission } from '../../auth/permissions.js';
import { defineRoute, type MountableRoute } from '../../http/define-route.js';
import type { UserContext } from '../../http/request-context.js';
import { orderActionBody, orderAssignBody, orderIdQuery, orderSaveBody } from './order.validators.js';
import { mayRunOrderActions, ORDER_PAGE, ORDERS_TAG } from './order-access.js';
import { requireOrderInScope } from './order-assignee-scope.js';
import { loadOrderDetail } from './order-detail.js';
import { runOrderAction } from './pipeline/order-action.service.js';
import { assignOrder } from './pipeline/order-assign.service.js';
import { createOrder, updateOrder } from './save/order-save.service.js';

const page = ORDER_PAGE;
const tag = ORDERS_TAG;

const detailFor = async (ctx: UserContext, id: number) =>
  loadOrderDetail(ctx.deps.db, ctx.companyId, id, await mayRunOrderActions(ctx));

const statusWords = (statuses: readonly (keyof typeof ORDER_STATUS_LABELS)[]) =>
  joinAlternatives(statuses.map((status) => ORDER_STATUS_LABELS[status].toLowerCase()));

/** One route per pipeline action, described from the pipeline's own table. */
const actionRoutes = ORDER_TRANSITIONS.map((rule) =>
  defineRoute({
    method: 'post',
    path: `/order/${rule.action}`,
    summary: `${rule.label}: moves an order that is ${statusWords(rule.from)} to ${statusWords([rule.to])}${rule.remarksRequired ? ' (Remarks, the reason, is required)' : ' (optional Remarks)'}. Optional Version refuses a stale screen. From any other status: 409 with what the order can do instead. Of two at once, one wins and the other gets 409. Answers the OrderDetail.`,
    access: 'user',
    tag,
    permission: { page, action: 'edit' },
    query: orderIdQuery,
    body: orderActionBody,
    handler: async (ctx, { query, body }) => {
      await requireOrderInScope(ctx, query.id);
      const orderNo = await runOrderAction(ctx, query.id, rule.action, body);
      return { data: await detailFor(ctx, query.id), message: `Order ${orderNo} ${rule.done}.` };
    },
  }),
);

/** Orders written: save, the pipeline actions and assignment. */
export const orderWriteRoutes: readonly MountableRoute[] = [
  defineRoute({
    method: 'post',
    path: '/order/save',
    summary:
      'Without Id: creates an order, not confirmed, numbered SO-{year}-{serial} (create permission). With Id: replaces its fields and lines while it is not confirmed or confirmed (edit permission; else 409), refused with 409 if Version is sent and the order moved on. JSON {PartyId, SalesPersonId?, OrderDate? (today), Remarks?, OrderDiscountPercent? or OrderDiscountAmount?, Lines: [{ProductId, UnitId?, Quantity, UnitPrice?, DiscountPercent? or DiscountAmount?}]}, or a form with Lines as a JSON string. Amounts in rupees. UnitId is the product’s own unit (when left out) or the unit of one of its product units (GET /order/productunits); Quantity and UnitPrice are in that unit, and any other unit is 400 (Lines[0].UnitId). A line without UnitPrice gets the party’s current price on the order date, else the product’s, times the unit’s conversion factor, rounded to the paisa once. The line keeps the unit’s name, factor and its quantity in base units (BaseQuantity), whatever later happens to the product unit. Field errors name the line: Lines[0].Quantity. Answers the OrderDetail.',
    access: 'user',
    tag,
    // Create or edit depends on the body: either opens the route, and the handler asks for the one that applies.
    permission: { page, action: 'create' },
    alsoPermittedBy: [{ page, action: 'edit' }],
    body: orderSaveBody,
    handler: async (ctx, { body }) => {
      await requirePermission(ctx, { page, action: body.Id === undefined ? 'create' : 'edit' });
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
  defineRoute({
    method: 'post',
    path: '/order/assign',
    summary:
      'Assigns an order for a day (AssignDate, YYYY-MM-DD) to a delivery person (DeliveryUserId: a member of type deliveryPerson) and/or a dealer (DealerUserId: a member of type dealer); whoever is not named keeps their assignment; AssignDate within a year of today (else 400). Up to dispatched: from delivered on, and for cancelled orders, 409. Kept in the audit log. Answers the OrderDetail.',
    access: 'user',
    tag,
    permission: { page, action: 'edit' },
    query: orderIdQuery,
    body: orderAssignBody,
    handler: async (ctx, { query, body }) => {
      await requireOrderInScope(ctx, query.id);
      await assignOrder(ctx, query.id, body);
      const order = await detailFor(ctx, query.id);
      return { data: order, message: `Order ${order.OrderNo} assigned.` };
    },
  }),
];
