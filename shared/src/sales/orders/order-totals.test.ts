import { describe, expect, it } from 'vitest';
import {
  computeOrderTotals,
  type OrderLineInput,
  type OrderTotals,
  type OrderTotalsInput,
} from './order-totals.js';

function totalsOf(input: OrderTotalsInput): OrderTotals {
  const result = computeOrderTotals(input);
  if (!result.ok) throw new Error(result.problems.map((problem) => problem.message).join('\n'));
  return result.totals;
}

function problemsOf(input: OrderTotalsInput) {
  const result = computeOrderTotals(input);
  if (result.ok) throw new Error('expected problems');
  return result.problems;
}

const vatLine = (
  quantity: number,
  unitPrice: number,
  extra: Partial<OrderLineInput> = {},
): OrderLineInput => ({
  quantity,
  unitPrice,
  vatApplicable: true,
  ...extra,
});

describe('line totals and rounding', () => {
  it('3 × Rs 33.33 at 13% VAT', () => {
    const totals = totalsOf({ lines: [vatLine(3, 3333)] });
    expect(totals.lines[0]).toEqual({
      quantityMilli: 3000,
      gross: 9999,
      lineDiscount: 0,
      orderDiscountShare: 0,
      taxable: 9999,
      vat: 1300, // 1299.87
      total: 11299,
    });
    expect(totals).toMatchObject({
      gross: 9999,
      taxable: 9999,
      vatable: 9999,
      exempt: 0,
      vat: 1300,
      total: 11299,
    });
    expect(totals.vatRatePercent).toBe(13);
  });

  it('1.5 kg × Rs 99.99: the half paisa of the gross rounds up', () => {
    const totals = totalsOf({ lines: [vatLine(1.5, 9999)] });
    expect(totals.lines[0]).toMatchObject({ quantityMilli: 1500, gross: 14999, vat: 1950, total: 16949 });
  });

  it('rounds halves away from zero at the discount and at VAT', () => {
    // 2.5% of 100 paisa = 2.5 → 3; 13% of 50 = 6.5 → 7.
    const discounted = totalsOf({
      lines: [vatLine(1, 100, { discount: { kind: 'percent', percent: 2.5 } })],
    });
    expect(discounted.lines[0]).toMatchObject({ gross: 100, lineDiscount: 3, taxable: 97, vat: 13 });
    expect(totalsOf({ lines: [vatLine(1, 50)] }).lines[0]).toMatchObject({ taxable: 50, vat: 7, total: 57 });
    // 13% of 150 = 19.5 → 20; 13% of 149 = 19.37 → 19.
    expect(totalsOf({ lines: [vatLine(1, 150)] }).vat).toBe(20);
    expect(totalsOf({ lines: [vatLine(1, 149)] }).vat).toBe(19);
  });

  it('charges no VAT on an exempt line and reports it apart', () => {
    const totals = totalsOf({
      lines: [vatLine(2, 5000), { quantity: 4, unitPrice: 2500, vatApplicable: false }],
    });
    expect(totals.lines[1]).toMatchObject({ gross: 10000, taxable: 10000, vat: 0, total: 10000 });
    expect(totals).toMatchObject({ taxable: 20000, vatable: 10000, exempt: 10000, vat: 1300, total: 21300 });
  });

  it('takes a line discount as an amount in paisa', () => {
    const totals = totalsOf({ lines: [vatLine(10, 1000, { discount: { kind: 'amount', paisa: 550 } })] });
    expect(totals.lines[0]).toMatchObject({
      gross: 10000,
      lineDiscount: 550,
      taxable: 9450,
      vat: 1229,
      total: 10679,
    });
  });

  it('allows a free line (price 0) and a 100% discount', () => {
    const totals = totalsOf({
      lines: [vatLine(1, 0), vatLine(2, 1000, { discount: { kind: 'percent', percent: 100 } })],
    });
    expect(totals.total).toBe(0);
  });

  it('reads decimals from forms without float drift', () => {
    // 1.005 × 1000 is 1004.9999… in floating point; the quantity is still 1005 thousandths.
    expect(totalsOf({ lines: [vatLine(1.005, 1000)] }).lines[0]?.quantityMilli).toBe(1005);
    // 0.1 + 0.2 = 0.30000000000000004 is 30 hundredths of a percent.
    const discount = { kind: 'percent' as const, percent: 0.1 + 0.2 };
    expect(totalsOf({ lines: [vatLine(1, 100_000, { discount })] }).lines[0]?.lineDiscount).toBe(300);
  });

  it('uses the company VAT rate when given', () => {
    expect(totalsOf({ lines: [vatLine(1, 10_000)], vatRatePercent: 0 }).vat).toBe(0);
    expect(totalsOf({ lines: [vatLine(1, 10_000)], vatRatePercent: 12.5 }).vat).toBe(1250);
    expect(totalsOf({ lines: [vatLine(1, 10_000)], vatRatePercent: 12.5 }).vatRatePercent).toBe(12.5);
  });
});

