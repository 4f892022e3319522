import { DEFAULT_VAT_RATE_PERCENT } from '@backoffice/shared/sales/orders/order-totals';
import type { Database } from '../db/database.js';
import {
  orderLines,
  orderReturnLines,
  orderReturns,
  orderReturnTransitions,
  orders,
  orderTransitions,
  payments,
  paymentTransitions,
} from '../db/schema/index.js';
import type { CompanyCalendar } from '../modules/sales-common/company-calendar.js';
import type { PlannedPayment, PlannedReturn } from './demo-history-money.js';
import type { PlannedOrder } from './demo-history-orders.js';
import { demoOrderLineRows } from './demo-orders-seed.js';

/** Rows a batch: well under PostgreSQL's 65,535 parameters for the widest of these tables. */
const BATCH = 500;

const chunks = <T>(rows: readonly T[]): T[][] => {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += BATCH) out.push(rows.slice(i, i + BATCH));
  return out;
};

export interface HistoryWriter {
  tx: Database;
  companyId: number;
  deliveryUserId: number;
  /** The dealer who supplies a party, by party id: their orders are assigned to the dealer too. */
  dealerOfParty: ReadonlyMap<number, number>;
  calendar: CompanyCalendar;
}

/** The orders with their lines and histories, in batches; answers each order's line ids by position. */
export const writeOrders = async (
  w: HistoryWriter,
  planned: readonly PlannedOrder[],
): Promise<{ orderIds: Map<PlannedOrder, number>; lineIds: Map<PlannedOrder, Map<number, number>> }> => {
  const { tx, companyId } = w;
  const orderIds = new Map<PlannedOrder, number>();
  const lineIds = new Map<PlannedOrder, Map<number, number>>();
  for (const batch of chunks(planned)) {
    const inserted = await tx
      .insert(orders)
      .values(
        batch.map((order) => {
          const last = order.moves.at(-1);
          const changedAt = last?.at ?? order.createdAt;
          return {
            companyId,
            orderNo: order.orderNo,
            orderDate: order.orderDate,
            partyId: order.partyId,
            salesPersonId: order.salesPersonId,
            status: order.status,
            vatRatePercent: DEFAULT_VAT_RATE_PERCENT,
            grossAmount: order.priced.totals.gross,
            lineDiscountTotal: order.priced.totals.lineDiscount,
            orderDiscountTotal: order.priced.totals.orderDiscount,
            taxableAmount: order.priced.totals.taxable,
            vatAmount: order.priced.totals.vat,
            totalAmount: order.priced.totals.total,
            lineCount: order.priced.lines.length,
            deliveryUserId: order.assignedDate ? w.deliveryUserId : null,
            dealerUserId: order.assignedDate ? (w.dealerOfParty.get(order.partyId) ?? null) : null,
            assignedDate: order.assignedDate,
            version: 1 + order.moves.length,
            statusChangedAt: changedAt,
            createdAt: order.createdAt,
            createdBy: order.createdBy,
            updatedAt: changedAt,
            updatedBy: last?.byUserId ?? order.createdBy,
          };
        }),
      )
      .returning({ id: orders.id });
    const ids = new Map<PlannedOrder, number>();
    batch.forEach((order, index) => {
      const row = inserted[index];
      if (!row) throw new Error('seed: a history order not inserted');
      ids.set(order, row.id);
      orderIds.set(order, row.id);
    });
    const lineRows = batch.flatMap((order) =>
      demoOrderLineRows(companyId, ids.get(order) ?? 0, order.priced),
    );
    for (const lines of chunks(lineRows)) {
      const written = await tx
        .insert(orderLines)
        .values(lines)
        .returning({ id: orderLines.id, orderId: orderLines.orderId, position: orderLines.position });
      for (const order of batch) {
        const orderId = ids.get(order);
        const byPosition = lineIds.get(order) ?? new Map<number, number>();
        for (const line of written) if (line.orderId === orderId) byPosition.set(line.position, line.id);
        lineIds.set(order, byPosition);
      }
    }
    const history = batch.flatMap((order) => {
      const orderId = ids.get(order) ?? 0;
      return [
        {
          companyId,
          orderId,
          action: 'create' as const,
          fromStatus: null,
          toStatus: 'notConfirmed' as const,
          byUserId: order.createdBy,
          at: order.createdAt,
        },
        ...order.moves.map((move) => ({
          companyId,
          orderId,
          action: move.action,
          fromStatus: move.from,
          toStatus: move.to,
          byUserId: move.byUserId,
          at: move.at,
          remarks: move.coveredBy
            ? `Receipt ${move.coveredBy.receiptNo} ${move.coveredBy.method === 'cheque' ? 'cleared' : 'received'}.`
            : move.remarks,
        })),
      ];
    });
    for (const rows of chunks(history)) await tx.insert(orderTransitions).values(rows);
  }
  return { orderIds, lineIds };
};

