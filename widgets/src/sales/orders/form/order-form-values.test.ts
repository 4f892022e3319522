import type { OrderDetail } from '@backoffice/shared/sales/orders/order.contract';
import { unitPriceFor } from '@backoffice/shared/sales/orders/order-line-unit';
import { computeOrderTotals } from '@backoffice/shared/sales/orders/order-totals';
import { describe, expect, it } from 'vitest';
import {
  emptyLine,
  emptyOrder,
  lineNetPaisa,
  type OrderFormValues,
  orderValuesChanged,
  paisaOf,
  previewTotals,
  valuesFromOrder,
} from './order-form-values.ts';

const filled = (): OrderFormValues => ({
  ...emptyOrder('2026-03-10'),
  party: { id: '12', name: 'Annapurna Stores' },
  lines: [],
});

describe('totals preview', () => {
  it('reads typed rupees as exact paisa', () => {
    expect(paisaOf('450.5')).toBe(45050);
    expect(paisaOf(' 0.07 ')).toBe(7);
    expect(paisaOf('12')).toBe(1200);
    expect(paisaOf('1.234')).toBeNull();
    expect(paisaOf('-1')).toBeNull();
    expect(paisaOf('')).toBeNull();
  });

  it('totals the complete lines as the server would, exempt lines without VAT', () => {
    const values: OrderFormValues = {
      ...filled(),
      orderDiscount: '10',
      lines: [
        { ...emptyLine(), product: { id: '3', name: 'Tea' }, quantity: '2', unitPrice: '450.50' },
        {
          ...emptyLine(),
          product: { id: '4', name: 'Rice' },
          quantity: '1',
          unitPrice: '100',
          discountPercent: '5',
          vatApplicable: false,
        },
        // Not counted: no price yet.
        { ...emptyLine(), product: { id: '5', name: 'Salt' }, quantity: '3', unitPrice: '' },
      ],
    };
    const result = previewTotals(values, 13);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    // 901.00 + (100.00 - 5.00) = 996.00; 10 % off = 99.60, shared 90.10 / 9.50 by amount.
    expect(result.totals.gross).toBe(100_100);
    expect(result.totals.lineDiscount).toBe(500);
    expect(result.totals.orderDiscount).toBe(9_960);
    expect(result.totals.taxable).toBe(89_640);
    expect(result.totals.vat).toBe(Math.round((90_100 - 9_010) * 0.13));
    expect(result.totals.total).toBe(result.totals.taxable + result.totals.vat);
  });

  it("previews at the company's own rate, which the server saves at", () => {
    const values: OrderFormValues = {
      ...filled(),
      lines: [{ ...emptyLine(), product: { id: '3', name: 'Tea' }, quantity: '2', unitPrice: '450.50' }],
    };
    const result = previewTotals(values, 10);
    expect(result.ok && result.totals).toMatchObject({ vatRatePercent: 10, vat: 9_010, total: 99_110 });
  });
});

const STORED: OrderDetail = {
  Id: 40,
  OrderNo: 'SO-2026-000040',
  OrderDate: '2026-03-09',
  PartyId: 12,
  PartyName: 'Annapurna Stores',
  SalesPersonId: 7,
  SalesPersonName: 'Hari Gurung',
  RouteId: null,
  RouteName: null,
  Status: 'confirmed',
  TotalAmount: 1000,
  LineCount: 2,
  CreatedAt: '2026-03-09T05:00:00Z',
  StatusChangedAt: '2026-03-09T06:00:00Z',
  AllowedActions: ['verify', 'cancel'],
  DeliveryUserId: null,
  DeliveryUserName: null,
  DealerUserId: null,
  DealerUserName: null,
  Remarks: null,
  VatRatePercent: 13,
  SubTotal: 1000,
  DiscountTotal: 30,
  TaxableAmount: 970,
  VatAmount: 100,
  Lines: [
    {
      Id: 1,
      ProductId: 3,
      ProductName: 'Tea 500 g',
      ProductCode: 'TEA-500',
      UnitId: 5,
      UnitName: 'Packet',
      UnitSymbol: 'pkt',
      ConversionFactor: 1,
      Quantity: 0.1 + 0.2,
      BaseUnitId: 5,
      BaseUnitName: 'Packet',
      BaseUnitSymbol: 'pkt',
      BaseQuantity: 0.3,
      UnitPrice: 450.5,
      PriceSource: 'party',
      DiscountPercent: null,
      DiscountAmount: 10,
      OrderDiscountShare: 12.35,
      TaxableAmount: 500,
      VatAmount: 65,
      LineTotal: 565,
    },
    {
      Id: 2,
      ProductId: 4,
      ProductName: 'Rice 25 kg',
      ProductCode: 'RICE-25',
      UnitId: 9,
      UnitName: 'Bag',
      UnitSymbol: 'bag',
      ConversionFactor: 25,
      Quantity: 1,
      BaseUnitId: 2,
      BaseUnitName: 'Kilogram',
      BaseUnitSymbol: 'kg',
      BaseQuantity: 25,
      UnitPrice: 100,
      PriceSource: 'product',
      DiscountPercent: 2.5,
      DiscountAmount: 2.5,
      OrderDiscountShare: 7.65,
      TaxableAmount: 90,
      VatAmount: 0,
      LineTotal: 90,
    },
  ],
  History: [],
  Vouchers: [],
  AssignedDate: null,
  Version: 3,
};

