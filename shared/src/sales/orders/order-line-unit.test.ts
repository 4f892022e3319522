import { describe, expect, it } from 'vitest';
import { baseQuantityMilliOf, factorMilliOf, unitPriceFor, unitQuantityText } from './order-line-unit.js';
import { computeOrderTotals } from './order-totals.js';

describe('unitPriceFor', () => {
  it('a carton of 24 at Rs 53.10 a piece is Rs 1,274.40', () => {
    expect(unitPriceFor(5310, 24)).toBe(127_440);
  });

  it('the base unit (factor 1) keeps the base price', () => {
    expect(unitPriceFor(2212, 1)).toBe(2212);
  });

  it('rounds once, halves away from zero: Rs 0.05 × 2.5 = 12.5 paisa → 13', () => {
    expect(unitPriceFor(5, 2.5)).toBe(13);
    expect(unitPriceFor(5, 2.499)).toBe(12); // 12.495 paisa: below the half, down
    expect(unitPriceFor(5, 2.4998)).toBeNull(); // four decimals is not a factor
    expect(unitPriceFor(333, 0.333)).toBe(111); // 110.889 → 111
    expect(unitPriceFor(1, 0.5)).toBe(1); // exactly half a paisa → 1
    expect(unitPriceFor(1, 0.499)).toBe(0);
  });

  it('a fractional pack: 0.25 kg of Rs 180.00 a kilogram is Rs 45.00', () => {
    expect(unitPriceFor(18_000, 0.25)).toBe(4500);
  });

  it('refuses a factor of 0, a negative one, a negative or fractional price', () => {
    expect(unitPriceFor(100, 0)).toBeNull();
    expect(unitPriceFor(100, -24)).toBeNull();
    expect(unitPriceFor(-1, 24)).toBeNull();
    expect(unitPriceFor(1.5, 24)).toBeNull();
    expect(factorMilliOf(0.0001)).toBeNull();
  });

  it('stays exact at the largest price and factor the declarations allow', () => {
    // Rs 10,000,000 × 100,000 = 10^14 paisa: still a safe integer.
    expect(unitPriceFor(1_000_000_000, 100_000)).toBe(100_000_000_000_000);
  });
});

describe('baseQuantityMilliOf', () => {
  it('2 cartons of 24 are 48 pieces', () => {
    expect(baseQuantityMilliOf(2, 24)).toBe(48_000);
  });

  it('keeps thousandths: 1.5 sacks of 25 kg are 37.5 kg, 0.1 + 0.2 of factor 3 is 0.9', () => {
    expect(baseQuantityMilliOf(1.5, 25)).toBe(37_500);
    expect(baseQuantityMilliOf(0.1 + 0.2, 3)).toBe(900);
    expect(baseQuantityMilliOf(3, 0.333)).toBe(999);
  });

  it('refuses a base quantity past 3 decimals: 1.5 packs of 0.333 kg is 0.4995 kg', () => {
    expect(baseQuantityMilliOf(1.5, 0.333)).toBeNull();
  });

  it('refuses no quantity and no factor', () => {
    expect(baseQuantityMilliOf(0, 24)).toBeNull();
    expect(baseQuantityMilliOf(-1, 24)).toBeNull();
    expect(baseQuantityMilliOf(1.0001, 24)).toBeNull();
    expect(baseQuantityMilliOf(2, 0)).toBeNull();
  });
});

describe('a carton line in the order totals', () => {
  it('2 cartons of 24 at Rs 53.10 a piece: the gross is 2 × the carton price, VAT on the invoice', () => {
    const carton = unitPriceFor(5310, 24);
    if (carton === null) throw new Error('no carton price');
    const result = computeOrderTotals({
      lines: [
        { quantity: 2, unitPrice: carton, vatApplicable: true },
        { quantity: 6, unitPrice: 5310, vatApplicable: true },
      ],
      vatRatePercent: 13,
    });
    if (!result.ok) throw new Error(result.problems[0]?.message);
    expect(result.totals.lines.map((line) => line.gross)).toEqual([254_880, 31_860]);
    // 13 % of Rs 2,867.40 = Rs 372.762 → 372.76, split by taxable amount.
    expect(result.totals.vat).toBe(37_276);
    expect(result.totals.lines.map((line) => line.vat)).toEqual([33_134, 4142]);
    expect(result.totals.total).toBe(286_740 + 37_276);
  });

  it('a unit price that rounded is what the line multiplies, not the exact base amount', () => {
    // 3 packs of 0.333 kg at Rs 3.33 a kg: per pack round(110.889) = 111 paisa, 3 × 111 = 333, where
    // pricing the 0.999 kg directly would give round(332.667) = 333 as well; 7 packs show the
    // difference: 7 × 111 = 777, against round(7 × 110.889) = 776.
    const pack = unitPriceFor(333, 0.333);
    if (pack === null) throw new Error('no pack price');
    const result = computeOrderTotals({ lines: [{ quantity: 7, unitPrice: pack, vatApplicable: false }] });
    if (!result.ok) throw new Error(result.problems[0]?.message);
    expect(result.totals.lines[0]?.gross).toBe(777);
  });
});

describe('unitQuantityText', () => {
  const line = {
    Quantity: 2,
    UnitId: 2,
    UnitName: 'Carton',
    BaseQuantity: 48,
    BaseUnitId: 1,
    BaseUnitName: 'Piece',
  };

  it('says both units for a line in another unit', () => {
    expect(unitQuantityText(line)).toBe('2 Carton (48 Piece)');
  });

  it('says one unit for a line in the product’s own unit', () => {
    expect(unitQuantityText({ ...line, UnitId: 1, UnitName: 'Piece', Quantity: 48 })).toBe('48 Piece');
  });

  it('writes quantities without float noise', () => {
    expect(unitQuantityText({ ...line, Quantity: 0.1 + 0.2, BaseQuantity: 7.199999999 })).toBe(
      '0.3 Carton (7.2 Piece)',
    );
  });
});
