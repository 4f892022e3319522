import { describe, expect, it } from 'vitest';
import { allocateByWeight, divideRounded, isPaisa, toSafeNumber, toScaledInteger } from './paisa-math.js';

describe('divideRounded', () => {
  it('rounds halves away from zero', () => {
    expect(divideRounded(5n, 2n)).toBe(3n);
    expect(divideRounded(-5n, 2n)).toBe(-3n);
    expect(divideRounded(7n, 2n)).toBe(4n);
    expect(divideRounded(14_998_500n, 1000n)).toBe(14_999n);
  });

  it('rounds other fractions to the nearest', () => {
    expect(divideRounded(10n, 3n)).toBe(3n);
    expect(divideRounded(11n, 3n)).toBe(4n);
    expect(divideRounded(-10n, 3n)).toBe(-3n);
    expect(divideRounded(-11n, 3n)).toBe(-4n);
    expect(divideRounded(0n, 7n)).toBe(0n);
    expect(divideRounded(12n, 4n)).toBe(3n);
  });

  it('stays exact beyond 2^53', () => {
    expect(divideRounded(2n ** 70n + 1n, 2n)).toBe(2n ** 69n + 1n);
  });

  it('needs a positive denominator', () => {
    expect(() => divideRounded(1n, 0n)).toThrow(RangeError);
  });
});

describe('allocateByWeight', () => {
  it('gives the leftover paisa to the largest remainders, earlier first on a tie', () => {
    expect(allocateByWeight(100n, [1n, 1n, 1n])).toEqual([34n, 33n, 33n]);
    expect(allocateByWeight(2n, [1n, 1n, 1n])).toEqual([1n, 1n, 0n]);
    expect(allocateByWeight(10n, [1n, 2n, 3n])).toEqual([2n, 3n, 5n]);
  });

  it('always sums to the total', () => {
    const weights = [7n, 13n, 0n, 29n, 1n];
    for (let total = 0n; total < 200n; total += 1n) {
      expect(allocateByWeight(total, weights).reduce((sum, part) => sum + part, 0n)).toBe(total);
    }
  });

  it('gives nothing to a zero weight', () => {
    expect(allocateByWeight(9n, [0n, 3n, 0n])).toEqual([0n, 9n, 0n]);
  });

  it('refuses what cannot be split', () => {
    expect(allocateByWeight(0n, [0n, 0n])).toEqual([0n, 0n]);
    expect(() => allocateByWeight(1n, [0n, 0n])).toThrow(RangeError);
    expect(() => allocateByWeight(-1n, [1n])).toThrow(RangeError);
    expect(() => allocateByWeight(1n, [-1n, 2n])).toThrow(RangeError);
  });
});

describe('toScaledInteger', () => {
  it('scales decimals to integers', () => {
    expect(toScaledInteger(1.5, 3)).toBe(1500n);
    expect(toScaledInteger(1.005, 3)).toBe(1005n);
    expect(toScaledInteger(12.34, 2)).toBe(1234n);
    expect(toScaledInteger(-2, 2)).toBe(-200n);
  });

  it('refuses too many decimals, non-numbers and inexact sizes', () => {
    expect(toScaledInteger(1.0005, 3)).toBeNull();
    expect(toScaledInteger(Number.NaN, 3)).toBeNull();
    expect(toScaledInteger(Number.POSITIVE_INFINITY, 3)).toBeNull();
    expect(toScaledInteger(1e16, 3)).toBeNull();
  });
});

describe('toSafeNumber and isPaisa', () => {
  it('keep amounts exact', () => {
    expect(toSafeNumber(123n)).toBe(123);
    expect(toSafeNumber(2n ** 53n)).toBeNull();
    expect(isPaisa(0)).toBe(true);
    expect(isPaisa(15)).toBe(true);
    expect(isPaisa(-1)).toBe(false);
    expect(isPaisa(1.5)).toBe(false);
    expect(isPaisa(Number.NaN)).toBe(false);
  });
});
