import { PRODUCT } from '@backoffice/shared/entities/sales/product.entity';
import { UNIT } from '@backoffice/shared/entities/sales/unit.entity';
import type {
  OrderReturnDetail,
  OrderReturnLine,
  OrderReturnTransition,
} from '@backoffice/shared/sales/returns/return.contract';
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import {
  orderLines,
  orderReturnLines,
  orderReturnTransitions,
  productsTable,
  unitsTable,
  users,
} from '../../db/schema/index.js';
import { entityTable } from '../../entities/entity-table.js';
import { toRupees } from '../../entities/entity-values.js';
import { loadSourceVouchers } from '../accounting/sales-books/source-vouchers.js';
import { toTransition, transitionColumns } from '../audit/transition-history.js';
import { findReturnRow, toReturnSummary } from './return-record.js';

const product = entityTable(PRODUCT);
const unit = entityTable(UNIT);

const loadLines = async (db: Database, companyId: number, returnId: number): Promise<OrderReturnLine[]> => {
  const rows = await db
    .select({
      id: orderReturnLines.id,
      orderLineId: orderReturnLines.orderLineId,
      productId: orderLines.productId,
      productName: productsTable.Name,
      productCode: productsTable.Code,
      unitSymbol: unitsTable.Symbol,
      quantity: orderReturnLines.quantity,
      taxableAmount: orderReturnLines.taxableAmount,
      vatAmount: orderReturnLines.vatAmount,
      lineTotal: orderReturnLines.lineTotal,
    })
    .from(orderReturnLines)
    .innerJoin(
      orderLines,
      and(
        eq(orderLines.companyId, orderReturnLines.companyId),
        eq(orderLines.id, orderReturnLines.orderLineId),
      ),
    )
    .innerJoin(
      productsTable,
      and(eq(product.companyId, orderLines.companyId), eq(product.id, orderLines.productId)),
    )
    .innerJoin(
      unitsTable,
      // Returns count the product's own unit, the line's base unit, whatever it was sold in.
      and(eq(unit.companyId, orderLines.companyId), eq(unit.id, orderLines.baseUnitId)),
    )
    .where(and(eq(orderReturnLines.companyId, companyId), eq(orderReturnLines.returnId, returnId)))
    .orderBy(asc(orderLines.position));
  return rows.map((row) => ({
    Id: row.id,
    OrderLineId: row.orderLineId,
    ProductId: row.productId,
    ProductName: row.productName,
    ProductCode: row.productCode,
    UnitSymbol: row.unitSymbol,
    Quantity: row.quantity,
    TaxableAmount: toRupees(row.taxableAmount),
    VatAmount: toRupees(row.vatAmount),
    LineTotal: toRupees(row.lineTotal),
  }));
};

const loadHistory = async (
  db: Database,
  companyId: number,
  returnId: number,
): Promise<OrderReturnTransition[]> => {
  const rows = await db
    .select(transitionColumns(orderReturnTransitions))
    .from(orderReturnTransitions)
    .leftJoin(users, eq(users.id, orderReturnTransitions.byUserId))
    .where(
      and(eq(orderReturnTransitions.companyId, companyId), eq(orderReturnTransitions.returnId, returnId)),
    )
    .orderBy(asc(orderReturnTransitions.at), asc(orderReturnTransitions.id));
  return rows.map(toTransition);
};

/** One return of the company with its lines and its history, or 404. */
export const loadReturnDetail = async (
  db: Database,
  companyId: number,
  id: number,
  canEdit: boolean,
): Promise<OrderReturnDetail> => {
  const row = await findReturnRow(db, companyId, id);
  const [lines, history, vouchers] = await Promise.all([
    loadLines(db, companyId, id),
    loadHistory(db, companyId, id),
    loadSourceVouchers(db, companyId, 'return', id),
  ]);
  return {
    ...toReturnSummary(row, canEdit),
    Remarks: row.remarks,
    TaxableAmount: toRupees(row.taxableAmount),
    VatAmount: toRupees(row.vatAmount),
    Lines: lines,
    History: history,
    Vouchers: vouchers,
    FileUrl: row.filePath,
    VerifiedOn: row.verifiedOn,
    Version: row.version,
  };
};
