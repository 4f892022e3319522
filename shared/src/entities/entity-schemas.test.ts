import { describe, expect, it } from 'vitest';
import { NOTICE } from './administration/notice.entity.js';
import type { FieldDeclaration } from './entity-declaration.js';
import { fieldSchema, recordSchema } from './entity-schemas.js';

const messageOf = (field: FieldDeclaration, input: unknown): string | null => {
  const parsed = fieldSchema(field).safeParse(input);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? 'invalid');
};

describe('field schemas', () => {
  const latitude: FieldDeclaration = { kind: 'decimal', label: 'Latitude', min: -90, max: 90, scale: 6 };

  it('takes a decimal within its bounds and declared decimals, from text or a number', () => {
    expect(fieldSchema(latitude).parse('27.717245')).toBe(27.717245);
    expect(fieldSchema(latitude).parse(-90)).toBe(-90);
    expect(fieldSchema(latitude).parse(' ')).toBeUndefined();
  });

  it('refuses a decimal out of range, with too many decimals, or not a number, in one message', () => {
    const message = 'Latitude must be a number from -90 to 90 with at most 6 decimals';
    expect(messageOf(latitude, '90.000001')).toBe(message);
    expect(messageOf(latitude, '27.7172451')).toBe(message);
    expect(messageOf(latitude, 'north')).toBe(message);
  });

  it('says a required field is required when it is missing or blank', () => {
    const required: FieldDeclaration = { ...latitude, required: true };
    expect(messageOf(required, '')).toBe('Latitude is required');
    expect(messageOf(required, undefined)).toBe('Latitude is required');
  });

  it('refuses text holding a NUL character (a CSV import brings it past the API check)', () => {
    const name: FieldDeclaration = { kind: 'text', label: 'Name', max: 50 };
    expect(messageOf(name, 'Fewa\u0000Grocery')).toBe('Name must not contain the NUL character (\\u0000)');
    expect(messageOf(name, 'Fewa Grocery')).toBeNull();
  });

  it('refuses a lone surrogate but keeps a character written as a surrogate pair', () => {
    const name: FieldDeclaration = { kind: 'text', label: 'Name', max: 50 };
    expect(messageOf(name, 'Fewa\ud800')).toBe(
      'Name must not contain a lone UTF-16 surrogate (\\ud800 to \\udfff without its pair)',
    );
    expect(messageOf(name, 'Fewa \ud83d\ude00')).toBeNull();
  });

  it('takes exactly the declared digits for a PAN, and says so otherwise', () => {
    const pan: FieldDeclaration = { kind: 'text', label: 'PAN/VAT number', max: 15, digits: 9 };
    expect(messageOf(pan, ' 600123456 ')).toBeNull();
    for (const wrong of ['60012345', '6001234567', '60012345A', '600-123-456'])
      expect(messageOf(pan, wrong)).toBe('PAN/VAT number must be exactly 9 digits');
  });

  it('keeps money to the paisa', () => {
    const amount: FieldDeclaration = { kind: 'money', label: 'Amount', min: 0, max: 1000 };
    expect(fieldSchema(amount).parse('10.25')).toBe(10.25);
    expect(messageOf(amount, '10.255')).toBe(
      'Amount must be an amount from 0 to 1000 with at most two decimals',
    );
  });
});

describe('date fields that may not come before another (notBefore)', () => {
  const notice = (NoticeDate: string, ExpiryDate: string) =>
    recordSchema(NOTICE).safeParse({
      Title: 'Stock count',
      Description: 'Friday',
      IsActive: true,
      NoticeDate,
      ExpiryDate,
      Audience: 'all',
    });
  it('refuses an end before its start on the later field, naming both', () => {
    const result = notice('2026-11-20', '2026-11-01');
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['ExpiryDate', 'Expiry date must not be before Notice date (2026-11-20)'],
    ]);
  });
  it('takes the same day, a later day, or no end at all', () => {
    expect(notice('2026-11-20', '2026-11-20').success).toBe(true);
    expect(notice('2026-11-20', '2026-12-01').success).toBe(true);
    expect(notice('2026-11-20', '').success).toBe(true);
  });
});
