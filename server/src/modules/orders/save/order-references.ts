import type { FieldError } from '@backoffice/shared/envelope';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../../db/database.js';
import { partiesTable, salesPersonsTable } from '../../../db/schema/index.js';

export interface OrderParty {
  id: number;
  name: string;
  isActive: boolean;
  salesPersonId: number | null;
}

export const findParty = async (db: Database, companyId: number, id: number): Promise<OrderParty | null> => {
  const [row] = await db
    .select({
      id: partiesTable.id,
      name: partiesTable.Name,
      isActive: partiesTable.IsActive,
      salesPersonId: partiesTable.SalesPersonId,
    })
    .from(partiesTable)
    .where(and(eq(partiesTable.companyId, companyId), eq(partiesTable.id, id)));
  return row ?? null;
};

const findSalesPerson = async (db: Database, companyId: number, id: number) => {
  const [row] = await db
    .select({
      name: salesPersonsTable.FullName,
      status: salesPersonsTable.Status,
      isActive: salesPersonsTable.IsActive,
    })
    .from(salesPersonsTable)
    .where(and(eq(salesPersonsTable.companyId, companyId), eq(salesPersonsTable.id, id)));
  return row ?? null;
};

export type SalesPersonChoice = { ok: true; id: number | null } | { ok: false; error: FieldError };

/**
 * Who the order is credited to. Named: that sales person, who must be approved and active (a sales
 * person added from the field app waits for the office before taking orders); the one the order
 * already has is kept as it is. Not named: the party's own sales person, when they may take orders.
 */
export const chooseSalesPerson = async (
  db: Database,
  companyId: number,
  given: number | undefined,
  party: OrderParty,
  stored: number | null,
): Promise<SalesPersonChoice> => {
  if (given === undefined) {
    if (party.salesPersonId === null) return { ok: true, id: null };
    const own = await findSalesPerson(db, companyId, party.salesPersonId);
    return { ok: true, id: own?.status === 'approved' && own.isActive ? party.salesPersonId : null };
  }
  if (given === stored) return { ok: true, id: given };
  const person = await findSalesPerson(db, companyId, given);
  const refuse = (Message: string): SalesPersonChoice => ({
    ok: false,
    error: { Field: 'SalesPersonId', Message },
  });
  if (!person) return refuse(`Sales person ${given} was not found.`);
  if (person.status !== 'approved')
    return refuse(`${person.name} is waiting for approval and cannot take orders yet.`);
  if (!person.isActive) return refuse(`${person.name} is not active.`);
  return { ok: true, id: given };
};
