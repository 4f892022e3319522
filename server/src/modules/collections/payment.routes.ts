import {
  CHEQUE_STATUS_LABELS,
  CHEQUE_TRANSITIONS,
} from '@backoffice/shared/sales/collections/cheque-lifecycle';
import { joinAlternatives } from '@backoffice/shared/sales/common/state-machine';
import { requirePermission } from '../../auth/permissions.js';
import { defineRoute, type MountableRoute } from '../../http/define-route.js';
import type { UserContext } from '../../http/request-context.js';
import { PAYMENT_PAGE, PAYMENTS_TAG, paymentRights } from '../sales-common/money-access.js';
import { MONEY_FILE_PARTS } from '../sales-common/money-input.js';
import {
  chequeActionBody,
  chequeBounceBody,
  paymentDeleteBody,
  paymentIdQuery,
  paymentListQuery,
  paymentSaveBody,
} from './payment.validators.js';
import { deletePayment, runChequeAction } from './payment-action.service.js';
import { loadPaymentDetail } from './payment-detail.js';
import { loadPaymentPage } from './payment-list.js';
import { createPayment, updatePayment } from './payment-save.service.js';

const page = PAYMENT_PAGE;
const tag = PAYMENTS_TAG;

const detailFor = async (ctx: UserContext, id: number) =>
  loadPaymentDetail(ctx.deps.db, ctx.companyId, id, await paymentRights(ctx));

const statusWords = (statuses: readonly (keyof typeof CHEQUE_STATUS_LABELS)[]) =>
  joinAlternatives(statuses.map((status) => CHEQUE_STATUS_LABELS[status].toLowerCase()));

const SAVE_SUMMARY =
  'Without Id: records a payment received (create permission), numbered RC-{year}-{serial}: JSON {PartyId, Method (cash, cheque, bankTransfer, wallet), Amount (rupees, more than 0), PaymentDate? (today, not later), ReferenceNo? (transfer or wallet), ChequeNo and ChequeBank (required for a cheque), ChequeDate?, Remarks?, Orders?: [{OrderId, Amount?}]}, a form, or multipart with Orders as a JSON string and an optional File part (the cheque’s image: PNG, GIF, JPEG or PDF, at most 5 MB). Orders names what it pays (the party’s, not cancelled; amounts together no more than the payment); the rest pays the party’s oldest owed orders first. Cash, transfers and wallets count at once and settle the party’s orders (delivered ↔ paid); a cheque starts received and counts once cleared. With Id (edit permission): corrects a cheque still received, or another payment on the day it was recorded; method and party stay (else 409 or 400; Version refuses a stale screen). Answers the PaymentDetail.';

const saveRoute = (path: string) =>
  defineRoute({
    method: 'post',
    path,
    summary:
      path === '/payment/save'
        ? SAVE_SUMMARY
        : `The spec’s collection save: the same as POST /payment/save. ${SAVE_SUMMARY}`,
    access: 'user',
    tag,
    permission: { page, action: 'create' },
    alsoPermittedBy: [{ page, action: 'edit' }],
    body: paymentSaveBody,
    bodyKind: 'multipart',
    files: MONEY_FILE_PARTS,
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

/** One route per cheque move, under /payment and under the spec's /collection. */
const chequeRoutes = ['payment', 'collection'].flatMap((base) =>
  CHEQUE_TRANSITIONS.map((rule) =>
    defineRoute({
      method: 'post',
      path: `/${base}/${rule.action}`,
      summary: `${rule.label}: moves a cheque that is ${statusWords(rule.from)} to ${statusWords([rule.to])}${rule.action === 'bounce' ? ' (BounceReason required, the bank’s reason; optional BounceCharge in rupees, added to the party’s balance and kept there even if the cheque is deposited again)' : ' (optional Remarks)'}. ${rule.action === 'deposit' ? 'Nothing counts yet.' : 'What the party has paid changes, so its orders are settled again (delivered ↔ paid) in the same transaction.'} Optional Version refuses a stale screen. Another status, or not a cheque: 409 saying why; of two at once, one wins and the other gets 409.${base === 'collection' ? ` The same as POST /payment/${rule.action}.` : ''} Answers the PaymentDetail.`,
      access: 'user',
      tag,
      permission: { page, action: 'edit' },
      query: paymentIdQuery,
      body: rule.action === 'bounce' ? chequeBounceBody : chequeActionBody,
      handler: async (ctx, { query, body }) => {
        const receiptNo = await runChequeAction(ctx, query.id, rule.action, body);
        return { data: await detailFor(ctx, query.id), message: `Cheque of ${receiptNo} ${rule.done}.` };
      },
    }),
  ),
);

/** Payments received (collections): list, detail, save, delete and the cheque's moves. */
export const paymentRoutes: readonly MountableRoute[] = [
  defineRoute({
    method: 'get',
    path: '/payment/list',
    summary:
      'Payments received by the company, one page (pageNo, pageSize), newest payment date first. Filters: PartyId, Method and ChequeStatus (one or a comma list each), FromDate and ToDate (payment date), query (receipt number, cheque number, bank, reference, remarks, party name). SortBy: PaymentDate, ReceiptNo, Amount, PartyName, ChequeDate, CreatedAt; SortType asc or desc. A page of PaymentSummary; AllowedActions and CanDelete follow the caller’s permissions.',
    access: 'user',
    tag,
    permission: { page, action: 'view' },
    query: paymentListQuery,
    handler: async (ctx, { query }) => ({
      data: await loadPaymentPage(ctx.deps.db, ctx.companyId, query, await paymentRights(ctx)),
    }),
  }),
  defineRoute({
    method: 'get',
    path: '/payment/detail',
    summary:
      'One payment with the orders it names, what it pays now once cleared (Allocations, recomputed: named orders first, then the oldest owed), what is left over (Unallocated), and the cheque’s moves (History). PaymentDetail.',
    access: 'user',
    tag,
    permission: { page, action: 'view' },
    query: paymentIdQuery,
    handler: async (ctx, { query }) => ({ data: await detailFor(ctx, query.id) }),
  }),
  saveRoute('/payment/save'),
  saveRoute('/collection/save'),
  defineRoute({
    method: 'post',
    path: '/payment/delete',
    summary:
      'Deletes a payment recorded by mistake: any but a cheque that went to the bank (deposited, cleared or bounced: 409). Kept in the audit log. A payment that counted no longer does, so the party’s orders are settled again (paid → delivered). Optional Version refuses a stale screen.',
    access: 'user',
    tag,
    permission: { page, action: 'delete' },
    query: paymentIdQuery,
    body: paymentDeleteBody,
    handler: async (ctx, { query, body }) => {
      const receiptNo = await deletePayment(ctx, query.id, body);
      return { data: null, message: `Payment ${receiptNo} deleted.` };
    },
  }),
  ...chequeRoutes,
];
