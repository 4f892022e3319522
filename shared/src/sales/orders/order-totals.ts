/**
 * Order line and order totals, exact to the paisa.
 *
 * Rounding happens at fixed points only, halves away from zero:
 *   gross    = round(quantity × unit price)                                      per line
 *   discount = round(gross × percent / 100)             (or the amount given)     per line
 *   share    = the line's part of the order discount, split over the lines in proportion to their
 *              amount after line discount by largest remainder, so the shares sum to it exactly
 *   taxable  = gross − discount − share                 (no rounding: all integers)
 *   VAT      = round(vatable × rate / 100) once, on the taxable total of the VAT lines (as a Nepal
 *              IRD tax invoice shows it), then split over the VAT lines in proportion to their
 *              taxable amount by largest remainder; exempt lines get 0
 *   total    = taxable + VAT
 * VAT is charged on the total, not rounded per line, because per-line rounding drifts: two lines
 * of Rs 1.50 have 19.5 paisa of VAT each (20 + 20 = 40) where the invoice's 13 % of Rs 3.00 is 39.
 * The lines still carry their VAT, and the order's figures are the sums of its lines' figures, so
 * an order total always equals the sum of its line totals, and a return can be valued from its
 * line alone (order-return.ts).
 */
import { formatAmount } from '../../format/money.format.js';
import {
  allocateByWeight,
  divideRounded,
  isPaisa,
  toSafeNumber,
  toScaledInteger,
} from '../common/paisa-math.js';

export const DEFAULT_VAT_RATE_PERCENT = 13;
/** Quantities are exact to a thousandth of a unit (1.5 kg, 0.250 l). */
export const QUANTITY_DECIMALS = 3;
/** The largest quantity a line stores (its column is numeric(15, 3)): 999,999,999,999.999. */
export const MAX_QUANTITY = 999_999_999_999.999;
const MAX_QUANTITY_TEXT = '999,999,999,999.999';

/** Why a sold or returned quantity is refused, or null: it says "too large" when that is the problem. */
export function quantityProblem(name: string, quantity: number): string | null {
  if (Number.isFinite(quantity) && quantity > MAX_QUANTITY) {
    return `${name}: quantity is too large; the most a line may hold is ${MAX_QUANTITY_TEXT}.`;
  }
  const milli = toScaledInteger(quantity, QUANTITY_DECIMALS);
  return milli !== null && milli > 0n
    ? null
    : `${name}: quantity must be more than 0 with at most ${QUANTITY_DECIMALS} decimals.`;
}
/** Percentages (discounts, the VAT rate) are exact to a hundredth of a percent. */
export const PERCENT_DECIMALS = 2;

export type Discount = { kind: 'percent'; percent: number } | { kind: 'amount'; paisa: number };

export interface OrderLineInput {
  /** Units sold, up to three decimals. */
  quantity: number;
  /** Price of one unit in paisa (from the party's product pricing, else the product's price). */
  unitPrice: number;
  discount?: Discount | null;
  vatApplicable: boolean;
}

export interface OrderTotalsInput {
  lines: readonly OrderLineInput[];
  /** Applied before VAT, spread over all lines (exempt ones too) in proportion to their amount. */
  orderDiscount?: Discount | null;
  /** The company's VAT rate; 13 when not given. */
  vatRatePercent?: number;
}

/** All amounts in paisa. */
export interface LineTotals {
  /** The quantity in thousandths of a unit. */
  quantityMilli: number;
  gross: number;
  lineDiscount: number;
  orderDiscountShare: number;
  taxable: number;
  vat: number;
  total: number;
}

export interface OrderTotals {
  lines: LineTotals[];
  gross: number;
  lineDiscount: number;
  orderDiscount: number;
  /** Sum of taxable amounts, VAT lines and exempt lines together. */
  taxable: number;
  /** Taxable amount of the VAT lines only (what the VAT was charged on). */
  vatable: number;
  /** Taxable amount of the exempt lines. */
  exempt: number;
  vat: number;
  total: number;
  vatRatePercent: number;
}

/** A problem with one input, by its path in the input ('lines.0.quantity'). */
export interface InputProblem {
  path: string;
  message: string;
}

export type OrderTotalsResult = { ok: true; totals: OrderTotals } | { ok: false; problems: InputProblem[] };

const PERCENT_SCALE = 10_000n; // 100 % in hundredths of a percent
const QUANTITY_SCALE = 1_000n;

const percentMessage = (what: string) =>
  `${what} must be a percentage from 0 to 100 with at most ${PERCENT_DECIMALS} decimals.`;
const rupees = (paisa: bigint) => `Rs ${formatAmount(paisa)}`;

/** A percentage in hundredths of a percent, or null when it is not one from 0 to 100. */
function percentOf(value: number): bigint | null {
  const scaled = toScaledInteger(value, PERCENT_DECIMALS);
  return scaled === null || scaled < 0n || scaled > PERCENT_SCALE ? null : scaled;
}

/** The discount in paisa on an amount, or a message saying what is wrong with it. */
function discountOn(amount: bigint, discount: Discount, what: string, base: string): bigint | string {
  if (discount.kind === 'percent') {
    const percent = percentOf(discount.percent);
    if (percent === null) return percentMessage(what);
    return divideRounded(amount * percent, PERCENT_SCALE);
  }
  if (!isPaisa(discount.paisa)) return `${what} must be a whole number of paisa, 0 or more.`;
  const paisa = BigInt(discount.paisa);
  if (paisa > amount) return `${what} of ${rupees(paisa)} is more than ${base} of ${rupees(amount)}.`;
  return paisa;
}

