import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../../db/database.js';
import { orderLines, orderReturnLines, orderReturns, orders, vouchers } from '../../../db/schema/index.js';
import { loadOrderLines } from '../../orders/order-detail.js';
import type { OrderFigures } from '../invoices/tax-invoice-figures.js';

/** The orders the month's invoices bill, with their lines: their taxable and exempt split. */
export const loadOrderFigures = async (
  db: Database,
  companyId: number,
  ids: readonly number[],
): Promise<ReadonlyMap<number, OrderFigures>> => {
  if (ids.length === 0) return new Map();
  const [heads, lines] = await Promise.all([
    db
      .select({
        id: orders.id,
        vatRatePercent: orders.vatRatePercent,
        orderDiscountTotal: orders.orderDiscountTotal,
        vatAmount: orders.vatAmount,
        totalAmount: orders.totalAmount,
      })
      .from(orders)
      .where(and(eq(orders.companyId, companyId), inArray(orders.id, [...ids]))),
    loadOrderLines(db, companyId, ids),
  ]);
  return new Map(
    heads.map(({ id, ...head }) => [id, { ...head, lines: lines.filter((line) => line.orderId === id) }]),
  );
};

/** What a return's credit note needs: its taxable and exempt parts and the invoice it returns against. */
export interface ReturnFigures {
  taxable: number;
  exempt: number;
  invoiceId: number | null;
  invoiceNo: string | null;
}

/** The split follows each returned line's order line (VAT applicable or not), as the invoice's did. */
export const loadReturnFigures = async (
  db: Database,
  companyId: number,
  ids: readonly number[],
): Promise<ReadonlyMap<number, ReturnFigures>> => {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: orderReturns.id,
      taxable: sql<string>`coalesce(sum(${orderReturnLines.taxableAmount}) filter (where ${orderLines.vatApplicable}), 0)`,
      exempt: sql<string>`coalesce(sum(${orderReturnLines.taxableAmount}) filter (where not ${orderLines.vatApplicable}), 0)`,
      invoiceId: sql<number | null>`min(${vouchers.id})`,
      invoiceNo: sql<string | null>`min(${vouchers.voucherNo})`,
    })
    .from(orderReturns)
    .innerJoin(
      orderReturnLines,
      and(
        eq(orderReturnLines.companyId, orderReturns.companyId),
        eq(orderReturnLines.returnId, orderReturns.id),
      ),
    )
    .innerJoin(
      orderLines,
      and(
        eq(orderLines.companyId, orderReturnLines.companyId),
        eq(orderLines.id, orderReturnLines.orderLineId),
      ),
    )
    .leftJoin(
      vouchers,
      and(
        eq(vouchers.companyId, orderReturns.companyId),
        eq(vouchers.sourceKind, 'order'),
        eq(vouchers.sourceId, orderReturns.orderId),
        eq(vouchers.voucherType, 'sales'),
        isNull(vouchers.reversalOfId),
      ),
    )
    .where(and(eq(orderReturns.companyId, companyId), inArray(orderReturns.id, [...ids])))
    .groupBy(orderReturns.id);
  return new Map(
    rows.map((row) => [
      row.id,
      {
        taxable: Number(row.taxable),
        exempt: Number(row.exempt),
        invoiceId: row.invoiceId === null ? null : Number(row.invoiceId),
        invoiceNo: row.invoiceNo,
      },
    ]),
  );
};

/** Sales vouchers by number: the invoices hand-made credit notes name in their bill reference. */
export const loadInvoiceIds = async (
  db: Database,
  companyId: number,
  numbers: readonly string[],
): Promise<ReadonlyMap<string, number>> => {
  if (numbers.length === 0) return new Map();
  const rows = await db
    .select({ id: vouchers.id, voucherNo: vouchers.voucherNo })
    .from(vouchers)
    .where(
      and(
        eq(vouchers.companyId, companyId),
        eq(vouchers.voucherType, 'sales'),
        inArray(vouchers.voucherNo, [...numbers]),
      ),
    );
  return new Map(rows.map((row) => [row.voucherNo ?? '', row.id]));
};
