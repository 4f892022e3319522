import { SALES_PERSON } from '@backoffice/shared/entities/sales/sales-person.entity';
import {
  type SalesPersonFilterOption,
  salesPersonContracts,
} from '@backoffice/shared/sales/sales-persons/sales-person.contract';
import { asc, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { salesPersonsTable } from '../../db/schema/index.js';
import { entityTable } from '../../entities/entity-table.js';
import { implementRoute } from '../../http/define-route.js';

const person = entityTable(SALES_PERSON);

/** The option's text: a person who does not work today is marked, so the filter says why they differ. */
const optionName = (fullName: string, isActive: boolean, status: string): string => {
  if (!isActive) return `${fullName} (inactive)`;
  return status === 'approved' ? fullName : `${fullName} (pending)`;
};

/** Every sales person of the company, the approved and active ones first, each group by name. */
export const salesPersonFilterOptions = async (
  db: Database,
  companyId: number,
): Promise<SalesPersonFilterOption[]> => {
  const working = sql<boolean>`(${person.IsActive} and ${person.Status} = 'approved')`;
  const rows = await db
    .select({
      Id: person.id,
      FullName: person.FullName,
      EmployeeCode: person.EmployeeCode,
      IsActive: person.IsActive,
      Status: person.Status,
      working,
    })
    .from(salesPersonsTable)
    .where(eq(person.companyId, companyId))
    .orderBy(desc(working), asc(sql`lower(${person.FullName})`), asc(person.id));
  return rows.map((row) => ({
    Id: Number(row.Id),
    FullName: String(row.FullName),
    EmployeeCode: String(row.EmployeeCode),
    IsActive: row.working,
    Name: optionName(String(row.FullName), row.IsActive === true, String(row.Status)),
  }));
};

export const salesPersonFilterListRoute = implementRoute(salesPersonContracts.filterList, {
  handler: async (ctx) => ({ data: await salesPersonFilterOptions(ctx.deps.db, ctx.companyId) }),
});
