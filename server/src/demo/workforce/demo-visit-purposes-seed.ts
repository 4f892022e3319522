import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { visitPurposesTable, visits } from '../../db/schema/index.js';

const PURPOSES = [
  { Name: 'Sales call', Description: 'Taking orders and showing new lines' },
  { Name: 'Collection', Description: 'Collecting a payment or a cheque' },
  { Name: 'Complaint', Description: 'A damaged delivery, a short supply, a price query' },
  { Name: 'New party', Description: 'Meeting a shop that does not buy from us yet' },
  { Name: 'Merchandising', Description: 'Shelf display, posters and stock rotation' },
] as const;

/**
 * The distributor's visit purposes, and a purpose on every other party visit the tracking seed
 * made (one update, round the list), so the visit list's column and filter show something.
 * Runs after the tracking seed.
 */
export const seedDemoVisitPurposes = async (
  tx: Database,
  companyId: number,
  admin: number,
): Promise<void> => {
  const rows = await tx
    .insert(visitPurposesTable)
    .values(
      PURPOSES.map((purpose) => ({
        ...purpose,
        IsActive: true,
        companyId,
        createdBy: admin,
        updatedBy: admin,
      })),
    )
    .returning({ id: visitPurposesTable.id });
  const ids = rows.map((row) => Number(row.id)).sort((a, b) => a - b);
  const purposeIds = sql`array[${sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )}]::int[]`;
  await tx
    .update(visits)
    .set({ purposeId: sql`(${purposeIds})[1 + ${visits.id} % ${ids.length}]` })
    .where(and(eq(visits.companyId, companyId), isNotNull(visits.partyId), sql`${visits.id} % 2 = 0`));
};
