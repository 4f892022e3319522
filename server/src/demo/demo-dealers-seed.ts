import { SALES_PERSON } from '@backoffice/shared/entities/sales/sales-person.entity';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { dealerRetailersTable, partiesTable, salesPersonsTable, storesTable } from '../db/schema/index.js';
import { entityTable } from '../entities/entity-table.js';

const idIn = (ids: ReadonlyMap<string, number>, key: string): number => {
  const id = ids.get(key);
  if (id === undefined) throw new Error(`seed: unknown ${key}`);
  return id;
};

/** The retailers the demo dealer supplies (the dealer's own shop, Bishnu Traders, is not one). */
const DEALER_RETAILERS = ['Shrestha General Store', 'Everest Pharmacy', 'Koteshwor Suppliers'] as const;

/**
 * Sign-ins, stores and dealers for the demo: the two sales users are linked to their sales persons
 * (Hari with a bound phone, so Reset device has something to clear), Maya loads from the Kathmandu
 * depot, and the demo dealer supplies three retailers.
 */
export const seedDemoDealers = async (
  tx: Database,
  companyId: number,
  userIds: ReadonlyMap<string, number>,
  addedBy: number,
): Promise<void> => {
  const person = entityTable(SALES_PERSON);
  const [depot] = await tx
    .select({ id: storesTable.id })
    .from(storesTable)
    .where(and(eq(storesTable.companyId, companyId), eq(storesTable.Name, 'Kathmandu Depot')));
  const links: [string, string, Record<string, unknown>][] = [
    ['Hari Gurung', 'sales1', { DeviceId: 'android-5f2c9a41e7d03b68' }],
    ['Maya Rai', 'sales2', { StoreId: depot ? Number(depot.id) : null }],
  ];
  for (const [fullName, username, extra] of links) {
    await tx
      .update(salesPersonsTable)
      .set({ UserId: idIn(userIds, username), ...extra })
      .where(and(eq(person.companyId, companyId), eq(person.FullName, fullName)));
  }
  const parties = await tx
    .select({ id: partiesTable.id })
    .from(partiesTable)
    .where(and(eq(partiesTable.companyId, companyId), inArray(partiesTable.Name, [...DEALER_RETAILERS])));
  if (parties.length === 0) return;
  await tx.insert(dealerRetailersTable).values(
    parties.map((party, index) => ({
      companyId,
      createdBy: addedBy,
      updatedBy: addedBy,
      DealerUserId: idIn(userIds, 'dealer'),
      PartyId: Number(party.id),
      IsActive: index < 2,
      Remarks: index < 2 ? 'Weekly delivery' : 'Paused until the shop reopens',
    })),
  );
};
