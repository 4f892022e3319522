/**
 * A payment's vouchers: its Receipt when recorded (re-posted when corrected, reversed when
 * deleted), and a cheque's Contra when deposited and Journal when bounced. A bounced cheque
 * deposited again is received again: attempt n of the receipt and the deposit. Clearing posts
 * nothing. Each runs in the payment's own transaction, after the payment row moved.
 */

import {
  chequeBouncePosting,
  chequeDepositPosting,
  type Posting,
  receiptPosting,
} from '@backoffice/shared/accounting/sales-postings';
import type { PaymentMethod } from '@backoffice/shared/sales/collections/cheque-lifecycle';
import { and, asc, count, eq, isNull, like } from 'drizzle-orm';
import type { Database } from '../../../db/database.js';
import {
  orders,
  paymentNamedOrders,
  payments,
  paymentTransitions,
  vouchers,
} from '../../../db/schema/index.js';
import { conflict } from '../../../http/api-error.js';
import { cancelPostedVoucher } from '../vouchers/voucher-cancel.js';
import type { BooksActor, PostedVoucher } from '../vouchers/voucher-poster.js';
import { type BooksLookups, freshLookups, type LedgerRole } from './books-ledgers.js';
import { postSalesPosting } from './sales-posting.js';

const receivingRole = (method: PaymentMethod): LedgerRole =>
  method === 'cash' ? 'cash' : method === 'cheque' ? 'chequesInHand' : 'bank';

const readPayment = async (tx: Database, companyId: number, paymentId: number) => {
  const [row] = await tx
    .select({
      partyId: payments.partyId,
      method: payments.method,
      amount: payments.amount,
      paymentDate: payments.paymentDate,
      receiptNo: payments.receiptNo,
      chequeNo: payments.chequeNo,
      chequeDate: payments.chequeDate,
      version: payments.version,
    })
    .from(payments)
    .where(and(eq(payments.companyId, companyId), eq(payments.id, paymentId)));
  if (!row) throw new Error(`Payment ${paymentId} is not there to post`);
  return row;
};

type PaymentRow = Awaited<ReturnType<typeof readPayment>>;

/** A payment's posting, its voucher referring to the receipt and the cheque. */
const postForPayment = (
  tx: Database,
  actor: BooksActor,
  paymentId: number,
  payment: PaymentRow,
  posting: Posting,
): Promise<PostedVoucher> =>
  postSalesPosting(
    tx,
    actor,
    posting,
    { kind: 'payment', id: paymentId },
    { reference: payment.receiptNo, chequeNo: payment.chequeNo, chequeDate: payment.chequeDate },
  );

/** The bill a receipt settles: the order a payment names when it names just one. */
const billOf = async (tx: Database, companyId: number, paymentId: number): Promise<string | undefined> => {
  const named = await tx
    .select({ orderNo: orders.orderNo })
    .from(paymentNamedOrders)
    .innerJoin(
      orders,
      and(eq(orders.companyId, paymentNamedOrders.companyId), eq(orders.id, paymentNamedOrders.orderId)),
    )
    .where(and(eq(paymentNamedOrders.companyId, companyId), eq(paymentNamedOrders.paymentId, paymentId)))
    .limit(2);
  return named.length === 1 ? named[0]?.orderNo : undefined;
};

const baseReceiptKey = (paymentId: number) => `payment:${paymentId}:receipt`;

/** The receipt that counts now: posted, not a reversal, of the payment's first attempt. */
const liveReceipt = async (tx: Database, companyId: number, paymentId: number) => {
  const [row] = await tx
    .select({ id: vouchers.id, total: vouchers.totalAmount, date: vouchers.voucherDate })
    .from(vouchers)
    .where(
      and(
        eq(vouchers.companyId, companyId),
        eq(vouchers.sourceKind, 'payment'),
        eq(vouchers.sourceId, paymentId),
        eq(vouchers.voucherType, 'receipt'),
        eq(vouchers.status, 'posted'),
        isNull(vouchers.reversalOfId),
        like(vouchers.sourceKey, `${baseReceiptKey(paymentId)}%`),
      ),
    )
    .orderBy(asc(vouchers.id))
    .limit(1);
  return row;
};

const isKeyTaken = async (tx: Database, companyId: number, key: string): Promise<boolean> => {
  const [row] = await tx
    .select({ id: vouchers.id })
    .from(vouchers)
    .where(and(eq(vouchers.companyId, companyId), eq(vouchers.sourceKey, key)));
  return row !== undefined;
};

/**
 * The payment's receipt as it stands. The first posting takes the builder's key; after a
 * correction reversed it, the new one is keyed by the payment's version (`…:receipt:v3`), so a
 * retry of either posts nothing new. `attempt` 2 and on: a bounced cheque received again.
 */
