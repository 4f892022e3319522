import type { CurrentPrice } from '@backoffice/shared/sales/order-api.types';
import { useRef } from 'react';
import { fetchCurrentPrice, fetchProductFacts } from './order-queries.ts';

export interface FilledPrice {
  /** Rupees with two decimals, as the price box shows them. */
  unitPrice: string;
  priceSource: 'party' | 'product';
  vatApplicable: boolean;
}

/**
 * What a chosen product costs this party (GET /partyproductpricing/currentprice), with the
 * product's VAT rule. Only the latest request per line counts: a slow answer for a product chosen
 * earlier must not overwrite the price of the one chosen since.
 */
export const useLinePrices = (onPrice: (lineKey: number, productId: string, price: FilledPrice) => void) => {
  const requests = useRef(0);
  const latest = useRef(new Map<number, number>());
  return async (lineKey: number, productId: string, partyId: string) => {
    requests.current += 1;
    const ticket = requests.current;
    latest.current.set(lineKey, ticket);
    const product = Number(productId);
    const [facts, current] = await Promise.all([
      fetchProductFacts(product).catch(() => null),
      partyId === ''
        ? Promise.resolve(null)
        : fetchCurrentPrice(product, Number(partyId)).catch((): CurrentPrice | null => null),
    ]);
    if (latest.current.get(lineKey) !== ticket) return;
    const price = current?.Price ?? facts?.price;
    if (price === undefined || !Number.isFinite(price)) return;
    onPrice(lineKey, productId, {
      unitPrice: price.toFixed(2),
      priceSource: current?.Source ?? 'product',
      vatApplicable: facts?.vatApplicable ?? true,
    });
  };
};
