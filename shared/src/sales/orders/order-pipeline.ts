/**
 * The order pipeline (spec section 4 shows the actions and statuses, not which status each action
 * starts from; these rules are ours and the README's "Order pipeline" table is made from them).
 *
 * An order from the field app starts not confirmed. The office confirms it (the customer really
 * wants it), then verifies it (stock and credit checked), makes it ready to dispatch (picked and
 * packed), dispatches it (on the vehicle: from here the goods are out of the warehouse, so the
 * order can no longer be cancelled; goods that come back are a return), and marks it delivered.
 * Paid is not an action: an order becomes paid when its cleared payments cover what it owes, and
 * falls back to delivered if they stop covering it (see settledStatus). Complete closes an order,
 * paid or not: what is still owed stays on the party's balance.
 */
import {
  createStateMachine,
  type TransitionResult,
  type TransitionRule,
} from '../../state-machine/state-machine.js';

/** Wire values, in pipeline order: also the columns of the order board, left to right. */
export const ORDER_STATUSES = [
  'notConfirmed',
  'confirmed',
  'verified',
  'readyToDispatch',
  'dispatched',
  'delivered',
  'paid',
  'completed',
  'cancelled',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const ORDER_STATUS_LABELS: Readonly<Record<OrderStatus, string>> = {
  notConfirmed: 'Not confirmed',
  confirmed: 'Confirmed',
  verified: 'Verified',
  readyToDispatch: 'Ready to dispatch',
  dispatched: 'Dispatched',
  delivered: 'Delivered',
  paid: 'Paid',
  completed: 'Completed',
  cancelled: 'Cancelled',
};

/** The spec names no path spelling; these follow its lower-case single-word convention (POST /order/{action}?id=). */
export const ORDER_ACTIONS = [
  'confirm',
  'verify',
  'readytodispatch',
  'dispatch',
  'deliver',
  'complete',
  'cancel',
] as const;
export type OrderAction = (typeof ORDER_ACTIONS)[number];

export const INITIAL_ORDER_STATUS: OrderStatus = 'notConfirmed';

/** Statuses before the goods leave: the only ones an order may be cancelled from. */
const BEFORE_DISPATCH: readonly OrderStatus[] = ['notConfirmed', 'confirmed', 'verified', 'readyToDispatch'];

export const ORDER_TRANSITIONS: readonly TransitionRule<OrderStatus, OrderAction>[] = [
  {
    action: 'confirm',
    label: 'Confirm',
    done: 'confirmed',
    from: ['notConfirmed'],
    to: 'confirmed',
    remarksRequired: false,
  },
  {
    action: 'verify',
    label: 'Verify',
    done: 'verified',
    from: ['confirmed'],
    to: 'verified',
    remarksRequired: false,
  },
  {
    action: 'readytodispatch',
    label: 'Ready to dispatch',
    done: 'made ready to dispatch',
    from: ['verified'],
    to: 'readyToDispatch',
    remarksRequired: false,
  },
  {
    action: 'dispatch',
    label: 'Dispatch',
    done: 'dispatched',
    from: ['readyToDispatch'],
    to: 'dispatched',
    remarksRequired: false,
  },
  {
    action: 'deliver',
    label: 'Deliver',
    done: 'delivered',
    from: ['dispatched'],
    to: 'delivered',
    remarksRequired: false,
  },
  {
    action: 'complete',
    label: 'Complete',
    done: 'completed',
    from: ['delivered', 'paid'],
    to: 'completed',
    remarksRequired: false,
  },
  // A cancelled order leaves no trace on the balance, so the reason is the only record of why.
  {
    action: 'cancel',
    label: 'Cancel order',
    done: 'cancelled',
    from: BEFORE_DISPATCH,
    to: 'cancelled',
    remarksRequired: true,
  },
];

const machine = createStateMachine({
  noun: 'order',
  statusLabels: ORDER_STATUS_LABELS,
  rules: ORDER_TRANSITIONS,
});

/** "An order that is dispatched cannot be verified; it can be delivered." when refused. */
export const nextStatus = (current: OrderStatus, action: OrderAction): TransitionResult<OrderStatus> =>
  machine.nextStatus(current, action);

export const allowedActions = (status: OrderStatus): OrderAction[] => machine.allowedActions(status);

export const isOrderStatus = (value: unknown): value is OrderStatus =>
  (ORDER_STATUSES as readonly unknown[]).includes(value);

export const isOrderAction = (value: unknown): value is OrderAction =>
  (ORDER_ACTIONS as readonly unknown[]).includes(value);

/**
 * Who moved an order, when, from where to where, and why. `settle` is the system moving an order
 * between delivered and paid as payments arrive or go (byUserId null, or the user whose payment
 * caused it).
 */
export interface OrderTransitionRecord {
  action: OrderAction | 'settle';
  from: OrderStatus;
  to: OrderStatus;
  byUserId: number | null;
  /** ISO 8601 date-time. */
  at: string;
  remarks: string | null;
}

export type AppliedOrderAction =
  | { ok: true; to: OrderStatus; record: OrderTransitionRecord }
  | { ok: false; message: string };

/** nextStatus plus the remarks rule, giving the transition record to store with the move. */
export function applyOrderAction(
  current: OrderStatus,
  action: OrderAction,
  by: { byUserId: number; at: string; remarks?: string | null },
): AppliedOrderAction {
  const result = nextStatus(current, action);
  if (!result.ok) return result;
  const remarks = by.remarks?.trim() || null;
  const rule = ORDER_TRANSITIONS.find((candidate) => candidate.action === action);
  if (rule?.remarksRequired && remarks === null) {
    return { ok: false, message: `A reason is required when an order is ${rule.done}.` };
  }
  return {
    ok: true,
    to: result.to,
    record: { action, from: current, to: result.to, byUserId: by.byUserId, at: by.at, remarks },
  };
}

/**
 * Where payments put an order: delivered becomes paid once the cleared payments for it cover what
 * it owes (its total minus verified returns; an order owing nothing is settled too), and paid falls
 * back to delivered when they no longer do (a payment deleted). Every other status is left alone:
 * an order paid in advance becomes paid when it is delivered (call this after deliver), and a
 * completed order stays completed, its debt on the party's balance.
 */
export function settledStatus(current: OrderStatus, amounts: { owed: number; paid: number }): OrderStatus {
  const covered = amounts.paid >= amounts.owed;
  if (current === 'delivered' && covered) return 'paid';
  if (current === 'paid' && !covered) return 'delivered';
  return current;
}
