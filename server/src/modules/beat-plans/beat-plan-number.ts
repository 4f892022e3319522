import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { beatPlanNumberSequences } from '../../db/schema/index.js';

const DIGITS = 6;

export const formatPlanNo = (year: number, serial: number): string =>
  `BP-${year}-${String(serial).padStart(DIGITS, '0')}`;

/**
 * The next plan number of the company for the plan's year: BP-2026-000001. As order numbers, the
 * upsert locks the counter row until the creating transaction ends, so numbers never repeat and a
 * creation that rolls back gives its number back.
 */
export const allocatePlanNo = async (tx: Database, companyId: number, year: number): Promise<string> => {
  const [row] = await tx
    .insert(beatPlanNumberSequences)
    .values({ companyId, year, lastNumber: 1 })
    .onConflictDoUpdate({
      target: [beatPlanNumberSequences.companyId, beatPlanNumberSequences.year],
      set: { lastNumber: sql`${beatPlanNumberSequences.lastNumber} + 1` },
    })
    .returning({ lastNumber: beatPlanNumberSequences.lastNumber });
  if (!row) throw new Error('No beat plan number was allocated');
  return formatPlanNo(year, row.lastNumber);
};
