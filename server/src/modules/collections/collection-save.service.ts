import {
  CHEQUE_STATUS_LABELS,
  initialChequeStatus,
  isPaymentCleared,
  PAYMENT_METHOD_LABELS,
} from '@backoffice/shared/sales/collections/cheque-lifecycle';
import type { PaymentSaveBody } from '@backoffice/shared/sales/collections/collection.contract';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import { writeUserAudit } from '../../audit/audit-log.js';
import type { Database } from '../../db/database.js';
import { paymentNamedOrders, payments, paymentTransitions } from '../../db/schema/index.js';
import { toRupees } from '../../entities/entity-values.js';
import { conflict } from '../../http/api-error.js';
import type { UploadedFiles } from '../../http/define-route.js';
import type { UserContext } from '../../http/request-context.js';
import { postPaymentReceipt, repostPaymentReceipt } from '../accounting/sales-books/payment-books.js';
import { booksActorOf } from '../accounting/vouchers/voucher-save.service.js';
import { companyCalendar } from '../sales-common/company-calendar.js';
import { allocateCallerDocumentNo } from '../sales-common/document-number.js';
import { lockParty } from '../sales-common/party-lock.js';
import { refuse, storeDocumentFile } from '../sales-common/sales-input.js';
import { type CollectionInput, readCollectionInput } from './collection-input.js';
import { collectionNotFound, ownCollection } from './collection-record.js';
import { settleAfterCallerChange } from './order-settlement.js';

export const COLLECTION_ENTITY = 'Payment';
export const STALE_COLLECTION_MESSAGE = 'This payment was changed by someone else; reload it.';

const paymentValues = (ctx: UserContext, input: CollectionInput) => {
  const cleared = isPaymentCleared({ method: input.method, chequeStatus: initialChequeStatus(input.method) });
  return {
    paymentDate: input.paymentDate,
    amount: input.amount,
    referenceNo: input.referenceNo,
    chequeNo: input.chequeNo,
    chequeBank: input.chequeBank,
    chequeDate: input.chequeDate,
    // Cash and transfers count from the day they were received; a cheque from its clearing.
    clearedOn: cleared ? input.paymentDate : null,
    clearedAt: cleared ? ctx.now : null,
    remarks: input.remarks,
    updatedAt: ctx.now,
    updatedBy: ctx.user.userId,
  };
};

const insertNamedOrders = async (
  tx: Database,
  companyId: number,
  paymentId: number,
  input: CollectionInput,
) => {
  if (input.named.length === 0) return;
  await tx.insert(paymentNamedOrders).values(
    input.named.map((item, index) => ({
      companyId,
      paymentId,
      orderId: item.orderId,
      position: index + 1,
      amount: item.amount,
    })),
  );
};

const auditPicture = (receiptNo: string, input: CollectionInput) => ({
  ReceiptNo: receiptNo,
  PaymentDate: input.paymentDate,
  PartyId: input.partyId,
  Method: input.method,
  Amount: toRupees(input.amount),
  ReferenceNo: input.referenceNo,
  ChequeNo: input.chequeNo,
  ChequeBank: input.chequeBank,
  ChequeDate: input.chequeDate,
  Remarks: input.remarks,
  Orders: input.named.map((item) => ({
    OrderId: item.orderId,
    Amount: item.amount === null ? null : toRupees(item.amount),
  })),
});

/**
 * Records a payment, numbered RC-{fiscal year}-{serial}. A cheque starts received (its first history
 * step); anything else counts at once, so the party's orders are settled in the same transaction.
 * Answers its id.
 */
export const createCollection = async (
  ctx: UserContext,
  body: PaymentSaveBody,
  files: UploadedFiles,
): Promise<number> => {
  const input = await readCollectionInput(ctx, body);
  const filePath = await storeDocumentFile(ctx, files);
  const chequeStatus = initialChequeStatus(input.method);
  return ctx.deps.db.transaction(async (transaction) => {
    const tx = transaction as Database;
    await lockParty(tx, ctx.companyId, input.partyId);
    const receiptNo = await allocateCallerDocumentNo(ctx, tx, 'receipt', input.paymentDate);
    const [row] = await tx
      .insert(payments)
      .values({
        ...paymentValues(ctx, input),
        companyId: ctx.companyId,
        receiptNo,
        partyId: input.partyId,
        method: input.method,
        chequeStatus,
        filePath,
        statusChangedAt: ctx.now,
        createdAt: ctx.now,
        createdBy: ctx.user.userId,
      })
      .returning({ id: payments.id });
    if (!row) throw new Error('The payment was not inserted');
    await insertNamedOrders(tx, ctx.companyId, row.id, input);
    // The receipt enters the books with the payment (a cheque into Cheques in Hand), or neither does.
    await postPaymentReceipt(tx, booksActorOf(ctx), row.id);
    if (chequeStatus !== null) {
      await tx.insert(paymentTransitions).values({
        companyId: ctx.companyId,
        paymentId: row.id,
        action: 'receive',
        fromStatus: null,
        toStatus: chequeStatus,
        day: input.today,
        byUserId: ctx.user.userId,
        at: ctx.now,
      });
    } else {
      await settleAfterCallerChange(tx, ctx, input.partyId, `Receipt ${receiptNo} received.`);
    }
    await writeUserAudit(tx, ctx, {
      action: 'create',
      entity: COLLECTION_ENTITY,
      entityId: row.id,
      after: auditPicture(receiptNo, input),
    });
    return row.id;
  });
};

