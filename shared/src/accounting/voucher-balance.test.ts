import { describe, expect, it } from 'vitest';
import type { VoucherLine } from './voucher.js';
import { balancingLine, checkVoucherLines, reverseVoucher, voucherTotals } from './voucher-balance.js';

const dr = (ledgerId: number, amount: number, extra: Partial<VoucherLine> = {}): VoucherLine => ({
  ledgerId,
  side: 'Dr',
  amount,
  ...extra,
});
const cr = (ledgerId: number, amount: number, extra: Partial<VoucherLine> = {}): VoucherLine => ({
  ledgerId,
  side: 'Cr',
  amount,
  ...extra,
});

describe('voucherTotals and balancingLine', () => {
  it('totals each side and offers the missing side', () => {
    const lines = [dr(1, 10_000), dr(2, 2_500), cr(3, 5_000)];
    expect(voucherTotals(lines)).toEqual({ debit: 12_500, credit: 5_000, difference: 7_500 });
    expect(balancingLine(lines)).toEqual({ side: 'Cr', amount: 7_500 });
    expect(balancingLine([cr(1, 99)])).toEqual({ side: 'Dr', amount: 99 });
    expect(balancingLine([dr(1, 5), cr(2, 5)])).toBeNull();
    expect(balancingLine([])).toBeNull();
  });
});

describe('checkVoucherLines', () => {
  it('accepts a balanced entry', () => {
    expect(checkVoucherLines([dr(1, 11_300), cr(2, 10_000), cr(3, 1_300)])).toEqual([]);
  });

  it('needs two lines', () => {
    expect(checkVoucherLines([dr(1, 5)])).toEqual([
      { Field: 'Lines', Message: 'A voucher needs at least two lines: one debit and one credit.' },
    ]);
    expect(checkVoucherLines([]).map((problem) => problem.Field)).toEqual(['Lines']);
  });

  it('needs positive whole paisa on every line, named by line', () => {
    const problems = checkVoucherLines([dr(1, 0), cr(2, -5), dr(3, 1.5), cr(4, Number.NaN)]);
    expect(problems.map((problem) => problem.Field)).toEqual([
      'Lines[0].Amount',
      'Lines[1].Amount',
      'Lines[2].Amount',
      'Lines[3].Amount',
    ]);
    expect(problems[1]?.Message).toBe('Line 2: amount must be more than 0, in whole paisa.');
  });

  it('says by how much debits and credits differ', () => {
    expect(checkVoucherLines([dr(1, 150_000), cr(2, 100_000)])).toEqual([
      {
        Field: 'Lines',
        Message:
          'Debits (Rs 1,500.00) and credits (Rs 1,000.00) differ by Rs 500.00; a credit of that amount would balance them.',
      },
    ]);
  });

  it('refuses a ledger twice on one side with the same bill and cost center', () => {
    const problems = checkVoucherLines([
      dr(1, 50, { billRef: 'A' }),
      dr(1, 50, { billRef: 'A' }),
      cr(2, 100),
    ]);
    expect(problems).toEqual([
      {
        Field: 'Lines[1].LedgerId',
        Message:
          'Line 2: the ledger is already debited on line 1 with the same bill and cost center; put them on one line.',
      },
    ]);
  });

  it('allows a ledger twice when the bill, cost center or side differs', () => {
    expect(
      checkVoucherLines([
        dr(1, 10, { billRef: 'A' }),
        dr(1, 10, { billRef: 'B' }),
        dr(1, 10, { costCenterId: 7 }),
        dr(1, 10),
        cr(1, 40),
      ]),
    ).toEqual([]);
  });

  it('refuses totals past exact integers', () => {
    const big = Number.MAX_SAFE_INTEGER;
    expect(checkVoucherLines([dr(1, big), dr(2, big), cr(3, big)])).toEqual([
      { Field: 'Lines', Message: 'The voucher is too large to total exactly.' },
    ]);
  });
});

describe('reverseVoucher', () => {
  it('swaps the sides of a posted voucher and links it', () => {
    const lines = [dr(1, 100, { billRef: 'SO-1', costCenterId: 2 }), cr(3, 100, { narration: 'x' })];
    const result = reverseVoucher({ id: 9, state: 'posted', lines });
    expect(result).toEqual({
      ok: true,
      reversal: {
        reversalOf: 9,
        lines: [cr(1, 100, { billRef: 'SO-1', costCenterId: 2 }), dr(3, 100, { narration: 'x' })],
      },
    });
    if (result.ok) expect(voucherTotals([...lines, ...result.reversal.lines]).difference).toBe(0);
  });

  it('refuses a draft or a cancelled voucher', () => {
    expect(reverseVoucher({ id: 1, state: 'draft', lines: [] })).toEqual({
      ok: false,
      message: 'Only a posted voucher can be reversed: a draft touches no balance; delete it instead.',
    });
    expect(reverseVoucher({ id: 1, state: 'cancelled', lines: [] })).toMatchObject({ ok: false });
  });
});
