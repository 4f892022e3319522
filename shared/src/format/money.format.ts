/**
 * Money display. Amounts are kept as integer paisa (100 paisa = 1 rupee), as a number or a bigint.
 * The digits are built from a bigint string, so amounts beyond 2^53 paisa stay exact and the output
 * does not depend on the runtime's Intl data (same text on the server and in every browser).
 */

/**
 * Formats an amount in paisa as rupees with Indian digit grouping and two decimals, without a
 * currency code: 12345678 → '1,23,456.78', -12345678 → '-1,23,456.78', 5 → '0.05'.
 *
 * A number that is not a whole number of paisa is rounded to the nearest paisa (halves away from
 * zero). NaN and infinities give '' (a display helper never throws).
 */
const countFormat = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });

/** A count with Indian digit grouping: 1,23,456 (spec section 9). */
export const formatCount = (value: number): string => countFormat.format(value);

export function formatAmount(paisa: number | bigint): string {
  const value = toPaisa(paisa);
  if (value === null) {
    return '';
  }
  const negative = value < 0n;
  const digits = (negative ? -value : value).toString().padStart(3, '0');
  const rupees = groupIndian(digits.slice(0, -2));
  const fraction = digits.slice(-2);
  return `${negative ? '-' : ''}${rupees}.${fraction}`;
}

function toPaisa(paisa: number | bigint): bigint | null {
  if (typeof paisa === 'bigint') {
    return paisa;
  }
  if (!Number.isFinite(paisa)) {
    return null;
  }
  const magnitude = BigInt(Math.round(Math.abs(paisa)));
  return paisa < 0 ? -magnitude : magnitude;
}

/** '1234567' → '12,34,567': the last three digits, then groups of two. */
function groupIndian(digits: string): string {
  if (digits.length <= 3) {
    return digits;
  }
  const head = digits.slice(0, -3);
  const tail = digits.slice(-3);
  return `${head.replace(/\B(?=(\d{2})+$)/g, ',')},${tail}`;
}
