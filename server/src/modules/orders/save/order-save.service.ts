import type { OrderSaveBody } from '@backoffice/shared/sales/orders/order.contract';
import {
  INITIAL_ORDER_STATUS,
  ORDER_STATUS_LABELS,
  type OrderStatus,
} from '@backoffice/shared/sales/orders/order-pipeline';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { writeUserAudit } from '../../../audit/audit-log.js';
import type { Database } from '../../../db/database.js';
import { orderLines, orders, orderTransitions } from '../../../db/schema/index.js';
import { toRupees } from '../../../entities/entity-values.js';
import { conflict, notFound } from '../../../http/api-error.js';
import type { UserContext } from '../../../http/request-context.js';
import { transitionStep } from '../../audit/transition-history.js';
import { allocateCallerDocumentNo } from '../../sales-common/document-number.js';
import { ownOrder } from '../order-record.js';
import { type PricedOrder, priceOrder } from './order-save-input.js';

export const ORDER_ENTITY = 'Order';
export const STALE_ORDER_MESSAGE = 'This order was changed by someone else; reload it.';

/** Until it is verified an order may still change; after that, stock and credit were checked against it. */
const EDITABLE: OrderStatus[] = ['notConfirmed', 'confirmed'];

export const notEditableMessage = (status: OrderStatus) =>
  `An order that is ${ORDER_STATUS_LABELS[status].toLowerCase()} can no longer be changed.`;

/** The little an order's writes need to know of it before they start. */
export const findOrderState = async (db: Database, companyId: number, id: number) => {
  const [row] = await db
    .select({
      status: orders.status,
      version: orders.version,
      orderNo: orders.orderNo,
      salesPersonId: orders.salesPersonId,
      partyId: orders.partyId,
    })
    .from(orders)
    .where(ownOrder(companyId, id));
  if (!row) throw notFound(`Order ${id} was not found.`);
  return row;
};

const orderValues = (ctx: UserContext, order: PricedOrder) => ({
  orderDate: order.orderDate,
  partyId: order.partyId,
  salesPersonId: order.salesPersonId,
  remarks: order.remarks,
  vatRatePercent: order.vatRatePercent,
  orderDiscountPercent: order.orderDiscountPercent,
  grossAmount: order.totals.gross,
  lineDiscountTotal: order.totals.lineDiscount,
  orderDiscountTotal: order.totals.orderDiscount,
  taxableAmount: order.totals.taxable,
  vatAmount: order.totals.vat,
  totalAmount: order.totals.total,
  lineCount: order.lines.length,
  updatedAt: ctx.now,
  updatedBy: ctx.user.userId,
});

const insertLines = async (tx: Database, companyId: number, orderId: number, order: PricedOrder) => {
  await tx.insert(orderLines).values(
    order.lines.map((line, index) => {
      const totals = order.totals.lines[index];
      if (!totals) throw new Error(`No totals for line ${index + 1}`);
      return {
        companyId,
        orderId,
        position: index + 1,
        productId: line.product.id,
        unitId: line.chosen.unit.UnitId,
        unitName: line.chosen.unit.Name,
        conversionFactor: line.chosen.unit.ConversionFactor,
        baseUnitId: line.product.unitId,
        quantity: line.quantity,
        baseQuantity: line.chosen.baseQuantityMilli / 1000,
        unitPrice: line.unitPrice,
        listPrice: line.list.price,
        priceSource: line.list.source,
        partyProductPricingId: line.list.partyProductPricingId,
        vatApplicable: line.product.vatApplicable,
        discountPercent: line.discountPercent,
        grossAmount: totals.gross,
        discountAmount: totals.lineDiscount,
        orderDiscountShare: totals.orderDiscountShare,
        taxableAmount: totals.taxable,
        vatAmount: totals.vat,
        lineTotal: totals.total,
      };
    }),
  );
};

/** What the audit trail keeps of a saved order. */
const auditPicture = (orderNo: string, order: PricedOrder) => ({
  OrderNo: orderNo,
  OrderDate: order.orderDate,
  PartyId: order.partyId,
  SalesPersonId: order.salesPersonId,
  Remarks: order.remarks,
  TotalAmount: toRupees(order.totals.total),
  Lines: order.lines.map((line) => ({
    ProductId: line.product.id,
    UnitId: line.chosen.unit.UnitId,
    Quantity: line.quantity,
    UnitPrice: toRupees(line.unitPrice),
  })),
});

