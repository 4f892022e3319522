/**
 * Any sequence of vouchers, sales events, cancellations and repeated postings keeps the books
 * balanced: every posted voucher balances, the trial balance is zero, each ledger's balance is the
 * sum of its lines, and a source key posts once.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PAYMENT_METHODS } from '../sales/collections/cheque-lifecycle.js';
import { computeOrderTotals } from '../sales/orders/order-totals.js';
import { createPostingJournal, type JournalPosting } from './posting-journal.js';
import {
  chequeBouncePosting,
  chequeDepositPosting,
  creditNotePosting,
  receiptPosting,
  salesInvoicePosting,
} from './sales-postings.js';
import { TEST_LEDGERS } from './sales-postings-test-kit.js';
import type { VoucherLine } from './voucher.js';
import { voucherTotals } from './voucher-balance.js';

const LEDGERS = TEST_LEDGERS;
const DAY = '2026-11-27';

const ledger = fc.integer({ min: 1, max: 12 });
const party = fc.integer({ min: 20, max: 23 });
const amount = fc.integer({ min: 1, max: 10_000_000_00 });
const eventId = fc.integer({ min: 1, max: 6 });

/** Pairs of a debit and a credit of one amount: balanced by construction; `skew` unbalances it. */
const manualVoucher = fc.record({
  kind: fc.constant('voucher' as const),
  pairs: fc.array(fc.record({ debit: ledger, credit: ledger, amount }), { minLength: 1, maxLength: 5 }),
  skew: fc.oneof(fc.constant(0), fc.integer({ min: -5, max: 5 })),
});

const orderLine = fc.record({
  quantity: fc.integer({ min: 1, max: 50_000 }).map((milli) => milli / 1000),
  unitPrice: fc.integer({ min: 0, max: 5_000_000 }),
  discount: fc.option(
    fc.record({ kind: fc.constant('percent' as const), percent: fc.integer({ min: 0, max: 100 }) }),
    {
      nil: undefined,
    },
  ),
  vatApplicable: fc.boolean(),
});

const invoice = fc.record({
  kind: fc.constant('invoice' as const),
  id: eventId,
  party,
  lines: fc.array(orderLine, { minLength: 1, maxLength: 4 }),
  orderDiscountPercent: fc.integer({ min: 0, max: 50 }),
  roundTotalTo: fc.constantFrom(1, 100),
});

const creditNote = fc.record({
  kind: fc.constant('return' as const),
  id: eventId,
  party,
  taxable: fc.integer({ min: 0, max: 1_000_000_000 }),
  vat: fc.integer({ min: 0, max: 130_000_000 }),
  roundTotalTo: fc.constantFrom(1, 100),
});

const payment = fc.record({
  kind: fc.constant('payment' as const),
  id: eventId,
  party,
  method: fc.constantFrom(...PAYMENT_METHODS),
  amount,
  discount: fc.integer({ min: 0, max: 10_000 }),
  attempt: fc.integer({ min: 1, max: 2 }),
});

const cheque = fc.record({
  kind: fc.constantFrom('deposit' as const, 'bounce' as const),
  id: eventId,
  party,
  attempt: fc.integer({ min: 1, max: 2 }),
  amount,
  charge: fc.integer({ min: 0, max: 100_000 }),
});

const cancel = fc.record({ kind: fc.constant('cancel' as const), voucher: fc.integer({ min: 1, max: 40 }) });
const repost = fc.record({ kind: fc.constant('repost' as const), index: fc.nat() });

const command = fc.oneof(manualVoucher, invoice, creditNote, payment, cheque, cancel, repost);
type Command = typeof command extends fc.Arbitrary<infer C> ? C : never;

