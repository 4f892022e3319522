import {
  type ChequeAction,
  type ChequeStatus,
  nextChequeStatus,
  type PaymentMethod,
} from '@backoffice/shared/sales/collections/cheque-lifecycle';
import { priceReturn, type ReturnValue } from '@backoffice/shared/sales/returns/order-return';
import { dayFrom, isSaturday, kathmanduAt } from './demo-history-days.js';
import type { PlannedOrder } from './demo-history-orders.js';
import type { DemoDice } from './demo-random.js';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

export interface PlannedReturn {
  order: PlannedOrder;
  reasonId: number;
  createdAt: Date;
  verifiedAt: Date | null;
  /** The lines' positions on the order stand in for their ids until the order is written. */
  value: ReturnValue;
  returnNo: string;
}

export interface PlannedChequeMove {
  action: ChequeAction;
  from: ChequeStatus;
  to: ChequeStatus;
  at: Date;
}

export interface PlannedPayment {
  partyId: number;
  method: PaymentMethod;
  amount: number;
  receivedAt: Date;
  createdBy: number;
  cheque: { no: string; bank: string; moves: PlannedChequeMove[]; status: ChequeStatus } | null;
  bounce: { reason: string; charge: number } | null;
  /** When it started to count towards what the party owes; null while it does not. */
  clearedAt: Date | null;
  remarks: string | null;
  receiptNo: string;
}

const BANKS = [
  'Nabil Bank',
  'Himalayan Bank',
  'Global IME Bank',
  'NIC Asia Bank',
  'Nepal Investment Mega Bank',
  'Machhapuchchhre Bank',
  'Rastriya Banijya Bank',
];
const BOUNCE_REASONS = ['Insufficient funds', 'Signature mismatch', 'Cheque post-dated'];
const BOUNCE_CHARGE_PAISA = 50_000;

/** A moment in office hours on the day `days` after `from`, moved off Saturday. */
const officeTimeAfter = (from: Date, days: number, dice: DemoDice): Date => {
  let day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kathmandu' }).format(
    new Date(from.getTime() + days * DAY_MS),
  );
  while (isSaturday(day)) day = dayFrom(day, 1);
  const at = kathmanduAt(day, dice.between(10.5, 16.5));
  return at.getTime() > from.getTime() ? at : new Date(from.getTime() + dice.between(1, 3) * HOUR_MS);
};

/**
 * A few returns of delivered goods, a day or two after delivery: part of one line each, verified
 * by the office the next day (some still pending), valued by the shared return rules.
 */
export const planReturns = (
  delivered: readonly PlannedOrder[],
  reasonIds: readonly number[],
  dice: DemoDice,
  now: Date,
): PlannedReturn[] => {
  const returns: PlannedReturn[] = [];
  for (const order of delivered) {
    if (!order.deliveredAt || !dice.chance(0.04)) continue;
    const createdAt = officeTimeAfter(order.deliveredAt, dice.int(1, 3), dice);
    if (createdAt > now) continue;
    const { lines, totals } = order.priced;
    const position = dice.int(0, lines.length - 1);
    const line = lines[position];
    const figures = totals.lines[position];
    if (!line || !figures) continue;
    const quantity = Math.max(1, Math.floor(line.baseQuantity * dice.between(0.05, 0.2)));
    const sold = lines.map((sale, index) => ({
      lineId: index + 1,
      quantity: sale.baseQuantity,
      taxable: totals.lines[index]?.taxable ?? 0,
      vat: totals.lines[index]?.vat ?? 0,
    }));
    const priced = priceReturn(sold, [], [{ lineId: position + 1, quantity }]);
    if (!priced.ok) throw new Error(`seed: history return: ${priced.problems[0]?.message}`);
    const verifiedAt = dice.chance(0.8) ? officeTimeAfter(createdAt, 1, dice) : null;
    returns.push({
      order,
      reasonId: dice.pick(reasonIds),
      createdAt,
      verifiedAt: verifiedAt && verifiedAt <= now ? verifiedAt : null,
      value: priced.value,
      returnNo: '',
    });
  }
  return returns;
};

const METHODS: PaymentMethod[] = [
  'cash',
  'cash',
  'cash',
  'cash',
  'cash',
  'cheque',
  'cheque',
  'cheque',
  'bankTransfer',
  'wallet',
];

interface PaymentPlanContext {
  dice: DemoDice;
  now: Date;
  collectorId: number;
  chequeSerial: () => string;
}

