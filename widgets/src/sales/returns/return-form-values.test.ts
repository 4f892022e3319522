import type { ReturnableLine } from '@backoffice/shared/sales/returns/return.contract';
import { describe, expect, it } from 'vitest';
import {
  checkReturnForm,
  emptyReturnValues,
  LINES_KEY,
  lineKey,
  mapReturnServerErrors,
  type ReturnFormValues,
  remainingQuantity,
  returnFormData,
} from './return-form-values.ts';

const line = (OrderLineId: number, Sold: number, Returned: number, UnitSymbol = 'pcs'): ReturnableLine => ({
  OrderLineId,
  ProductId: OrderLineId * 10,
  ProductName: `Product ${OrderLineId}`,
  ProductCode: `P${OrderLineId}`,
  UnitSymbol,
  UnitPrice: 20,
  SoldUnitQuantity: Sold,
  SoldUnitName: UnitSymbol,
  Sold,
  Returned,
  Remaining: Math.max(Sold - Returned, 0),
});

const LINES = [line(57, 30, 0), line(58, 2.3, 1.1, 'kg'), line(59, 5, 5)];

const values = (quantities: Record<number, string>, change: Partial<ReturnFormValues> = {}) => ({
  ...emptyReturnValues(),
  reason: { id: '4', name: 'Damaged in transit' },
  quantities,
  ...change,
});

describe('what is left to return of a line', () => {
  it('is sold less what earlier returns hold, exact to the thousandth', () => {
    expect(remainingQuantity(LINES[0] as ReturnableLine)).toBe(30);
    // 2.3 − 1.1 in floats is 1.1999999999999997.
    expect(remainingQuantity(LINES[1] as ReturnableLine)).toBe(1.2);
    expect(remainingQuantity({ Sold: 1.005, Returned: 0.002 })).toBe(1.003);
  });

  it('is never below nothing', () => {
    expect(remainingQuantity(LINES[2] as ReturnableLine)).toBe(0);
    expect(remainingQuantity({ Sold: 2, Returned: 3 })).toBe(0);
  });
});

describe('the return form', () => {
  it('sends only the lines with a quantity, by order line, with the reason and remarks', () => {
    const checked = checkReturnForm(
      901,
      LINES,
      values({ 57: ' 12 ', 58: '', 59: '0' }, { remarks: '  Crushed cartons ' }),
    );
    expect(checked).toEqual({
      ok: true,
      input: {
        OrderId: 901,
        ReasonId: 4,
        Remarks: 'Crushed cartons',
        Lines: [{ OrderLineId: 57, Quantity: 12 }],
      },
      lineIds: [57],
    });
  });

  it('takes all that is left, and no more', () => {
    expect(checkReturnForm(901, LINES, values({ 58: '1.2' })).ok).toBe(true);
    expect(checkReturnForm(901, LINES, values({ 58: '1.201' }))).toEqual({
      ok: false,
      problems: [],
      errors: { [lineKey(58)]: 'At most 1.2 kg can come back' },
    });
  });

  it('says what is wrong with each line, and asks for a line and a reason', () => {
    const checked = checkReturnForm(
      901,
      LINES,
      values({ 57: '1.2345', 59: '1' }, { reason: { id: '', name: '' } }),
    );
    expect(checked).toEqual({
      ok: false,
      problems: [],
      errors: {
        [lineKey(57)]: 'Quantity must be a number with at most 3 decimals',
        [lineKey(59)]: 'Nothing is left to return of this line',
        ReasonId: 'Reason is required',
      },
    });
    expect(checkReturnForm(901, LINES, values({}))).toEqual({
      ok: false,
      problems: [],
      errors: { [LINES_KEY]: 'Enter the quantity coming back on at least one line' },
    });
    expect(checkReturnForm(901, LINES, values({ 57: '-1' })).ok).toBe(false);
  });

  it('leaves out empty remarks', () => {
    const checked = checkReturnForm(901, LINES, values({ 57: '1' }, { remarks: '   ' }));
    expect(checked.ok && 'Remarks' in checked.input).toBe(false);
  });

  it('sends a photo as multipart, the lines as a JSON string', () => {
    const body = returnFormData(
      { OrderId: 901, ReasonId: 4, Lines: [{ OrderLineId: 57, Quantity: 2 }] },
      new Blob(['jpeg'], { type: 'image/jpeg' }),
      'damage.jpg',
    );
    expect(body.get('OrderId')).toBe('901');
    expect(body.get('ReasonId')).toBe('4');
    expect(body.get('Remarks')).toBeNull();
    expect(JSON.parse(String(body.get('Lines')))).toEqual([{ OrderLineId: 57, Quantity: 2 }]);
    expect((body.get('File') as File).name).toBe('damage.jpg');
  });
});

describe("the server's messages on the return form", () => {
  it('puts a line message on the line that was sent at that place', () => {
    const mapped = mapReturnServerErrors(
      [
        { Field: 'Lines[1].Quantity', Message: 'Line 2: Noodles are sold in whole pcs; 1.5 is not whole.' },
        { Field: 'reasonId', Message: 'Return reason is required' },
        { Field: 'Lines', Message: 'A return needs at least one line.' },
        { Field: 'File', Message: 'File must be a PNG, GIF, JPEG or PDF file' },
      ],
      [57, 58],
    );
    expect(mapped).toEqual({
      fields: {
        [lineKey(58)]: 'Line 2: Noodles are sold in whole pcs; 1.5 is not whole.',
        ReasonId: 'Return reason is required',
        Lines: 'A return needs at least one line.',
        File: 'File must be a PNG, GIF, JPEG or PDF file',
      },
      other: [],
    });
  });

  it('lists what no control shows', () => {
    const mapped = mapReturnServerErrors(
      [
        { Field: 'Lines[5].Quantity', Message: 'Line 6: no such line.' },
        { Field: 'OrderId', Message: 'Order is required' },
      ],
      [57],
    );
    expect(mapped).toEqual({ fields: {}, other: ['Line 6: no such line.', 'Order is required'] });
  });
});
