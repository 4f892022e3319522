import type { FiscalYearStatus, YearEndCloseBody } from '@backoffice/shared/accounting/year-end.contract';
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
import { addMissingFiscalYear } from '../vouchers/voucher-period.js';
import { capitalLedgerFor } from './year-end-capital.js';
import { yearCarryOf } from './year-end-carry.js';
import { closeBlockers, countDrafts } from './year-end-checks.js';
import { readYearStatus } from './year-end-list.js';
import { lockFiscalYears, nextYearOf, readYear, readYears, type YearRecord } from './year-end-years.js';

export const FISCAL_YEAR_AUDIT_ENTITY = 'FiscalYear';

/** The next year's record, added as a posting would add it when the company has none yet. */
const nextYearId = async (
  ctx: UserContext,
  tx: Database,
  years: readonly YearRecord[],
  year: YearRecord,
): Promise<number> => {
  const next = await nextYearOf(tx, ctx.companyId, years, year, ctx.log);
  if (next.kind === 'existing') return next.year.id;
  if (next.kind === 'impossible') throw conflict(next.reason);
  await addMissingFiscalYear(tx, ctx.companyId, next.year);
  const added = (await readYears(tx, ctx.companyId)).find((other) => other.startDate === next.year.firstDay);
  if (!added) throw conflict(`${next.year.label} could not be added after ${year.name}.`);
  return added.id;
};

/**
 * POST /accounting/yearend/close: carries the year's balance sheet ledgers into the next year's
 * opening balances and its profit or loss to the capital ledger, and closes it, in one
 * transaction holding the company's years (postings and opening balances wait for it).
 */
export const closeYear = async (ctx: UserContext, body: YearEndCloseBody): Promise<FiscalYearStatus> => {
  const { db } = ctx.deps;
  await db.transaction(async (trx) => {
    const tx = trx as Database;
    await lockFiscalYears(tx, ctx.companyId, 'update');
    const year = await readYear(tx, ctx.companyId, body.FiscalYearId);
    const capital = await capitalLedgerFor(tx, ctx.companyId, body.CapitalLedgerId);
    const years = await readYears(tx, ctx.companyId);
    const next = await nextYearOf(tx, ctx.companyId, years, year, ctx.log);
    const blockers = await closeBlockers(
      tx,
      ctx.companyId,
      years,
      year,
      next,
      await countDrafts(tx, ctx.companyId, year),
    );
    if (blockers.length > 0) throw conflict(blockers.join(' '));
    const nextId = await nextYearId(ctx, tx, years, year);
    const carry = await yearCarryOf(tx, ctx.companyId, year, capital.id);
    const stamps = {
      companyId: ctx.companyId,
      createdAt: ctx.now,
      createdBy: ctx.user.userId,
      updatedAt: ctx.now,
      updatedBy: ctx.user.userId,
    };
    if (carry.openings.length > 0) {
      await tx.insert(ledgerOpeningBalancesTable).values(
        carry.openings.map((opening) => ({
          ...stamps,
          LedgerId: opening.ledgerId,
          FiscalYearId: nextId,
          Amount: Math.abs(opening.amount),
          Side: opening.amount > 0 ? ('Dr' as const) : ('Cr' as const),
          Remarks: `Carried forward from ${year.name}`,
        })),
      );
    }
    await tx
      .update(fiscalYearsTable)
      .set({ IsClosed: true, updatedAt: ctx.now, updatedBy: ctx.user.userId })
      .where(and(eq(fiscalYearsTable.companyId, ctx.companyId), eq(fiscalYearsTable.id, year.id)));
    await tx.insert(fiscalYearClosings).values({
      companyId: ctx.companyId,
      fiscalYearId: year.id,
      nextFiscalYearId: nextId,
      capitalLedgerId: capital.id,
      profit: carry.profit,
      openingCount: carry.openings.length,
      closedAt: ctx.now,
      closedBy: ctx.user.userId,
    });
    await writeUserAudit(tx, ctx, {
      action: 'close',
      entity: FISCAL_YEAR_AUDIT_ENTITY,
      entityId: year.id,
      before: { IsClosed: false },
      after: {
        IsClosed: true,
        NextFiscalYearId: nextId,
        CapitalLedgerId: capital.id,
        Profit: carry.profit / 100,
        OpeningCount: carry.openings.length,
      },
    });
  });
  return readYearStatus(db, ctx.companyId, body.FiscalYearId);
};
