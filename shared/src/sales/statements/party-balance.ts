/**
 * What a party owes, and its statement.
 *
 *   balance = owed orders − verified returns − cleared payments + bounce charges
 *
 * An order is owed from delivery on (delivered, paid, completed): before that the goods are still
 * ours and the order may yet be cancelled; a cancelled order is never owed. A return counts once
 * verified; a payment once cleared (cash, bank transfer and wallet at once, a cheque when
 * reconciled); a bounced cheque counts nothing but its charge. A positive balance is owed to us.
 *
 * The statement is made of the same entries, each dated the day it started to count, so its
 * closing balance is always the balance above.
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

/** `chequeBounce`: a cleared cheque's credit taken back by its bounce (a debit of its amount). */
export type LedgerEntryKind = 'order' | 'return' | 'payment' | 'chequeBounce' | 'bounceCharge';

export interface LedgerEntry {
  /** The company's calendar day, YYYY-MM-DD. */
  date: string;
  /** Puts entries of one day in order (the caller's event order: an id or a time stamp). */
  sequence: number;
  kind: LedgerEntryKind;
  /** The order, return or payment number shown on the statement. */
  reference: string;
  /** Adds to what the party owes (paisa). */
  debit: number;
  /** Takes from what the party owes (paisa). */
  credit: number;
}

export interface StatementLine extends LedgerEntry {
  /** The balance after this entry. */
  balance: number;
}

export interface PartyStatement {
  /** Everything before fromDate, summed. */
  openingBalance: number;
  lines: StatementLine[];
  totalDebit: number;
  totalCredit: number;
  closingBalance: number;
}

/**
 * The statement between two days, both included (either may be left open): entries sorted by date
 * then sequence, a running balance on each line, the opening balance carried from before fromDate.
 */
export function buildStatement(
  entries: readonly LedgerEntry[],
  range: { fromDate?: string | null; toDate?: string | null } = {},
): PartyStatement {
  const sorted = [...entries].sort((a, b) =>
    a.date === b.date ? a.sequence - b.sequence : a.date < b.date ? -1 : 1,
  );
  const { fromDate, toDate } = range;
  let balance = 0;
  let openingBalance = 0;
  let totalDebit = 0;
  let totalCredit = 0;
  const lines: StatementLine[] = [];
  for (const entry of sorted) {
    if (toDate && entry.date > toDate) break;
    balance += entry.debit - entry.credit;
    if (fromDate && entry.date < fromDate) {
      openingBalance = balance;
      continue;
    }
    totalDebit += entry.debit;
    totalCredit += entry.credit;
    lines.push({ ...entry, balance });
  }
  return { openingBalance, lines, totalDebit, totalCredit, closingBalance: balance };
}

export interface LedgerOrder extends BalanceOrder {
  reference: string;
  sequence: number;
  /** Set once delivered. */
  deliveredOn: string | null;
}

export interface LedgerReturn extends BalanceReturn {
  reference: string;
  sequence: number;
  /** Set once verified. */
  verifiedOn: string | null;
}

/** A move of a cheque that changed what counts: it cleared, or it bounced after clearing. */
export interface LedgerChequeMove {
  move: 'cleared' | 'bouncedAfterClearing';
  date: string;
  sequence: number;
}

export interface LedgerPayment extends BalancePayment {
  reference: string;
  sequence: number;
  receivedOn: string;
  /** The day a cheque reached its status (cleared or bounced on that day). */
  chequeStatusOn: string | null;
  /**
   * A cheque's history, when known: each clearing is a credit on its day and each bounce of a
   * cleared cheque a debit of the amount on its day, so a statement already printed for a past
   * period stays true when the cheque bounces later. Clearings outnumber those bounces by exactly
   * one while the cheque is cleared, and equal them otherwise, so the entries still add up to what
   * partyBalance counts. Without it, a cleared cheque is one credit on chequeStatusOn.
   */
  chequeMoves?: readonly LedgerChequeMove[];
}

/** A record that counts must say when it started to; without the day, the statement cannot place it. */
function dayOf(day: string | null, what: string): string {
  if (!day) throw new Error(`${what} counts on the balance but has no date`);
  return day;
}

/** The statement entries of a party's records: exactly what partyBalance counts, each on its day. */
export function partyLedgerEntries(
  records: PartyRecords<LedgerOrder, LedgerReturn, LedgerPayment>,
): LedgerEntry[] {
  const entries: LedgerEntry[] = [];
  const add = (entry: Omit<LedgerEntry, 'debit' | 'credit'> & Partial<LedgerEntry>) =>
    entries.push({ debit: 0, credit: 0, ...entry });
  for (const order of records.orders) {
    if (!isOrderOwed(order.status)) continue;
    const date = dayOf(order.deliveredOn, `Order ${order.reference}`);
    add({ date, sequence: order.sequence, kind: 'order', reference: order.reference, debit: order.total });
  }
  for (const item of records.returns) {
    if (item.status !== 'verified') continue;
    const date = dayOf(item.verifiedOn, `Return ${item.reference}`);
    add({ date, sequence: item.sequence, kind: 'return', reference: item.reference, credit: item.total });
  }
  for (const payment of records.payments) {
    const { reference, sequence } = payment;
    if (payment.method === 'cheque' && payment.chequeMoves) {
      for (const move of payment.chequeMoves) {
        const at = { date: move.date, sequence: move.sequence, reference };
        if (move.move === 'cleared') add({ ...at, kind: 'payment', credit: payment.amount });
        else add({ ...at, kind: 'chequeBounce', debit: payment.amount });
      }
    } else if (isPaymentCleared(payment)) {
      // Cash and transfers count the day they are received; a cheque the day it cleared.
      const date =
        payment.method === 'cheque'
          ? dayOf(payment.chequeStatusOn, `Cheque ${reference}`)
          : payment.receivedOn;
      add({ date, sequence, kind: 'payment', reference, credit: payment.amount });
    }
    const charge = bounceChargeOf(payment);
    if (charge > 0) {
      const date = dayOf(payment.chequeStatusOn, `Cheque ${reference}`);
      add({ date, sequence, kind: 'bounceCharge', reference, debit: charge });
    }
  }
  return entries;
}
