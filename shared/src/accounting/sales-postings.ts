/**
 * Sales events as vouchers: what the poster writes to the books when an order is delivered, a
 * return verified, a payment recorded, a cheque deposited or bounced. Pure: the caller gives the
 * company's default ledgers and the party's ledger, and posts each answer once under its source key.
 *
 * Conventions, chosen so the books agree with the documents they come from:
 * - Sales are credited net of discounts: with the order's taxable amount (after line and order
 *   discounts, VAT and exempt lines together), the figure the invoice, the sales book and the IRD's
 *   taxable_sales_vat + tax_exempted_sales report. A discount on the invoice never reaches a
 *   ledger; Discount Allowed takes discounts given when a party pays (settlement discounts).
 * - The party is debited the invoice total, rounded to `roundTotalTo` paisa when the company
 *   rounds its invoices (100: to the rupee); the difference goes to Rounding Off, so the voucher
 *   still balances to the paisa with the order's own totals.
 * - A cheque is money in hand when received (Receipt: Dr Cheques in Hand), moves to the bank when
 *   deposited (Contra), and its clearing posts nothing: it only dates the bank line for the
 *   reconciliation. A bounce takes the money out of the bank and puts the debt back on the party,
 *   with any charge (Journal); a bounced cheque deposited again is received again (attempt 2 of
 *   the receipt and the deposit).
 * Lines of zero (no VAT, no rounding) are left out; a document of zero posts nothing (null).
 */

import type { PaymentMethod } from '../sales/collections/cheque-lifecycle.js';
import { divideRounded } from '../sales/common/paisa-math.js';
import type { VoucherLine, VoucherType } from './voucher.js';

/** The company's ledgers the postings use by default (ledger ids). */
export interface DefaultLedgers {
  cash: number;
  sales: number;
  vatOutput: number;
  discountAllowed: number;
  roundingOff: number;
  chequesInHand: number;
  bank: number;
  bounceCharges: number;
}

/** A voucher to post, once, under its source key. */
export interface Posting {
  /** Stable per event: 'order:123:invoice'. The books refuse a second posting of one key. */
  sourceKey: string;
  type: VoucherType;
  /** AD day, YYYY-MM-DD. */
  date: string;
  narration: string;
  lines: VoucherLine[];
}

/** An order's or return's figures in paisa (OrderTotals and ReturnValue both are). */
export interface DocumentTotals {
  taxable: number;
  vat: number;
  total: number;
}

export interface SalesDocumentEvent {
  /** The order's id (an invoice) or the return's id (a credit note). */
  id: number;
  /** The invoice's number: the bill the party's line raises or settles. */
  billRef: string;
  date: string;
  partyLedgerId: number;
  totals: DocumentTotals;
  /** Round the party's amount to a multiple of this many paisa (100: the rupee); 1 or left out: none. */
  roundTotalTo?: number;
}

export interface PaymentEvent {
  paymentId: number;
  date: string;
  partyLedgerId: number;
  method: PaymentMethod;
  amount: number;
  /** The bank a transfer or wallet payment landed in; the default bank when left out. */
  bankLedgerId?: number;
  /** Settlement discount given on top of the amount (Dr Discount Allowed, Cr party). */
  discount?: number;
  billRef?: string;
  /** 1 for the first receipt of a cheque; 2 and on when a bounced cheque is received again. */
  attempt?: number;
}

export interface ChequeEvent {
  paymentId: number;
  /** Which deposit of the cheque: 1, then 2 after a bounce, and so on. */
  attempt: number;
  date: string;
  amount: number;
  bankLedgerId?: number;
}

export interface ChequeBounceEvent extends ChequeEvent {
  partyLedgerId: number;
  /** The bank's fee or penalty charged to the party, paisa; 0 for none. */
  charge: number;
  billRef?: string;
}

const line = (
  ledgerId: number,
  side: VoucherLine['side'],
  amount: number,
  billRef?: string,
): VoucherLine[] => (amount === 0 ? [] : [{ ledgerId, side, amount, ...(billRef ? { billRef } : {}) }]);

const roundedTotal = (total: number, unit: number): number => {
  if (!Number.isSafeInteger(unit) || unit < 1)
    throw new RangeError(`roundTotalTo must be whole paisa from 1, not ${unit}`);
  return Number(divideRounded(BigInt(total), BigInt(unit)) * BigInt(unit));
};

function checkTotals({ taxable, vat, total }: DocumentTotals): void {
  const amounts = [taxable, vat, total];
  if (amounts.some((amount) => !Number.isSafeInteger(amount) || amount < 0) || taxable + vat !== total) {
    throw new RangeError(
      `Totals must be whole paisa with taxable + VAT = total, not ${taxable} + ${vat} = ${total}`,
    );
  }
}

