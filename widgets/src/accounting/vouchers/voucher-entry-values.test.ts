import { describe, expect, it } from 'vitest';
import {
  balancingOffer,
  checkVoucherEntry,
  emptyVoucherValues,
  mapVoucherServerErrors,
  newLine,
  type VoucherLineValues,
} from './voucher-entry-values.ts';

const CASH = { Id: 1, Name: 'Cash' };
const SALES = { Id: 2, Name: 'Sales Account' };

const line = (key: number, change: Partial<VoucherLineValues>): VoucherLineValues => ({
  ...newLine(key),
  ...change,
});

describe('balancingOffer', () => {
  it('offers the lighter side the difference, and nothing once the lines balance', () => {
    expect(balancingOffer([line(1, { amount: '1000' })])).toEqual({ side: 'Cr', amount: '1000.00' });
    expect(balancingOffer([line(1, { side: 'Cr', amount: '250.5' }), line(2, { amount: '100' })])).toEqual({
      side: 'Dr',
      amount: '150.50',
    });
    expect(balancingOffer([line(1, { amount: '10' }), line(2, { side: 'Cr', amount: '10.00' })])).toBeNull();
  });

  it('counts an amount that is not one as nothing', () => {
    expect(balancingOffer([line(1, { amount: '12.345' })])).toBeNull();
  });
});

describe('checkVoucherEntry', () => {
  const values = (lines: VoucherLineValues[]) => ({ ...emptyVoucherValues('journal', '2026-11-27'), lines });

  it('leaves empty lines out and sends rupees', () => {
    const checked = checkVoucherEntry(
      values([
        line(1, { ledger: CASH, amount: '1000' }),
        line(2, {}),
        line(3, { ledger: SALES, side: 'Cr', amount: '1000.00', billRef: ' INV-1 ' }),
      ]),
      true,
    );
    expect(checked).toMatchObject({
      ok: true,
      lineKeys: [1, 3],
      body: {
        Post: true,
        Lines: [
          { LedgerId: 1, Side: 'Dr', Amount: 1000 },
          { LedgerId: 2, Side: 'Cr', Amount: 1000, BillRef: 'INV-1' },
        ],
      },
    });
  });

  it('names the line and field of each problem, and refuses to post an unbalanced voucher', () => {
    expect(
      checkVoucherEntry(values([line(4, { amount: '5' }), line(5, { ledger: SALES, amount: '0' })]), false),
    ).toEqual({
      ok: false,
      errors: {
        'Line:4:LedgerId': 'Choose a ledger',
        'Line:5:Amount': 'Amount must be more than 0 with at most 2 decimals',
      },
      problems: [],
    });
    const unbalanced = checkVoucherEntry(
      values([line(1, { ledger: CASH, amount: '10' }), line(2, { ledger: SALES, side: 'Cr', amount: '9' })]),
      true,
    );
    expect(unbalanced).toMatchObject({ ok: false, problems: [expect.stringContaining('differ by 1.00')] });
    expect(
      checkVoucherEntry(
        values([
          line(1, { ledger: CASH, amount: '10' }),
          line(2, { ledger: SALES, side: 'Cr', amount: '9' }),
        ]),
        false,
      ).ok,
    ).toBe(true);
  });
});

describe('mapVoucherServerErrors', () => {
  it("puts a line's message on the line sent in that place, the header's on its field, the rest above", () => {
    expect(
      mapVoucherServerErrors(
        [
          { Field: 'Lines[1].Amount', Message: 'Line 2: amount' },
          { Field: 'lines.0.ledgerid', Message: 'Line 1: ledger' },
          { Field: 'Lines[0]', Message: 'Line 1: twice' },
          { Field: 'VoucherDate', Message: 'Closed year' },
          { Field: 'Lines[5].Amount', Message: 'Not sent' },
          { Field: 'Lines', Message: 'Debits and credits differ' },
        ],
        [3, 7],
      ),
    ).toEqual({
      fields: {
        'Line:7:Amount': 'Line 2: amount',
        'Line:3:LedgerId': 'Line 1: ledger',
        VoucherDate: 'Closed year',
      },
      other: ['Line 1: twice', 'Not sent', 'Debits and credits differ'],
    });
  });
});
