import { PARTY_PRODUCT_PRICING } from '@backoffice/shared/entities/sales/party-product-pricing.entity';
import { PRODUCT } from '@backoffice/shared/entities/sales/product.entity';
import { UNIT } from '@backoffice/shared/entities/sales/unit.entity';
import { and, desc, eq, gte, inArray, isNull, lte, or } from 'drizzle-orm';
import type { Database } from '../../../db/database.js';
import { partyProductPricingsTable, productsTable, unitsTable } from '../../../db/schema/index.js';
import { entityTable } from '../../../entities/entity-table.js';

const product = entityTable(PRODUCT);
const unit = entityTable(UNIT);
const pricing = entityTable(PARTY_PRODUCT_PRICING);

/** What a sale needs to know of a product. Prices in paisa. */
export interface SaleProduct {
  id: number;
  name: string;
  code: string;
  unitId: number;
  unitName: string;
  unitSymbol: string;
  allowsFraction: boolean;
  price: number;
  vatApplicable: boolean;
  isActive: boolean;
  transactionType: string;
}

export interface LinePrice {
  price: number;
  source: 'party' | 'product';
  partyProductPricingId: number | null;
}

/** The company's products among these ids, with their units; an id of another company is simply absent. */
export const loadSaleProducts = async (
  db: Database,
  companyId: number,
  ids: readonly number[],
): Promise<Map<number, SaleProduct>> => {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: productsTable.id,
      name: productsTable.Name,
      code: productsTable.Code,
      unitId: productsTable.UnitId,
      unitName: unitsTable.Name,
      unitSymbol: unitsTable.Symbol,
      allowsFraction: unitsTable.AllowsFraction,
      price: productsTable.Price,
      vatApplicable: productsTable.VatApplicable,
      isActive: productsTable.IsActive,
      transactionType: productsTable.TransactionType,
    })
    .from(productsTable)
    .innerJoin(unitsTable, and(eq(unit.companyId, product.companyId), eq(unit.id, product.UnitId)))
    .where(and(eq(product.companyId, companyId), inArray(product.id, [...ids])));
  return new Map(rows.map((row) => [row.id, row]));
};

/**
 * The party's own current price of each product on a day: the latest started (EffectiveFrom on or
 * before it) that has not ended (EffectiveTo empty or on or after it); the later entry wins a tie.
 */
export const partyPricesOn = async (
  db: Database,
  companyId: number,
  partyId: number,
  productIds: readonly number[],
  day: string,
): Promise<Map<number, { price: number; id: number }>> => {
  if (productIds.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([pricing.ProductId], {
      productId: partyProductPricingsTable.ProductId,
      price: partyProductPricingsTable.Price,
      id: partyProductPricingsTable.id,
    })
    .from(partyProductPricingsTable)
    .where(
      and(
        eq(pricing.companyId, companyId),
        eq(pricing.PartyId, partyId),
        inArray(pricing.ProductId, [...productIds]),
        lte(pricing.EffectiveFrom, day),
        or(isNull(pricing.EffectiveTo), gte(pricing.EffectiveTo, day)),
      ),
    )
    .orderBy(pricing.ProductId, desc(pricing.EffectiveFrom), desc(pricing.id));
  return new Map(rows.map((row) => [row.productId, { price: row.price, id: row.id }]));
};

/** The price a line of this product gets for the party on the day, when none is entered. */
export const linePriceOf = (
  saleProduct: SaleProduct,
  partyPrices: ReadonlyMap<number, { price: number; id: number }>,
): LinePrice => {
  const own = partyPrices.get(saleProduct.id);
  return own
    ? { price: own.price, source: 'party', partyProductPricingId: own.id }
    : { price: saleProduct.price, source: 'product', partyProductPricingId: null };
};
