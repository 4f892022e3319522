import { SALES_PERSON } from '@backoffice/shared/entities/sales/sales-person.entity';
import type { TeamMember } from '@backoffice/shared/sales/sales-persons/sales-person.contract';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { salesPersonsTable } from '../../db/schema/index.js';
import { entityTable } from '../../entities/entity-table.js';

/** Deeper than any real field force; also the stop for a reporting loop saved by mistake. */
const MAX_DEPTH = 20;

const column = entityTable(SALES_PERSON);

/**
 * Everyone who reports to a sales person, directly or through others, a level per query (teams are
 * a few levels deep). Every query keeps to the company, so another company's id finds nobody.
 */
export const teamOf = async (
  db: Database,
  companyId: number,
  supervisorId: number,
): Promise<TeamMember[]> => {
  const team: TeamMember[] = [];
  const seen = new Set<number>([supervisorId]);
  let frontier = [supervisorId];
  for (let level = 1; level <= MAX_DEPTH && frontier.length > 0; level += 1) {
    const rows = await db
      .select({
        Id: column.id,
        FullName: column.FullName,
        EmployeeCode: column.EmployeeCode,
        Type: column.Type,
        SupervisorId: column.SupervisorId,
        IsActive: column.IsActive,
      })
      .from(salesPersonsTable)
      .where(and(eq(column.companyId, companyId), inArray(column.SupervisorId, frontier)))
      .orderBy(asc(sql`lower(${column.FullName})`), asc(column.id));
    frontier = [];
    for (const row of rows) {
      const id = Number(row.Id);
      if (seen.has(id)) continue;
      seen.add(id);
      frontier.push(id);
      team.push({
        Id: id,
        FullName: String(row.FullName),
        EmployeeCode: String(row.EmployeeCode),
        Type: String(row.Type),
        SupervisorId: row.SupervisorId === null ? null : Number(row.SupervisorId),
        Level: level,
        IsActive: row.IsActive === true,
      });
    }
  }
  return team;
};
