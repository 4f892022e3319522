import { describe, expect, it } from 'vitest';
import { fieldPathParts, mapFieldErrors, withoutErrors } from './form-field-errors.ts';

describe('field paths', () => {
  it('reads brackets and dots alike', () => {
    expect(fieldPathParts('Lines[1].Quantity')).toEqual(['Lines', '1', 'Quantity']);
    expect(fieldPathParts(' lines.1.quantity ')).toEqual(['lines', '1', 'quantity']);
    expect(fieldPathParts('')).toEqual([]);
  });
});

describe('mapping field errors', () => {
  const map = {
    fields: ['Amount'],
    rows: { name: 'Orders', keyOf: (index: number) => (index < 2 ? `Order:${index + 30}` : null) },
  };

  it('keeps the first message per control', () => {
    expect(
      mapFieldErrors(
        [
          { Field: 'amount', Message: 'first' },
          { Field: 'Amount', Message: 'second' },
        ],
        map,
      ),
    ).toEqual({ fields: { Amount: 'first' }, other: [] });
  });

  it('puts a row and its fields on the row, and what is deeper or unknown in the text', () => {
    expect(
      mapFieldErrors(
        [
          { Field: 'Orders[0]', Message: 'row' },
          { Field: 'Orders[1].OrderId', Message: 'row field' },
          { Field: 'Orders[2].Amount', Message: 'no such row' },
          { Field: 'Orders[0].Amount.Value', Message: 'too deep' },
          { Field: 'Orders.x', Message: 'not an index' },
          { Field: 'Orders', Message: 'the list' },
          { Field: 'Amount.Value', Message: 'a field has no parts' },
        ],
        map,
      ),
    ).toEqual({
      fields: { 'Order:30': 'row', 'Order:31': 'row field', Orders: 'the list' },
      other: ['no such row', 'too deep', 'not an index', 'a field has no parts'],
    });
  });

  it('forgets the messages of controls edited', () => {
    expect(withoutErrors({ A: 'a', B: 'b', C: 'c' }, 'A', 'C')).toEqual({ B: 'b' });
  });
});