/** The same picture of the order as stored, for the audit entry's "before". */
const storedPicture = async (tx: Database, companyId: number, id: number) => {
  const [row] = await tx
    .select({
      orderNo: orders.orderNo,
      orderDate: orders.orderDate,
      partyId: orders.partyId,
      salesPersonId: orders.salesPersonId,
      remarks: orders.remarks,
      totalAmount: orders.totalAmount,
    })
    .from(orders)
    .where(ownOrder(companyId, id));
  const lines = await tx
    .select({
      productId: orderLines.productId,
      unitId: orderLines.unitId,
      quantity: orderLines.quantity,
      unitPrice: orderLines.unitPrice,
    })
    .from(orderLines)
    .where(and(eq(orderLines.companyId, companyId), eq(orderLines.orderId, id)))
    .orderBy(asc(orderLines.position));
  if (!row) return null;
  return {
    OrderNo: row.orderNo,
    OrderDate: row.orderDate,
    PartyId: row.partyId,
    SalesPersonId: row.salesPersonId,
    Remarks: row.remarks,
    TotalAmount: toRupees(row.totalAmount),
    Lines: lines.map((line) => ({
      ProductId: line.productId,
      UnitId: line.unitId,
      Quantity: line.quantity,
      UnitPrice: toRupees(line.unitPrice),
    })),
  };
};

/** A new order, not confirmed, numbered, with its 'create' step in the history. Answers its id. */
export const createOrder = async (ctx: UserContext, body: OrderSaveBody): Promise<number> => {
  const order = await priceOrder(ctx, body, null);
  return ctx.deps.db.transaction(async (tx) => {
    const orderNo = await allocateCallerDocumentNo(ctx, tx as Database, 'order', order.orderDate);
    const [row] = await tx
      .insert(orders)
      .values({
        ...orderValues(ctx, order),
        companyId: ctx.companyId,
        orderNo,
        status: INITIAL_ORDER_STATUS,
        statusChangedAt: ctx.now,
        createdAt: ctx.now,
        createdBy: ctx.user.userId,
      })
      .returning({ id: orders.id });
    if (!row) throw new Error('The order was not inserted');
    await insertLines(tx as Database, ctx.companyId, row.id, order);
    await tx.insert(orderTransitions).values({
      ...transitionStep(ctx, 'create', null, INITIAL_ORDER_STATUS, null),
      orderId: row.id,
    });
    await writeUserAudit(tx as Database, ctx, {
      action: 'create',
      entity: ORDER_ENTITY,
      entityId: row.id,
      after: auditPicture(orderNo, order),
    });
    return row.id;
  });
};

/**
 * Replaces an order's fields and lines while it is not confirmed or confirmed. The update names the
 * version and status it read, so an action or another save in between makes this one lose (409)
 * rather than overwrite what it never saw.
 */
export const updateOrder = async (ctx: UserContext, id: number, body: OrderSaveBody): Promise<void> => {
  const { db } = ctx.deps;
  const current = await findOrderState(db, ctx.companyId, id);
  if (body.Version !== undefined && body.Version !== current.version) throw conflict(STALE_ORDER_MESSAGE);
  if (!EDITABLE.includes(current.status)) throw conflict(notEditableMessage(current.status));
  const order = await priceOrder(ctx, body, current.salesPersonId);
  const saved = await db.transaction(async (tx) => {
    const before = await storedPicture(tx as Database, ctx.companyId, id);
    const [row] = await tx
      .update(orders)
      .set({ ...orderValues(ctx, order), version: sql`${orders.version} + 1` })
      .where(
        and(
          ownOrder(ctx.companyId, id),
          eq(orders.version, current.version),
          inArray(orders.status, EDITABLE),
        ),
      )
      .returning({ id: orders.id });
    if (!row) return false;
    await tx
      .delete(orderLines)
      .where(and(eq(orderLines.companyId, ctx.companyId), eq(orderLines.orderId, id)));
    await insertLines(tx as Database, ctx.companyId, id, order);
    await writeUserAudit(tx as Database, ctx, {
      action: 'update',
      entity: ORDER_ENTITY,
      entityId: id,
      before,
      after: auditPicture(current.orderNo, order),
    });
    return true;
  });
  if (saved) return;
  const now = await findOrderState(db, ctx.companyId, id);
  throw conflict(EDITABLE.includes(now.status) ? STALE_ORDER_MESSAGE : notEditableMessage(now.status));
};
