import type { FiscalYearStatus } from '@backoffice/shared/accounting/year-end.contract';
import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/database.js';
import { notFound } from '../../../http/api-error.js';
import { numberOf, numberOrNull, rowsOf, textOf, textOrNull } from '../books/books-balance.js';
import { dayAfter } from './year-end-years.js';

const isoOf = (value: unknown): string | null =>
  value === null || value === undefined
    ? null
    : (value instanceof Date ? value : new Date(String(value))).toISOString();

/** GET /accounting/yearend/list: the company's fiscal years, latest first, with how each stands. */
export const readYearStatuses = async (db: Database, companyId: number): Promise<FiscalYearStatus[]> => {
  const rows = rowsOf(
    await db.execute(sql`
      select fy.id, fy.name, fy.start_date::text as start_date, fy.end_date::text as end_date, fy.is_closed,
        cl.profit, cl.opening_count, cl.closed_at, cl.capital_ledger_id, l.name as capital_name,
        nullif(trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')), '') as closed_by_name,
        u.username as closed_by_username
      from fiscal_years fy
      left join fiscal_year_closings cl on cl.company_id = fy.company_id and cl.fiscal_year_id = fy.id
      left join ledgers l on l.company_id = cl.company_id and l.id = cl.capital_ledger_id
      left join users u on u.id = cl.closed_by
      where fy.company_id = ${companyId}
      order by fy.start_date desc`),
  );
  const closedOn = new Map(rows.map((row) => [textOf(row.start_date), row.is_closed === true]));
  return rows.map((row) => {
    const closed = row.is_closed === true;
    const profit = numberOrNull(row.profit);
    return {
      Id: numberOf(row.id),
      Name: textOf(row.name),
      StartDate: textOf(row.start_date),
      EndDate: textOf(row.end_date),
      Status: closed ? 'closed' : 'open',
      ClosedAt: isoOf(row.closed_at),
      ClosedBy: textOrNull(row.closed_by_name) ?? textOrNull(row.closed_by_username),
      Profit: profit === null ? null : profit / 100,
      OpeningCount: numberOrNull(row.opening_count),
      CapitalLedgerId: numberOrNull(row.capital_ledger_id),
      CapitalLedgerName: textOrNull(row.capital_name),
      // Years reopen latest first: the year after must be open (or not there yet).
      CanReopen: closed && closedOn.get(dayAfter(textOf(row.end_date))) !== true,
    };
  });
};

/** One year's status, as close and reopen answer it. */
export const readYearStatus = async (
  db: Database,
  companyId: number,
  id: number,
): Promise<FiscalYearStatus> => {
  const found = (await readYearStatuses(db, companyId)).find((year) => year.Id === id);
  if (!found) throw notFound(`Fiscal year ${id} was not found.`);
  return found;
};
