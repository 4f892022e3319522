/**
 * Exact arithmetic for sales amounts. Money is integer paisa; quantities and percentages are scaled
 * to integers (thousandths of a unit, hundredths of a percent) before any product is taken, and
 * products are taken in bigint, so no float ever rounds an amount behind our back.
 */

/**
 * numerator / denominator rounded to the nearest integer, halves away from zero (the rule people
 * expect on an invoice: 0.5 paisa becomes 1, -0.5 becomes -1). The denominator must be positive.
 */
export function divideRounded(numerator: bigint, denominator: bigint): bigint {
  if (denominator <= 0n) throw new RangeError('divideRounded needs a positive denominator');
  const quotient = numerator / denominator;
  const remainder = numerator % denominator;
  const twiceRemainder = remainder < 0n ? -2n * remainder : 2n * remainder;
  if (twiceRemainder < denominator) return quotient;
  return numerator < 0n ? quotient - 1n : quotient + 1n;
}

/**
 * Splits a non-negative total over non-negative weights in proportion, by largest remainder: each
 * part is first rounded down, then the paisa left over go one each to the parts with the largest
 * remainders (the earlier part on a tie). The parts always sum to the total exactly, which
 * independent rounding of each part cannot promise.
 */
export function allocateByWeight(total: bigint, weights: readonly bigint[]): bigint[] {
  if (total < 0n) throw new RangeError('allocateByWeight needs a non-negative total');
  if (weights.some((weight) => weight < 0n))
    throw new RangeError('allocateByWeight needs non-negative weights');
  const weightSum = weights.reduce((sum, weight) => sum + weight, 0n);
  if (weightSum === 0n) {
    if (total === 0n) return weights.map(() => 0n);
    throw new RangeError('allocateByWeight cannot split an amount over zero weights');
  }
  const parts = weights.map((weight) => (total * weight) / weightSum);
  const remainders = weights.map((weight, index) => ({ index, remainder: (total * weight) % weightSum }));
  let leftover = total - parts.reduce((sum, part) => sum + part, 0n);
  remainders.sort((a, b) =>
    a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1,
  );
  for (const { index } of remainders) {
    if (leftover === 0n) break;
    parts[index] = (parts[index] ?? 0n) + 1n;
    leftover -= 1n;
  }
  return parts;
}

/**
 * A decimal number as an integer count of 10^-decimals (1.5 with 3 decimals → 1500n), or null when
 * it is not finite, has more decimals than allowed or is too large to be exact. Float noise below a
 * millionth of the last digit is forgiven (the same tolerance as the entity schemas), so 1.005 from
 * a form is 1005 thousandths, not refused for being 1.00499999….
 */
export function toScaledInteger(value: number, decimals: number): bigint | null {
  if (!Number.isFinite(value)) return null;
  const scaled = value * 10 ** decimals;
  const rounded = Math.round(scaled);
  if (!Number.isSafeInteger(rounded) || Math.abs(scaled - rounded) > 1e-6) return null;
  return BigInt(rounded);
}

/** A bigint amount as a number when it is exact as one, else null (beyond 2^53 paisa). */
export function toSafeNumber(value: bigint): number | null {
  const asNumber = Number(value);
  return Number.isSafeInteger(asNumber) ? asNumber : null;
}

/** Whether a number is a whole, non-negative, exactly representable count of paisa. */
export const isPaisa = (value: number): boolean => Number.isSafeInteger(value) && value >= 0;