interface LineFigures {
  quantityMilli: bigint;
  gross: bigint;
  lineDiscount: bigint;
  vatApplicable: boolean;
}

function lineFigures(line: OrderLineInput, index: number, problems: InputProblem[]): LineFigures | null {
  const name = `Line ${index + 1}`;
  const path = `lines.${index}`;
  const quantityMilli = toScaledInteger(line.quantity, QUANTITY_DECIMALS);
  const quantityMessage = quantityProblem(name, line.quantity);
  const quantityOk = quantityMessage === null;
  if (quantityMessage !== null) problems.push({ path: `${path}.quantity`, message: quantityMessage });
  const priceOk = isPaisa(line.unitPrice);
  if (!priceOk) {
    problems.push({
      path: `${path}.unitPrice`,
      message: `${name}: unit price must be a whole number of paisa, 0 or more.`,
    });
  }
  if (!quantityOk || !priceOk || quantityMilli === null) return null;
  const gross = divideRounded(quantityMilli * BigInt(line.unitPrice), QUANTITY_SCALE);
  const discount = line.discount
    ? discountOn(gross, line.discount, `${name}: discount`, 'the line amount')
    : 0n;
  if (typeof discount === 'string') {
    problems.push({ path: `${path}.discount`, message: discount });
    return null;
  }
  return { quantityMilli, gross, lineDiscount: discount, vatApplicable: line.vatApplicable };
}

/**
 * The invoice's VAT, round(taxable total of the VAT lines × rate), split over those lines by their
 * taxable amount (largest remainder), so the lines' VAT adds up to exactly the invoice's.
 */
function vatByLine(lines: readonly LineFigures[], taxables: readonly bigint[], rate: bigint): bigint[] {
  const weights = taxables.map((taxable, index) => (lines[index]?.vatApplicable ? taxable : 0n));
  const vatable = weights.reduce((sum, weight) => sum + weight, 0n);
  return allocateByWeight(divideRounded(vatable * rate, PERCENT_SCALE), weights);
}

/** Totals of an order, or every problem found in its input (none of them thrown). */
export function computeOrderTotals(input: OrderTotalsInput): OrderTotalsResult {
  const problems: InputProblem[] = [];
  const ratePercent = input.vatRatePercent ?? DEFAULT_VAT_RATE_PERCENT;
  const rate = percentOf(ratePercent);
  if (rate === null) problems.push({ path: 'vatRatePercent', message: percentMessage('VAT rate') });
  if (input.lines.length === 0)
    problems.push({ path: 'lines', message: 'An order needs at least one line.' });

  const figures = input.lines.map((line, index) => lineFigures(line, index, problems));
  if (problems.length > 0 || rate === null) return { ok: false, problems };
  const lines = figures.filter((line): line is LineFigures => line !== null);

  const nets = lines.map((line) => line.gross - line.lineDiscount);
  const netSum = nets.reduce((sum, net) => sum + net, 0n);
  const orderDiscount = input.orderDiscount
    ? discountOn(netSum, input.orderDiscount, 'Order discount', 'the amount after line discounts')
    : 0n;
  if (typeof orderDiscount === 'string') {
    return { ok: false, problems: [{ path: 'orderDiscount', message: orderDiscount }] };
  }
  const shares = allocateByWeight(orderDiscount, nets);
  const taxables = nets.map((net, index) => net - (shares[index] ?? 0n));
  const vats = vatByLine(lines, taxables, rate);

  const exact = lines.map((line, index) => {
    const taxable = taxables[index] ?? 0n;
    const vat = vats[index] ?? 0n;
    return { ...line, share: shares[index] ?? 0n, taxable, vat, total: taxable + vat };
  });
  const sum = (pick: (line: (typeof exact)[number]) => bigint) =>
    exact.reduce((total, line) => total + pick(line), 0n);

  // Every figure below is at most the gross plus VAT, so when that is a safe integer, all are.
  if (toSafeNumber(sum((line) => line.gross + line.vat)) === null) {
    return { ok: false, problems: [{ path: 'lines', message: 'The order is too large to total exactly.' }] };
  }
  const n = (value: bigint) => Number(value);
  return {
    ok: true,
    totals: {
      lines: exact.map((line) => ({
        quantityMilli: n(line.quantityMilli),
        gross: n(line.gross),
        lineDiscount: n(line.lineDiscount),
        orderDiscountShare: n(line.share),
        taxable: n(line.taxable),
        vat: n(line.vat),
        total: n(line.total),
      })),
      gross: n(sum((line) => line.gross)),
      lineDiscount: n(sum((line) => line.lineDiscount)),
      orderDiscount: n(orderDiscount),
      taxable: n(sum((line) => line.taxable)),
      vatable: n(sum((line) => (line.vatApplicable ? line.taxable : 0n))),
      exempt: n(sum((line) => (line.vatApplicable ? 0n : line.taxable))),
      vat: n(sum((line) => line.vat)),
      total: n(sum((line) => line.total)),
      vatRatePercent: ratePercent,
    },
  };
}
