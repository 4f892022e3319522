import { describe, expect, it } from 'vitest';
import { computeOrderTotals, type OrderTotals } from '../sales/orders/order-totals.js';
import {
  chequeBouncePosting,
  chequeDepositPosting,
  creditNotePosting,
  receiptPosting,
  receivingLedger,
  salesInvoicePosting,
} from './sales-postings.js';
import { TEST_LEDGERS } from './sales-postings-test-kit.js';
import { checkVoucherLines, voucherTotals } from './voucher-balance.js';

const LEDGERS = TEST_LEDGERS;
const PARTY = 100;

const totalsOf = (input: Parameters<typeof computeOrderTotals>[0]): OrderTotals => {
  const result = computeOrderTotals(input);
  if (!result.ok) throw new Error(result.problems[0]?.message);
  return result.totals;
};

// Two VAT lines of Rs 1.50 and an exempt line, 10 % order discount: the invoice's VAT is on the total.
const ORDER = totalsOf({
  lines: [
    { quantity: 1, unitPrice: 150, vatApplicable: true },
    { quantity: 1, unitPrice: 150, vatApplicable: true },
    { quantity: 2.5, unitPrice: 1_999, discount: { kind: 'percent', percent: 5 }, vatApplicable: false },
  ],
  orderDiscount: { kind: 'percent', percent: 10 },
});

describe('salesInvoicePosting', () => {
  it('debits the party the total and credits sales (net of discounts) and VAT, to the paisa', () => {
    const posting = salesInvoicePosting(
      { id: 12, billRef: 'SO-2083/84-000012', date: '2026-11-27', partyLedgerId: PARTY, totals: ORDER },
      LEDGERS,
    );
    expect(posting?.sourceKey).toBe('order:12:invoice');
    expect(posting?.type).toBe('sales');
    expect(posting?.lines).toEqual([
      { ledgerId: PARTY, side: 'Dr', amount: ORDER.total, billRef: 'SO-2083/84-000012' },
      { ledgerId: LEDGERS.sales, side: 'Cr', amount: ORDER.taxable },
      { ledgerId: LEDGERS.vatOutput, side: 'Cr', amount: ORDER.vat },
    ]);
    expect(checkVoucherLines(posting?.lines ?? [])).toEqual([]);
  });

  it('rounds the party to the rupee through Rounding Off, either way', () => {
    const up = salesInvoicePosting(
      {
        id: 1,
        billRef: 'A',
        date: '2026-11-27',
        partyLedgerId: PARTY,
        totals: { taxable: 10_000, vat: 1_350, total: 11_350 },
        roundTotalTo: 100,
      },
      LEDGERS,
    );
    expect(up?.lines).toEqual([
      { ledgerId: PARTY, side: 'Dr', amount: 11_400, billRef: 'A' },
      { ledgerId: LEDGERS.sales, side: 'Cr', amount: 10_000 },
      { ledgerId: LEDGERS.vatOutput, side: 'Cr', amount: 1_350 },
      { ledgerId: LEDGERS.roundingOff, side: 'Cr', amount: 50 },
    ]);
    const down = salesInvoicePosting(
      {
        id: 1,
        billRef: 'A',
        date: '2026-11-27',
        partyLedgerId: PARTY,
        totals: { taxable: 10_000, vat: 1_349, total: 11_349 },
        roundTotalTo: 100,
      },
      LEDGERS,
    );
    expect(down?.lines.at(-1)).toEqual({ ledgerId: LEDGERS.roundingOff, side: 'Dr', amount: 49 });
    expect(voucherTotals(down?.lines ?? []).difference).toBe(0);
  });

  it('leaves out a VAT line of zero and posts nothing for a free order', () => {
    const exempt = totalsOf({ lines: [{ quantity: 3, unitPrice: 500, vatApplicable: false }] });
    const posting = salesInvoicePosting(
      { id: 2, billRef: 'B', date: '2026-11-27', partyLedgerId: PARTY, totals: exempt },
      LEDGERS,
    );
    expect(posting?.lines.map((entry) => entry.ledgerId)).toEqual([PARTY, LEDGERS.sales]);
    const free = totalsOf({ lines: [{ quantity: 1, unitPrice: 0, vatApplicable: true }] });
    expect(
      salesInvoicePosting(
        { id: 3, billRef: 'C', date: '2026-11-27', partyLedgerId: PARTY, totals: free },
        LEDGERS,
      ),
    ).toBeNull();
  });

  it('refuses totals that do not add up', () => {
    const totals = { taxable: 100, vat: 13, total: 114 };
    expect(() =>
      salesInvoicePosting({ id: 1, billRef: 'A', date: 'd', partyLedgerId: PARTY, totals }, LEDGERS),
    ).toThrow(RangeError);
    expect(() =>
      salesInvoicePosting(
        { id: 1, billRef: 'A', date: 'd', partyLedgerId: PARTY, totals: ORDER, roundTotalTo: 0 },
        LEDGERS,
      ),
    ).toThrow(RangeError);
  });
});

