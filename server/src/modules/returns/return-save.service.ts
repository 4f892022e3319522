import { ORDER_RETURN_REASON } from '@backoffice/shared/entities/sales/order-return-reason.entity';
import type { FieldError } from '@backoffice/shared/envelope';
import type { InputProblem } from '@backoffice/shared/sales/orders/order-totals';
import {
  canTakeReturn,
  checkReturnQuantities,
  INITIAL_RETURN_STATUS,
  priceReturn,
  type ReturnQuantity,
  type ReturnValue,
} from '@backoffice/shared/sales/returns/order-return';
import {
  MAX_RETURN_LINES,
  type ReturnSaveBody,
  returnLineSchema,
} from '@backoffice/shared/sales/returns/return.contract';
import { and, eq, sql } from 'drizzle-orm';
import { writeUserAudit } from '../../audit/audit-log.js';
import type { Database } from '../../db/database.js';
import {
  orderReturnLines,
  orderReturnReasonsTable,
  orderReturns,
  orderReturnTransitions,
} from '../../db/schema/index.js';
import { entityTable } from '../../entities/entity-table.js';
import { toRupees } from '../../entities/entity-values.js';
import { badRequest, conflict } from '../../http/api-error.js';
import type { UploadedFiles } from '../../http/define-route.js';
import type { UserContext } from '../../http/request-context.js';
import { transitionStep } from '../audit/transition-history.js';
import { companyToday } from '../orders/company-today.js';
import { loadOrderLines } from '../orders/order-detail.js';
import { allocateCallerDocumentNo } from '../sales-common/document-number.js';
import { lockParty } from '../sales-common/party-lock.js';
import { parseListField, refuse, storeDocumentFile } from '../sales-common/sales-input.js';
import {
  findOrderForReturn,
  type OrderForReturn,
  returnedQuantities,
  toSoldLines,
} from './return-quantities.js';
import { findReturnState, ownReturn } from './return-record.js';

export const RETURN_ENTITY = 'OrderReturn';
export const STALE_RETURN_MESSAGE = 'This return was changed by someone else; reload it.';
export const notEditableReturnMessage = (status: string) =>
  `A return that is ${status} can no longer be changed; only a pending one can.`;

const reason = entityTable(ORDER_RETURN_REASON);

/** order-return.ts names line problems `lines.0.quantity`; the API names them `Lines[0].Quantity`. */
const FIELD_NAMES: Readonly<Record<string, string>> = { lineId: 'OrderLineId', quantity: 'Quantity' };
const toFieldErrors = (problems: readonly InputProblem[]): FieldError[] =>
  problems.map(({ path, message }) => {
    const [, index, name] = path.split('.');
    if (index === undefined) return { Field: 'Lines', Message: message };
    const field = name === undefined ? '' : `.${FIELD_NAMES[name] ?? name}`;
    return { Field: `Lines[${index}]${field}`, Message: message };
  });

interface ReturnInput {
  order: OrderForReturn;
  returnDate: string;
  reasonId: number;
  remarks: string | null;
  lines: ReturnQuantity[];
}

const checkReason = async (ctx: UserContext, reasonId: number): Promise<void> => {
  const [row] = await ctx.deps.db
    .select({ isActive: reason.IsActive })
    .from(orderReturnReasonsTable)
    .where(and(eq(reason.companyId, ctx.companyId), eq(reason.id, reasonId)));
  const message = !row
    ? `Return reason ${reasonId} was not found.`
    : row.isActive === false
      ? 'This return reason is not active.'
      : null;
  if (message) throw badRequest(message, [{ Field: 'ReasonId', Message: message }]);
};

/** Everything a save can check before it locks the party: the fields, the order, the reason. */
const readInput = async (ctx: UserContext, body: ReturnSaveBody): Promise<ReturnInput> => {
  const parsed = parseListField(body.Lines, returnLineSchema, {
    field: 'Lines',
    noun: 'Line',
    required: true,
    emptyMessage: 'A return needs at least one line.',
    max: MAX_RETURN_LINES,
  });
  if (!parsed.ok) return refuse(parsed.errors);
  const today = await companyToday(ctx.deps.db, ctx.companyId, ctx.now);
  const returnDate = body.ReturnDate ?? today;
  if (returnDate > today) {
    refuse([{ Field: 'ReturnDate', Message: 'Return date cannot be after today.' }]);
  }
  const order = await findOrderForReturn(ctx.deps.db, ctx.companyId, body.OrderId);
  if (!order) return refuse([{ Field: 'OrderId', Message: `Order ${body.OrderId} was not found.` }]);
  const returnable = canTakeReturn(order.status);
  if (!returnable.ok) throw conflict(returnable.message);
  await checkReason(ctx, body.ReasonId);
  return {
    order,
    returnDate,
    reasonId: body.ReasonId,
    remarks: body.Remarks ?? null,
    lines: parsed.items.map((line) => ({ lineId: line.OrderLineId, quantity: line.Quantity })),
  };
};

/**
 * Checks the quantities against what is left (sold minus pending and verified returns) and values
 * the return, estimated after the verified ones. Run under the party's lock, so two returns of one
 * order cannot both take the last of a line.
 */
const checkAndValue = async (
  tx: Database,
  companyId: number,
  input: ReturnInput,
  except?: number,
): Promise<ReturnValue> => {
  const sold = toSoldLines(await loadOrderLines(tx, companyId, [input.order.id]));
  const held = await returnedQuantities(tx, companyId, input.order.id, ['pending', 'verified'], except);
  const checked = checkReturnQuantities(sold, held, input.lines);
  if (!checked.ok) return refuse(toFieldErrors(checked.problems));
  const verified = await returnedQuantities(tx, companyId, input.order.id, ['verified'], except);
  const priced = priceReturn(sold, verified, input.lines);
  if (!priced.ok) return refuse(toFieldErrors(priced.problems));
  return priced.value;
};

