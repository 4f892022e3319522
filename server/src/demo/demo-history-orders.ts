import {
  applyOrderAction,
  INITIAL_ORDER_STATUS,
  type OrderAction,
  type OrderStatus,
} from '@backoffice/shared/sales/orders/order-pipeline';
import { kathmanduAt, nextWorkingMorning } from './demo-history-days.js';
import type { DemoLine, PricedDemoOrder } from './demo-orders-seed.js';
import type { DemoDice } from './demo-random.js';

const HOUR_MS = 3_600_000;

/** One move of an order's history, as order_transitions keeps it. */
export interface PlannedMove {
  action: OrderAction | 'settle';
  from: OrderStatus;
  to: OrderStatus;
  at: Date;
  byUserId: number;
  remarks: string | null;
  /** A settle move's receipt, whose number is known once every receipt is numbered. */
  coveredBy?: { receiptNo: string; method: string } | null;
}

export interface PlannedOrder {
  partyId: number;
  salesPersonId: number | null;
  createdBy: number;
  orderDate: string;
  createdAt: Date;
  lines: DemoLine[];
  priced: PricedDemoOrder;
  status: OrderStatus;
  moves: PlannedMove[];
  deliveredAt: Date | null;
  /** The day it went out on the delivery person's chalan. */
  assignedDate: string | null;
  orderNo: string;
}

/** What a shop orders: a product, in which unit, and the quantities it comes in. */
const PRODUCT_MIX: { product: string; unit?: string; quantities: number[] }[] = [
  { product: 'Wai Wai Noodles 75 g', unit: 'Carton', quantities: [1, 2, 3, 4, 5] },
  { product: 'Coca-Cola 500 ml', unit: 'Carton', quantities: [1, 2, 3] },
  { product: 'Real Juice Mixed Fruit 1 L', quantities: [6, 12, 24] },
  { product: 'Tokla Tea 500 g', quantities: [5, 10, 20] },
  { product: 'Lays Classic 50 g', quantities: [20, 40, 60] },
  { product: 'Dettol Soap 125 g', quantities: [24, 36, 48, 72] },
  { product: 'Sunsilk Shampoo 180 ml', quantities: [6, 12, 24] },
  { product: 'Basmati Rice', quantities: [10, 20, 25.5, 50] },
];

const CANCEL_REASONS = [
  'The party ordered the same goods from the field app twice.',
  'The shop owner changed his mind after the price rise.',
  'Over the party’s credit limit; the office asked for a payment first.',
  'Out of stock at the depot; the party will reorder next week.',
];

/** A few products of the mix, each once, in quantities shops order. */
export const demoBasket = (dice: DemoDice): DemoLine[] => {
  const count = dice.int(1, 4);
  const chosen = new Set<number>();
  while (chosen.size < count) chosen.add(dice.int(0, PRODUCT_MIX.length - 1));
  return [...chosen].map((index): DemoLine => {
    const item = PRODUCT_MIX[index];
    if (!item) throw new Error('seed: no product mix item');
    const quantity = dice.pick(item.quantities);
    return item.unit ? [item.product, quantity, item.unit] : [item.product, quantity];
  });
};

export interface MoveActors {
  officeUserId: number;
  deliveryUserId: number;
}

/**
 * The pipeline an order goes through after it is taken: confirmed within hours, verified and made
 * ready the same day, dispatched the next working morning and delivered within the day; a few are
 * cancelled before they leave. Steps after `now` have not happened yet, so recent orders stop short.
 */
export const walkPipeline = (
  order: Pick<PlannedOrder, 'createdAt' | 'orderDate'>,
  dice: DemoDice,
  actors: MoveActors,
  now: Date,
): { status: OrderStatus; moves: PlannedMove[]; deliveredAt: Date | null; assignedDate: string | null } => {
  const cancelAfter = dice.chance(0.05) ? dice.int(0, 2) : null;
  let at = order.createdAt.getTime();
  const plan: { action: OrderAction; at: number }[] = [];
  const later = (low: number, high: number) => {
    at += dice.between(low, high) * HOUR_MS;
    return at;
  };
  const steps: OrderAction[] = ['confirm', 'verify', 'readytodispatch', 'dispatch', 'deliver'];
  for (const [index, action] of steps.entries()) {
    if (cancelAfter === index) {
      plan.push({ action: 'cancel', at: later(2, 20) });
      break;
    }
    if (action === 'dispatch') {
      at = Math.max(at, nextWorkingMorning(order.orderDate).getTime()) + dice.between(0, 1.5) * HOUR_MS;
      plan.push({ action, at });
    } else if (action === 'deliver') plan.push({ action, at: later(2, 7) });
    else plan.push({ action, at: later(0.5, 3) });
  }
  let status: OrderStatus = INITIAL_ORDER_STATUS;
  const moves: PlannedMove[] = [];
  let deliveredAt: Date | null = null;
  let assignedDate: string | null = null;
  for (const step of plan) {
    if (step.at > now.getTime() - 60_000) break;
    const when = new Date(step.at);
    const remarks = step.action === 'cancel' ? dice.pick(CANCEL_REASONS) : null;
    const applied = applyOrderAction(status, step.action, {
      byUserId: actors.officeUserId,
      at: when.toISOString(),
      remarks,
    });
    if (!applied.ok) throw new Error(`seed: history order: ${applied.message}`);
    const byUserId = step.action === 'deliver' ? actors.deliveryUserId : actors.officeUserId;
    moves.push({ action: step.action, from: status, to: applied.to, at: when, byUserId, remarks });
    status = applied.to;
    if (step.action === 'dispatch') assignedDate = kathmanduDay(when);
    if (step.action === 'deliver') deliveredAt = when;
  }
  return { status, moves, deliveredAt, assignedDate };
};

const kathmanduDay = (instant: Date): string =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kathmandu' }).format(instant);

/** When in the working day an order is taken: between 10:00 and 17:00 in Kathmandu. */
export const orderTime = (day: string, dice: DemoDice): Date => kathmanduAt(day, dice.between(10, 17));
