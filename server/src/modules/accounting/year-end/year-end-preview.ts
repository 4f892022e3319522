import type { YearEndPreview } from '@backoffice/shared/accounting/year-end.contract';
import { notFound } from '../../../http/api-error.js';
import type { UserContext } from '../../../http/request-context.js';
import { capitalLedgerChoices, defaultCapitalLedger } from './year-end-capital.js';
import { yearCarryOf } from './year-end-carry.js';
import { closeBlockers, countDrafts } from './year-end-checks.js';
import { nextYearOf, readYears } from './year-end-years.js';

/** GET /accounting/yearend/preview: what closing the year would do, and what stops it now. */
export const previewYearEnd = async (ctx: UserContext, yearId: number): Promise<YearEndPreview> => {
  const { db } = ctx.deps;
  const years = await readYears(db, ctx.companyId);
  const year = years.find((other) => other.id === yearId);
  if (!year) throw notFound(`Fiscal year ${yearId} was not found.`);
  const [next, drafts, capital, choices] = await Promise.all([
    nextYearOf(db, ctx.companyId, years, year, ctx.log),
    countDrafts(db, ctx.companyId, year),
    defaultCapitalLedger(db, ctx.companyId),
    capitalLedgerChoices(db, ctx.companyId),
  ]);
  const [blockers, carry] = await Promise.all([
    closeBlockers(db, ctx.companyId, years, year, next, drafts),
    yearCarryOf(db, ctx.companyId, year, capital?.id ?? null),
  ]);
  return {
    FiscalYearId: year.id,
    FiscalYear: year.name,
    StartDate: year.startDate,
    EndDate: year.endDate,
    NextFiscalYear:
      next.kind === 'existing' ? next.year.name : next.kind === 'missing' ? next.year.label : '',
    Profit: carry.profit / 100,
    LedgersCarried: carry.openings.length,
    Drafts: drafts,
    Blockers: blockers,
    CapitalLedgerId: capital?.id ?? null,
    CapitalLedgerName: capital?.name ?? null,
    CapitalLedgers: choices.map((choice) => ({ Id: choice.id, Name: choice.name })),
  };
};