describe('valuesFromOrder', () => {
  it('starts the form from the stored order', () => {
    const values = valuesFromOrder(STORED);
    expect(values).toMatchObject({
      party: { id: '12', name: 'Annapurna Stores' },
      salesPerson: { id: '7', name: 'Hari Gurung' },
      orderDate: '2026-03-09',
      orderDiscountKind: 'amount',
      orderDiscount: '20.00',
    });
    expect(values.lines.map(({ key: _key, product: _product, ...line }) => line)).toEqual([
      {
        unitId: '5',
        unitName: 'Packet',
        conversionFactor: 1,
        quantity: '0.3',
        unitPrice: '450.50',
        discountPercent: '',
        vatApplicable: true,
        priceSource: 'party',
        fixedDiscount: 10,
      },
      {
        unitId: '9',
        unitName: 'Bag',
        conversionFactor: 25,
        quantity: '1',
        unitPrice: '100.00',
        discountPercent: '2.5',
        vatApplicable: false,
        priceSource: 'product',
        fixedDiscount: null,
      },
    ]);
    expect(orderValuesChanged(values, valuesFromOrder(STORED))).toBe(false);
    expect(orderValuesChanged(values, { ...values, remarks: 'x' })).toBe(true);
  });
});

describe('lineNetPaisa', () => {
  it('is the line after its own discount, or null while incomplete', () => {
    const line = { ...emptyLine(), product: { id: '3', name: 'Tea' }, quantity: '3', unitPrice: '10.10' };
    expect(lineNetPaisa(line)).toBe(3030);
    expect(lineNetPaisa({ ...line, discountPercent: '10' })).toBe(2727);
    expect(lineNetPaisa({ ...line, fixedDiscount: 1 })).toBe(2930);
    expect(lineNetPaisa({ ...line, unitPrice: '' })).toBeNull();
    expect(lineNetPaisa({ ...line, quantity: '0' })).toBeNull();
    expect(lineNetPaisa({ ...line, discountPercent: '150' })).toBeNull();
  });
});

describe('previewTotals with a line in cartons', () => {
  it('totals the carton price the form filled (the base price × the factor) as the server will', () => {
    const carton = unitPriceFor(5310, 24);
    const values = {
      ...emptyOrder('2026-03-10'),
      lines: [
        {
          ...emptyLine(),
          product: { id: '2', name: 'Coca-Cola 500 ml' },
          unitId: '2',
          unitName: 'Carton',
          conversionFactor: 24,
          quantity: '2',
          unitPrice: ((carton ?? 0) / 100).toFixed(2),
        },
        { ...emptyLine(), product: { id: '2', name: 'Coca-Cola 500 ml' }, quantity: '6', unitPrice: '53.10' },
      ],
    };
    const preview = previewTotals(values, 13);
    const server = computeOrderTotals({
      lines: [
        { quantity: 2, unitPrice: 127_440, vatApplicable: true },
        { quantity: 6, unitPrice: 5310, vatApplicable: true },
      ],
      vatRatePercent: 13,
    });
    expect(values.lines[0]?.unitPrice).toBe('1274.40');
    expect(preview).toEqual(server);
  });
});

describe('valuesFromOrder with the discount and VAT rule as sent', () => {
  it('keeps an order discount given as a percentage, and the VAT rule the server sends', () => {
    const values = valuesFromOrder({
      ...STORED,
      OrderDiscountPercent: 2.5,
      OrderDiscountAmount: 20,
      Lines: STORED.Lines.map((line) => ({ ...line, VatApplicable: true })),
    });
    expect(values.orderDiscountKind).toBe('percent');
    expect(values.orderDiscount).toBe('2.5');
    expect(values.lines.map((line) => line.vatApplicable)).toEqual([true, true]);
  });

  it('reads an amount when no percentage was given, and none when there is no discount', () => {
    expect(valuesFromOrder({ ...STORED, OrderDiscountPercent: null, OrderDiscountAmount: 7 })).toMatchObject({
      orderDiscountKind: 'amount',
      orderDiscount: '7.00',
    });
    expect(valuesFromOrder({ ...STORED, OrderDiscountPercent: null, OrderDiscountAmount: 0 })).toMatchObject({
      orderDiscountKind: 'percent',
      orderDiscount: '',
    });
  });
});
