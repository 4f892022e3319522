/**
 * Payments received from parties (collections) and the life of a cheque among them.
 *
 * Cash, bank transfers and wallet payments are money in hand the day they are recorded. A cheque
 * is only a promise until the bank pays it: received (from the party), deposited (at our bank),
 * then cleared when the office reconciles it with the bank statement, or bounced when the bank
 * returns it. Only a cleared cheque reduces the party's balance. A bounce releases what the cheque
 * paid (those orders are owed again) and may add a bounce charge to the party's balance; the
 * cheque may then be deposited again.
 */
import { formatAmount } from '../../format/money.format.js';
import {
  createStateMachine,
  type TransitionResult,
  type TransitionRule,
} from '../../state-machine/state-machine.js';
import { isPaisa } from '../common/paisa-math.js';

export const PAYMENT_METHODS = ['cash', 'cheque', 'bankTransfer', 'wallet'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const PAYMENT_METHOD_LABELS: Readonly<Record<PaymentMethod, string>> = {
  cash: 'Cash',
  cheque: 'Cheque',
  bankTransfer: 'Bank transfer',
  wallet: 'Wallet',
};

export const CHEQUE_STATUSES = ['received', 'deposited', 'cleared', 'bounced'] as const;
export type ChequeStatus = (typeof CHEQUE_STATUSES)[number];

export const CHEQUE_STATUS_LABELS: Readonly<Record<ChequeStatus, string>> = {
  received: 'Received',
  deposited: 'Deposited',
  cleared: 'Cleared',
  bounced: 'Bounced',
};

/** Spec section 4: "Collection cheque: deposit, reconcile, bounce." */
export const CHEQUE_ACTIONS = ['deposit', 'reconcile', 'bounce'] as const;
export type ChequeAction = (typeof CHEQUE_ACTIONS)[number];

/**
 * Only the bank can bounce a cheque, so only one at the bank bounces: deposited, or cleared when the
 * bank takes back a credit after the office reconciled it (a stopped or forged cheque found late).
 * A bounced cheque may be deposited again, common in Nepal once the party says the funds are
 * there; the party may also settle it with a new payment instead. Its charges stay either way.
 */
export const CHEQUE_TRANSITIONS: readonly TransitionRule<ChequeStatus, ChequeAction>[] = [
  {
    action: 'deposit',
    label: 'Deposit',
    done: 'deposited',
    from: ['received', 'bounced'],
    to: 'deposited',
    remarksRequired: false,
  },
  {
    action: 'reconcile',
    label: 'Reconcile',
    done: 'reconciled',
    from: ['deposited'],
    to: 'cleared',
    remarksRequired: false,
  },
  // The bank's reason for returning it (insufficient funds, signature…) goes on the statement.
  {
    action: 'bounce',
    label: 'Bounce',
    done: 'bounced',
    from: ['deposited', 'cleared'],
    to: 'bounced',
    remarksRequired: true,
  },
];

const machine = createStateMachine({
  noun: 'cheque',
  statusLabels: CHEQUE_STATUS_LABELS,
  rules: CHEQUE_TRANSITIONS,
});

/** "A cheque that is received cannot be bounced; it can be deposited." when refused. */
export const nextChequeStatus = (
  current: ChequeStatus,
  action: ChequeAction,
): TransitionResult<ChequeStatus> => machine.nextStatus(current, action);

export const allowedChequeActions = (status: ChequeStatus): ChequeAction[] => machine.allowedActions(status);

/** A cheque starts received; other methods have no cheque status. */
export const initialChequeStatus = (method: PaymentMethod): ChequeStatus | null =>
  method === 'cheque' ? 'received' : null;

export interface PaymentState {
  method: PaymentMethod;
  /** Set for cheques only. */
  chequeStatus: ChequeStatus | null;
}

/** Whether the payment counts against the party's balance now. */
export const isPaymentCleared = (payment: PaymentState): boolean =>
  payment.method === 'cheque' ? payment.chequeStatus === 'cleared' : true;

/**
 * A payment recorded by mistake may be deleted (the audit log keeps it), except a cheque once it
 * went to the bank: from then on the bank's answer, cleared or bounced, is the record.
 */
export function canDeletePayment(payment: PaymentState): { ok: true } | { ok: false; message: string } {
  if (payment.method !== 'cheque' || payment.chequeStatus === 'received') return { ok: true };
  const status = CHEQUE_STATUS_LABELS[payment.chequeStatus ?? 'received'].toLowerCase();
  return { ok: false, message: `A cheque that is ${status} cannot be deleted; only a received cheque can.` };
}

/** A payment's amount: whole paisa, more than 0. */
export function checkPaymentAmount(paisa: number): { ok: true } | { ok: false; message: string } {
  return isPaisa(paisa) && paisa > 0
    ? { ok: true }
    : { ok: false, message: 'Amount must be more than 0, in whole paisa.' };
}

/**
 * The largest bounce charge: Rs 1,00,00,000.00 (one crore) is far beyond any bank fee or penalty,
 * so a larger figure is a typing mistake, not a charge.
 */
export const MAX_BOUNCE_CHARGE_PAISA = 1_000_000_000;

/** The charge a bounce may add (bank fee, penalty): whole paisa, 0 or more; none means 0. */
export function checkBounceCharge(
  paisa: number | null | undefined,
): { ok: true; charge: number } | { ok: false; message: string } {
  if (paisa === null || paisa === undefined) return { ok: true, charge: 0 };
  if (paisa > MAX_BOUNCE_CHARGE_PAISA) {
    return {
      ok: false,
      message: `Bounce charge is too large; the most it may be is Rs ${formatAmount(MAX_BOUNCE_CHARGE_PAISA)}.`,
    };
  }
  return isPaisa(paisa)
    ? { ok: true, charge: paisa }
    : { ok: false, message: 'Bounce charge must be 0 or more, in whole paisa.' };
}