describe('creditNotePosting', () => {
  it('mirrors the invoice against its bill', () => {
    const event = {
      id: 4,
      billRef: 'SO-2083/84-000012',
      date: '2026-11-28',
      partyLedgerId: PARTY,
      totals: { taxable: 10_000, vat: 1_300, total: 11_300 },
      roundTotalTo: 100,
    };
    const posting = creditNotePosting(event, LEDGERS);
    expect(posting?.sourceKey).toBe('return:4:credit-note');
    expect(posting?.type).toBe('creditNote');
    expect(posting?.lines).toEqual([
      { ledgerId: PARTY, side: 'Cr', amount: 11_300, billRef: 'SO-2083/84-000012' },
      { ledgerId: LEDGERS.sales, side: 'Dr', amount: 10_000 },
      { ledgerId: LEDGERS.vatOutput, side: 'Dr', amount: 1_300 },
    ]);
    const rounded = creditNotePosting({ ...event, totals: { taxable: 100, vat: 13, total: 113 } }, LEDGERS);
    expect(rounded?.lines.at(-1)).toEqual({ ledgerId: LEDGERS.roundingOff, side: 'Cr', amount: 13 });
    expect(checkVoucherLines(rounded?.lines ?? [])).toEqual([]);
  });
});

describe('receipts, deposits and bounces', () => {
  it('debits the ledger of the method', () => {
    expect(receivingLedger('cash', LEDGERS)).toBe(LEDGERS.cash);
    expect(receivingLedger('cheque', LEDGERS)).toBe(LEDGERS.chequesInHand);
    expect(receivingLedger('bankTransfer', LEDGERS)).toBe(LEDGERS.bank);
    expect(receivingLedger('wallet', LEDGERS, 70)).toBe(70);
  });

  it('posts a receipt with a settlement discount', () => {
    const posting = receiptPosting(
      {
        paymentId: 5,
        date: '2026-11-27',
        partyLedgerId: PARTY,
        method: 'cash',
        amount: 9_800,
        discount: 200,
        billRef: 'A',
      },
      LEDGERS,
    );
    expect(posting).toEqual({
      sourceKey: 'payment:5:receipt',
      type: 'receipt',
      date: '2026-11-27',
      narration: 'Received by cash',
      lines: [
        { ledgerId: LEDGERS.cash, side: 'Dr', amount: 9_800 },
        { ledgerId: LEDGERS.discountAllowed, side: 'Dr', amount: 200 },
        { ledgerId: PARTY, side: 'Cr', amount: 10_000, billRef: 'A' },
      ],
    });
  });

  it('nets a cheque out when it is received, deposited and bounced, leaving the charge on the party', () => {
    const base = { paymentId: 6, date: '2026-11-27', amount: 50_000 };
    const receipt = receiptPosting({ ...base, partyLedgerId: PARTY, method: 'cheque' }, LEDGERS);
    const deposit = chequeDepositPosting({ ...base, attempt: 1 }, LEDGERS);
    const bounce = chequeBouncePosting({ ...base, attempt: 1, partyLedgerId: PARTY, charge: 500 }, LEDGERS);
    expect([receipt.sourceKey, deposit.sourceKey, bounce.sourceKey]).toEqual([
      'payment:6:receipt',
      'payment:6:deposit:1',
      'payment:6:bounce:1',
    ]);
    expect(deposit.type).toBe('contra');
    const balances = new Map<number, number>();
    for (const entry of [...receipt.lines, ...deposit.lines, ...bounce.lines]) {
      balances.set(
        entry.ledgerId,
        (balances.get(entry.ledgerId) ?? 0) + (entry.side === 'Dr' ? entry.amount : -entry.amount),
      );
    }
    expect(Object.fromEntries(balances)).toEqual({
      [LEDGERS.chequesInHand]: 0,
      [LEDGERS.bank]: 0,
      [PARTY]: 500,
      [LEDGERS.bounceCharges]: -500,
    });
    for (const posting of [receipt, deposit, bounce]) expect(checkVoucherLines(posting.lines)).toEqual([]);
  });

  it('keys a second receipt of a bounced cheque apart and leaves out a charge of zero', () => {
    const again = receiptPosting(
      { paymentId: 6, date: 'd', partyLedgerId: PARTY, method: 'cheque', amount: 1, attempt: 2 },
      LEDGERS,
    );
    expect(again.sourceKey).toBe('payment:6:receipt:2');
    const bounce = chequeBouncePosting(
      { paymentId: 6, attempt: 2, date: 'd', amount: 1, partyLedgerId: PARTY, charge: 0, bankLedgerId: 70 },
      LEDGERS,
    );
    expect(bounce.lines).toEqual([
      { ledgerId: PARTY, side: 'Dr', amount: 1 },
      { ledgerId: 70, side: 'Cr', amount: 1 },
    ]);
  });
});
