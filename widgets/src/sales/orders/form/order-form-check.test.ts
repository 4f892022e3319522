import { describe, expect, it } from 'vitest';
import { checkOrderForm, controlKeyOf, mapServerErrors, withoutLineErrors } from './order-form-check.ts';
import { emptyLine, emptyOrder, type OrderFormValues } from './order-form-values.ts';

const filled = (): OrderFormValues => ({
  ...emptyOrder('2026-03-10'),
  party: { id: '12', name: 'Annapurna Stores' },
  lines: [
    { ...emptyLine(), product: { id: '3', name: 'Tea 500 g' }, quantity: '2', unitPrice: '450.50' },
    {
      ...emptyLine(),
      product: { id: '4', name: 'Sugar 1 kg' },
      quantity: '1.5',
      unitPrice: '',
      discountPercent: '5',
    },
  ],
});

describe('checkOrderForm', () => {
  it('turns the values into the save body, leaving out what was not given', () => {
    expect(checkOrderForm(filled())).toEqual({
      ok: true,
      input: {
        PartyId: 12,
        OrderDate: '2026-03-10',
        Lines: [
          { ProductId: 3, Quantity: 2, UnitPrice: 450.5 },
          { ProductId: 4, Quantity: 1.5, DiscountPercent: 5 },
        ],
      },
    });
  });

  it('sends the id and version of a stored order, remarks, the sales person and the order discount', () => {
    const values: OrderFormValues = {
      ...filled(),
      salesPerson: { id: '7', name: 'Hari Gurung' },
      remarks: '  Deliver before noon  ',
      orderDiscountKind: 'amount',
      orderDiscount: '25',
    };
    const checked = checkOrderForm(values, { Id: 40, Version: 3 });
    expect(checked.ok && checked.input).toMatchObject({
      Id: 40,
      Version: 3,
      SalesPersonId: 7,
      Remarks: 'Deliver before noon',
      OrderDiscountAmount: 25,
    });
    expect(checked.ok && 'OrderDiscountPercent' in checked.input).toBe(false);
  });

  it('keeps a stored amount discount while no percentage is typed', () => {
    const values = filled();
    values.lines[0] = { ...values.lines[0], fixedDiscount: 12.5 } as (typeof values.lines)[0];
    const checked = checkOrderForm(values);
    expect(checked.ok && checked.input.Lines[0]).toEqual({
      ProductId: 3,
      Quantity: 2,
      UnitPrice: 450.5,
      DiscountAmount: 12.5,
    });
  });

  it('names every wrong control once, under its wire path', () => {
    const values: OrderFormValues = {
      ...filled(),
      party: { id: '', name: '' },
      orderDate: '2026-02-30',
      orderDiscount: '120',
      lines: [
        // Begun (a price typed) but without a product or a quantity.
        { ...emptyLine(), quantity: '', unitPrice: '5' },
        { ...emptyLine(), product: { id: '4', name: 'Sugar' }, quantity: '0.0001', unitPrice: '1.234' },
        { ...emptyLine(), product: { id: '5', name: 'Salt' }, quantity: '0', discountPercent: '100.5' },
      ],
    };
    const checked = checkOrderForm(values);
    expect(checked).toEqual({
      ok: false,
      errors: {
        PartyId: 'Party is required',
        OrderDate: 'Order date must be a date',
        OrderDiscount: 'Order discount must be a percentage from 0 to 100 with at most 2 decimals',
        'Lines.0.ProductId': 'Product is required',
        'Lines.0.Quantity': 'Quantity is required',
        'Lines.1.Quantity': 'Quantity must be a number with at most 3 decimals',
        'Lines.1.UnitPrice': 'Unit price must be an amount of 0 or more with at most 2 decimals',
        'Lines.2.Quantity': 'Quantity must be more than 0',
        'Lines.2.DiscountPercent': 'Discount must be a percentage from 0 to 100 with at most 2 decimals',
      },
    });
  });

  it('leaves out a line never filled, and keeps each message on its own row', () => {
    const values = filled();
    const tea = values.lines[0];
    if (!tea) throw new Error('the filled order has a line');
    values.lines = [emptyLine(), { ...tea, quantity: '0' }, { ...emptyLine(), quantity: '' }];
    expect(checkOrderForm(values)).toEqual({
      ok: false,
      errors: { 'Lines.1.Quantity': 'Quantity must be more than 0' },
    });
    values.lines = [emptyLine(), tea, emptyLine()];
    const checked = checkOrderForm(values);
    expect(checked.ok && checked.input.Lines.map((line) => line.ProductId)).toEqual([3]);
    // With nothing filled at all, the first line says what it lacks.
    values.lines = [emptyLine(), emptyLine()];
    expect(checkOrderForm(values)).toEqual({
      ok: false,
      errors: { 'Lines.0.ProductId': 'Product is required' },
    });
  });

  it('sends the unit of a line in one, and none for a new line in the product’s own unit', () => {
    const values = filled();
    values.lines[0] = {
      ...values.lines[0],
      unitId: '2',
      unitName: 'Carton',
      conversionFactor: 24,
    } as (typeof values.lines)[0];
    const checked = checkOrderForm(values);
    expect(checked.ok && checked.input.Lines.map((line) => line.UnitId)).toEqual([2, undefined]);
    expect(checked.ok && 'UnitId' in (checked.input.Lines[1] ?? {})).toBe(false);
    expect(controlKeyOf('Lines[0].UnitId')).toBe('Lines.0.UnitId');
    expect(
      mapServerErrors([{ Field: 'lines[1].unitid', Message: 'Line 2: unit 9 is not one…' }]).fields,
    ).toEqual({
      'Lines.1.UnitId': 'Line 2: unit 9 is not one…',
    });
  });

  it('asks for a line when there is none', () => {
    const checked = checkOrderForm({ ...filled(), lines: [] });
    expect(checked.ok ? null : checked.errors.Lines).toBe('Add at least one line');
  });
});

