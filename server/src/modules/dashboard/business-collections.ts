import { addDays } from '@backoffice/shared/mobile-banking/renewal-tabs';
import type { BusinessDashboard } from '@backoffice/shared/shell/dashboard.contract';
import { and, between, eq, inArray, lte, notInArray, or, type SQL, sql } from 'drizzle-orm';
import { payments, paymentTransitions } from '../../db/schema/index.js';
import { toRupees } from '../../entities/entity-values.js';
import type { UserContext } from '../../http/request-context.js';
import type { MonthRange } from './business-month.js';
import { outstandingFigure } from './business-receivables.js';
import type { BusinessScope } from './business-scope.js';

type CollectionFigures = NonNullable<BusinessDashboard['Collections']>;

/** A cheque counts as due this many days ahead of its date. */
const CHEQUE_DUE_DAYS = 7;

/**
 * Payments received today and this month (by payment date, whatever became of a cheque since),
 * receivables, cheques still to clear (received or deposited) dated up to a week ahead, overdue
 * ones included, and cheques with a bounce dated this month.
 */
export const collectionFigures = async (
  ctx: UserContext,
  scope: BusinessScope,
  today: string,
  month: MonthRange,
): Promise<CollectionFigures> => {
  const { db } = ctx.deps;
  const bouncedThisMonth = inArray(
    payments.id,
    db
      .select({ id: paymentTransitions.paymentId })
      .from(paymentTransitions)
      .where(
        and(
          eq(paymentTransitions.companyId, ctx.companyId),
          eq(paymentTransitions.action, 'bounce'),
          between(paymentTransitions.day, month.from, month.to),
        ),
      ),
  );
  const which = {
    today: eq(payments.paymentDate, today),
    month: between(payments.paymentDate, month.from, month.to),
    chequesDue: and(
      eq(payments.method, 'cheque'),
      notInArray(payments.chequeStatus, ['cleared', 'bounced']),
      lte(payments.chequeDate, addDays(today, CHEQUE_DUE_DAYS)),
    ) as SQL,
    chequesBounced: and(eq(payments.method, 'cheque'), bouncedThisMonth) as SQL,
  };
  const counted = (condition: SQL) => sql<number>`count(*) filter (where ${condition})`.mapWith(Number);
  const summed = (condition: SQL) =>
    sql<number>`coalesce(sum(${payments.amount}) filter (where ${condition}), 0)`.mapWith(Number);
  // One read of the payments any figure counts (today's are among the month's), each figure a filter.
  const [[row], outstanding] = await Promise.all([
    db
      .select({
        todayCount: counted(which.today),
        todayAmount: summed(which.today),
        monthCount: counted(which.month),
        monthAmount: summed(which.month),
        dueCount: counted(which.chequesDue),
        dueAmount: summed(which.chequesDue),
        bouncedCount: counted(which.chequesBounced),
        bouncedAmount: summed(which.chequesBounced),
      })
      .from(payments)
      .where(
        and(
          eq(payments.companyId, ctx.companyId),
          scope.payments,
          or(which.month, which.chequesDue, which.chequesBounced),
        ),
      ),
    outstandingFigure(ctx, scope),
  ]);
  const figure = (count = 0, paisa = 0) => ({ Count: count, Amount: toRupees(paisa) });
  const todayFigure = figure(row?.todayCount, row?.todayAmount);
  const monthFigure = figure(row?.monthCount, row?.monthAmount);
  const chequesDue = figure(row?.dueCount, row?.dueAmount);
  const chequesBounced = figure(row?.bouncedCount, row?.bouncedAmount);
  return {
    Today: todayFigure,
    Month: monthFigure,
    Outstanding: outstanding,
    ChequesDue: chequesDue,
    ChequesBounced: chequesBounced,
  };
};
