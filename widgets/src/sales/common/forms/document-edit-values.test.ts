import type { PaymentDetail } from '@backoffice/shared/sales/collections/collection.contract';
import type { OrderReturnDetail } from '@backoffice/shared/sales/returns/return.contract';
import { describe, expect, it } from 'vitest';
import {
  checkCollectionForm,
  chequeEditable,
  valuesFromCollection,
} from '../../collections/collection-form-values.ts';
import { checkReturnForm, lineKey, linesFreeOf, valuesFromReturn } from '../../returns/return-form-values.ts';
import { documentFormData } from './document-form-data.ts';

const STORED_RETURN = {
  Id: 5,
  ReturnNo: 'RT-2026-000005',
  OrderId: 40,
  ReasonId: 3,
  ReasonName: 'Expired',
  Remarks: null,
  Status: 'pending',
  Version: 2,
  ReturnDate: '2026-03-10',
  Lines: [{ OrderLineId: 57, Quantity: 1.1 }],
} as unknown as OrderReturnDetail;

const CHEQUE = {
  Id: 9,
  PartyId: 12,
  PartyName: 'Asan Wholesale Centre',
  PaymentDate: '2026-03-10',
  Method: 'cheque',
  Amount: 1200.5,
  ReferenceNo: null,
  ChequeNo: '004512',
  ChequeBank: 'Nabil Bank',
  ChequeDate: '2026-03-15',
  ChequeStatus: 'received',
  Remarks: null,
  RequestedOrders: [{ OrderId: 40, OrderNo: 'SO-2026-000040', Amount: null }],
  AllowedActions: ['deposit'],
} as unknown as PaymentDetail;

describe('editing a pending return', () => {
  it('starts from what it holds, and frees its own quantities (in thousandths, no float drift)', () => {
    const values = valuesFromReturn(STORED_RETURN);
    expect(values).toEqual({ reason: { id: '3', name: 'Expired' }, remarks: '', quantities: { 57: '1.1' } });
    const line = {
      OrderLineId: 57,
      ProductId: 1,
      ProductName: 'Tea',
      ProductCode: 'T',
      UnitSymbol: 'kg',
      UnitPrice: 10,
      SoldUnitQuantity: 3.3,
      SoldUnitName: 'Kilogram',
      Sold: 3.3,
      Returned: 2.3, // this return's 1.1 and another's 1.2
      Remaining: 1,
    };
    const [free] = linesFreeOf([line], STORED_RETURN);
    expect(free).toMatchObject({ Returned: 1.2, Remaining: 2.1 });
    // Without the freeing, 2.1 would be refused; with it, it is what may come back at most.
    const more = { ...values, quantities: { 57: '2.1' } };
    expect(checkReturnForm(40, [free ?? line], more).ok).toBe(true);
    const tooMuch = checkReturnForm(40, [free ?? line], { ...values, quantities: { 57: '2.2' } });
    expect(tooMuch.ok || tooMuch.errors[lineKey(57)]).toBe('At most 2.1 kg can come back');
    expect(linesFreeOf([line], undefined)).toEqual([line]);
  });
});

describe('correcting a cheque', () => {
  it('is offered for a cheque still in hand, to whoever may deposit it', () => {
    expect(chequeEditable(CHEQUE)).toBe(true);
    expect(chequeEditable({ ...CHEQUE, ChequeStatus: 'deposited', AllowedActions: ['reconcile'] })).toBe(
      false,
    );
    expect(chequeEditable({ ...CHEQUE, AllowedActions: [] })).toBe(false);
    expect(chequeEditable({ ...CHEQUE, Method: 'cash', ChequeStatus: null })).toBe(false);
  });

  it('starts from the stored cheque and sends the same fields back', () => {
    const values = valuesFromCollection(CHEQUE);
    expect(values).toMatchObject({
      party: { id: '12', name: 'Asan Wholesale Centre' },
      method: 'cheque',
      amount: '1200.50',
      chequeDate: '2026-03-15',
      orders: [{ orderId: 40, amount: '' }],
    });
    const checked = checkCollectionForm(values);
    expect(checked.ok && checked.input).toMatchObject({
      PartyId: 12,
      Method: 'cheque',
      Amount: 1200.5,
      ChequeNo: '004512',
      ChequeBank: 'Nabil Bank',
      Orders: [{ OrderId: 40 }],
    });
  });
});

describe('return and collection saves with a file', () => {
  it('go as multipart: fields as text, lists as JSON, the file as File', () => {
    const body = documentFormData(
      { Id: 9, PartyId: 12, Method: 'cheque', Remarks: undefined, Orders: [{ OrderId: 40 }] },
      new Blob(['png'], { type: 'image/png' }),
      'cheque.png',
    );
    expect(body.get('Id')).toBe('9');
    expect(body.get('Remarks')).toBeNull();
    expect(JSON.parse(String(body.get('Orders')))).toEqual([{ OrderId: 40 }]);
    expect((body.get('File') as File).name).toBe('cheque.png');
  });
});