describe('VAT on the invoice total', () => {
  /** What rounding VAT on each line and adding it up would give (the method this replaced). */
  const perLineVat = (totals: OrderTotals, lines: readonly OrderLineInput[], ratePercent = 13) =>
    totals.lines.reduce(
      (sum, line, index) =>
        sum + (lines[index]?.vatApplicable ? Math.round((line.taxable * ratePercent) / 100) : 0),
      0,
    );

  it('charges round(13% of the VAT lines’ taxable total), which per-line rounding can miss by paisa', () => {
    // Two lines of Rs 1.50: 19.5 paisa of VAT each would round to 20 + 20 = 40; 13% of Rs 3.00 is 39.
    const lines = [vatLine(1, 150), vatLine(1, 150)];
    const totals = totalsOf({ lines });
    expect(perLineVat(totals, lines)).toBe(40);
    expect(totals.vat).toBe(39);
    expect(totals.lines.map((line) => line.vat)).toEqual([20, 19]);
    expect(totals.total).toBe(339);
  });

  it('differs the other way too: Rs 0.97 + Rs 0.50 (12.61 + 6.5 paisa) is 19, not 13 + 7', () => {
    const lines = [vatLine(1, 100, { discount: { kind: 'percent', percent: 2.5 } }), vatLine(1, 50)];
    const totals = totalsOf({ lines });
    expect(perLineVat(totals, lines)).toBe(20);
    expect(totals.vat).toBe(19); // 13% of 147 = 19.11
    // 19 split by 97 : 50 is 12.54 and 6.46: the larger remainder takes the paisa left over.
    expect(totals.lines.map((line) => line.vat)).toEqual([13, 6]);
  });

  it('gives exempt lines no VAT and splits it over the VAT lines only, by their taxable amount', () => {
    const totals = totalsOf({
      lines: [vatLine(1, 150), { quantity: 1, unitPrice: 999, vatApplicable: false }, vatLine(3, 50)],
      vatRatePercent: 12.5,
    });
    // 12.5% of (150 + 150) = 37.5 → 38, split 19 : 19.
    expect(totals.vatable).toBe(300);
    expect(totals.lines.map((line) => line.vat)).toEqual([19, 0, 19]);
    expect(totals.vat).toBe(38);
  });

  it('always equals round(vatable × rate) over many awkward lines, the lines adding up to it', () => {
    // MINSTD: its products stay below 2^53, so the sequence is exact in floating point.
    let seed = 7;
    const next = (limit: number) => {
      seed = (seed * 48_271) % 2_147_483_647;
      return seed % limit;
    };
    let differed = 0;
    for (let round = 0; round < 300; round += 1) {
      const lines = Array.from({ length: 1 + next(8) }, () => ({
        quantity: (1 + next(5_000)) / 1000,
        unitPrice: next(50_000),
        vatApplicable: next(3) !== 0,
      }));
      const ratePercent = [13, 12.5, 0, 5.55][next(4)] ?? 13;
      const totals = totalsOf({ lines, vatRatePercent: ratePercent });
      const invoiceVat = Math.round((totals.vatable * ratePercent * 100) / 10_000);
      expect(totals.vat).toBe(invoiceVat);
      expect(totals.lines.reduce((sum, line) => sum + line.vat, 0)).toBe(totals.vat);
      if (perLineVat(totals, lines, ratePercent) !== totals.vat) differed += 1;
    }
    // The two methods disagree often enough that the choice matters.
    expect(differed).toBeGreaterThan(0);
  });
});

