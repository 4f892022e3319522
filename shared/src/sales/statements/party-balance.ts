/**
 * What a party owes, prudently: the figure the credit limit, /party/balance and the dashboard's
 * receivables use.
 *
 *   balance = owed orders − verified returns − cleared payments + bounce charges
 *
 * An order is owed from delivery on (delivered, paid, completed): before that the goods are still
 * ours and the order may yet be cancelled; a cancelled order is never owed. A return counts once
 * verified; a payment once cleared (cash, bank transfer and wallet at once, a cheque when
 * reconciled); a bounced cheque counts nothing but its charge. A positive balance is owed to us.
 *
 * The party statement is not made of these: it is the party's ledger in the books, where a cheque
 * counts the day it is received (docs/accounting.md, "Party statement").
 */
import { isPaymentCleared, type PaymentState } from '../collections/cheque-lifecycle.js';
import type { OrderStatus } from '../orders/order-pipeline.js';
import type { ReturnStatus } from '../returns/order-return.js';

export const OWED_ORDER_STATUSES: readonly OrderStatus[] = ['delivered', 'paid', 'completed'];

export const isOrderOwed = (status: OrderStatus): boolean => OWED_ORDER_STATUSES.includes(status);

/** Amounts in paisa. */
export interface BalanceOrder {
  status: OrderStatus;
  total: number;
}

export interface BalanceReturn {
  status: ReturnStatus;
  total: number;
}

export interface BalancePayment extends PaymentState {
  amount: number;
  /** Charged to the party when the cheque bounced. */
  bounceCharge: number | null;
}

export interface PartyBalance {
  orders: number;
  returns: number;
  payments: number;
  charges: number;
  balance: number;
}

export interface PartyRecords<
  Order extends BalanceOrder,
  Return extends BalanceReturn,
  Payment extends BalancePayment,
> {
  orders: readonly Order[];
  returns: readonly Return[];
  payments: readonly Payment[];
}

const bounceChargeOf = (payment: BalancePayment): number =>
  payment.method === 'cheque' && payment.chequeStatus === 'bounced' ? (payment.bounceCharge ?? 0) : 0;

const sumOf = <T>(items: readonly T[], amount: (item: T) => number): number =>
  items.reduce((total, item) => total + amount(item), 0);

export function partyBalance(
  records: PartyRecords<BalanceOrder, BalanceReturn, BalancePayment>,
): PartyBalance {
  const orders = sumOf(records.orders, (order) => (isOrderOwed(order.status) ? order.total : 0));
  const returns = sumOf(records.returns, (item) => (item.status === 'verified' ? item.total : 0));
  const payments = sumOf(records.payments, (payment) => (isPaymentCleared(payment) ? payment.amount : 0));
  const charges = sumOf(records.payments, bounceChargeOf);
  return { orders, returns, payments, charges, balance: orders - returns - payments + charges };
}
