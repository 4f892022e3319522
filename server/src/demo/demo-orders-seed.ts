import { DEFAULT_FISCAL_YEAR_START_MONTH } from '@backoffice/shared/calendar/fiscal-year';
import { PARTY } from '@backoffice/shared/entities/sales/party.entity';
import { PRODUCT } from '@backoffice/shared/entities/sales/product.entity';
import { baseQuantityMilliOf, unitPriceFor } from '@backoffice/shared/sales/orders/order-line-unit';
import {
  applyOrderAction,
  INITIAL_ORDER_STATUS,
  type OrderAction,
  type OrderStatus,
} from '@backoffice/shared/sales/orders/order-pipeline';
import { computeOrderTotals, DEFAULT_VAT_RATE_PERCENT } from '@backoffice/shared/sales/orders/order-totals';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { orderLines, orders, orderTransitions, partiesTable, salesPersonsTable } from '../db/schema/index.js';
import { companyToday } from '../modules/orders/company-today.js';
import { linePriceOf, loadSaleProducts, partyPricesOn } from '../modules/orders/pricing/order-pricing.js';
import { loadSaleUnits } from '../modules/orders/pricing/order-sale-units.js';
import { allocateDocumentNo } from '../modules/sales-common/document-number.js';
import { type IdOf, seededIds } from './demo-ids.js';

interface DemoOrder {
  party: string;
  daysAgo: number;
  /** The pipeline steps the order has been through, in order. */
  steps: OrderAction[];
  lines: DemoLine[];
  remarks?: string;
  cancelReason?: string;
  /** Assigned to the demo delivery person for today (on today's chalan). */
  toDelivery?: boolean;
  toDealer?: boolean;
}

const TO_DISPATCH: OrderAction[] = ['confirm', 'verify', 'readytodispatch'];

/** An order in each status an action leads to, two on today's delivery sheet. */
const DEMO_ORDERS: DemoOrder[] = [
  {
    party: 'Bishnu Traders',
    daysAgo: 0,
    steps: [],
    lines: [
      ['Wai Wai Noodles 75 g', 2, 'Carton'],
      ['Coca-Cola 500 ml', 24],
    ],
  },
  {
    party: 'Asan Wholesale Centre',
    daysAgo: 1,
    steps: ['confirm'],
    lines: [
      ['Wai Wai Noodles 75 g', 300],
      ['Basmati Rice', 25.5],
    ],
    toDealer: true,
  },
  {
    party: 'Shrestha General Store',
    daysAgo: 2,
    steps: ['confirm', 'verify'],
    lines: [
      ['Dettol Soap 125 g', 48],
      ['Sunsilk Shampoo 180 ml', 12],
    ],
  },
  {
    party: 'Koteshwor Suppliers',
    daysAgo: 2,
    steps: TO_DISPATCH,
    lines: [
      ['Coca-Cola 500 ml', 4, 'Carton'],
      ['Coca-Cola 500 ml', 6],
      ['Lays Classic 50 g', 40],
    ],
    toDelivery: true,
  },
  {
    party: 'Lakeside Mart',
    daysAgo: 3,
    steps: [...TO_DISPATCH, 'dispatch'],
    lines: [
      ['Real Juice Mixed Fruit 1 L', 24],
      ['Tokla Tea 500 g', 10],
    ],
    toDelivery: true,
  },
  {
    party: 'Fewa Grocery',
    daysAgo: 5,
    steps: [...TO_DISPATCH, 'dispatch', 'deliver'],
    lines: [['Wai Wai Noodles 75 g', 4, 'Carton']],
  },
  {
    party: 'Annapurna Kirana Pasal',
    daysAgo: 9,
    steps: [...TO_DISPATCH, 'dispatch', 'deliver', 'complete'],
    lines: [
      ['Basmati Rice', 50],
      ['Tokla Tea 500 g', 6],
    ],
    remarks: 'Deliver before the Tihar rush',
  },
  {
    party: 'Everest Pharmacy',
    daysAgo: 4,
    steps: ['confirm', 'cancel'],
    lines: [['Dettol Soap 125 g', 36]],
    cancelReason: 'The party ordered the same goods from the field app twice.',
  },
];

const DAY_MS = 86_400_000;
const STEP_MS = 3_600_000;

const idIn = (ids: ReadonlyMap<string, number>, key: string): number => {
  const id = ids.get(key);
  if (id === undefined) throw new Error(`seed: unknown ${key}`);
  return id;
};

