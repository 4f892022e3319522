import { describe, expect, it } from 'vitest';
import { formatAmount } from './money.format.js';

describe('formatAmount', () => {
  it('prints paisa as rupees with Indian grouping and two decimals', () => {
    expect(formatAmount(12345678)).toBe('1,23,456.78');
    expect(formatAmount(0)).toBe('0.00');
    expect(formatAmount(5)).toBe('0.05');
    expect(formatAmount(50)).toBe('0.50');
    expect(formatAmount(100)).toBe('1.00');
    expect(formatAmount(99999)).toBe('999.99');
    expect(formatAmount(100000)).toBe('1,000.00');
    expect(formatAmount(1000000)).toBe('10,000.00');
    expect(formatAmount(10000000)).toBe('1,00,000.00');
    expect(formatAmount(123456789012)).toBe('1,23,45,67,890.12');
  });

  it('puts a minus before negative amounts', () => {
    expect(formatAmount(-12345678)).toBe('-1,23,456.78');
    expect(formatAmount(-5)).toBe('-0.05');
    expect(formatAmount(-0)).toBe('0.00');
    expect(formatAmount(-12345678n)).toBe('-1,23,456.78');
  });

  it('formats bigints exactly beyond 2^53', () => {
    expect(formatAmount(12345678n)).toBe('1,23,456.78');
    expect(formatAmount(2n ** 53n + 1n)).toBe('9,00,71,99,25,47,409.93');
    expect(formatAmount(123456789012345678901234567890n)).toBe(
      '1,23,45,67,89,01,23,45,67,89,01,23,45,678.90',
    );
    expect(formatAmount(-(2n ** 63n))).toBe('-92,23,37,20,36,85,47,758.08');
  });

  it('rounds fractional paisa to the nearest paisa, halves away from zero', () => {
    expect(formatAmount(12.5)).toBe('0.13');
    expect(formatAmount(-12.5)).toBe('-0.13');
    expect(formatAmount(12.4)).toBe('0.12');
    expect(formatAmount(-0.4)).toBe('0.00');
  });

  it('gives an empty string for NaN and infinities', () => {
    expect(formatAmount(Number.NaN)).toBe('');
    expect(formatAmount(Number.POSITIVE_INFINITY)).toBe('');
    expect(formatAmount(Number.NEGATIVE_INFINITY)).toBe('');
  });

  it('matches Intl en-IN grouping for ordinary amounts', () => {
    const intl = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    for (const paisa of [1, 99, 12345, 987654321, 100000000000, -4567890123]) {
      expect(formatAmount(paisa)).toBe(intl.format(paisa / 100));
    }
  });
});
