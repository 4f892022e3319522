import { describe, expect, it } from 'vitest';
import { amountInWords, wholeNumberInWords } from './amount-in-words.js';

describe('amountInWords', () => {
  it.each([
    [12_345_678, 'Rupees One Lakh Twenty-Three Thousand Four Hundred Fifty-Six and Seventy-Eight Paisa Only'],
    [0, 'Rupees Zero Only'],
    [1, 'Rupees Zero and One Paisa Only'],
    [99, 'Rupees Zero and Ninety-Nine Paisa Only'],
    [100, 'Rupees One Only'],
    [1_050, 'Rupees Ten and Fifty Paisa Only'],
    [1_100, 'Rupees Eleven Only'],
    [2_000, 'Rupees Twenty Only'],
    [2_100, 'Rupees Twenty-One Only'],
    [10_000, 'Rupees One Hundred Only'],
    [10_100, 'Rupees One Hundred One Only'],
    [11_900, 'Rupees One Hundred Nineteen Only'],
    [99_900, 'Rupees Nine Hundred Ninety-Nine Only'],
    [100_000, 'Rupees One Thousand Only'],
    [100_100, 'Rupees One Thousand One Only'],
    [1_130_000, 'Rupees Eleven Thousand Three Hundred Only'],
    [9_999_999, 'Rupees Ninety-Nine Thousand Nine Hundred Ninety-Nine and Ninety-Nine Paisa Only'],
    [10_000_000, 'Rupees One Lakh Only'],
    [10_000_001, 'Rupees One Lakh and One Paisa Only'],
    [150_000_000, 'Rupees Fifteen Lakh Only'],
    [999_999_900, 'Rupees Ninety-Nine Lakh Ninety-Nine Thousand Nine Hundred Ninety-Nine Only'],
    [1_000_000_000, 'Rupees One Crore Only'],
    [
      1_234_567_890,
      'Rupees One Crore Twenty-Three Lakh Forty-Five Thousand Six Hundred Seventy-Eight and Ninety Paisa Only',
    ],
    [10_000_000_000, 'Rupees Ten Crore Only'],
    [100_000_000_000, 'Rupees One Arab Only'],
    [100_000_500_000, 'Rupees One Arab Five Thousand Only'],
    [4_205_000_000_000, 'Rupees Forty-Two Arab Five Crore Only'],
    [10_000_000_000_000, 'Rupees One Kharab Only'],
  ])('%i paisa is %s', (paisa, words) => {
    expect(amountInWords(paisa)).toBe(words);
  });

  it('reads bigint paisa and counts past ninety-nine kharab', () => {
    expect(amountInWords(12_345n * 10_000_000_000_000n)).toBe(
      'Rupees Twelve Thousand Three Hundred Forty-Five Kharab Only',
    );
    expect(wholeNumberInWords(100n * 100_000_000_000n)).toBe('One Hundred Kharab');
  });

  it('refuses negative or fractional paisa', () => {
    expect(() => amountInWords(-1)).toThrow(RangeError);
    expect(() => amountInWords(-1n)).toThrow(RangeError);
    expect(() => amountInWords(1.5)).toThrow(RangeError);
    expect(() => amountInWords(Number.NaN)).toThrow(RangeError);
    expect(() => wholeNumberInWords(-5n)).toThrow(RangeError);
  });

  it('writes every number below a thousand with hyphens only between tens and ones', () => {
    for (let value = 1; value < 1000; value += 1) {
      const words = wholeNumberInWords(BigInt(value));
      expect(words).toMatch(/^[A-Z][a-z]+([ -][A-Z][a-z]+)*$/);
      expect(words.includes('Zero')).toBe(false);
    }
    expect(wholeNumberInWords(70n)).toBe('Seventy');
    expect(wholeNumberInWords(305n)).toBe('Three Hundred Five');
  });
});
