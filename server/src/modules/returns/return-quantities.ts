import { toScaledInteger } from '@backoffice/shared/sales/common/paisa-math';
import type { OrderStatus } from '@backoffice/shared/sales/orders/order-pipeline';
import { QUANTITY_DECIMALS } from '@backoffice/shared/sales/orders/order-totals';
import {
  canTakeReturn,
  type ReturnQuantity,
  type ReturnStatus,
  type SoldLine,
} from '@backoffice/shared/sales/returns/order-return';
import type { ReturnableOrder } from '@backoffice/shared/sales/returns/return.contract';
import { and, eq, inArray, ne } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { orderReturnLines, orderReturns, orders } from '../../db/schema/index.js';
import { toRupees } from '../../entities/entity-values.js';
import { loadOrderLines, type OrderLineRow } from '../orders/order-detail.js';
import { findOrderRow } from '../orders/order-record.js';

export interface OrderForReturn {
  id: number;
  orderNo: string;
  status: OrderStatus;
  partyId: number;
}

/** The little a return needs of its order, or null when the company has no such order. */
export const findOrderForReturn = async (
  db: Database,
  companyId: number,
  orderId: number,
): Promise<OrderForReturn | null> => {
  const [row] = await db
    .select({ id: orders.id, orderNo: orders.orderNo, status: orders.status, partyId: orders.partyId })
    .from(orders)
    .where(and(eq(orders.companyId, companyId), eq(orders.id, orderId)));
  return row ?? null;
};

/**
 * What each line sold, in the product's own unit: returns are counted and valued in base units
 * whatever unit the line was sold in (5 pieces of a carton may come back), so the limits and the
 * value round(T × returned / sold) both read the base quantity.
 */
export const toSoldLines = (rows: readonly OrderLineRow[]): SoldLine[] =>
  rows.map((row) => ({
    lineId: row.id,
    // Its messages' quantities are in base units: say so where the line was sold in another.
    name: row.unitId === row.baseUnitId ? row.productName : `${row.productName} (in ${row.baseUnitSymbol})`,
    quantity: row.baseQuantity,
    taxable: row.taxableAmount,
    vat: row.vatAmount,
  }));

/**
 * The quantities returns of the order already take, line by line: the pending and verified ones
 * when a return is made, the verified ones when one is valued. `except` leaves out the return
 * being saved or verified itself.
 */
export const returnedQuantities = async (
  db: Database,
  companyId: number,
  orderId: number,
  statuses: readonly ReturnStatus[],
  except?: number,
): Promise<ReturnQuantity[]> => {
  const rows = await db
    .select({ lineId: orderReturnLines.orderLineId, quantity: orderReturnLines.quantity })
    .from(orderReturnLines)
    .innerJoin(
      orderReturns,
      and(
        eq(orderReturns.companyId, orderReturnLines.companyId),
        eq(orderReturns.id, orderReturnLines.returnId),
      ),
    )
    .where(
      and(
        eq(orderReturns.companyId, companyId),
        eq(orderReturns.orderId, orderId),
        inArray(orderReturns.status, [...statuses]),
        except === undefined ? undefined : ne(orderReturns.id, except),
      ),
    );
  return rows;
};

const milli = (quantity: number): bigint => toScaledInteger(quantity, QUANTITY_DECIMALS) ?? 0n;

/** GET /orderreturn/returnable: the order's lines with what is left to return on each. */
export const loadReturnableOrder = async (
  db: Database,
  companyId: number,
  orderId: number,
): Promise<ReturnableOrder> => {
  const order = await findOrderRow(db, companyId, orderId);
  const [lines, returned] = await Promise.all([
    loadOrderLines(db, companyId, [orderId]),
    returnedQuantities(db, companyId, orderId, ['pending', 'verified']),
  ]);
  const taken = new Map<number, bigint>();
  for (const { lineId, quantity } of returned) taken.set(lineId, (taken.get(lineId) ?? 0n) + milli(quantity));
  const check = canTakeReturn(order.status);
  return {
    OrderId: order.id,
    OrderNo: order.orderNo,
    OrderStatus: order.status,
    PartyId: order.partyId,
    PartyName: order.partyName,
    CanReturn: check.ok,
    Message: check.ok ? null : check.message,
    Lines: lines.map((line) => {
      const returnedMilli = taken.get(line.id) ?? 0n;
      return {
        OrderLineId: line.id,
        ProductId: line.productId,
        ProductName: line.productName,
        ProductCode: line.productCode,
        UnitSymbol: line.baseUnitSymbol,
        UnitPrice: toRupees(line.unitPrice),
        SoldUnitQuantity: line.quantity,
        SoldUnitName: line.unitName,
        Sold: line.baseQuantity,
        Returned: Number(returnedMilli) / 1000,
        Remaining: Number(milli(line.baseQuantity) - returnedMilli) / 1000,
      };
    }),
  };
};
