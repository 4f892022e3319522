import { describe, expect, it } from 'vitest';
import { directionOf, rowStateOf, sumColumns } from './vat-book-rows.js';
import type { BookVoucher } from './vat-book-vouchers.js';

const MONTH = { FromDate: '2026-11-16', ToDate: '2026-12-15' };

const voucher = (over: Partial<BookVoucher> = {}): BookVoucher => ({
  id: 1,
  type: 'sales',
  voucherNo: 'SV-2083/84-000001',
  date: '2026-11-20',
  status: 'posted',
  reference: null,
  sourceKind: null,
  sourceId: null,
  reversalDate: null,
  original: null,
  ...over,
});

describe('rowStateOf', () => {
  it('lists a posted voucher at its amounts', () => {
    expect(rowStateOf(voucher(), MONTH)).toEqual({ state: 'posted', zero: false });
  });

  it('zeroes a voucher cancelled within the month and leaves its reversal out', () => {
    expect(rowStateOf(voucher({ status: 'cancelled', reversalDate: '2026-12-15' }), MONTH)).toEqual({
      state: 'cancelled',
      zero: true,
    });
    const reversal = voucher({ original: { id: 9, voucherNo: 'SV-9', date: '2026-11-16' } });
    expect(rowStateOf(reversal, MONTH)).toBeNull();
  });

  it('keeps a voucher cancelled in a later month, and lists the reversal of an earlier month’s', () => {
    expect(rowStateOf(voucher({ status: 'cancelled', reversalDate: '2026-12-16' }), MONTH)).toEqual({
      state: 'cancelled',
      zero: false,
    });
    const reversal = voucher({ original: { id: 9, voucherNo: 'SV-9', date: '2026-11-15' } });
    expect(rowStateOf(reversal, MONTH)).toEqual({ state: 'reversal', zero: false });
  });
});

describe('directionOf', () => {
  it('is negative for a note and for the reversal of an invoice, positive for a note’s reversal', () => {
    const original = { id: 9, voucherNo: 'X', date: '2026-10-01' };
    expect(directionOf(voucher(), 'creditNote')).toBe(1);
    expect(directionOf(voucher({ type: 'creditNote' }), 'creditNote')).toBe(-1);
    expect(directionOf(voucher({ original }), 'creditNote')).toBe(-1);
    expect(directionOf(voucher({ type: 'creditNote', original }), 'creditNote')).toBe(1);
  });
});

describe('sumColumns', () => {
  it('adds rupees as paisa, without float drift', () => {
    const rows = [{ Vat: 0.1 }, { Vat: 0.2 }, { Vat: -0.3 }, { Vat: 1130.13 }];
    expect(sumColumns(rows, ['Vat'])).toEqual({ Vat: 1130.13 });
  });
});