describe('server field messages', () => {
  it.each([
    ['Lines[1].Quantity', 'Lines.1.Quantity'],
    ['lines.1.quantity', 'Lines.1.Quantity'],
    ['Lines.0.ProductId', 'Lines.0.ProductId'],
    ['Lines[2].DiscountAmount', 'Lines.2.DiscountPercent'],
    ['partyId', 'PartyId'],
    ['OrderDiscountAmount', 'OrderDiscountAmount'],
    ['Lines', 'Lines'],
    ['Lines[3]', 'Lines.3'],
  ])('%s is the control %s', (field, key) => {
    expect(controlKeyOf(field)).toBe(key);
  });

  it.each(['Version', 'Lines[1].Colour', 'Lines.x.Quantity', 'PartyId.Name', 'Lines[1].Quantity.Extra', ''])(
    '%s has no control',
    (field) => {
      expect(controlKeyOf(field)).toBeNull();
    },
  );

  it('puts messages on controls and keeps the rest as text', () => {
    expect(
      mapServerErrors([
        { Field: 'Lines[1].Quantity', Message: 'Line 2: quantity must be more than 0.' },
        { Field: 'Lines[1].Quantity', Message: 'A second message for the same control.' },
        { Field: 'OrderDiscountPercent', Message: 'Too much discount.' },
        { Field: 'Lines[4]', Message: 'Line 5: this product is no longer sold.' },
        { Field: 'Version', Message: 'Someone changed this order meanwhile.' },
      ]),
    ).toEqual({
      fields: {
        'Lines.1.Quantity': 'Line 2: quantity must be more than 0.',
        OrderDiscount: 'Too much discount.',
      },
      other: ['Line 5: this product is no longer sold.', 'Someone changed this order meanwhile.'],
    });
  });

  it('moves line messages up when a line above goes, and drops the removed line’s', () => {
    expect(
      withoutLineErrors(
        {
          PartyId: 'Party is required',
          'Lines.0.Quantity': 'a',
          'Lines.1.ProductId': 'b',
          'Lines.2.UnitPrice': 'c',
          Lines: 'd',
        },
        1,
      ),
    ).toEqual({
      PartyId: 'Party is required',
      'Lines.0.Quantity': 'a',
      'Lines.1.UnitPrice': 'c',
      Lines: 'd',
    });
  });
});