/** The party's side of an invoice (Dr) or credit note (Cr), and its income and tax lines opposite. */
function documentLines(
  event: SalesDocumentEvent,
  ledgers: DefaultLedgers,
  partySide: 'Dr' | 'Cr',
): VoucherLine[] {
  checkTotals(event.totals);
  const { taxable, vat, total } = event.totals;
  const party = roundedTotal(total, event.roundTotalTo ?? 1);
  const other = partySide === 'Dr' ? 'Cr' : 'Dr';
  const rounding = party - total;
  return [
    ...line(event.partyLedgerId, partySide, party, event.billRef),
    ...line(ledgers.sales, other, taxable),
    ...line(ledgers.vatOutput, other, vat),
    ...line(ledgers.roundingOff, rounding > 0 ? other : partySide, Math.abs(rounding)),
  ];
}

/** A delivered order: Sales voucher, Dr party the total; Cr Sales, Cr VAT Output; rounding to Rounding Off. */
export function salesInvoicePosting(event: SalesDocumentEvent, ledgers: DefaultLedgers): Posting | null {
  const lines = documentLines(event, ledgers, 'Dr');
  if (lines.length === 0) return null;
  return {
    sourceKey: `order:${event.id}:invoice`,
    type: 'sales',
    date: event.date,
    narration: `Sales invoice ${event.billRef}`,
    lines,
  };
}

/** A verified return: Credit Note, the invoice's mirror, settling against the invoice's bill. */
export function creditNotePosting(event: SalesDocumentEvent, ledgers: DefaultLedgers): Posting | null {
  const lines = documentLines(event, ledgers, 'Cr');
  if (lines.length === 0) return null;
  return {
    sourceKey: `return:${event.id}:credit-note`,
    type: 'creditNote',
    date: event.date,
    narration: `Sales return against ${event.billRef}`,
    lines,
  };
}

/** Where money received by each method lands. */
export const receivingLedger = (
  method: PaymentMethod,
  ledgers: DefaultLedgers,
  bankLedgerId?: number,
): number => {
  if (method === 'cash') return ledgers.cash;
  if (method === 'cheque') return ledgers.chequesInHand;
  return bankLedgerId ?? ledgers.bank;
};

const attemptSuffix = (attempt: number | undefined): string => (attempt && attempt > 1 ? `:${attempt}` : '');

/** A payment recorded: Receipt, Dr cash, bank or Cheques in Hand (and Discount Allowed), Cr party. */
export function receiptPosting(event: PaymentEvent, ledgers: DefaultLedgers): Posting {
  const discount = event.discount ?? 0;
  return {
    sourceKey: `payment:${event.paymentId}:receipt${attemptSuffix(event.attempt)}`,
    type: 'receipt',
    date: event.date,
    narration: `Received by ${event.method === 'bankTransfer' ? 'bank transfer' : event.method}`,
    lines: [
      ...line(receivingLedger(event.method, ledgers, event.bankLedgerId), 'Dr', event.amount),
      ...line(ledgers.discountAllowed, 'Dr', discount),
      ...line(event.partyLedgerId, 'Cr', event.amount + discount, event.billRef),
    ],
  };
}

/** A cheque deposited: Contra, Dr bank, Cr Cheques in Hand. */
export function chequeDepositPosting(event: ChequeEvent, ledgers: DefaultLedgers): Posting {
  return {
    sourceKey: `payment:${event.paymentId}:deposit:${event.attempt}`,
    type: 'contra',
    date: event.date,
    narration: 'Cheque deposited',
    lines: [
      ...line(event.bankLedgerId ?? ledgers.bank, 'Dr', event.amount),
      ...line(ledgers.chequesInHand, 'Cr', event.amount),
    ],
  };
}

/**
 * A deposited (or cleared) cheque bounced: Journal, Dr party the amount and the charge, Cr bank the
 * amount, Cr Bounce Charges the charge. With the receipt and the deposit it nets the receipt out.
 */
export function chequeBouncePosting(event: ChequeBounceEvent, ledgers: DefaultLedgers): Posting {
  return {
    sourceKey: `payment:${event.paymentId}:bounce:${event.attempt}`,
    type: 'journal',
    date: event.date,
    narration: event.charge > 0 ? 'Cheque bounced, with a charge' : 'Cheque bounced',
    lines: [
      ...line(event.partyLedgerId, 'Dr', event.amount + event.charge, event.billRef),
      ...line(event.bankLedgerId ?? ledgers.bank, 'Cr', event.amount),
      ...line(ledgers.bounceCharges, 'Cr', event.charge),
    ],
  };
}
