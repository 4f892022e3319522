import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES } from '../orders/order-pipeline.js';
import { computeOrderTotals } from '../orders/order-totals.js';
import {
  allowedReturnActions,
  canTakeReturn,
  checkReturnQuantities,
  nextReturnStatus,
  priceReturn,
  RETURN_ACTIONS,
  RETURN_STATUSES,
  RETURN_TRANSITIONS,
  type ReturnQuantity,
  type SoldLine,
} from './order-return.js';

// Sold: 3 × Rs 33.33 (taxable 99.99, VAT 13.00) and 1.5 kg × Rs 99.99 (taxable 149.99, VAT 19.50).
const sold: SoldLine[] = [
  { lineId: 11, name: 'Biscuits', quantity: 3, taxable: 9_999, vat: 1_300 },
  { lineId: 12, name: 'Rice', quantity: 1.5, taxable: 14_999, vat: 1_950 },
  { lineId: 13, quantity: 2, taxable: 5_000, vat: 0 },
];

function returnValueOf(previous: ReturnQuantity[], requested: ReturnQuantity[]) {
  const result = priceReturn(sold, previous, requested);
  if (!result.ok) throw new Error(result.problems.map((problem) => problem.message).join('\n'));
  return result.value;
}

describe('return state machine: every status × action', () => {
  const cases = RETURN_STATUSES.flatMap((status) =>
    RETURN_ACTIONS.map((action) => [status, action] as const),
  );

  it.each(cases)('from %s, %s', (status, action) => {
    const rule = RETURN_TRANSITIONS.find((candidate) => candidate.action === action);
    const result = nextReturnStatus(status, action);
    expect(result.ok).toBe(rule?.from.includes(status) ?? false);
    if (result.ok) expect(result.to).toBe(rule?.to);
  });

  it('lets only a pending return be verified or cancelled', () => {
    expect(nextReturnStatus('pending', 'verify')).toEqual({ ok: true, to: 'verified' });
    expect(nextReturnStatus('pending', 'cancel')).toEqual({ ok: true, to: 'cancelled' });
    expect(allowedReturnActions('pending')).toEqual(['verify', 'cancel']);
    expect(allowedReturnActions('verified')).toEqual([]);
    expect(allowedReturnActions('cancelled')).toEqual([]);
  });

  it('explains a refusal', () => {
    expect(nextReturnStatus('verified', 'cancel')).toEqual({
      ok: false,
      message: 'A return that is verified cannot be cancelled; no further action is possible.',
    });
    expect(nextReturnStatus('verified', 'verify')).toEqual({
      ok: false,
      message: 'The return is already verified; no further action is possible.',
    });
  });
});

describe('canTakeReturn', () => {
  it('accepts delivered, paid and completed orders only', () => {
    const accepted = ORDER_STATUSES.filter((status) => canTakeReturn(status).ok);
    expect(accepted).toEqual(['delivered', 'paid', 'completed']);
    expect(canTakeReturn('dispatched')).toEqual({
      ok: false,
      message: 'Only a delivered, paid or completed order can take a return; this order is dispatched.',
    });
  });
});