const insertLines = async (tx: Database, companyId: number, returnId: number, value: ReturnValue) => {
  await tx.insert(orderReturnLines).values(
    value.lines.map((line) => ({
      companyId,
      returnId,
      orderLineId: line.lineId,
      quantity: line.quantityMilli / 1000,
      taxableAmount: line.taxable,
      vatAmount: line.vat,
      lineTotal: line.total,
    })),
  );
};

const auditPicture = (returnNo: string, input: ReturnInput, value: ReturnValue) => ({
  ReturnNo: returnNo,
  OrderId: input.order.id,
  ReturnDate: input.returnDate,
  ReasonId: input.reasonId,
  Remarks: input.remarks,
  TotalAmount: toRupees(value.total),
  Lines: input.lines.map((line) => ({ OrderLineId: line.lineId, Quantity: line.quantity })),
});

const totalsOf = (value: ReturnValue) => ({
  taxableAmount: value.taxable,
  vatAmount: value.vat,
  totalAmount: value.total,
  lineCount: value.lines.length,
});

/** A new pending return, numbered, with its 'create' step in the history. Answers its id. */
export const createReturn = async (
  ctx: UserContext,
  body: ReturnSaveBody,
  files: UploadedFiles,
): Promise<number> => {
  const input = await readInput(ctx, body);
  return ctx.deps.db.transaction(async (transaction) => {
    const tx = transaction as Database;
    await lockParty(tx, ctx.companyId, input.order.partyId);
    const value = await checkAndValue(tx, ctx.companyId, input);
    // Stored once the return is known to be good, so a refused one leaves no file behind.
    const filePath = await storeDocumentFile(ctx, files);
    const returnNo = await allocateCallerDocumentNo(ctx, tx, 'return', input.returnDate);
    const [row] = await tx
      .insert(orderReturns)
      .values({
        companyId: ctx.companyId,
        returnNo,
        returnDate: input.returnDate,
        orderId: input.order.id,
        partyId: input.order.partyId,
        reasonId: input.reasonId,
        status: INITIAL_RETURN_STATUS,
        remarks: input.remarks,
        filePath,
        ...totalsOf(value),
        statusChangedAt: ctx.now,
        createdAt: ctx.now,
        createdBy: ctx.user.userId,
        updatedAt: ctx.now,
        updatedBy: ctx.user.userId,
      })
      .returning({ id: orderReturns.id });
    if (!row) throw new Error('The return was not inserted');
    await insertLines(tx, ctx.companyId, row.id, value);
    await tx.insert(orderReturnTransitions).values({
      ...transitionStep(ctx, 'create', null, INITIAL_RETURN_STATUS, null),
      returnId: row.id,
    });
    await writeUserAudit(tx, ctx, {
      action: 'create',
      entity: RETURN_ENTITY,
      entityId: row.id,
      after: auditPicture(returnNo, input, value),
    });
    return row.id;
  });
};

/**
 * Replaces a pending return's fields and lines (same order). The update names the version it read
 * and the pending status, so a verify or another save in between makes this one lose (409). A new
 * File replaces the stored one; without one the stored file stays.
 */
export const updateReturn = async (
  ctx: UserContext,
  id: number,
  body: ReturnSaveBody,
  files: UploadedFiles,
): Promise<void> => {
  const current = await findReturnState(ctx.deps.db, ctx.companyId, id);
  if (body.Version !== undefined && body.Version !== current.version) throw conflict(STALE_RETURN_MESSAGE);
  if (current.status !== 'pending') throw conflict(notEditableReturnMessage(current.status));
  if (body.OrderId !== current.orderId) {
    refuse([
      {
        Field: 'OrderId',
        Message: 'A return stays with its order; cancel it and make a new one for another order.',
      },
    ]);
  }
  const input = await readInput(ctx, body);
  const saved = await ctx.deps.db.transaction(async (transaction) => {
    const tx = transaction as Database;
    await lockParty(tx, ctx.companyId, current.partyId);
    const value = await checkAndValue(tx, ctx.companyId, input, id);
    const filePath = await storeDocumentFile(ctx, files);
    const [row] = await tx
      .update(orderReturns)
      .set({
        returnDate: input.returnDate,
        reasonId: input.reasonId,
        remarks: input.remarks,
        ...(filePath === null ? {} : { filePath }),
        ...totalsOf(value),
        version: sql`${orderReturns.version} + 1`,
        updatedAt: ctx.now,
        updatedBy: ctx.user.userId,
      })
      .where(
        and(
          ownReturn(ctx.companyId, id),
          eq(orderReturns.status, 'pending'),
          eq(orderReturns.version, current.version),
        ),
      )
      .returning({ id: orderReturns.id });
    if (!row) return false;
    await tx
      .delete(orderReturnLines)
      .where(and(eq(orderReturnLines.companyId, ctx.companyId), eq(orderReturnLines.returnId, id)));
    await insertLines(tx, ctx.companyId, id, value);
    await writeUserAudit(tx, ctx, {
      action: 'update',
      entity: RETURN_ENTITY,
      entityId: id,
      before: { ReturnNo: current.returnNo, TotalAmount: toRupees(current.totalAmount) },
      after: auditPicture(current.returnNo, input, value),
    });
    return true;
  });
  if (saved) return;
  const now = await findReturnState(ctx.deps.db, ctx.companyId, id);
  throw conflict(now.status === 'pending' ? STALE_RETURN_MESSAGE : notEditableReturnMessage(now.status));
};