/** The posting a command asks for, or null when it posts nothing (a free order). */
function postingOf(step: Command, index: number): JournalPosting | null {
  switch (step.kind) {
    case 'voucher': {
      const lines: VoucherLine[] = step.pairs.flatMap((pair, at) => [
        { ledgerId: pair.debit, side: 'Dr' as const, amount: pair.amount, billRef: `d${at}` },
        { ledgerId: pair.credit, side: 'Cr' as const, amount: pair.amount, billRef: `c${at}` },
      ]);
      const first = lines[0];
      if (first && step.skew !== 0 && first.amount + step.skew > 0) first.amount += step.skew;
      return { sourceKey: `manual:${index}`, type: 'journal', lines };
    }
    case 'invoice': {
      const result = computeOrderTotals({
        lines: step.lines.map((line) => ({ ...line, discount: line.discount ?? null })),
        orderDiscount: { kind: 'percent', percent: step.orderDiscountPercent },
      });
      if (!result.ok) throw new Error(result.problems[0]?.message);
      const event = { id: step.id, billRef: `SO-${step.id}`, date: DAY, partyLedgerId: step.party };
      return salesInvoicePosting(
        { ...event, totals: result.totals, roundTotalTo: step.roundTotalTo },
        LEDGERS,
      );
    }
    case 'return': {
      const totals = { taxable: step.taxable, vat: step.vat, total: step.taxable + step.vat };
      const event = { id: step.id, billRef: `SO-${step.id}`, date: DAY, partyLedgerId: step.party };
      return creditNotePosting({ ...event, totals, roundTotalTo: step.roundTotalTo }, LEDGERS);
    }
    case 'payment':
      return receiptPosting(
        {
          paymentId: step.id,
          date: DAY,
          partyLedgerId: step.party,
          method: step.method,
          amount: step.amount,
          discount: step.discount,
          attempt: step.attempt,
        },
        LEDGERS,
      );
    case 'deposit':
      return chequeDepositPosting(
        { paymentId: step.id, attempt: step.attempt, date: DAY, amount: step.amount },
        LEDGERS,
      );
    case 'bounce':
      return chequeBouncePosting(
        {
          paymentId: step.id,
          attempt: step.attempt,
          date: DAY,
          amount: step.amount,
          partyLedgerId: step.party,
          charge: step.charge,
        },
        LEDGERS,
      );
    default:
      return null;
  }
}

const addLines = (balances: Map<number, number>, lines: readonly VoucherLine[], sign: 1 | -1) => {
  for (const line of lines) {
    const signed = (line.side === 'Dr' ? line.amount : -line.amount) * sign;
    balances.set(line.ledgerId, (balances.get(line.ledgerId) ?? 0) + signed);
  }
};

describe('the books under any sequence of events', () => {
  it('stay balanced, sum by ledger and post each source key once', () => {
    fc.assert(
      fc.property(fc.array(command, { maxLength: 40 }), (steps) => {
        const journal = createPostingJournal();
        const expected = new Map<number, number>();
        const posted: JournalPosting[] = [];
        const keys = new Set<string>();
        steps.forEach((step, index) => {
          if (step.kind === 'cancel') {
            const original = journal.vouchers().find((voucher) => voucher.id === step.voucher);
            const cancellable = original?.state === 'posted' && original.reversalOf === undefined;
            const result = journal.cancel(step.voucher);
            expect(result.ok).toBe(cancellable);
            if (result.ok && original) {
              addLines(expected, original.lines, -1);
              keys.add(result.voucher.sourceKey);
            }
            return;
          }
          if (step.kind === 'repost') {
            const earlier = posted[step.index % Math.max(posted.length, 1)];
            if (earlier) expect(journal.post(earlier).ok).toBe(false);
            return;
          }
          const posting = postingOf(step, index);
          if (!posting) return;
          const balanced = voucherTotals(posting.lines).difference === 0;
          // Only a hand-made voucher may be skewed; every sales event's voucher must balance.
          if (step.kind !== 'voucher') expect(balanced).toBe(true);
          const result = journal.post(posting);
          expect(result.ok).toBe(balanced && !keys.has(posting.sourceKey));
          if (!result.ok) return;
          keys.add(posting.sourceKey);
          posted.push(posting);
          addLines(expected, posting.lines, 1);
        });

        for (const voucher of journal.vouchers()) expect(voucherTotals(voucher.lines).difference).toBe(0);
        expect(journal.trialBalance()).toBe(0);
        const actual = journal.ledgerBalances();
        for (const ledgerId of new Set([...expected.keys(), ...actual.keys()])) {
          expect(actual.get(ledgerId) ?? 0).toBe(expected.get(ledgerId) ?? 0);
        }
        expect(new Set(journal.vouchers().map((voucher) => voucher.sourceKey)).size).toBe(
          journal.vouchers().length,
        );
      }),
      { numRuns: 300 },
    );
  });
});