describe('order discount', () => {
  it('splits an amount over 3 equal lines so the shares sum exactly', () => {
    const totals = totalsOf({
      lines: [vatLine(1, 100), vatLine(1, 100), vatLine(1, 100)],
      orderDiscount: { kind: 'amount', paisa: 100 },
    });
    expect(totals.lines.map((line) => line.orderDiscountShare)).toEqual([34, 33, 33]);
    expect(totals.orderDiscount).toBe(100);
    expect(totals.taxable).toBe(200);
  });

  it('splits a percentage by largest remainder in proportion to each line after its discount', () => {
    // 10% of 60.01 = 6.001 → Rs 6.00; exact shares 99.98, 199.97, 300.05 → 100, 200, 300.
    const totals = totalsOf({
      lines: [vatLine(1, 1000), vatLine(1, 2000), vatLine(1, 3001)],
      orderDiscount: { kind: 'percent', percent: 10 },
    });
    expect(totals.orderDiscount).toBe(600);
    expect(totals.lines.map((line) => line.orderDiscountShare)).toEqual([100, 200, 300]);
    expect(totals.lines.map((line) => line.taxable)).toEqual([900, 1800, 2701]);
  });

  it('is applied before VAT, and spread over exempt lines too', () => {
    const totals = totalsOf({
      lines: [vatLine(1, 10_000), { quantity: 1, unitPrice: 10_000, vatApplicable: false }],
      orderDiscount: { kind: 'amount', paisa: 2_000 },
    });
    expect(totals.lines.map((line) => [line.taxable, line.vat])).toEqual([
      [9_000, 1_170],
      [9_000, 0],
    ]);
    expect(totals.total).toBe(19_170);
  });

  it('follows line discounts: a fully discounted line takes no share', () => {
    const totals = totalsOf({
      lines: [vatLine(1, 5_000, { discount: { kind: 'percent', percent: 100 } }), vatLine(1, 5_000)],
      orderDiscount: { kind: 'amount', paisa: 1_000 },
    });
    expect(totals.lines.map((line) => line.orderDiscountShare)).toEqual([0, 1_000]);
  });

  it('keeps every sum exact over many awkward lines', () => {
    let seed = 42;
    const next = (limit: number) => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed % limit;
    };
    for (let round = 0; round < 200; round += 1) {
      const lines = Array.from({ length: 1 + next(12) }, () => ({
        quantity: (1 + next(50_000)) / 1000,
        unitPrice: next(500_000),
        discount: next(3) === 0 ? { kind: 'percent' as const, percent: next(10_001) / 100 } : null,
        vatApplicable: next(4) !== 0,
      }));
      const totals = totalsOf({ lines, orderDiscount: { kind: 'percent', percent: next(5_001) / 100 } });
      const sum = (pick: (line: OrderTotals['lines'][number]) => number) =>
        totals.lines.reduce((total, line) => total + pick(line), 0);
      expect(sum((line) => line.total)).toBe(totals.total);
      expect(sum((line) => line.orderDiscountShare)).toBe(totals.orderDiscount);
      expect(totals.gross - totals.lineDiscount - totals.orderDiscount).toBe(totals.taxable);
      expect(totals.taxable + totals.vat).toBe(totals.total);
      expect(totals.vatable + totals.exempt).toBe(totals.taxable);
      for (const line of totals.lines) {
        expect(line.taxable).toBeGreaterThanOrEqual(0);
        expect(line.taxable + line.vat).toBe(line.total);
      }
    }
  });
});

