import type { FiscalYearStatus, YearEndReopenBody } from '@backoffice/shared/accounting/year-end.contract';
import { and, eq } from 'drizzle-orm';
import { writeUserAudit } from '../../../audit/audit-log.js';
import type { Database } from '../../../db/database.js';
import {
  fiscalYearClosings,
  fiscalYearsTable,
  ledgerOpeningBalancesTable,
} from '../../../db/schema/index.js';
import { conflict } from '../../../http/api-error.js';
import type { UserContext } from '../../../http/request-context.js';
import { FISCAL_YEAR_AUDIT_ENTITY } from './year-end-close.service.js';
import { readYearStatus } from './year-end-list.js';
import { dayAfter, lockFiscalYears, readYear, readYears } from './year-end-years.js';

/**
 * POST /accounting/yearend/reopen: takes back a close while the year after is open: the openings
 * it carried go (all the next year's: none could be entered by hand while it stood) with the
 * closing record, and the year takes postings again.
 */
export const reopenYear = async (ctx: UserContext, body: YearEndReopenBody): Promise<FiscalYearStatus> => {
  const { db } = ctx.deps;
  await db.transaction(async (trx) => {
    const tx = trx as Database;
    await lockFiscalYears(tx, ctx.companyId, 'update');
    const year = await readYear(tx, ctx.companyId, body.FiscalYearId);
    if (!year.isClosed) throw conflict(`${year.name} is not closed.`);
    const years = await readYears(tx, ctx.companyId);
    const nextId = year.carriedTo;
    const next = years.find((other) =>
      nextId === null ? other.startDate === dayAfter(year.endDate) : other.id === nextId,
    );
    if (next?.isClosed) {
      throw conflict(`Reopen ${next.name} first: it is closed, and its balances come from ${year.name}.`);
    }
    const [closing] = await tx
      .delete(fiscalYearClosings)
      .where(
        and(eq(fiscalYearClosings.companyId, ctx.companyId), eq(fiscalYearClosings.fiscalYearId, year.id)),
      )
      .returning();
    let removed = 0;
    if (closing) {
      const deleted = await tx
        .delete(ledgerOpeningBalancesTable)
        .where(
          and(
            eq(ledgerOpeningBalancesTable.companyId, ctx.companyId),
            eq(ledgerOpeningBalancesTable.FiscalYearId, closing.nextFiscalYearId),
          ),
        )
        .returning({ id: ledgerOpeningBalancesTable.id });
      removed = deleted.length;
    }
    await tx
      .update(fiscalYearsTable)
      .set({ IsClosed: false, updatedAt: ctx.now, updatedBy: ctx.user.userId })
      .where(and(eq(fiscalYearsTable.companyId, ctx.companyId), eq(fiscalYearsTable.id, year.id)));
    await writeUserAudit(tx, ctx, {
      action: 'reopen',
      entity: FISCAL_YEAR_AUDIT_ENTITY,
      entityId: year.id,
      before: {
        IsClosed: true,
        ...(closing
          ? {
              NextFiscalYearId: closing.nextFiscalYearId,
              CapitalLedgerId: closing.capitalLedgerId,
              Profit: closing.profit / 100,
              OpeningCount: closing.openingCount,
            }
          : {}),
      },
      after: { IsClosed: false, Remarks: body.Remarks, OpeningsRemoved: removed },
    });
  });
  return readYearStatus(db, ctx.companyId, body.FiscalYearId);
};