/** The party's sales person when they may take orders (approved and active), as a save would choose. */
export const creditedSalesPerson = async (
  tx: Database,
  companyId: number,
  partyId: number,
): Promise<number | null> => {
  const [row] = await tx
    .select({ id: salesPersonsTable.id })
    .from(partiesTable)
    .innerJoin(
      salesPersonsTable,
      and(
        eq(salesPersonsTable.companyId, partiesTable.companyId),
        eq(salesPersonsTable.id, partiesTable.SalesPersonId),
      ),
    )
    .where(
      and(
        eq(partiesTable.companyId, companyId),
        eq(partiesTable.id, partyId),
        eq(salesPersonsTable.Status, 'approved'),
        eq(salesPersonsTable.IsActive, true),
      ),
    );
  return row ? Number(row.id) : null;
};

/** The calendar day `days` before a YYYY-MM-DD day. */
export const daysBefore = (day: string, days: number): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) - days * DAY_MS).toISOString().slice(0, 10);

/** What pricing an order's lines needs: its products, their sale units and the party's own prices. */
export interface DemoPricing {
  products: Awaited<ReturnType<typeof loadSaleProducts>>;
  saleUnits: Awaited<ReturnType<typeof loadSaleUnits>>;
  partyPrices: Awaited<ReturnType<typeof partyPricesOn>>;
}

export const loadDemoPricing = async (
  tx: Database,
  companyId: number,
  partyId: number,
  productIds: readonly number[],
  day: string,
): Promise<DemoPricing> => {
  const products = await loadSaleProducts(tx, companyId, productIds);
  return {
    products,
    saleUnits: await loadSaleUnits(tx, companyId, products),
    partyPrices: await partyPricesOn(tx, companyId, partyId, productIds, day),
  };
};

/** In the product's own unit, or in the unit named (a carton of the product's product units). */
export type DemoLine = [product: string, quantity: number, unit?: string];

/** The lines priced in their units as a save would, and the order's totals by the shared totals code. */
export const priceDemoLines = (pricing: DemoPricing, demoLines: readonly DemoLine[], productIds: IdOf) => {
  const lines = demoLines.map(([name, quantity, unitName]) => {
    const product = pricing.products.get(productIds(name));
    if (!product) throw new Error(`seed: no product ${name}`);
    const unit = pricing.saleUnits
      .get(product.id)
      ?.find((sold) => sold.Name === (unitName ?? product.unitName));
    const baseMilli = unit ? baseQuantityMilliOf(quantity, unit.ConversionFactor) : null;
    const list = linePriceOf(product, pricing.partyPrices);
    const price = unit ? unitPriceFor(list.price, unit.ConversionFactor) : null;
    if (!unit || baseMilli === null || price === null) throw new Error(`seed: ${name} in ${unitName}`);
    return { product, quantity, unit, baseQuantity: baseMilli / 1000, list: { ...list, price } };
  });
  const result = computeOrderTotals({
    lines: lines.map((line) => ({
      quantity: line.quantity,
      unitPrice: line.list.price,
      vatApplicable: line.product.vatApplicable,
    })),
    vatRatePercent: DEFAULT_VAT_RATE_PERCENT,
  });
  if (!result.ok) throw new Error(`seed: an order: ${result.problems[0]?.message}`);
  return { lines, totals: result.totals };
};

export type PricedDemoOrder = ReturnType<typeof priceDemoLines>;

/** The order's order_lines rows from its priced lines. */
export const demoOrderLineRows = (
  companyId: number,
  orderId: number,
  { lines, totals }: PricedDemoOrder,
): (typeof orderLines.$inferInsert)[] =>
  lines.map((line, index) => {
    const figures = totals.lines[index];
    if (!figures) throw new Error('seed: a line without totals');
    return {
      companyId,
      orderId,
      position: index + 1,
      productId: line.product.id,
      unitId: line.unit.UnitId,
      unitName: line.unit.Name,
      conversionFactor: line.unit.ConversionFactor,
      baseUnitId: line.product.unitId,
      quantity: line.quantity,
      baseQuantity: line.baseQuantity,
      unitPrice: line.list.price,
      listPrice: line.list.price,
      priceSource: line.list.source,
      partyProductPricingId: line.list.partyProductPricingId,
      vatApplicable: line.product.vatApplicable,
      grossAmount: figures.gross,
      discountAmount: figures.lineDiscount,
      orderDiscountShare: figures.orderDiscountShare,
      taxableAmount: figures.taxable,
      vatAmount: figures.vat,
      lineTotal: figures.total,
    };
  });

