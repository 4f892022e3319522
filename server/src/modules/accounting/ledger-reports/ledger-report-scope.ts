import { fiscalYearOf } from '@backoffice/shared/calendar/fiscal-year';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../../db/database.js';
import { badRequest, notFound } from '../../../http/api-error.js';
import type { UserContext } from '../../../http/request-context.js';
import { companyToday } from '../../orders/company-today.js';
import { readFiscalYearStartMonth } from '../../sales-common/company-calendar.js';
import { type BooksDay, rowsOf } from '../books/books-balance.js';
import type { BooksScope } from '../books/ledger-period-sums.js';

/** The system groups the books' own reports start from. */
export type SystemGroupName = 'Cash-in-Hand' | 'Bank Accounts' | 'Sundry Debtors' | 'Sundry Creditors';

/**
 * The ids of a system group and every group below it, as a recursive CTE named `name` to put
 * after `with recursive`.
 */
export const groupsUnderSql = (name: string, companyId: number, group: SystemGroupName): SQL => sql`
  ${sql.identifier(name)} as (
    select id from ledger_groups where company_id = ${companyId} and is_system and name = ${group}
    union
    select g.id from ledger_groups g join ${sql.identifier(name)} u on g.parent_id = u.id
    where g.company_id = ${companyId}
  )`;

const exists = async (db: Database, query: SQL): Promise<boolean> =>
  rowsOf(await db.execute(query)).length > 0;

/**
 * The branch and cost center a report is narrowed to, each the caller's company's: another
 * company's (or none's) answers 404 and nothing of it is read.
 */
export const checkScope = async (db: Database, companyId: number, scope: BooksScope): Promise<void> => {
  if (
    scope.branchId !== undefined &&
    !(await exists(
      db,
      sql`select 1 from branches where company_id = ${companyId} and id = ${scope.branchId}`,
    ))
  ) {
    throw notFound('No such branch');
  }
  if (
    scope.costCenterId !== undefined &&
    !(await exists(
      db,
      sql`select 1 from cost_centers where company_id = ${companyId} and id = ${scope.costCenterId}`,
    ))
  ) {
    throw notFound('No such cost center');
  }
};

/** A report's scope from its query: a branch, a cost center, or the whole company. */
export const scopeOf = (query: {
  BranchId?: number | undefined;
  CostCenterId?: number | undefined;
}): BooksScope => ({ branchId: query.BranchId, costCenterId: query.CostCenterId });

/**
 * A report's range: ToDate or the company's today, from FromDate or that day's fiscal year's
 * first day; `start` is the first day as the balance rule reads it (its fiscal year).
 */
export const reportRange = async (
  ctx: UserContext,
  query: { FromDate?: string | undefined; ToDate?: string | undefined },
): Promise<{ start: BooksDay; to: string }> => {
  const { db } = ctx.deps;
  // The start month is read once for both days: a page of a ledger is a handful of small reads.
  const [to, startMonth] = await Promise.all([
    query.ToDate ?? companyToday(db, ctx.companyId, ctx.now),
    readFiscalYearStartMonth(db, ctx.companyId, ctx.log),
  ]);
  const from = query.FromDate ?? fiscalYearOf(to, startMonth).firstDay;
  if (from > to) {
    throw badRequest('FromDate must not be after ToDate', [
      { Field: 'ToDate', Message: 'FromDate must not be after ToDate' },
    ]);
  }
  const year = fiscalYearOf(from, startMonth);
  return { start: { asOn: from, yearStart: year.firstDay, yearLabel: year.label }, to };
};
