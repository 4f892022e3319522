import { PRODUCT_UNIT } from '@backoffice/shared/entities/sales/product-unit.entity';
import { UNIT } from '@backoffice/shared/entities/sales/unit.entity';
import type { ProductSaleUnit } from '@backoffice/shared/sales/orders/order.contract';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../../db/database.js';
import { productUnitsTable, unitsTable } from '../../../db/schema/index.js';
import { entityTable } from '../../../entities/entity-table.js';
import type { SaleProduct } from './order-pricing.js';

const productUnit = entityTable(PRODUCT_UNIT);
const unit = entityTable(UNIT);

/** The product's own unit, as a sale unit of factor 1. */
export const baseSaleUnit = (product: SaleProduct): ProductSaleUnit => ({
  UnitId: product.unitId,
  Name: product.unitName,
  Symbol: product.unitSymbol,
  ConversionFactor: 1,
  AllowsFraction: product.allowsFraction,
  IsBase: true,
});

/**
 * The units each product is sold in: its own unit first, then its product units (oldest first).
 * A product unit naming the product's own unit, or a unit already listed, is left out: a line names
 * a unit, so one unit can mean only one factor, and the first one set up is the one it means.
 * Only the company's rows are read, so another company's product unit can never price a line.
 */
export const loadSaleUnits = async (
  db: Database,
  companyId: number,
  products: ReadonlyMap<number, SaleProduct>,
): Promise<Map<number, ProductSaleUnit[]>> => {
  const units = new Map([...products.values()].map((product) => [product.id, [baseSaleUnit(product)]]));
  if (products.size === 0) return units;
  const rows = await db
    .select({
      productId: productUnitsTable.ProductId,
      unitId: productUnitsTable.UnitId,
      factor: productUnitsTable.ConversionFactor,
      name: unitsTable.Name,
      symbol: unitsTable.Symbol,
      allowsFraction: unitsTable.AllowsFraction,
    })
    .from(productUnitsTable)
    .innerJoin(unitsTable, and(eq(unit.companyId, productUnit.companyId), eq(unit.id, productUnit.UnitId)))
    .where(and(eq(productUnit.companyId, companyId), inArray(productUnit.ProductId, [...products.keys()])))
    .orderBy(asc(productUnit.id));
  for (const row of rows) {
    const list = units.get(row.productId);
    if (!list || list.some((listed) => listed.UnitId === row.unitId)) continue;
    list.push({
      UnitId: row.unitId,
      Name: row.name,
      Symbol: row.symbol,
      ConversionFactor: row.factor,
      AllowsFraction: row.allowsFraction,
      IsBase: false,
    });
  }
  return units;
};
