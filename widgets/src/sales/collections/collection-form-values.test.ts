import { describe, expect, it } from 'vitest';
import {
  type CollectionFormValues,
  checkCollectionForm,
  emptyCollectionValues,
  mapCollectionServerErrors,
  orderKey,
  paisaOfText,
} from './collection-form-values.ts';

const filled = (change: Partial<CollectionFormValues> = {}): CollectionFormValues => ({
  ...emptyCollectionValues('2026-03-10', { id: '12', name: 'Asan Wholesale Centre' }),
  amount: '1500.5',
  ...change,
});

describe('the collection form', () => {
  it('starts on cash, today, for the party given', () => {
    expect(emptyCollectionValues('2026-03-10')).toMatchObject({
      party: { id: '', name: '' },
      paymentDate: '2026-03-10',
      method: 'cash',
      chequeDate: '2026-03-10',
      orders: [],
    });
  });

  it('sends cash without cheque fields, rupees as typed', () => {
    const checked = checkCollectionForm(filled({ chequeNo: '004512', referenceNo: 'TX-1', remarks: ' ' }));
    expect(checked).toEqual({
      ok: true,
      input: { PartyId: 12, PaymentDate: '2026-03-10', Method: 'cash', Amount: 1500.5 },
      orderIds: [],
    });
  });

  it('sends the cheque number, bank and date only for a cheque, and asks for them', () => {
    expect(checkCollectionForm(filled({ method: 'cheque', chequeDate: '' }))).toEqual({
      ok: false,
      problems: [],
      errors: {
        ChequeNo: 'Cheque number is required',
        ChequeBank: 'Bank is required',
        ChequeDate: 'Cheque date is required',
      },
    });
    const checked = checkCollectionForm(
      filled({ method: 'cheque', chequeNo: ' 004512 ', chequeBank: 'Nabil Bank', chequeDate: '2026-03-15' }),
    );
    expect(checked.ok && checked.input).toEqual({
      PartyId: 12,
      PaymentDate: '2026-03-10',
      Method: 'cheque',
      Amount: 1500.5,
      ChequeNo: '004512',
      ChequeBank: 'Nabil Bank',
      ChequeDate: '2026-03-15',
    });
  });

  it('sends a transfer’s reference', () => {
    const checked = checkCollectionForm(filled({ method: 'bankTransfer', referenceNo: ' FT-88 ' }));
    expect(checked.ok && checked.input.ReferenceNo).toBe('FT-88');
  });

  it('names the orders it pays, an empty amount for what each still owes', () => {
    const checked = checkCollectionForm(
      filled({
        orders: [
          { orderId: 31, amount: '' },
          { orderId: 32, amount: '500' },
        ],
      }),
    );
    expect(checked.ok && checked.input.Orders).toEqual([{ OrderId: 31 }, { OrderId: 32, Amount: 500 }]);
    expect(checked.ok && checked.orderIds).toEqual([31, 32]);
  });

  it('refuses a party missing, an amount of nothing, and orders worth more than the payment', () => {
    expect(checkCollectionForm(filled({ party: { id: '', name: '' }, amount: '0' }))).toEqual({
      ok: false,
      problems: [],
      errors: {
        PartyId: 'Party is required',
        Amount: 'Amount must be more than 0 with at most 2 decimals',
      },
    });
    expect(checkCollectionForm(filled({ amount: '' })).ok).toBe(false);
    expect(checkCollectionForm(filled({ orders: [{ orderId: 31, amount: '1.234' }] }))).toEqual({
      ok: false,
      problems: [],
      errors: { [orderKey(31)]: 'Amount must be more than 0 with at most 2 decimals' },
    });
    expect(
      checkCollectionForm(
        filled({
          amount: '100',
          orders: [
            { orderId: 31, amount: '60' },
            { orderId: 32, amount: '40.01' },
          ],
        }),
      ),
    ).toEqual({
      ok: false,
      problems: [],
      errors: { Orders: 'The amounts for the orders add up to more than the payment.' },
    });
  });

  it('takes the lengths from the save’s body schema', () => {
    expect(
      checkCollectionForm(
        filled({
          method: 'cheque',
          chequeNo: '1'.repeat(31),
          chequeBank: 'Nabil Bank',
          remarks: 'r'.repeat(501),
        }),
      ),
    ).toEqual({
      ok: false,
      problems: [],
      errors: {
        ChequeNo: 'At most 30 characters are allowed',
        Remarks: 'At most 500 characters are allowed',
      },
    });
  });

  it('reads rupees as exact paisa', () => {
    expect(paisaOfText('0.07')).toBe(7);
    expect(paisaOfText('1,000')).toBeNull();
    expect(paisaOfText('12.345')).toBeNull();
  });
});

describe("the server's messages on the collection form", () => {
  it('puts them on their controls, an order’s on the order sent at that place', () => {
    expect(
      mapCollectionServerErrors(
        [
          { Field: 'ChequeNo', Message: 'Cheque number is required for a cheque.' },
          { Field: 'Orders[1].Amount', Message: 'Order 2: amount must be an amount.' },
          { Field: 'PaymentDate', Message: 'Payment date cannot be later than today.' },
          { Field: 'Version', Message: 'Someone else changed it.' },
        ],
        [31, 32],
      ),
    ).toEqual({
      fields: {
        ChequeNo: 'Cheque number is required for a cheque.',
        [orderKey(32)]: 'Order 2: amount must be an amount.',
        PaymentDate: 'Payment date cannot be later than today.',
      },
      other: ['Someone else changed it.'],
    });
  });
});
