import { sql } from 'drizzle-orm';
import { badRequest, notFound } from '../../../http/api-error.js';
import type { UserContext } from '../../../http/request-context.js';
import { booksDayOf, rowsOf, textOf } from '../books/books-balance.js';
import type { BooksPeriod, BooksScope } from '../books/ledger-period-sums.js';

/** A report's range and the part of the company it reads, with the names its heading shows. */
export interface ReportPeriod {
  period: BooksPeriod;
  scope: BooksScope;
  /** '2083/84': the fiscal year From falls in. */
  fiscalYear: string;
  branchName: string | null;
  costCenterName: string | null;
}

interface PeriodQuery {
  From?: string | undefined;
  To?: string | undefined;
  BranchId?: number | undefined;
  CostCenterId?: number | undefined;
}

const nameOf = async (ctx: UserContext, table: 'branches' | 'cost_centers', id: number | undefined) => {
  if (id === undefined) return null;
  const rows = rowsOf(
    await ctx.deps.db.execute(
      sql`select name from ${sql.identifier(table)} where company_id = ${ctx.companyId} and id = ${id}`,
    ),
  );
  if (rows.length === 0) {
    throw notFound(table === 'branches' ? `Branch ${id} was not found.` : `Cost center ${id} was not found.`);
  }
  return textOf(rows[0]?.name);
};

/**
 * The range a report reads: To the company's today when left out, From the fiscal year start of
 * To; a branch or cost center must be the company's own (404 otherwise).
 */
export const resolveReportPeriod = async (ctx: UserContext, query: PeriodQuery): Promise<ReportPeriod> => {
  const { db } = ctx.deps;
  const to = await booksDayOf(db, ctx.companyId, query.To, ctx.now, ctx.log);
  const from = await booksDayOf(db, ctx.companyId, query.From ?? to.yearStart, ctx.now, ctx.log);
  if (from.asOn > to.asOn) {
    throw badRequest('From must not be after To', [{ Field: 'To', Message: 'From must not be after To' }]);
  }
  const [branchName, costCenterName] = await Promise.all([
    nameOf(ctx, 'branches', query.BranchId),
    nameOf(ctx, 'cost_centers', query.CostCenterId),
  ]);
  return {
    period: { from, to: to.asOn },
    scope: { branchId: query.BranchId, costCenterId: query.CostCenterId },
    fiscalYear: from.yearLabel,
    branchName,
    costCenterName,
  };
};

/** What every report's answer says of its range and scope. */
export const periodFields = (report: ReportPeriod) => ({
  From: report.period.from.asOn,
  To: report.period.to,
  FiscalYear: report.fiscalYear,
  BranchId: report.scope.branchId ?? null,
  BranchName: report.branchName,
  CostCenterId: report.scope.costCenterId ?? null,
  CostCenterName: report.costCenterName,
});
