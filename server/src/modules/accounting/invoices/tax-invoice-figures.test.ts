import { describe, expect, it } from 'vitest';
import { orderInvoiceFigures, voucherInvoiceFigures } from './tax-invoice-figures.js';

describe('orderInvoiceFigures', () => {
  // 10 × Rs 1.25 with Rs 0.50 off, and an exempt 3 × Rs 10; Rs 1 off the order, VAT 13 %.
  const order = {
    vatRatePercent: 13,
    orderDiscountTotal: 100,
    vatAmount: 152,
    totalAmount: 4252,
    lines: [
      {
        productName: 'Soap',
        quantity: 10,
        unitName: 'Piece',
        unitPrice: 125,
        grossAmount: 1250,
        discountAmount: 50,
        taxableAmount: 1170,
        vatApplicable: true,
      },
      {
        productName: 'Rice',
        quantity: 3,
        unitName: 'Kg',
        unitPrice: 1000,
        grossAmount: 3000,
        discountAmount: 0,
        taxableAmount: 2930,
        vatApplicable: false,
      },
    ],
  };

  it('prints the lines after their own discount, the order discount apart, and the party’s rounded total', () => {
    const figures = orderInvoiceFigures(order, 4200);
    expect(figures.lines.map((line) => [line.amount, line.taxable])).toEqual([
      [1200, true],
      [3000, false],
    ]);
    expect(figures).toMatchObject({
      subTotal: 4200,
      discount: 100,
      taxable: 1170,
      exempt: 2930,
      vat: 152,
      roundOff: -52,
      total: 4200,
    });
    expect(figures.subTotal - figures.discount + figures.vat + figures.roundOff).toBe(figures.total);
  });
});

describe('voucherInvoiceFigures', () => {
  it('takes income credits as lines, VAT, discount and rounding by role, and the debited party as total', () => {
    const figures = voucherInvoiceFigures(
      [
        { role: 'party', side: 'Dr', amount: 101_700, description: 'Everest Stores' },
        { role: 'discount', side: 'Dr', amount: 10_000, description: 'Discount Allowed' },
        { role: 'item', side: 'Cr', amount: 100_000, description: 'Repair work' },
        { role: 'vat', side: 'Cr', amount: 11_650, description: 'VAT Output' },
        { role: 'rounding', side: 'Cr', amount: 50, description: 'Rounding Off' },
      ],
      13,
    );
    expect(figures).toMatchObject({
      subTotal: 100_000,
      discount: 10_000,
      taxable: 90_000,
      exempt: 0,
      vat: 11_650,
      roundOff: 50,
      total: 101_700,
    });
    expect(figures.lines).toEqual([
      { description: 'Repair work', quantity: 1, unit: '', rate: 100_000, amount: 100_000, taxable: true },
    ]);
  });

  it('calls every line exempt when the voucher charged no VAT', () => {
    const figures = voucherInvoiceFigures(
      [
        { role: 'party', side: 'Dr', amount: 5000, description: 'Cash' },
        { role: 'item', side: 'Cr', amount: 5000, description: 'Sales' },
      ],
      13,
    );
    expect(figures).toMatchObject({ taxable: 0, exempt: 5000, vat: 0, total: 5000 });
    expect(figures.lines[0]?.taxable).toBe(false);
  });
});
