import { describe, expect, it } from 'vitest';
import { checkBounceAnswer } from '../collections/cheque-bounce-values.ts';
import { formatBalance, quantityText, statementPath } from './document-format.ts';

describe('return, collection and statement words and numbers', () => {
  it('writes a balance as a ledger does: Dr owed to us, Cr in advance', () => {
    expect(formatBalance(123456.78)).toBe('Rs 1,23,456.78 Dr');
    expect(formatBalance(-300)).toBe('Rs 300.00 Cr');
    expect(formatBalance(0)).toBe('Rs 0.00');
    expect(formatBalance(0.004)).toBe('Rs 0.00');
  });

  it('links to a party’s statement', () => {
    expect(statementPath(12)).toBe('/salesapp/statement?partyId=12');
  });

  it('writes quantities without float noise', () => {
    expect(quantityText(1.2000000000000002)).toBe('1.2');
    expect(quantityText(30)).toBe('30');
  });
});

describe('the bounce dialog', () => {
  it('needs the bank’s reason; the charge is optional rupees', () => {
    expect(checkBounceAnswer(' Insufficient funds ', '250')).toEqual({
      ok: true,
      answer: { reason: 'Insufficient funds', charge: 250 },
    });
    expect(checkBounceAnswer('Signature differs', ' ')).toEqual({
      ok: true,
      answer: { reason: 'Signature differs', charge: undefined },
    });
    expect(checkBounceAnswer('', '12.345')).toEqual({
      ok: false,
      errors: {
        reason: 'The bank’s reason is required',
        charge: 'Charge must be an amount of 0 or more with at most 2 decimals',
      },
    });
  });
});
