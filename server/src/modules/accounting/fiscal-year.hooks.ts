import { FISCAL_YEAR } from '@backoffice/shared/entities/accounting/fiscal-year.entity';
import { and, gte, lte } from 'drizzle-orm';
import { fiscalYearsTable } from '../../db/schema/index.js';
import type { EntityHooks } from '../../entities/entity-hooks.js';
import { otherRecords } from '../../entities/other-records.js';

/** A company's fiscal years never overlap: the save names the year it would share days with. */
export const fiscalYearHooks: EntityHooks = {
  validate: async (ctx, values, id) => {
    const { StartDate: start, EndDate: end } = values;
    if (typeof start !== 'string' || typeof end !== 'string') return [];
    const [other] = await ctx.deps.db
      .select({
        name: fiscalYearsTable.Name,
        start: fiscalYearsTable.StartDate,
        end: fiscalYearsTable.EndDate,
      })
      .from(fiscalYearsTable)
      .where(
        otherRecords(
          FISCAL_YEAR,
          ctx.companyId,
          id,
          and(lte(fiscalYearsTable.StartDate, end), gte(fiscalYearsTable.EndDate, start)),
        ),
      )
      .limit(1);
    return other
      ? [
          {
            Field: 'StartDate',
            Message: `These days overlap fiscal year ${other.name} (${other.start} to ${other.end}); fiscal years may not overlap`,
          },
        ]
      : [];
  },
};
