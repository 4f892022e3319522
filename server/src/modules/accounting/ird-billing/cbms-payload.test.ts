import { describe, expect, it } from 'vitest';
import { cbmsBsDate, cbmsClientTime, cbmsFiscalYear, cbmsPayload } from './cbms-payload.js';

describe('the CBMS payload', () => {
  it('writes the fiscal year, BS days and the client time as the IRD reads them', () => {
    expect(cbmsFiscalYear(2083)).toBe('2083.084');
    expect(cbmsFiscalYear(2099)).toBe('2099.100');
    expect(cbmsBsDate('2026-11-27')).toBe('2083.08.11');
    expect(cbmsClientTime(new Date('2026-11-27T04:15:05Z'), 'Asia/Kathmandu')).toBe('2026-11-27 10:00:05');
  });

  it('names a credit note’s invoice and reason instead of an invoice number and date', () => {
    const base = {
      sellerPan: '601234567',
      buyerPan: '',
      buyerName: 'Walk-in',
      fiscalYear: 2083,
      number: 'CN-2083/84-000001',
      date: '2026-11-27',
      total: 11_300,
      taxable: 10_000,
      vat: 1_300,
      exempt: 0,
      isRealtime: false,
      at: new Date('2026-11-27T04:15:05Z'),
      timeZone: 'Asia/Kathmandu',
    };
    const note = cbmsPayload({
      ...base,
      kind: 'billreturn',
      refInvoiceNumber: 'SV-2083/84-000009',
      reason: 'Damaged',
    });
    expect(note).toMatchObject({
      ref_invoice_number: 'SV-2083/84-000009',
      credit_note_number: 'CN-2083/84-000001',
      credit_note_date: '2083.08.11',
      reason_for_return: 'Damaged',
      total_sales: 113,
      taxable_sales_vat: 100,
      vat: 13,
      isrealtime: false,
    });
    expect(note).not.toHaveProperty('invoice_number');
    expect(cbmsPayload({ ...base, kind: 'bill' })).toMatchObject({
      invoice_number: base.number,
      invoice_date: '2083.08.11',
    });
  });
});
