import { PARTY } from '@backoffice/shared/entities/sales/party.entity';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { partiesTable } from '../../db/schema/index.js';
import { entityTable } from '../../entities/entity-table.js';
import { notFound } from '../../http/api-error.js';

const party = entityTable(PARTY);

export const partyCondition = (companyId: number, partyId: number) =>
  and(eq(party.companyId, companyId), eq(party.id, partyId));

/** A party of the company with its name, or 404: another company's looks like a missing one. */
export const findParty = async (
  db: Database,
  companyId: number,
  partyId: number,
): Promise<{ id: number; name: string }> => {
  const [row] = await db
    .select({ name: partiesTable.Name })
    .from(partiesTable)
    .where(partyCondition(companyId, partyId));
  if (!row) throw notFound(`Party ${partyId} was not found.`);
  return { id: partyId, name: row.name };
};

/**
 * Locks the party's row until the transaction ends. Every write that changes what a party owes or
 * has paid takes it first, so they run one after another per party: allocation reads all of the
 * party's payments and orders, two returns of one order check their quantities against each
 * other, and two verifications value their returns one after the other.
 */
export const lockParty = async (tx: Database, companyId: number, partyId: number): Promise<void> => {
  const [row] = await tx
    .select({ id: party.id })
    .from(partiesTable)
    .where(partyCondition(companyId, partyId))
    .for('update');
  if (!row) throw notFound(`Party ${partyId} was not found.`);
};
