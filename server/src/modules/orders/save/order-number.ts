import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/database.js';
import { orderNumberSequences } from '../../../db/schema/index.js';

const ORDER_NO_PREFIX = 'SO';
const ORDER_NO_DIGITS = 6;

export const formatOrderNo = (year: number, serial: number): string =>
  `${ORDER_NO_PREFIX}-${year}-${String(serial).padStart(ORDER_NO_DIGITS, '0')}`;

/**
 * The next order number of the company for the order date's year: SO-2026-000001. Call it inside
 * the transaction that inserts the order. The upsert locks the company's counter row until that
 * transaction ends, so concurrent creations queue for it instead of reading the same last number,
 * and a creation that rolls back gives its number back (no gaps, no duplicates).
 */
export const allocateOrderNo = async (
  tx: Database,
  companyId: number,
  orderDate: string,
): Promise<string> => {
  const year = Number(orderDate.slice(0, 4));
  const [row] = await tx
    .insert(orderNumberSequences)
    .values({ companyId, year, lastNumber: 1 })
    .onConflictDoUpdate({
      target: [orderNumberSequences.companyId, orderNumberSequences.year],
      set: { lastNumber: sql`${orderNumberSequences.lastNumber} + 1` },
    })
    .returning({ lastNumber: orderNumberSequences.lastNumber });
  if (!row) throw new Error('No order number was allocated');
  return formatOrderNo(year, row.lastNumber);
};
