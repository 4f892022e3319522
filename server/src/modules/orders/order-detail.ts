import { PRODUCT } from '@backoffice/shared/entities/sales/product.entity';
import { UNIT } from '@backoffice/shared/entities/sales/unit.entity';
import type {
  LineUnits,
  OrderDetail,
  OrderLine,
  OrderTransition,
} from '@backoffice/shared/sales/orders/order.contract';
import { and, asc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import { alias, type PgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/database.js';
import { orderLines, orderTransitions, productsTable, unitsTable, users } from '../../db/schema/index.js';
import { entityTable } from '../../entities/entity-table.js';
import { toRupees } from '../../entities/entity-values.js';
import { loadSourceVouchers } from '../accounting/sales-books/source-vouchers.js';
import { toTransition, transitionColumns } from '../audit/transition-history.js';
import { findOrderRow, type OrderRow, toOrderSummary } from './order-record.js';

const product = entityTable(PRODUCT);
const unit = entityTable(UNIT);
// The product's own unit at the save, beside the unit the line was sold in.
const baseUnit = alias(unitsTable, 'base_unit');
const baseUnitColumn = (name: string): PgColumn => {
  const column = (getTableColumns(baseUnit) as Record<string, PgColumn>)[name];
  if (!column) throw new Error(`The units table has no ${name} column`);
  return column;
};

/** The lines of some orders of the company, in each order's own line order. */
export const loadOrderLines = async (db: Database, companyId: number, orderIds: readonly number[]) => {
  if (orderIds.length === 0) return [];
  return db
    .select({
      orderId: orderLines.orderId,
      id: orderLines.id,
      productId: orderLines.productId,
      productName: productsTable.Name,
      productCode: productsTable.Code,
      unitId: orderLines.unitId,
      unitName: orderLines.unitName,
      unitSymbol: unitsTable.Symbol,
      conversionFactor: orderLines.conversionFactor,
      quantity: orderLines.quantity,
      baseUnitId: orderLines.baseUnitId,
      baseUnitName: sql<string>`${baseUnitColumn('Name')}`,
      baseUnitSymbol: sql<string>`${baseUnitColumn('Symbol')}`,
      baseQuantity: orderLines.baseQuantity,
      unitPrice: orderLines.unitPrice,
      listPrice: orderLines.listPrice,
      priceSource: orderLines.priceSource,
      vatApplicable: orderLines.vatApplicable,
      discountPercent: orderLines.discountPercent,
      grossAmount: orderLines.grossAmount,
      discountAmount: orderLines.discountAmount,
      orderDiscountShare: orderLines.orderDiscountShare,
      taxableAmount: orderLines.taxableAmount,
      vatAmount: orderLines.vatAmount,
      lineTotal: orderLines.lineTotal,
    })
    .from(orderLines)
    .innerJoin(
      productsTable,
      and(eq(product.companyId, orderLines.companyId), eq(product.id, orderLines.productId)),
    )
    .innerJoin(unitsTable, and(eq(unit.companyId, orderLines.companyId), eq(unit.id, orderLines.unitId)))
    .innerJoin(
      baseUnit,
      and(
        eq(baseUnitColumn('companyId'), orderLines.companyId),
        eq(baseUnitColumn('id'), orderLines.baseUnitId),
      ),
    )
    .where(and(eq(orderLines.companyId, companyId), inArray(orderLines.orderId, [...orderIds])))
    .orderBy(asc(orderLines.orderId), asc(orderLines.position));
};

export type OrderLineRow = Awaited<ReturnType<typeof loadOrderLines>>[number];

/** A line's quantity in its unit and in the product's own, as the wire names them. */
export const toLineUnits = (row: OrderLineRow): LineUnits => ({
  UnitId: row.unitId,
  UnitName: row.unitName,
  UnitSymbol: row.unitSymbol,
  ConversionFactor: row.conversionFactor,
  Quantity: row.quantity,
  BaseUnitId: row.baseUnitId,
  BaseUnitName: row.baseUnitName,
  BaseUnitSymbol: row.baseUnitSymbol,
  BaseQuantity: row.baseQuantity,
});

const toOrderLine = (row: OrderLineRow): OrderLine => ({
  Id: row.id,
  ProductId: row.productId,
  ProductName: row.productName,
  ProductCode: row.productCode,
  ...toLineUnits(row),
  UnitPrice: toRupees(row.unitPrice),
  PriceSource: row.priceSource,
  ListPrice: toRupees(row.listPrice),
  VatApplicable: row.vatApplicable,
  DiscountPercent: row.discountPercent,
  DiscountAmount: toRupees(row.discountAmount),
  OrderDiscountShare: toRupees(row.orderDiscountShare),
  TaxableAmount: toRupees(row.taxableAmount),
  VatAmount: toRupees(row.vatAmount),
  LineTotal: toRupees(row.lineTotal),
});

const loadHistory = async (db: Database, companyId: number, orderId: number): Promise<OrderTransition[]> => {
  const rows = await db
    .select(transitionColumns(orderTransitions))
    .from(orderTransitions)
    .leftJoin(users, eq(users.id, orderTransitions.byUserId))
    .where(and(eq(orderTransitions.companyId, companyId), eq(orderTransitions.orderId, orderId)))
    .orderBy(asc(orderTransitions.at), asc(orderTransitions.id));
  return rows.map(toTransition);
};

export const toOrderDetail = (
  row: OrderRow,
  lines: readonly OrderLineRow[],
  history: OrderTransition[],
  canEdit: boolean,
  vouchers: OrderDetail['Vouchers'],
): OrderDetail => ({
  ...toOrderSummary(row, canEdit),
  Remarks: row.remarks,
  VatRatePercent: row.vatRatePercent,
  SubTotal: toRupees(row.grossAmount),
  DiscountTotal: toRupees(row.lineDiscountTotal + row.orderDiscountTotal),
  OrderDiscountPercent: row.orderDiscountPercent,
  OrderDiscountAmount: toRupees(row.orderDiscountTotal),
  TaxableAmount: toRupees(row.taxableAmount),
  VatAmount: toRupees(row.vatAmount),
  Lines: lines.map(toOrderLine),
  History: history,
  Vouchers: vouchers,
  AssignedDate: row.assignedDate,
  Version: row.version,
});

/** One order of the company with its lines and its whole history, or 404. */
export const loadOrderDetail = async (
  db: Database,
  companyId: number,
  id: number,
  canEdit: boolean,
): Promise<OrderDetail> => {
  const row = await findOrderRow(db, companyId, id);
  const [lines, history, vouchers] = await Promise.all([
    loadOrderLines(db, companyId, [id]),
    loadHistory(db, companyId, id),
    loadSourceVouchers(db, companyId, 'order', id),
  ]);
  return toOrderDetail(row, lines, history, canEdit, vouchers);
};
