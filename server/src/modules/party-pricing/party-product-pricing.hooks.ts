import { PARTY_PRODUCT_PRICING } from '@backoffice/shared/entities/sales/party-product-pricing.entity';
import type { FieldError } from '@backoffice/shared/envelope';
import { formatAmount } from '@backoffice/shared/format/money.format';
import { asc, eq, gte, isNull, lte, or } from 'drizzle-orm';
import { partyProductPricingsTable } from '../../db/schema/index.js';
import type { EntityHooks } from '../../entities/entity-hooks.js';
import { entityTable } from '../../entities/entity-table.js';
import { otherRecords } from '../../entities/other-records.js';

const column = entityTable(PARTY_PRODUCT_PRICING);

const period = (from: string, until: string | null) => (until ? `${from} to ${until}` : `${from} on`);

/**
 * A party has one price for a product on any day: order lines look it up by day, so two periods
 * that share a day would make the price depend on which was entered later. Periods are whole days,
 * both ends included, and an empty Until is open (Until before From is the declaration's `notBefore`).
 */
export const partyProductPricingHooks: EntityHooks = {
  validate: async (ctx, values, id): Promise<FieldError[]> => {
    const { PartyId: partyId, ProductId: productId, EffectiveFrom: from } = values;
    const until = typeof values.EffectiveTo === 'string' ? values.EffectiveTo : null;
    if (typeof partyId !== 'number' || typeof productId !== 'number' || typeof from !== 'string') return [];
    const [other] = await ctx.deps.db
      .select({
        id: column.id,
        price: partyProductPricingsTable.Price,
        from: partyProductPricingsTable.EffectiveFrom,
        until: partyProductPricingsTable.EffectiveTo,
      })
      .from(partyProductPricingsTable)
      .where(
        otherRecords(
          PARTY_PRODUCT_PRICING,
          ctx.companyId,
          id,
          eq(column.PartyId, partyId),
          eq(column.ProductId, productId),
          until === null ? undefined : lte(column.EffectiveFrom, until),
          or(isNull(column.EffectiveTo), gte(column.EffectiveTo, from)),
        ),
      )
      .orderBy(asc(column.EffectiveFrom))
      .limit(1);
    if (!other) return [];
    return [
      {
        Field: 'EffectiveFrom',
        Message: `This period overlaps party price #${other.id} (Rs ${formatAmount(other.price)}, ${period(other.from, other.until)}); end that price before this one starts, or choose other dates`,
      },
    ];
  },
};
