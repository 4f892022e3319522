import type { Database } from '../db/database.js';
import { salesPersonsTable } from '../db/schema/index.js';

/**
 * Company 2's own sales person, signed in as the cooperative's administrator: the tracking tests
 * give it points or visits that company 1 must never see. Answers its record's id.
 */
export const addCoopFieldOfficer = async (db: Database, coopAdminUserId: number): Promise<number> => {
  const [person] = await db
    .insert(salesPersonsTable)
    .values({
      companyId: 2,
      FullName: 'Coop Field Officer',
      EmployeeCode: 'CO-1',
      Type: 'salesPerson',
      Phone: '+977 9800000999',
      Status: 'approved',
      IsActive: true,
      UserId: coopAdminUserId,
    })
    .returning({ id: salesPersonsTable.id });
  if (!person) throw new Error('the coop field officer was not added');
  return Number(person.id);
};
