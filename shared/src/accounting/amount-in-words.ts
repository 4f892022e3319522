/**
 * An amount in words as a Nepali tax invoice prints it, in the Indian/Nepali system of grouping
 * (thousand, lakh, crore, arab, kharab): "Rupees One Lakh Twenty-Three Thousand Four Hundred
 * Fifty-Six and Seventy-Eight Paisa Only".
 *
 * Written here rather than taken from a library: the small ones for Indian rupees put the rupees
 * after the number, write "Paise", put "and" before the tens or stop at crore, where an invoice
 * here reads as above and may reach an arab.
 */

const ONES = [
  'Zero',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Eleven',
  'Twelve',
  'Thirteen',
  'Fourteen',
  'Fifteen',
  'Sixteen',
  'Seventeen',
  'Eighteen',
  'Nineteen',
] as const;
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'] as const;

/** Largest first; each scale's count is below 100, except the last, which takes whatever is left. */
const SCALES = [
  { name: 'Kharab', size: 100_000_000_000n },
  { name: 'Arab', size: 1_000_000_000n },
  { name: 'Crore', size: 10_000_000n },
  { name: 'Lakh', size: 100_000n },
  { name: 'Thousand', size: 1_000n },
] as const;

/** 1-99: 'Seven', 'Nineteen', 'Forty', 'Fifty-Six'. */
function belowHundred(value: number): string {
  if (value < 20) return ONES[value] ?? '';
  const tens = TENS[Math.floor(value / 10)] ?? '';
  return value % 10 === 0 ? tens : `${tens}-${ONES[value % 10]}`;
}

/** 1-999. */
function belowThousand(value: number): string {
  const hundreds = Math.floor(value / 100);
  const rest = value % 100;
  const words: string[] = [];
  if (hundreds > 0) words.push(`${ONES[hundreds]} Hundred`);
  if (rest > 0) words.push(belowHundred(rest));
  return words.join(' ');
}

/** A whole number of 0 or more in words: 'Zero', 'One Lakh Five', 'One Hundred Twenty Kharab'. */
export function wholeNumberInWords(value: bigint): string {
  if (value < 0n) throw new RangeError('Only amounts of 0 or more are written in words');
  if (value === 0n) return ONES[0];
  const words: string[] = [];
  let rest = value;
  for (const [index, scale] of SCALES.entries()) {
    const count = rest / scale.size;
    rest %= scale.size;
    if (count === 0n) continue;
    // The largest scale may count past 99 (a hundred kharab and more): its count is a number in words.
    const countWords = index === 0 ? wholeNumberInWords(count) : belowHundred(Number(count));
    words.push(`${countWords} ${scale.name}`);
  }
  if (rest > 0n) words.push(belowThousand(Number(rest)));
  return words.join(' ');
}

/**
 * Paisa (an integer, 0 or more) in words: "Rupees Zero Only", "Rupees Five Only", "Rupees Ten and
 * Fifty Paisa Only", "Rupees Zero and One Paisa Only". Whole rupees print without paisa.
 */
export function amountInWords(paisa: number | bigint): string {
  if (typeof paisa === 'number' && !Number.isSafeInteger(paisa)) {
    throw new RangeError(`An amount in words needs whole paisa, not ${paisa}`);
  }
  const amount = BigInt(paisa);
  if (amount < 0n) throw new RangeError('A negative amount is not written in words; say what it is instead');
  const rupees = `Rupees ${wholeNumberInWords(amount / 100n)}`;
  const cents = Number(amount % 100n);
  return cents === 0 ? `${rupees} Only` : `${rupees} and ${belowHundred(cents)} Paisa Only`;
}
