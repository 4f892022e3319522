/**
 * Order returns: goods of a delivered order that came back (damaged, expired, wrong item: the
 * return reason). A return starts pending; the office verifies it (the goods are back) or cancels
 * it. Only a verified return reduces what the party owes; a pending one already holds its
 * quantities, so two returns made before either is verified can never return more than was sold.
 */

import {
  createStateMachine,
  joinAlternatives,
  type TransitionResult,
  type TransitionRule,
} from '../../state-machine/state-machine.js';
import { divideRounded, toScaledInteger } from '../common/paisa-math.js';
import { ORDER_STATUS_LABELS, type OrderStatus } from '../orders/order-pipeline.js';
import { type InputProblem, QUANTITY_DECIMALS, quantityProblem } from '../orders/order-totals.js';

export const RETURN_STATUSES = ['pending', 'verified', 'cancelled'] as const;
export type ReturnStatus = (typeof RETURN_STATUSES)[number];

export const RETURN_STATUS_LABELS: Readonly<Record<ReturnStatus, string>> = {
  pending: 'Pending',
  verified: 'Verified',
  cancelled: 'Cancelled',
};

export const RETURN_ACTIONS = ['verify', 'cancel'] as const;
export type ReturnAction = (typeof RETURN_ACTIONS)[number];

export const INITIAL_RETURN_STATUS: ReturnStatus = 'pending';

/**
 * A verified return has changed the balance, so it is final, like an invoice: a mistake is set
 * right by a new document, not by undoing the old one.
 */
export const RETURN_TRANSITIONS: readonly TransitionRule<ReturnStatus, ReturnAction>[] = [
  {
    action: 'verify',
    label: 'Verify return',
    done: 'verified',
    from: ['pending'],
    to: 'verified',
    remarksRequired: false,
  },
  {
    action: 'cancel',
    label: 'Cancel return',
    done: 'cancelled',
    from: ['pending'],
    to: 'cancelled',
    remarksRequired: false,
  },
];

const machine = createStateMachine({
  noun: 'return',
  statusLabels: RETURN_STATUS_LABELS,
  rules: RETURN_TRANSITIONS,
});

export const nextReturnStatus = (
  current: ReturnStatus,
  action: ReturnAction,
): TransitionResult<ReturnStatus> => machine.nextStatus(current, action);

export const allowedReturnActions = (status: ReturnStatus): ReturnAction[] => machine.allowedActions(status);

/** Goods can come back only once they reached the party. */
export const RETURNABLE_ORDER_STATUSES: readonly OrderStatus[] = ['delivered', 'paid', 'completed'];

export function canTakeReturn(status: OrderStatus): { ok: true } | { ok: false; message: string } {
  if (RETURNABLE_ORDER_STATUSES.includes(status)) return { ok: true };
  const allowed = joinAlternatives(
    RETURNABLE_ORDER_STATUSES.map((value) => ORDER_STATUS_LABELS[value].toLowerCase()),
  );
  return {
    ok: false,
    message: `Only a ${allowed} order can take a return; this order is ${ORDER_STATUS_LABELS[status].toLowerCase()}.`,
  };
}

/** A line of the original order, with the figures order-totals.ts gave it (paisa). */
export interface SoldLine {
  lineId: number;
  /** The product, for messages; 'Line {lineId}' without it. */
  name?: string;
  quantity: number;
  taxable: number;
  vat: number;
}

export interface ReturnQuantity {
  lineId: number;
  quantity: number;
}

export interface ReturnLineValue {
  lineId: number;
  quantityMilli: number;
  taxable: number;
  vat: number;
  total: number;
}

export interface ReturnValue {
  lines: ReturnLineValue[];
  taxable: number;
  vat: number;
  total: number;
}

const milli = (quantity: number): bigint | null => toScaledInteger(quantity, QUANTITY_DECIMALS);

/** 1500n → '1.5', 2000n → '2', 250n → '0.25'. */
function formatQuantity(thousandths: bigint): string {
  const whole = thousandths / 1000n;
  const fraction = (thousandths % 1000n).toString().padStart(3, '0').replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : `${whole}`;
}

/** Quantities already returned per line, several returns summed. Their quantities were checked when made. */
function returnedByLine(returns: readonly ReturnQuantity[]): Map<number, bigint> {
  const byLine = new Map<number, bigint>();
  for (const { lineId, quantity } of returns) {
    byLine.set(lineId, (byLine.get(lineId) ?? 0n) + (milli(quantity) ?? 0n));
  }
  return byLine;
}

