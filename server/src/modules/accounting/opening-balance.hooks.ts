import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import type { EntityHooks } from '../../entities/entity-hooks.js';
import { conflict } from '../../http/api-error.js';
import { numberOf, rowsOf, textOf } from './books/books-balance.js';
import { lockFiscalYears } from './year-end/year-end-years.js';

/**
 * Why year `yearId`'s opening balances may not change, or null. A close computed the next year's
 * openings from every balance up to its last day: an opening in the closed year or before it
 * would change what was carried, and the carried openings are the close's own.
 */
const lockedOpeningReason = async (
  tx: Database,
  companyId: number,
  yearId: number,
): Promise<string | null> => {
  const [row] = rowsOf(
    await tx.execute(sql`
      select c.name, c.next_fiscal_year_id = y.id as carried
      from fiscal_years y
      join (
        select fy.id, fy.name, fy.end_date, fy.is_closed, cl.next_fiscal_year_id
        from fiscal_years fy
        left join fiscal_year_closings cl on cl.company_id = fy.company_id and cl.fiscal_year_id = fy.id
        where fy.company_id = ${companyId}
      ) c on c.is_closed or c.next_fiscal_year_id is not null
      where y.company_id = ${companyId} and y.id = ${yearId}
        and (c.end_date >= y.start_date or c.next_fiscal_year_id = y.id)
      order by c.end_date
      limit 1`),
  );
  if (!row) return null;
  return row.carried === true
    ? `Reopen ${textOf(row.name)} to change its carried balances.`
    : `Fiscal year ${textOf(row.name)} is closed: reopen it to change these opening balances.`;
};

const yearOf = (values: Record<string, unknown> | null): number | null =>
  values && values.FiscalYearId !== null && values.FiscalYearId !== undefined
    ? numberOf(values.FiscalYearId)
    : null;

/** Opening balances of a closed year, of the years before it and those its close carried stay as they are. */
export const openingBalanceHooks: EntityHooks = {
  beforeWrite: async (ctx, tx, { before, after }) => {
    const years = [...new Set([yearOf(before), yearOf(after)].filter((id) => id !== null))];
    if (years.length === 0) return;
    // A close or reopen running now holds the years FOR UPDATE: this write waits and then sees it.
    await lockFiscalYears(tx, ctx.companyId, 'share');
    for (const year of years) {
      const reason = await lockedOpeningReason(tx, ctx.companyId, year);
      if (reason) throw conflict(reason);
    }
  },
};
