import { describe, expect, it } from 'vitest';
import {
  formatVoucherNo,
  otherSide,
  readVoucherLines,
  VOUCHER_PREFIXES,
  VOUCHER_TYPES,
  voucherNoOn,
  voucherSaveBody,
  voucherSaveInputSchema,
  voucherStateMachine,
} from './voucher.js';

describe('voucher numbers', () => {
  it('numbers per type and fiscal year, six digits', () => {
    expect(formatVoucherNo('journal', 2083, 1)).toBe('JV-2083/84-000001');
    expect(formatVoucherNo('purchase', 2099, 123456)).toBe('PUR-2099/00-123456');
    expect(formatVoucherNo('creditNote', 2083, 42)).toBe('CN-2083/84-000042');
  });

  it('gives every type its own prefix', () => {
    const prefixes = VOUCHER_TYPES.map((type) => VOUCHER_PREFIXES[type]);
    expect(new Set(prefixes).size).toBe(VOUCHER_TYPES.length);
  });

  it('takes the fiscal year from the date (Shrawan 1 of 2083 is 2026-07-17)', () => {
    expect(voucherNoOn('sales', '2026-07-16', 7)).toBe('SV-2082/83-000007');
    expect(voucherNoOn('sales', '2026-07-17', 7)).toBe('SV-2083/84-000007');
  });

  it('refuses a serial that is not a whole number from 1', () => {
    expect(() => formatVoucherNo('payment', 2083, 0)).toThrow(RangeError);
    expect(() => formatVoucherNo('payment', 2083, 1.5)).toThrow(RangeError);
  });
});

describe('voucher states', () => {
  it('posts a draft and cancels a posted voucher, nothing else', () => {
    expect(voucherStateMachine.nextStatus('draft', 'post')).toEqual({ ok: true, to: 'posted' });
    expect(voucherStateMachine.nextStatus('posted', 'cancel')).toEqual({ ok: true, to: 'cancelled' });
    expect(voucherStateMachine.nextStatus('draft', 'cancel').ok).toBe(false);
    expect(voucherStateMachine.nextStatus('posted', 'post').ok).toBe(false);
    expect(voucherStateMachine.allowedActions('cancelled')).toEqual([]);
  });

  it('swaps sides', () => {
    expect(otherSide('Dr')).toBe('Cr');
    expect(otherSide('Cr')).toBe('Dr');
  });
});

describe('readVoucherLines', () => {
  it('reads rupees as paisa, from an array or a JSON string', () => {
    const lines = [
      { LedgerId: 1, Side: 'Dr', Amount: 1234.56, BillRef: 'SO-2083/84-000001' },
      { LedgerId: '2', Side: 'cr', Amount: '1234.56', CostCenterId: '3', Narration: ' rent ' },
    ];
    const fromArray = readVoucherLines([lines[0], { LedgerId: 2, Side: 'Cr', Amount: '1234.56' }]);
    expect(fromArray).toEqual({
      ok: true,
      lines: [
        { ledgerId: 1, side: 'Dr', amount: 123456, billRef: 'SO-2083/84-000001' },
        { ledgerId: 2, side: 'Cr', amount: 123456 },
      ],
    });
    const fromText = readVoucherLines(JSON.stringify(lines));
    expect(fromText.ok && fromText.lines[1]).toEqual({
      ledgerId: 2,
      side: 'Cr',
      amount: 123456,
      costCenterId: 3,
      narration: 'rent',
    });
  });

  it('names the line and field of each problem', () => {
    const result = readVoucherLines([
      { LedgerId: 1, Side: 'Dr', Amount: 10 },
      { LedgerId: 2, Side: 'Cr', Amount: 10 },
      { LedgerId: 3, Side: 'Up', Amount: 0 },
      { LedgerId: 0, Side: 'Cr', Amount: 1.234 },
      { Side: 'Cr' },
    ]);
    expect(result.ok).toBe(false);
    const fields = result.ok ? [] : result.errors.map((error) => error.Field);
    expect(fields).toEqual([
      'Lines[2].Side',
      'Lines[2].Amount',
      'Lines[3].LedgerId',
      'Lines[3].Amount',
      'Lines[4].LedgerId',
      'Lines[4].Amount',
    ]);
    const messages = result.ok ? [] : result.errors.map((error) => error.Message);
    expect(messages[1]).toBe('Line 3: amount must be more than 0 with at most 2 decimals');
    expect(messages[5]).toBe('Line 5: amount is required');
  });

  it('refuses what is not a list', () => {
    expect(readVoucherLines('not json')).toMatchObject({ ok: false, errors: [{ Field: 'Lines' }] });
    expect(readVoucherLines({})).toMatchObject({ ok: false, errors: [{ Message: 'Lines must be a list.' }] });
    expect(readVoucherLines(undefined)).toMatchObject({
      ok: false,
      errors: [{ Message: 'A voucher needs lines.' }],
    });
    expect(readVoucherLines(Array.from({ length: 501 }, () => ({})))).toMatchObject({ ok: false });
  });
});

describe('voucher save schemas', () => {
  it('reads a save with its header fields', () => {
    const body = voucherSaveBody.parse({ VoucherType: 'creditnote', VoucherDate: '2026-11-27', Lines: '[]' });
    expect(body.VoucherType).toBe('creditNote');
    const input = voucherSaveInputSchema.safeParse({
      VoucherType: 'journal',
      VoucherDate: '2026-11-27',
      Lines: [{ LedgerId: 1, Side: 'Dr', Amount: 1 }],
    });
    expect(input.success).toBe(false);
  });
});