describe('return quantities', () => {
  it('accepts a partial return', () => {
    expect(checkReturnQuantities(sold, [], [{ lineId: 12, quantity: 0.5 }])).toEqual({ ok: true });
  });

  it('refuses returning more than was sold', () => {
    expect(checkReturnQuantities(sold, [], [{ lineId: 11, quantity: 4 }])).toEqual({
      ok: false,
      problems: [{ path: 'lines.0.quantity', message: 'Biscuits: 4 cannot be returned; the order sold 3.' }],
    });
  });

  it('limits a second return to what the first left', () => {
    const first = [{ lineId: 12, quantity: 1.25 }];
    expect(checkReturnQuantities(sold, first, [{ lineId: 12, quantity: 0.25 }])).toEqual({ ok: true });
    expect(checkReturnQuantities(sold, first, [{ lineId: 12, quantity: 0.5 }])).toEqual({
      ok: false,
      problems: [
        {
          path: 'lines.0.quantity',
          message: 'Rice: 0.5 cannot be returned; earlier returns leave 0.25 of the 1.5 sold.',
        },
      ],
    });
    const all = [...first, { lineId: 12, quantity: 0.25 }];
    expect(checkReturnQuantities(sold, all, [{ lineId: 12, quantity: 0.001 }])).toEqual({
      ok: false,
      problems: [
        {
          path: 'lines.0.quantity',
          message: 'Rice: nothing is left to return; earlier returns took all 1.5 sold.',
        },
      ],
    });
  });

  it('refuses empty, unknown, repeated and malformed lines', () => {
    expect(checkReturnQuantities(sold, [], [])).toEqual({
      ok: false,
      problems: [{ path: 'lines', message: 'A return needs at least one line.' }],
    });
    const result = checkReturnQuantities(
      sold,
      [],
      [
        { lineId: 99, quantity: 1 },
        { lineId: 11, quantity: 1 },
        { lineId: 11, quantity: 1 },
        { lineId: 13, quantity: 0 },
        { lineId: 12, quantity: 0.0005 },
      ],
    );
    expect(result).toEqual({
      ok: false,
      problems: [
        { path: 'lines.0.lineId', message: 'The order has no line 99.' },
        { path: 'lines.2.lineId', message: 'Biscuits appears twice in the return.' },
        {
          path: 'lines.3.quantity',
          message: 'Line 13: quantity must be more than 0 with at most 3 decimals.',
        },
        { path: 'lines.4.quantity', message: 'Rice: quantity must be more than 0 with at most 3 decimals.' },
      ],
    });
  });
});

describe('return value', () => {
  it('values a partial return in proportion to the line, with the sale rounding', () => {
    // 0.5 of 1.5 kg: taxable 149.99 / 3 = 49.996… → 50.00; VAT 19.50 / 3 = 6.50.
    expect(returnValueOf([], [{ lineId: 12, quantity: 0.5 }])).toEqual({
      lines: [{ lineId: 12, quantityMilli: 500, taxable: 5_000, vat: 650, total: 5_650 }],
      taxable: 5_000,
      vat: 650,
      total: 5_650,
    });
  });

  it('adds up to exactly the line once all of it comes back, however split', () => {
    const first = returnValueOf([], [{ lineId: 11, quantity: 1 }]);
    const second = returnValueOf([{ lineId: 11, quantity: 1 }], [{ lineId: 11, quantity: 1 }]);
    const third = returnValueOf([{ lineId: 11, quantity: 2 }], [{ lineId: 11, quantity: 1 }]);
    expect([first.total, second.total, third.total]).toEqual([3_766, 3_767, 3_766]);
    expect(first.taxable + second.taxable + third.taxable).toBe(9_999);
    expect(first.vat + second.vat + third.vat).toBe(1_300);
  });

  it('carries no VAT back on an exempt line and sums several lines', () => {
    const value = returnValueOf(
      [],
      [
        { lineId: 13, quantity: 1 },
        { lineId: 11, quantity: 3 },
      ],
    );
    expect(value.lines.map((line) => [line.lineId, line.taxable, line.vat])).toEqual([
      [13, 2_500, 0],
      [11, 9_999, 1_300],
    ]);
    expect(value.total).toBe(2_500 + 9_999 + 1_300);
  });

  it('refuses to value more than is left', () => {
    expect(priceReturn(sold, [{ lineId: 11, quantity: 3 }], [{ lineId: 11, quantity: 1 }]).ok).toBe(false);
  });

  it('values a discounted sale from its net: the order discount comes back in proportion', () => {
    const order = computeOrderTotals({
      lines: [
        { quantity: 4, unitPrice: 2_500, vatApplicable: true },
        { quantity: 1, unitPrice: 10_000, vatApplicable: true },
      ],
      orderDiscount: { kind: 'amount', paisa: 1_000 },
    });
    if (!order.ok) throw new Error('order totals failed');
    const lines: SoldLine[] = order.totals.lines.map((line, index) => ({
      lineId: index + 1,
      quantity: line.quantityMilli / 1000,
      taxable: line.taxable,
      vat: line.vat,
    }));
    expect(lines[0]).toMatchObject({ taxable: 9_500, vat: 1_235 });
    const result = priceReturn(lines, [], [{ lineId: 1, quantity: 1 }]);
    expect(result.ok && result.value.lines[0]).toMatchObject({ taxable: 2_375, vat: 309, total: 2_684 });
  });
});
