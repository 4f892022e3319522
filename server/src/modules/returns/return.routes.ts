import { joinAlternatives } from '@backoffice/shared/sales/common/state-machine';
import { RETURN_STATUS_LABELS, RETURN_TRANSITIONS } from '@backoffice/shared/sales/returns/order-return';
import { requirePermission } from '../../auth/permissions.js';
import { defineRoute, type MountableRoute } from '../../http/define-route.js';
import type { UserContext } from '../../http/request-context.js';
import { mayEditReturns, RETURN_PAGE, RETURNS_TAG } from '../sales-common/money-access.js';
import { MONEY_FILE_PARTS } from '../sales-common/money-input.js';
import {
  returnActionBody,
  returnableQuery,
  returnIdQuery,
  returnListQuery,
  returnSaveBody,
} from './return.validators.js';
import { runReturnAction } from './return-action.service.js';
import { loadReturnDetail } from './return-detail.js';
import { loadReturnPage } from './return-list.js';
import { loadReturnableOrder } from './return-quantities.js';
import { createReturn, updateReturn } from './return-save.service.js';

const page = RETURN_PAGE;
const tag = RETURNS_TAG;

const detailFor = async (ctx: UserContext, id: number) =>
  loadReturnDetail(ctx.deps.db, ctx.companyId, id, await mayEditReturns(ctx));

const statusWords = (statuses: readonly (keyof typeof RETURN_STATUS_LABELS)[]) =>
  joinAlternatives(statuses.map((status) => RETURN_STATUS_LABELS[status].toLowerCase()));

const actionRoutes = RETURN_TRANSITIONS.map((rule) =>
  defineRoute({
    method: 'post',
    path: `/orderreturn/${rule.action}`,
    summary: `${rule.label}: moves a return that is ${statusWords(rule.from)} to ${statusWords([rule.to])} (optional Remarks, kept in its history; optional Version refuses a stale screen).${rule.action === 'verify' ? ' The return is valued for good and counts on the party’s balance from today; the party’s orders are settled again (delivered ↔ paid).' : ''} From any other status: 409 saying what the return can do instead; of two at once, one wins and the other gets 409. Answers the OrderReturnDetail.`,
    access: 'user',
    tag,
    permission: { page, action: 'edit' },
    query: returnIdQuery,
    body: returnActionBody,
    handler: async (ctx, { query, body }) => {
      const returnNo = await runReturnAction(ctx, query.id, rule.action, body);
      return { data: await detailFor(ctx, query.id), message: `Return ${returnNo} ${rule.done}.` };
    },
  }),
);

/** Order returns: list, detail, what an order can still return, save, verify and cancel. */
export const returnRoutes: readonly MountableRoute[] = [
  defineRoute({
    method: 'get',
    path: '/orderreturn/list',
    summary:
      'Returns of the company, one page (pageNo, pageSize), newest return date first. Filters: PartyId, OrderId, Status (pending, verified, cancelled; one or a comma list), FromDate and ToDate (return date), query (return number, order number, party name, remarks). SortBy: ReturnDate, ReturnNo, OrderNo, TotalAmount, Status, PartyName, CreatedAt; SortType asc or desc. A page of OrderReturnSummary; AllowedActions is empty without edit permission.',
    access: 'user',
    tag,
    permission: { page, action: 'view' },
    query: returnListQuery,
    handler: async (ctx, { query }) => ({
      data: await loadReturnPage(ctx.deps.db, ctx.companyId, query, await mayEditReturns(ctx)),
    }),
  }),
  defineRoute({
    method: 'get',
    path: '/orderreturn/detail',
    summary:
      'One return with its lines (the order line, product, quantity, value) and its history (who made, verified or cancelled it, when, remarks). OrderReturnDetail.',
    access: 'user',
    tag,
    permission: { page, action: 'view' },
    query: returnIdQuery,
    handler: async (ctx, { query }) => ({ data: await detailFor(ctx, query.id) }),
  }),
  defineRoute({
    method: 'get',
    path: '/orderreturn/returnable',
    summary:
      'For a return form: the order’s lines with what was sold, what pending and verified returns already take, and what is left (ReturnableOrder), all in the product’s own unit, as return quantities are, whatever unit the line was sold in (SoldUnitQuantity and SoldUnitName say that: 2 Carton). CanReturn is false, with the reason, when the order’s status takes no return.',
    access: 'user',
    tag,
    permission: { page, action: 'view' },
    alsoPermittedBy: [{ page, action: 'create' }],
    query: returnableQuery,
    handler: async (ctx, { query }) => ({
      data: await loadReturnableOrder(ctx.deps.db, ctx.companyId, query.orderId),
    }),
  }),
  defineRoute({
    method: 'post',
    path: '/orderreturn/save',
    summary:
      'Without Id: makes a pending return of a delivered, paid or completed order (create permission; another status: 409), numbered RT-{year}-{serial}. With Id: replaces a pending return’s fields and lines, same order (edit permission; else 409; Version refuses a stale screen). JSON {OrderId, ReasonId, ReturnDate? (today, not later), Remarks?, Lines: [{OrderLineId, Quantity}]}, a form, or multipart with Lines as a JSON string and an optional File part (PNG, GIF, JPEG or PDF, checked by content, at most 5 MB). Each quantity must fit in what is left of its line: sold minus pending and verified returns (400 naming the line: Lines[0].Quantity). Answers the OrderReturnDetail.',
    access: 'user',
    tag,
    permission: { page, action: 'create' },
    alsoPermittedBy: [{ page, action: 'edit' }],
    body: returnSaveBody,
    bodyKind: 'multipart',
    files: MONEY_FILE_PARTS,
    handler: async (ctx, { body, files }) => {
      await requirePermission(ctx, { page, action: body.Id === undefined ? 'create' : 'edit' });
      if (body.Id === undefined) {
        const id = await createReturn(ctx, body, files);
        const saved = await detailFor(ctx, id);
        return { data: saved, message: `Return ${saved.ReturnNo} created.` };
      }
      await updateReturn(ctx, body.Id, body, files);
      const saved = await detailFor(ctx, body.Id);
      return { data: saved, message: `Return ${saved.ReturnNo} saved.` };
    },
  }),
  ...actionRoutes,
];