const seedOrder = async (
  tx: Database,
  companyId: number,
  people: { adminId: number; deliveryUserId: number; dealerUserId: number },
  demo: DemoOrder,
  ids: { parties: IdOf; products: IdOf },
  when: { now: Date; today: string },
): Promise<void> => {
  const { now, today } = when;
  const createdAt = new Date(now.getTime() - demo.daysAgo * DAY_MS - (demo.steps.length + 1) * STEP_MS);
  const orderDate = daysBefore(today, demo.daysAgo);
  const partyId = ids.parties(demo.party);
  const productIds = demo.lines.map(([name]) => ids.products(name));
  const pricing = await loadDemoPricing(tx, companyId, partyId, productIds, orderDate);
  const priced = priceDemoLines(pricing, demo.lines, ids.products);
  const { lines, totals } = priced;

  let status: OrderStatus = INITIAL_ORDER_STATUS;
  let at = createdAt;
  const moves = demo.steps.map((action) => {
    at = new Date(at.getTime() + STEP_MS);
    const remarks = action === 'cancel' ? (demo.cancelReason ?? null) : null;
    const applied = applyOrderAction(status, action, {
      byUserId: people.adminId,
      at: at.toISOString(),
      remarks,
    });
    if (!applied.ok) throw new Error(`seed: ${demo.party}: ${applied.message}`);
    status = applied.to;
    return { ...applied.record, at };
  });

  const [order] = await tx
    .insert(orders)
    .values({
      companyId,
      orderNo: await allocateDocumentNo(tx, companyId, 'order', orderDate, DEFAULT_FISCAL_YEAR_START_MONTH),
      orderDate,
      partyId,
      salesPersonId: await creditedSalesPerson(tx, companyId, partyId),
      status,
      remarks: demo.remarks ?? null,
      vatRatePercent: DEFAULT_VAT_RATE_PERCENT,
      grossAmount: totals.gross,
      lineDiscountTotal: totals.lineDiscount,
      orderDiscountTotal: totals.orderDiscount,
      taxableAmount: totals.taxable,
      vatAmount: totals.vat,
      totalAmount: totals.total,
      lineCount: lines.length,
      deliveryUserId: demo.toDelivery ? people.deliveryUserId : null,
      dealerUserId: demo.toDealer ? people.dealerUserId : null,
      assignedDate: demo.toDelivery || demo.toDealer ? today : null,
      version: 1 + moves.length,
      statusChangedAt: at,
      createdAt,
      createdBy: people.adminId,
      updatedAt: at,
      updatedBy: people.adminId,
    })
    .returning({ id: orders.id });
  if (!order) throw new Error(`seed: order of ${demo.party} not inserted`);
  await tx.insert(orderLines).values(demoOrderLineRows(companyId, order.id, priced));
  await tx.insert(orderTransitions).values([
    {
      companyId,
      orderId: order.id,
      action: 'create',
      fromStatus: null,
      toStatus: INITIAL_ORDER_STATUS,
      byUserId: people.adminId,
      at: createdAt,
    },
    ...moves.map((move) => ({
      companyId,
      orderId: order.id,
      action: move.action,
      fromStatus: move.from,
      toStatus: move.to,
      byUserId: people.adminId,
      at: move.at,
      remarks: move.remarks,
    })),
  ]);
};

/**
 * The distributor's demo orders (after its master data): one in each status an action leads to,
 * with the moves that took it there, priced and totalled as a save would, two on today's delivery sheet.
 */
export const seedDemoOrders = async (
  tx: Database,
  companyId: number,
  userIds: ReadonlyMap<string, number>,
  now: Date,
): Promise<void> => {
  const people = {
    adminId: idIn(userIds, 'admin'),
    deliveryUserId: idIn(userIds, 'delivery'),
    dealerUserId: idIn(userIds, 'dealer'),
  };
  const ids = {
    parties: await seededIds(tx, companyId, PARTY),
    products: await seededIds(tx, companyId, PRODUCT),
  };
  const today = await companyToday(tx, companyId, now);
  for (const demo of DEMO_ORDERS) await seedOrder(tx, companyId, people, demo, ids, { now, today });
};