describe('input problems', () => {
  it('refuses an order without lines', () => {
    expect(problemsOf({ lines: [] })).toEqual([
      { path: 'lines', message: 'An order needs at least one line.' },
    ]);
  });

  it('refuses bad quantities and prices, naming the line', () => {
    const quantity = 'quantity must be more than 0 with at most 3 decimals.';
    const price = 'unit price must be a whole number of paisa, 0 or more.';
    expect(
      problemsOf({
        lines: [
          vatLine(-1, 100),
          vatLine(0, 100),
          vatLine(1.2345, 100),
          vatLine(Number.NaN, 100),
          vatLine(1, -5),
        ],
      }),
    ).toEqual([
      { path: 'lines.0.quantity', message: `Line 1: ${quantity}` },
      { path: 'lines.1.quantity', message: `Line 2: ${quantity}` },
      { path: 'lines.2.quantity', message: `Line 3: ${quantity}` },
      { path: 'lines.3.quantity', message: `Line 4: ${quantity}` },
      { path: 'lines.4.unitPrice', message: `Line 5: ${price}` },
    ]);
    expect(problemsOf({ lines: [vatLine(1, 10.5)] })[0]?.path).toBe('lines.0.unitPrice');
    expect(problemsOf({ lines: [vatLine(1, Number.POSITIVE_INFINITY)] })[0]?.path).toBe('lines.0.unitPrice');
  });

  it('refuses a discount outside 0–100% or beyond the line', () => {
    const percent = (value: number) => [vatLine(1, 100, { discount: { kind: 'percent', percent: value } })];
    const message = 'Line 1: discount must be a percentage from 0 to 100 with at most 2 decimals.';
    for (const value of [-1, 100.01, 12.345, Number.NaN]) {
      expect(problemsOf({ lines: percent(value) })).toEqual([{ path: 'lines.0.discount', message }]);
    }
    expect(
      problemsOf({ lines: [vatLine(1, 10_000, { discount: { kind: 'amount', paisa: 12_000 } })] }),
    ).toEqual([
      {
        path: 'lines.0.discount',
        message: 'Line 1: discount of Rs 120.00 is more than the line amount of Rs 100.00.',
      },
    ]);
    expect(problemsOf({ lines: [vatLine(1, 10_000, { discount: { kind: 'amount', paisa: -1 } })] })).toEqual([
      { path: 'lines.0.discount', message: 'Line 1: discount must be a whole number of paisa, 0 or more.' },
    ]);
  });

  it('refuses an order discount beyond the amount after line discounts', () => {
    expect(
      problemsOf({
        lines: [vatLine(1, 10_000, { discount: { kind: 'amount', paisa: 1_000 } })],
        orderDiscount: { kind: 'amount', paisa: 9_001 },
      }),
    ).toEqual([
      {
        path: 'orderDiscount',
        message: 'Order discount of Rs 90.01 is more than the amount after line discounts of Rs 90.00.',
      },
    ]);
    expect(
      problemsOf({ lines: [vatLine(1, 100)], orderDiscount: { kind: 'percent', percent: 101 } }),
    ).toEqual([
      {
        path: 'orderDiscount',
        message: 'Order discount must be a percentage from 0 to 100 with at most 2 decimals.',
      },
    ]);
  });

  it('refuses a VAT rate outside 0–100%', () => {
    expect(problemsOf({ lines: [vatLine(1, 100)], vatRatePercent: 113 })).toEqual([
      {
        path: 'vatRatePercent',
        message: 'VAT rate must be a percentage from 0 to 100 with at most 2 decimals.',
      },
    ]);
  });

  it('lists every line problem at once', () => {
    expect(
      problemsOf({ lines: [vatLine(-1, -1), vatLine(1, 1), vatLine(1, 1.5)] }).map((p) => p.path),
    ).toEqual(['lines.0.quantity', 'lines.0.unitPrice', 'lines.2.unitPrice']);
  });

  it('refuses an order too large to total exactly', () => {
    expect(problemsOf({ lines: [vatLine(1000, Number.MAX_SAFE_INTEGER)] })).toEqual([
      { path: 'lines', message: 'The order is too large to total exactly.' },
    ]);
  });
});