function overReturnMessage(name: string, wanted: bigint, soldMilli: bigint, before: bigint): string {
  const [asked, soldText] = [formatQuantity(wanted), formatQuantity(soldMilli)];
  const remaining = soldMilli - before;
  if (remaining <= 0n)
    return `${name}: nothing is left to return; earlier returns took all ${soldText} sold.`;
  if (before === 0n) return `${name}: ${asked} cannot be returned; the order sold ${soldText}.`;
  return `${name}: ${asked} cannot be returned; earlier returns leave ${formatQuantity(remaining)} of the ${soldText} sold.`;
}

interface CheckedLine {
  sold: SoldLine;
  soldMilli: bigint;
  before: bigint;
  quantity: bigint;
}

function checkLines(
  sold: readonly SoldLine[],
  alreadyReturned: readonly ReturnQuantity[],
  requested: readonly ReturnQuantity[],
): { ok: true; lines: CheckedLine[] } | { ok: false; problems: InputProblem[] } {
  if (requested.length === 0) {
    return { ok: false, problems: [{ path: 'lines', message: 'A return needs at least one line.' }] };
  }
  const problems: InputProblem[] = [];
  const lines: CheckedLine[] = [];
  const returned = returnedByLine(alreadyReturned);
  const seen = new Set<number>();
  requested.forEach(({ lineId, quantity }, index) => {
    const path = `lines.${index}`;
    const line = sold.find((candidate) => candidate.lineId === lineId);
    if (!line) {
      problems.push({ path: `${path}.lineId`, message: `The order has no line ${lineId}.` });
      return;
    }
    const name = line.name ?? `Line ${lineId}`;
    if (seen.has(lineId)) {
      problems.push({ path: `${path}.lineId`, message: `${name} appears twice in the return.` });
      return;
    }
    seen.add(lineId);
    const wanted = milli(quantity);
    const refused = quantityProblem(name, quantity);
    if (refused !== null || wanted === null) {
      problems.push({ path: `${path}.quantity`, message: refused ?? `${name}: quantity is not a number.` });
      return;
    }
    const soldMilli = milli(line.quantity) ?? 0n;
    const before = returned.get(lineId) ?? 0n;
    const remaining = soldMilli - before;
    if (wanted > remaining) {
      problems.push({
        path: `${path}.quantity`,
        message: overReturnMessage(name, wanted, soldMilli, before),
      });
      return;
    }
    lines.push({ sold: line, soldMilli, before, quantity: wanted });
  });
  return problems.length > 0 ? { ok: false, problems } : { ok: true, lines };
}

/**
 * Whether the requested quantities fit in what is left of each line: sold minus the returns that
 * are not cancelled (pending and verified). Run when a return is made.
 */
export function checkReturnQuantities(
  sold: readonly SoldLine[],
  alreadyReturned: readonly ReturnQuantity[],
  requested: readonly ReturnQuantity[],
): { ok: true } | { ok: false; problems: InputProblem[] } {
  const checked = checkLines(sold, alreadyReturned, requested);
  return checked.ok ? { ok: true } : checked;
}

/**
 * What a return is worth, with the sale's own rounding: a line's taxable amount and VAT are each
 * spread over its quantity, and a return takes the difference between the rounded shares of the
 * quantity returned up to and including it and before it:
 *   taxable = round(T × (before + q) / Q) − round(T × before / Q), VAT likewise.
 * So returns of one line, however split, add up to exactly its taxable amount and VAT once all of
 * it is back. Value a return when it is verified, with the verified returns before it as
 * `previouslyReturned`, so cancelled ones leave no gap.
 */
export function priceReturn(
  sold: readonly SoldLine[],
  previouslyReturned: readonly ReturnQuantity[],
  requested: readonly ReturnQuantity[],
): { ok: true; value: ReturnValue } | { ok: false; problems: InputProblem[] } {
  const checked = checkLines(sold, previouslyReturned, requested);
  if (!checked.ok) return checked;
  const shareOf = (amount: number, soldMilli: bigint, upTo: bigint) =>
    divideRounded(BigInt(amount) * upTo, soldMilli);
  const lines = checked.lines.map(({ sold: line, soldMilli, before, quantity }) => {
    const after = before + quantity;
    const taxable = shareOf(line.taxable, soldMilli, after) - shareOf(line.taxable, soldMilli, before);
    const vat = shareOf(line.vat, soldMilli, after) - shareOf(line.vat, soldMilli, before);
    return {
      lineId: line.lineId,
      quantityMilli: Number(quantity),
      taxable: Number(taxable),
      vat: Number(vat),
      total: Number(taxable + vat),
    };
  });
  const sum = (pick: (line: ReturnLineValue) => number) =>
    lines.reduce((total, line) => total + pick(line), 0);
  return {
    ok: true,
    value: {
      lines,
      taxable: sum((line) => line.taxable),
      vat: sum((line) => line.vat),
      total: sum((line) => line.total),
    },
  };
}