export const postPaymentReceipt = async (
  tx: Database,
  actor: BooksActor,
  paymentId: number,
  options: { attempt?: number; day?: string } = {},
  lookups: BooksLookups = freshLookups,
): Promise<PostedVoucher> => {
  const payment = await readPayment(tx, actor.companyId, paymentId);
  const ledgers = await lookups.defaults(tx, actor.companyId, [receivingRole(payment.method)]);
  const billRef = await billOf(tx, actor.companyId, paymentId);
  const posting = receiptPosting(
    {
      paymentId,
      date: options.day ?? payment.paymentDate,
      partyLedgerId: await lookups.party(tx, actor.companyId, payment.partyId),
      method: payment.method,
      amount: payment.amount,
      ...(billRef === undefined ? {} : { billRef }),
      ...(options.attempt === undefined ? {} : { attempt: options.attempt }),
    },
    ledgers,
  );
  const corrected =
    options.attempt === undefined &&
    posting.sourceKey === baseReceiptKey(paymentId) &&
    (await isKeyTaken(tx, actor.companyId, posting.sourceKey));
  const keyed = corrected ? { ...posting, sourceKey: `${posting.sourceKey}:v${payment.version}` } : posting;
  return postForPayment(tx, actor, paymentId, payment, keyed);
};

/**
 * Reverses the payment's live receipt (the payment is deleted, or corrected), dated `day`. Nothing
 * to reverse when it never reached the books; 409 when another request reversed it meanwhile.
 */
export const reversePaymentReceipt = async (
  tx: Database,
  actor: BooksActor,
  paymentId: number,
  day: string,
  remarks: string,
): Promise<void> => {
  const receipt = await liveReceipt(tx, actor.companyId, paymentId);
  if (!receipt) return;
  const cancelled = await cancelPostedVoucher(tx, actor, receipt.id, day, remarks);
  if (!cancelled) throw conflict('The payment’s receipt voucher was changed by someone else; reload it.');
};

/** A corrected payment: its receipt reversed and posted again, only when the books' figures moved. */
export const repostPaymentReceipt = async (
  tx: Database,
  actor: BooksActor,
  paymentId: number,
  day: string,
  remarks: string,
): Promise<void> => {
  const payment = await readPayment(tx, actor.companyId, paymentId);
  const receipt = await liveReceipt(tx, actor.companyId, paymentId);
  if (receipt && receipt.total === payment.amount && receipt.date === payment.paymentDate) return;
  await reversePaymentReceipt(tx, actor, paymentId, day, remarks);
  await postPaymentReceipt(tx, actor, paymentId);
};

/** How many times the cheque has gone to the bank, counting the move just written. */
const depositCount = async (tx: Database, companyId: number, paymentId: number): Promise<number> => {
  const [row] = await tx
    .select({ n: count() })
    .from(paymentTransitions)
    .where(
      and(
        eq(paymentTransitions.companyId, companyId),
        eq(paymentTransitions.paymentId, paymentId),
        eq(paymentTransitions.action, 'deposit'),
      ),
    );
  return Number(row?.n ?? 0);
};

/**
 * A cheque deposited on `day`: Contra, attempt n (by default the deposits written so far, this one
 * included; the backlog names it, walking the history).
 */
export const postChequeDeposit = async (
  tx: Database,
  actor: BooksActor,
  paymentId: number,
  day: string,
  attemptOf?: number,
  lookups: BooksLookups = freshLookups,
): Promise<PostedVoucher> => {
  const attempt = attemptOf ?? (await depositCount(tx, actor.companyId, paymentId));
  // Deposited again after a bounce: the bounce gave the money back to the party, so it is received again.
  if (attempt > 1) await postPaymentReceipt(tx, actor, paymentId, { attempt, day }, lookups);
  const payment = await readPayment(tx, actor.companyId, paymentId);
  const ledgers = await lookups.defaults(tx, actor.companyId, ['bank', 'chequesInHand']);
  const posting = chequeDepositPosting({ paymentId, attempt, date: day, amount: payment.amount }, ledgers);
  return postForPayment(tx, actor, paymentId, payment, posting);
};

/** A cheque bounced on `day` with `charge` paisa: Journal of the deposit (attempt n) it undoes. */
export const postChequeBounce = async (
  tx: Database,
  actor: BooksActor,
  paymentId: number,
  day: string,
  charge: number,
  attemptOf?: number,
  lookups: BooksLookups = freshLookups,
): Promise<PostedVoucher> => {
  const attempt = attemptOf ?? Math.max(1, await depositCount(tx, actor.companyId, paymentId));
  const payment = await readPayment(tx, actor.companyId, paymentId);
  const ledgers = await lookups.defaults(
    tx,
    actor.companyId,
    charge > 0 ? ['bank', 'bounceCharges'] : ['bank'],
  );
  const billRef = await billOf(tx, actor.companyId, paymentId);
  const posting = chequeBouncePosting(
    {
      paymentId,
      attempt,
      date: day,
      amount: payment.amount,
      charge,
      partyLedgerId: await lookups.party(tx, actor.companyId, payment.partyId),
      ...(billRef === undefined ? {} : { billRef }),
    },
    ledgers,
  );
  return postForPayment(tx, actor, paymentId, payment, posting);
};