/** One receipt: cash and transfers count at once; a cheque once it clears, never if it bounces. */
const planPayment = (
  ctx: PaymentPlanContext,
  partyId: number,
  amount: number,
  receivedAt: Date,
  method: PaymentMethod,
): PlannedPayment => {
  const base = { partyId, method, amount, receivedAt, createdBy: ctx.collectorId, receiptNo: '' };
  if (method !== 'cheque')
    return { ...base, cheque: null, bounce: null, clearedAt: receivedAt, remarks: null };
  const bounces = ctx.dice.chance(0.08);
  const deposit = officeTimeAfter(receivedAt, 1, ctx.dice);
  const settled = officeTimeAfter(deposit, ctx.dice.int(2, 3), ctx.dice);
  const steps: [ChequeAction, Date][] = [
    ['deposit', deposit],
    [bounces ? 'bounce' : 'reconcile', settled],
  ];
  let status: ChequeStatus = 'received';
  const moves: PlannedChequeMove[] = [];
  for (const [action, at] of steps) {
    if (at > ctx.now) break;
    const next = nextChequeStatus(status, action);
    if (!next.ok) throw new Error(`seed: history cheque: ${next.message}`);
    moves.push({ action, from: status, to: next.to, at });
    status = next.to;
  }
  const bounced = status === 'bounced';
  return {
    ...base,
    cheque: { no: ctx.chequeSerial(), bank: ctx.dice.pick(BANKS), moves, status },
    bounce: bounced ? { reason: ctx.dice.pick(BOUNCE_REASONS), charge: BOUNCE_CHARGE_PAISA } : null,
    clearedAt: status === 'cleared' ? (moves.at(-1)?.at ?? null) : null,
    remarks: null,
  };
};

/**
 * What the party paid for its delivered orders, oldest first: each order's receipts (one, or an
 * advance in cash and the rest later) come some days after delivery, at the party's own pace. A
 * bounced cheque is made good in cash a few days later. Payments count towards the oldest orders
 * first (collection allocation), so once an order is not yet covered, the later ones are left owed.
 * Covered orders move to paid when their last receipt counts, and most are completed a few days on.
 */
export const planPartyPayments = (
  ctx: PaymentPlanContext,
  partyOrders: readonly PlannedOrder[],
  returnedByOrder: ReadonlyMap<PlannedOrder, number>,
  officeUserId: number,
): PlannedPayment[] => {
  const { dice, now } = ctx;
  const paceDays = dice.between(2, 9);
  const payments: PlannedPayment[] = [];
  for (const order of partyOrders) {
    if (!order.deliveredAt || order.status !== 'delivered') continue;
    const owed = order.priced.totals.total - (returnedByOrder.get(order) ?? 0);
    const firstAt = officeTimeAfter(order.deliveredAt, Math.round(paceDays * dice.between(0.4, 1.6)), dice);
    if (firstAt > now) break;
    const split = owed > 2_000_000 && dice.chance(0.3);
    const advance = split ? Math.floor(owed / 2 / 10_000) * 10_000 : 0;
    const parts: [number, Date, PaymentMethod][] = split
      ? [
          [advance, firstAt, 'cash'],
          [owed - advance, officeTimeAfter(firstAt, dice.int(3, 8), dice), dice.pick(METHODS)],
        ]
      : [[owed, firstAt, dice.pick(METHODS)]];
    const receipts: PlannedPayment[] = [];
    for (const [amount, at, method] of parts) {
      if (at > now) break;
      const receipt = planPayment(ctx, order.partyId, amount, at, method);
      receipts.push(receipt);
      const bouncedAt = receipt.cheque?.moves.find((move) => move.to === 'bounced')?.at;
      if (bouncedAt) {
        const again = officeTimeAfter(bouncedAt, dice.int(1, 4), dice);
        if (again <= now) {
          const cash = planPayment(ctx, order.partyId, amount, again, 'cash');
          receipts.push({ ...cash, remarks: `Cash for bounced cheque ${receipt.cheque?.no ?? ''}` });
        }
      }
    }
    payments.push(...receipts);
    const counted = receipts.filter((receipt) => receipt.clearedAt !== null);
    const paid = counted.reduce((sum, receipt) => sum + receipt.amount, 0);
    const last = counted
      .map((receipt) => receipt.clearedAt?.getTime() ?? 0)
      .sort((a, b) => a - b)
      .at(-1);
    if (paid < owed || last === undefined) break;
    coverOrder(order, new Date(last), receipts, officeUserId, dice, now);
  }
  return payments;
};

/** The order's settle move to paid, named by the receipt that covered it, and often its completion. */
const coverOrder = (
  order: PlannedOrder,
  paidAt: Date,
  receipts: PlannedPayment[],
  officeUserId: number,
  dice: DemoDice,
  now: Date,
): void => {
  const covering = receipts.find((receipt) => receipt.clearedAt?.getTime() === paidAt.getTime());
  order.moves.push({
    action: 'settle',
    from: 'delivered',
    to: 'paid',
    at: paidAt,
    byUserId: officeUserId,
    remarks: null,
    coveredBy: covering ?? null,
  });
  order.status = 'paid';
  const completeAt = officeTimeAfter(paidAt, dice.int(1, 5), dice);
  if (completeAt <= now && dice.chance(0.8)) {
    order.moves.push({
      action: 'complete',
      from: 'paid',
      to: 'completed',
      at: completeAt,
      byUserId: officeUserId,
      remarks: null,
    });
    order.status = 'completed';
  }
};
