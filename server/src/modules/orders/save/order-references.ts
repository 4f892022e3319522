import { PARTY } from '@backoffice/shared/entities/sales/party.entity';
import { SALES_PERSON } from '@backoffice/shared/entities/sales/sales-person.entity';
import type { FieldError } from '@backoffice/shared/envelope';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../../db/database.js';
import { partiesTable, salesPersonsTable } from '../../../db/schema/index.js';
import { entityTable } from '../../../entities/entity-table.js';

export interface OrderParty {
  id: number;
  name: string;
  isActive: boolean;
  salesPersonId: number | null;
}

export const findParty = async (db: Database, companyId: number, id: number): Promise<OrderParty | null> => {
  const [row] = await db
    .select({
      id: entityTable(PARTY).id,
      name: entityTable(PARTY).Name,
      isActive: entityTable(PARTY).IsActive,
      salesPersonId: entityTable(PARTY).SalesPersonId,
    })
    .from(partiesTable)
    .where(and(eq(entityTable(PARTY).companyId, companyId), eq(entityTable(PARTY).id, id)));
  return row ?? null;
};

const findSalesPerson = async (db: Database, companyId: number, id: number) => {
  const [row] = await db
    .select({
      name: entityTable(SALES_PERSON).FullName,
      status: entityTable(SALES_PERSON).Status,
      isActive: entityTable(SALES_PERSON).IsActive,
    })
    .from(salesPersonsTable)
    .where(and(eq(entityTable(SALES_PERSON).companyId, companyId), eq(entityTable(SALES_PERSON).id, id)));
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
