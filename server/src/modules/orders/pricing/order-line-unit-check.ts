import type { FieldError } from '@backoffice/shared/envelope';
import { toScaledInteger } from '@backoffice/shared/sales/common/paisa-math';
import type { ProductSaleUnit } from '@backoffice/shared/sales/orders/order.contract';
import { baseQuantityMilliOf } from '@backoffice/shared/sales/orders/order-line-unit';
import { MAX_QUANTITY, QUANTITY_DECIMALS } from '@backoffice/shared/sales/orders/order-totals';
import { lineField, type OrderLineInput } from '../save/order-line-input.js';
import type { SaleProduct } from './order-pricing.js';

/** The unit a line is sold in, and its quantity in the product's own unit. */
export interface ChosenUnit {
  unit: ProductSaleUnit;
  baseQuantityMilli: number;
}

export type LineUnitCheck = { ok: true; chosen: ChosenUnit } | { ok: false; errors: FieldError[] };

const isWhole = (milli: bigint | number) => BigInt(milli) % 1000n === 0n;
const text = (milli: number) => String(milli / 1000);

/**
 * The unit a line names (its product's own when it names none), checked: it must be one the product
 * is sold in, a whole number of it when it takes no fractions, and its base quantity exact to 0.001
 * and whole when the product's own unit takes no fractions (returns count base units). A quantity
 * that is no quantity at all (0, four decimals) is left for the totals to name.
 */
export const checkLineUnit = (
  line: OrderLineInput,
  index: number,
  product: SaleProduct,
  units: readonly ProductSaleUnit[],
): LineUnitCheck => {
  const refuse = (field: string, message: string): LineUnitCheck => ({
    ok: false,
    errors: [{ Field: lineField(index, field), Message: `Line ${index + 1}: ${message}` }],
  });
  const unitId = line.UnitId ?? product.unitId;
  const unit = units.find((candidate) => candidate.UnitId === unitId);
  // Never the unit's name: an id of another company's unit must say nothing about it.
  if (!unit) {
    const own = units.map((candidate) => candidate.Name).join(', ');
    return refuse('UnitId', `unit ${unitId} is not one ${product.name} is sold in (${own}).`);
  }
  const quantityMilli = toScaledInteger(line.Quantity, QUANTITY_DECIMALS);
  // A quantity that is no quantity, or too large to store, is the totals' to refuse, in its own words.
  if (quantityMilli === null || quantityMilli <= 0n || line.Quantity > MAX_QUANTITY) {
    return { ok: true, chosen: { unit, baseQuantityMilli: 0 } };
  }
  if (!unit.AllowsFraction && !isWhole(quantityMilli)) {
    return refuse(
      'Quantity',
      `${product.name} is sold in whole ${unit.Symbol}; ${line.Quantity} is not whole.`,
    );
  }
  const baseMilli = baseQuantityMilliOf(line.Quantity, unit.ConversionFactor);
  if (baseMilli === null && Number(quantityMilli) * unit.ConversionFactor > Number.MAX_SAFE_INTEGER) {
    return refuse(
      'Quantity',
      `${line.Quantity} ${unit.Name} is too many ${product.unitName} to count exactly.`,
    );
  }
  if (baseMilli === null) {
    return refuse(
      'Quantity',
      `${line.Quantity} ${unit.Name} is more than ${QUANTITY_DECIMALS} decimals of ${product.unitName}; change the quantity.`,
    );
  }
  if (!product.allowsFraction && !isWhole(baseMilli)) {
    return refuse(
      'Quantity',
      `${line.Quantity} ${unit.Name} is ${text(baseMilli)} ${product.unitSymbol}, and ${product.name} is counted in whole ${product.unitSymbol}.`,
    );
  }
  return { ok: true, chosen: { unit, baseQuantityMilli: baseMilli } };
};
