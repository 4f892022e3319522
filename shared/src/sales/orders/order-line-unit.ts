/**
 * An order line in a unit other than the product's own (a carton of 24 pieces): its price per unit
 * and its quantity in the product's own (base) unit, exact, for the server's save and the form's
 * preview alike.
 *
 *   unit price    = round(base price × conversion factor)   once, halves away from zero, in paisa
 *   base quantity = quantity × conversion factor            exact to 0.001, else refused
 *
 * The unit price is rounded once, per unit, and the line's gross is then quantity × unit price as
 * for any line (order-totals.ts): an invoice shows "2 Carton @ Rs 1,274.40", and 2 × that must be
 * the line's amount. Pricing the base quantity instead could differ from it by a paisa.
 */

import { divideRounded, isPaisa, toSafeNumber, toScaledInteger } from '../common/paisa-math.js';
import { QUANTITY_DECIMALS } from './order-totals.js';

/** Base units in one unit are exact to a thousandth, as the ProductUnit declaration keeps them. */
export const CONVERSION_FACTOR_DECIMALS = 3;
const FACTOR_SCALE = 10n ** BigInt(CONVERSION_FACTOR_DECIMALS);

/** A conversion factor in thousandths, or null when it is not a positive one with 3 decimals at most. */
export function factorMilliOf(factor: number): bigint | null {
  const milli = toScaledInteger(factor, CONVERSION_FACTOR_DECIMALS);
  return milli === null || milli <= 0n ? null : milli;
}

/**
 * The price in paisa of one unit holding `factor` base units, from the base unit's price in paisa;
 * null when either is not one (a negative price, a factor of 0 or with 4 decimals) or the product
 * is too large to be exact.
 */
export function unitPriceFor(basePricePaisa: number, factor: number): number | null {
  const milli = factorMilliOf(factor);
  if (milli === null || !isPaisa(basePricePaisa)) return null;
  return toSafeNumber(divideRounded(BigInt(basePricePaisa) * milli, FACTOR_SCALE));
}

/**
 * The quantity in base units, in thousandths, of `quantity` units holding `factor` base units each;
 * null when the quantity or factor is not one, or the product has more than 3 decimals (1.5 packs of
 * 0.333 kg is 0.4995 kg), which a stored quantity cannot hold and a return could never take back.
 */
export function baseQuantityMilliOf(quantity: number, factor: number): number | null {
  const quantityMilli = toScaledInteger(quantity, QUANTITY_DECIMALS);
  const milli = factorMilliOf(factor);
  if (quantityMilli === null || quantityMilli <= 0n || milli === null) return null;
  const product = quantityMilli * milli;
  if (product % FACTOR_SCALE !== 0n) return null;
  return toSafeNumber(product / FACTOR_SCALE);
}

/** What a line needs to say its quantity in its unit and in base units. */
export interface UnitQuantity {
  Quantity: number;
  UnitId: number;
  UnitName: string;
  BaseQuantity: number;
  BaseUnitId: number;
  BaseUnitName: string;
}

const quantityText = (value: number) => String(Number(value.toFixed(QUANTITY_DECIMALS)));

/** "2 Carton" and "48 Piece", or no base part when the line is in the product's own unit. */
export function unitQuantityParts(line: UnitQuantity): { sold: string; base: string | null } {
  return {
    sold: `${quantityText(line.Quantity)} ${line.UnitName}`,
    base: line.UnitId === line.BaseUnitId ? null : `${quantityText(line.BaseQuantity)} ${line.BaseUnitName}`,
  };
}

/** "2 Carton (48 Piece)", or "48 Piece" when the line is in the product's own unit. */
export function unitQuantityText(line: UnitQuantity): string {
  const { sold, base } = unitQuantityParts(line);
  return base === null ? sold : `${sold} (${base})`;
}