/** The returns, their lines and histories (created, and verified where it was). */
export const writeReturns = async (
  w: HistoryWriter,
  planned: readonly PlannedReturn[],
  orderIds: ReadonlyMap<PlannedOrder, number>,
  lineIds: ReadonlyMap<PlannedOrder, Map<number, number>>,
  officeUserId: number,
): Promise<void> => {
  const { tx, companyId, calendar } = w;
  for (const item of planned) {
    const orderId = orderIds.get(item.order);
    if (orderId === undefined) throw new Error('seed: a history return without its order');
    const { verifiedAt, createdAt, value } = item;
    const [row] = await tx
      .insert(orderReturns)
      .values({
        companyId,
        returnNo: item.returnNo,
        returnDate: calendar(createdAt),
        orderId,
        partyId: item.order.partyId,
        reasonId: item.reasonId,
        status: verifiedAt ? 'verified' : 'pending',
        taxableAmount: value.taxable,
        vatAmount: value.vat,
        totalAmount: value.total,
        lineCount: value.lines.length,
        verifiedOn: verifiedAt ? calendar(verifiedAt) : null,
        verifiedAt,
        version: verifiedAt ? 2 : 1,
        statusChangedAt: verifiedAt ?? createdAt,
        createdAt,
        createdBy: item.order.createdBy,
        updatedAt: verifiedAt ?? createdAt,
        updatedBy: verifiedAt ? officeUserId : item.order.createdBy,
      })
      .returning({ id: orderReturns.id });
    if (!row) throw new Error('seed: a history return not inserted');
    await tx.insert(orderReturnLines).values(
      value.lines.map((line) => ({
        companyId,
        returnId: row.id,
        orderLineId: lineIds.get(item.order)?.get(line.lineId) ?? 0,
        quantity: line.quantityMilli / 1000,
        taxableAmount: line.taxable,
        vatAmount: line.vat,
        lineTotal: line.total,
      })),
    );
    await tx.insert(orderReturnTransitions).values([
      {
        companyId,
        returnId: row.id,
        action: 'create' as const,
        fromStatus: null,
        toStatus: 'pending' as const,
        byUserId: item.order.createdBy,
        at: createdAt,
      },
      ...(verifiedAt
        ? [
            {
              companyId,
              returnId: row.id,
              action: 'verify' as const,
              fromStatus: 'pending' as const,
              toStatus: 'verified' as const,
              byUserId: officeUserId,
              at: verifiedAt,
            },
          ]
        : []),
    ]);
  }
};

/** The receipts, in batches, with each cheque's moves. */
export const writePayments = async (
  w: HistoryWriter,
  planned: readonly PlannedPayment[],
  officeUserId: number,
): Promise<void> => {
  const { tx, companyId, calendar } = w;
  for (const batch of chunks(planned)) {
    const inserted = await tx
      .insert(payments)
      .values(
        batch.map((payment) => {
          const moves = payment.cheque?.moves ?? [];
          const changedAt = moves.at(-1)?.at ?? payment.receivedAt;
          const paymentDate = calendar(payment.receivedAt);
          return {
            companyId,
            receiptNo: payment.receiptNo,
            paymentDate,
            partyId: payment.partyId,
            method: payment.method,
            amount: payment.amount,
            chequeNo: payment.cheque?.no ?? null,
            chequeBank: payment.cheque?.bank ?? null,
            chequeDate: payment.cheque ? paymentDate : null,
            chequeStatus: payment.cheque?.status ?? null,
            clearedOn: payment.clearedAt ? calendar(payment.clearedAt) : null,
            clearedAt: payment.clearedAt,
            bounceCharge: payment.bounce?.charge ?? 0,
            bounceReason: payment.bounce?.reason ?? null,
            remarks: payment.remarks,
            version: 1 + moves.length,
            statusChangedAt: changedAt,
            createdAt: payment.receivedAt,
            createdBy: payment.createdBy,
            updatedAt: changedAt,
            updatedBy: moves.length > 0 ? officeUserId : payment.createdBy,
          };
        }),
      )
      .returning({ id: payments.id });
    const history = batch.flatMap((payment, index) => {
      const paymentId = inserted[index]?.id;
      if (!payment.cheque || paymentId === undefined) return [];
      return [
        {
          companyId,
          paymentId,
          action: 'receive' as const,
          fromStatus: null,
          toStatus: 'received' as const,
          day: calendar(payment.receivedAt),
          byUserId: payment.createdBy,
          at: payment.receivedAt,
        },
        ...payment.cheque.moves.map((move) => ({
          companyId,
          paymentId,
          action: move.action,
          fromStatus: move.from,
          toStatus: move.to,
          day: calendar(move.at),
          byUserId: officeUserId,
          at: move.at,
          remarks: move.action === 'bounce' ? (payment.bounce?.reason ?? null) : null,
          charge: move.action === 'bounce' ? (payment.bounce?.charge ?? 0) : null,
        })),
      ];
    });
    for (const rows of chunks(history)) await tx.insert(paymentTransitions).values(rows);
  }
};
