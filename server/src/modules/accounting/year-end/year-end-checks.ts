import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/database.js';
import { numberOf, rowsOf } from '../books/books-balance.js';
import type { NextYear, YearRecord } from './year-end-years.js';

const plural = (count: number, one: string, many: string): string => `${count} ${count === 1 ? one : many}`;

/** Drafts dated in the year: they would post into a closed year, so they go first. */
export const countDrafts = async (db: Database, companyId: number, year: YearRecord): Promise<number> => {
  const [row] = rowsOf(
    await db.execute(sql`
      select count(*) as n from vouchers
      where company_id = ${companyId} and status = 'draft'
        and voucher_date between ${year.startDate}::date and ${year.endDate}::date`),
  );
  return numberOf(row?.n);
};

/** The earliest open year before `year` with lines in the books or opening balances: it closes first. */
const earlierOpenYear = async (
  db: Database,
  companyId: number,
  years: readonly YearRecord[],
  year: YearRecord,
): Promise<YearRecord | undefined> => {
  const earlier = years.filter((other) => other.endDate < year.startDate && !other.isClosed);
  if (earlier.length === 0) return undefined;
  const used = new Set(
    rowsOf(
      await db.execute(sql`
        select fy.id from fiscal_years fy
        where fy.company_id = ${companyId} and fy.id = any(${sql.param(earlier.map((other) => other.id))}::int[])
          and (exists (
              select 1 from ledger_day_balances b
              where b.company_id = fy.company_id and b.day between fy.start_date and fy.end_date
                and (b.debit <> 0 or b.credit <> 0))
            or exists (
              select 1 from ledger_opening_balances ob
              where ob.company_id = fy.company_id and ob.fiscal_year_id = fy.id))`),
    ).map((row) => numberOf(row.id)),
  );
  return earlier.find((other) => used.has(other.id));
};

const openingCount = async (db: Database, companyId: number, yearId: number): Promise<number> => {
  const [row] = rowsOf(
    await db.execute(sql`
      select count(*) as n from ledger_opening_balances
      where company_id = ${companyId} and fiscal_year_id = ${yearId}`),
  );
  return numberOf(row?.n);
};

/** Why `year` cannot close now, each in a sentence; none when it can. */
export const closeBlockers = async (
  db: Database,
  companyId: number,
  years: readonly YearRecord[],
  year: YearRecord,
  next: NextYear,
  drafts: number,
): Promise<string[]> => {
  if (year.isClosed) return [`${year.name} is already closed.`];
  const blockers: string[] = [];
  const earlier = await earlierOpenYear(db, companyId, years, year);
  if (earlier) {
    blockers.push(`Close ${earlier.name} first: years close in order, and ${earlier.name} has entries.`);
  }
  if (drafts > 0) {
    blockers.push(
      `${plural(drafts, 'draft voucher is', 'draft vouchers are')} dated in ${year.name}: post or delete ${drafts === 1 ? 'it' : 'them'} first.`,
    );
  }
  if (next.kind === 'impossible') blockers.push(next.reason);
  if (next.kind === 'existing' && next.year.isClosed) {
    blockers.push(`${next.year.name} is closed already: reopen it before closing ${year.name}.`);
  } else if (next.kind === 'existing') {
    const entered = await openingCount(db, companyId, next.year.id);
    if (entered > 0) {
      blockers.push(
        `${next.year.name} has ${plural(entered, 'opening balance', 'opening balances')} entered by hand; closing ${year.name} would replace ${entered === 1 ? 'it' : 'them'}. Delete ${entered === 1 ? 'it' : 'them'} first.`,
      );
    }
  }
  return blockers;
};
