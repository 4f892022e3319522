import type { CurrentPrice } from '@backoffice/shared/sales/orders/order.contract';
import { unitPriceFor } from '@backoffice/shared/sales/orders/order-line-unit';
import { useRef } from 'react';
import { fetchCurrentPrice, fetchProductFacts } from '../order-queries.ts';

export interface FilledPrice {
  /** Rupees with two decimals per the line's unit, as the price box shows them. */
  unitPrice: string;
  priceSource: 'party' | 'product';
  vatApplicable: boolean;
}

/** The line a price was asked for: its product and the unit it is in. */
export interface PricedUnit {
  productId: string;
  unitId: string;
  /** Base units in one of the line's unit. */
  conversionFactor: number;
}

/**
 * What a chosen product costs this party (GET /partyproductpricing/currentprice, per base unit),
 * times the line's unit's factor with the server's rounding (unitPriceFor), with the product's VAT
 * rule. Only the latest request per line counts: a slow answer for a product or unit chosen earlier
 * must not overwrite the price of the one chosen since.
 */
export const useLinePrices = (onPrice: (lineKey: number, unit: PricedUnit, price: FilledPrice) => void) => {
  const requests = useRef(0);
  const latest = useRef(new Map<number, number>());
  return async (lineKey: number, unit: PricedUnit, partyId: string) => {
    requests.current += 1;
    const ticket = requests.current;
    latest.current.set(lineKey, ticket);
    const product = Number(unit.productId);
    const [facts, current] = await Promise.all([
      fetchProductFacts(product).catch(() => null),
      partyId === ''
        ? Promise.resolve(null)
        : fetchCurrentPrice(product, Number(partyId)).catch((): CurrentPrice | null => null),
    ]);
    if (latest.current.get(lineKey) !== ticket) return;
    const price = current?.Price ?? facts?.price;
    if (price === undefined || !Number.isFinite(price)) return;
    const perUnit = unitPriceFor(Math.round(price * 100), unit.conversionFactor);
    if (perUnit === null) return;
    onPrice(lineKey, unit, {
      unitPrice: (perUnit / 100).toFixed(2),
      priceSource: current?.Source ?? 'product',
      vatApplicable: facts?.vatApplicable ?? true,
    });
  };
};