export const findCollectionState = async (db: Database, companyId: number, id: number) => {
  const [row] = await db
    .select({
      receiptNo: payments.receiptNo,
      partyId: payments.partyId,
      method: payments.method,
      chequeStatus: payments.chequeStatus,
      amount: payments.amount,
      paymentDate: payments.paymentDate,
      version: payments.version,
      createdAt: payments.createdAt,
    })
    .from(payments)
    .where(ownCollection(companyId, id));
  if (!row) throw collectionNotFound(id);
  return row;
};

type PaymentState = Awaited<ReturnType<typeof findCollectionState>>;

/**
 * Whether a payment may still be corrected, and why not. A cheque may be until it goes to the bank
 * (nothing has counted yet); any other payment only on the day it was recorded, to put right a
 * typing mistake before the day's cash is counted. Later, the record stands: delete it (the audit
 * log keeps it) and record it again.
 */
const editRefusal = async (
  ctx: UserContext,
  current: PaymentState,
  today: string,
): Promise<string | null> => {
  if (current.method === 'cheque') {
    if (current.chequeStatus === 'received') return null;
    const status = CHEQUE_STATUS_LABELS[current.chequeStatus ?? 'received'].toLowerCase();
    return `A cheque that is ${status} can no longer be changed; only a received cheque can.`;
  }
  const recordedOn = (await companyCalendar(ctx.deps.db, ctx.companyId))(current.createdAt);
  if (recordedOn === today) return null;
  const method = PAYMENT_METHOD_LABELS[current.method].toLowerCase();
  return `A ${method} payment can be changed only on the day it was recorded; delete it and record it again.`;
};

/** Corrects a payment (see editRefusal); method and party stay as recorded. */
export const updateCollection = async (
  ctx: UserContext,
  id: number,
  body: PaymentSaveBody,
  files: UploadedFiles,
): Promise<void> => {
  const { db } = ctx.deps;
  const current = await findCollectionState(db, ctx.companyId, id);
  if (body.Version !== undefined && body.Version !== current.version)
    throw conflict(STALE_COLLECTION_MESSAGE);
  if (body.Method !== current.method) {
    refuse([
      { Field: 'Method', Message: 'The method cannot change; delete the payment and record it again.' },
    ]);
  }
  if (body.PartyId !== current.partyId) {
    refuse([
      { Field: 'PartyId', Message: 'The party cannot change; delete the payment and record it again.' },
    ]);
  }
  const input = await readCollectionInput(ctx, body);
  const refusal = await editRefusal(ctx, current, input.today);
  if (refusal) throw conflict(refusal);
  const filePath = await storeDocumentFile(ctx, files);
  const stillEditable: SQL | undefined =
    current.method === 'cheque' ? eq(payments.chequeStatus, 'received') : undefined;
  const saved = await db.transaction(async (transaction) => {
    const tx = transaction as Database;
    await lockParty(tx, ctx.companyId, current.partyId);
    const [row] = await tx
      .update(payments)
      .set({
        ...paymentValues(ctx, input),
        ...(filePath === null ? {} : { filePath }),
        version: sql`${payments.version} + 1`,
      })
      .where(and(ownCollection(ctx.companyId, id), eq(payments.version, current.version), stillEditable))
      .returning({ id: payments.id });
    if (!row) return false;
    await tx
      .delete(paymentNamedOrders)
      .where(and(eq(paymentNamedOrders.companyId, ctx.companyId), eq(paymentNamedOrders.paymentId, id)));
    await insertNamedOrders(tx, ctx.companyId, id, input);
    // A posted receipt never changes: a correction of its amount or date reverses it and posts anew.
    await repostPaymentReceipt(
      tx,
      booksActorOf(ctx),
      id,
      input.today,
      `Receipt ${current.receiptNo} corrected`,
    );
    if (current.method !== 'cheque') {
      await settleAfterCallerChange(tx, ctx, current.partyId, `Receipt ${current.receiptNo} corrected.`);
    }
    await writeUserAudit(tx, ctx, {
      action: 'update',
      entity: COLLECTION_ENTITY,
      entityId: id,
      before: {
        ReceiptNo: current.receiptNo,
        PaymentDate: current.paymentDate,
        Amount: toRupees(current.amount),
      },
      after: auditPicture(current.receiptNo, input),
    });
    return true;
  });
  if (saved) return;
  const now = await findCollectionState(db, ctx.companyId, id);
  throw conflict((await editRefusal(ctx, now, input.today)) ?? STALE_COLLECTION_MESSAGE);
};
