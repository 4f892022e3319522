import { type FiscalYear, fiscalYearOf } from '@backoffice/shared/calendar/fiscal-year';
import { sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Database } from '../../../db/database.js';
import { notFound } from '../../../http/api-error.js';
import { readFiscalYearStartMonth } from '../../sales-common/company-calendar.js';
import { numberOf, numberOrNull, rowsOf, textOf } from '../books/books-balance.js';

/** A fiscal year record as the year end reads it. */
export interface YearRecord {
  id: number;
  name: string;
  startDate: string;
  endDate: string;
  isClosed: boolean;
  /** The year its close carried the balances into (null when open, or closed before closes carried). */
  carriedTo: number | null;
}

/**
 * Takes the company's fiscal years FOR UPDATE (a close or reopen: one at a time per company, and
 * no posting or opening balance in between) or FOR SHARE (a write that must see them settled).
 */
export const lockFiscalYears = async (
  tx: Database,
  companyId: number,
  mode: 'update' | 'share',
): Promise<void> => {
  await tx.execute(
    mode === 'update'
      ? sql`select id from fiscal_years where company_id = ${companyId} order by id for update`
      : sql`select id from fiscal_years where company_id = ${companyId} order by id for share`,
  );
};

const yearsSql = (companyId: number) => sql`
  select fy.id, fy.name, fy.start_date::text as start_date, fy.end_date::text as end_date, fy.is_closed,
    cl.next_fiscal_year_id
  from fiscal_years fy
  left join fiscal_year_closings cl on cl.company_id = fy.company_id and cl.fiscal_year_id = fy.id
  where fy.company_id = ${companyId}`;

const yearOf = (row: Record<string, unknown>): YearRecord => ({
  id: numberOf(row.id),
  name: textOf(row.name),
  startDate: textOf(row.start_date),
  endDate: textOf(row.end_date),
  isClosed: row.is_closed === true,
  carriedTo: numberOrNull(row.next_fiscal_year_id),
});

/** The company's fiscal years, earliest first. */
export const readYears = async (db: Database, companyId: number): Promise<YearRecord[]> =>
  rowsOf(await db.execute(sql`${yearsSql(companyId)} order by fy.start_date`)).map(yearOf);

/** One fiscal year of the company; another company's is as missing as one that is not there. */
export const readYear = async (db: Database, companyId: number, id: number): Promise<YearRecord> => {
  const found = (await readYears(db, companyId)).find((year) => year.id === id);
  if (!found) throw notFound(`Fiscal year ${id} was not found.`);
  return found;
};

/** 'YYYY-MM-DD' one day after `day`. */
export const dayAfter = (day: string): string => {
  const next = new Date(`${day}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.toISOString().slice(0, 10);
};

/**
 * Where a close of `year` carries its balances: the company's year that starts the day after it,
 * or the year the calendar gives that day, to be added (`missing`), or a reason none can follow.
 */
export type NextYear =
  | { kind: 'existing'; year: YearRecord }
  | { kind: 'missing'; year: FiscalYear }
  | { kind: 'impossible'; reason: string };

export const nextYearOf = async (
  db: Database,
  companyId: number,
  years: readonly YearRecord[],
  year: YearRecord,
  log: Logger,
): Promise<NextYear> => {
  const first = dayAfter(year.endDate);
  // Years never overlap: the one covering the next day starts on it.
  const covering = years.find((other) => other.startDate <= first && other.endDate >= first);
  if (covering) return { kind: 'existing', year: covering };
  const calendar = fiscalYearOf(first, await readFiscalYearStartMonth(db, companyId, log));
  // A year sharing its days or its name (names are unique) leaves no room for the calendar's.
  const overlapping = years.find(
    (other) =>
      (other.startDate <= calendar.lastDay && other.endDate >= calendar.firstDay) ||
      other.name.toLowerCase() === calendar.label.toLowerCase(),
  );
  if (calendar.firstDay !== first || overlapping) {
    return {
      kind: 'impossible',
      reason: `No fiscal year starts on ${first}, the day after ${year.name}, and ${calendar.label} cannot be added there: add the year that follows ${year.name} first.`,
    };
  }
  return { kind: 'missing', year: calendar };
};
