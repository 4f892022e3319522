import type {
  ChalanOrder,
  ChalanProductTotal,
  ChalanSheet,
} from '@backoffice/shared/sales/orders/order.contract';
import type { OrderStatus } from '@backoffice/shared/sales/orders/order-pipeline';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { partiesTable, salesRoutesTable } from '../../db/schema/entities.schema.js';
import { companyUsers, orders, users } from '../../db/schema/index.js';
import { toRupees } from '../../entities/entity-values.js';
import { personNameSql } from '../../entities/person-name.js';
import { notFound } from '../../http/api-error.js';
import { loadOrderLines, type OrderLineRow, toLineUnits } from './order-detail.js';
import { selectOrders } from './order-record.js';

/** What goes on the vehicle: packed and waiting, or already on the road. */
const ON_THE_SHEET: OrderStatus[] = ['readyToDispatch', 'dispatched'];

const memberName = async (db: Database, companyId: number, userId: number): Promise<string> => {
  const [row] = await db
    .select({ name: personNameSql(users) })
    .from(companyUsers)
    .innerJoin(users, eq(users.id, companyUsers.userId))
    .where(and(eq(companyUsers.companyId, companyId), eq(companyUsers.userId, userId)));
  // Someone outside the company is "not found", never named.
  if (!row) throw notFound(`Delivery person ${userId} was not found.`);
  return row.name ?? `#${userId}`;
};

const milliOf = (quantity: number) => Math.round(quantity * 1000);

interface ChalanUnitTally {
  name: string;
  milli: number;
}

/**
 * Quantities summed exactly, in thousandths, per product in first-seen order: in the product's own
 * unit, what the loader counts, and per unit sold (4 Carton, 6 Piece), how it is packed. Lines are
 * grouped by product and base unit, so a product whose own unit changed between orders is listed
 * once per unit rather than adding pieces to kilograms.
 */
const productTotals = (lines: readonly OrderLineRow[]): ChalanProductTotal[] => {
  const totals = new Map<
    string,
    { line: OrderLineRow; milli: number; units: Map<number, ChalanUnitTally> }
  >();
  for (const line of lines) {
    const key = `${line.productId}:${line.baseUnitId}`;
    const entry = totals.get(key) ?? { line, milli: 0, units: new Map<number, ChalanUnitTally>() };
    entry.milli += milliOf(line.baseQuantity);
    const unit = entry.units.get(line.unitId) ?? { name: line.unitName, milli: 0 };
    unit.milli += milliOf(line.quantity);
    entry.units.set(line.unitId, unit);
    totals.set(key, entry);
  }
  return [...totals.values()].map(({ line, milli, units }) => ({
    ProductId: line.productId,
    ProductName: line.productName,
    ProductCode: line.productCode,
    UnitSymbol: line.baseUnitSymbol,
    UnitName: line.baseUnitName,
    Quantity: milli / 1000,
    Units: [...units.entries()].map(([unitId, unit]) => ({
      UnitId: unitId,
      UnitName: unit.name,
      Quantity: unit.milli / 1000,
    })),
  }));
};

/**
 * GET /order/chalan: one delivery person's sheet for a day, the orders assigned to them for it,
 * by route and party as the vehicle goes, with each order's lines and totals and the sheet's.
 */
export const loadChalan = async (
  db: Database,
  companyId: number,
  deliveryUserId: number,
  date: string,
): Promise<ChalanSheet> => {
  const deliveryUserName = await memberName(db, companyId, deliveryUserId);
  const rows = await selectOrders(db)
    .where(
      and(
        eq(orders.companyId, companyId),
        eq(orders.deliveryUserId, deliveryUserId),
        eq(orders.assignedDate, date),
        inArray(orders.status, ON_THE_SHEET),
      ),
    )
    .orderBy(sql`${salesRoutesTable.Name} nulls last`, sql`lower(${partiesTable.Name})`, asc(orders.orderNo));
  const lines = await loadOrderLines(
    db,
    companyId,
    rows.map((row) => row.id),
  );
  const sheetOrders: ChalanOrder[] = rows.map((row) => ({
    Id: row.id,
    OrderNo: row.orderNo,
    OrderDate: row.orderDate,
    Status: row.status,
    PartyId: row.partyId,
    PartyName: row.partyName,
    PartyAddress: row.partyAddress,
    PartyPhone: row.partyPhone,
    RouteName: row.routeName,
    SubTotal: toRupees(row.grossAmount),
    DiscountTotal: toRupees(row.lineDiscountTotal + row.orderDiscountTotal),
    VatAmount: toRupees(row.vatAmount),
    TotalAmount: toRupees(row.totalAmount),
    Lines: lines
      .filter((line) => line.orderId === row.id)
      .map((line) => ({
        ProductId: line.productId,
        ProductName: line.productName,
        ProductCode: line.productCode,
        ...toLineUnits(line),
        UnitPrice: toRupees(line.unitPrice),
        LineTotal: toRupees(line.lineTotal),
      })),
  }));
  const sum = (pick: (row: (typeof rows)[number]) => number) =>
    toRupees(rows.reduce((total, row) => total + pick(row), 0));
  return {
    DeliveryUserId: deliveryUserId,
    DeliveryUserName: deliveryUserName,
    Date: date,
    Orders: sheetOrders,
    Products: productTotals(lines),
    OrderCount: rows.length,
    SubTotal: sum((row) => row.grossAmount),
    DiscountTotal: sum((row) => row.lineDiscountTotal + row.orderDiscountTotal),
    VatAmount: sum((row) => row.vatAmount),
    TotalAmount: sum((row) => row.totalAmount),
  };
};
