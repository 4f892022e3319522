import { addDays } from '@backoffice/shared/mobile-banking/renewal-tabs';
import type { BusinessDashboard } from '@backoffice/shared/shell/dashboard.contract';
import { and, between, count, eq, inArray, lte, notInArray, type SQL, sql } from 'drizzle-orm';
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
  const figure = (where: SQL | undefined) =>
    db
      .select({
        Count: count(),
        Amount: sql<number>`coalesce(sum(${payments.amount}), 0)`.mapWith((paisa) => toRupees(Number(paisa))),
      })
      .from(payments)
      .where(and(eq(payments.companyId, ctx.companyId), scope.payments, where))
      .then(([row]) => row ?? { Count: 0, Amount: 0 });
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
  const [todayFigure, monthFigure, outstanding, chequesDue, chequesBounced] = await Promise.all([
    figure(eq(payments.paymentDate, today)),
    figure(between(payments.paymentDate, month.from, month.to)),
    outstandingFigure(ctx, scope),
    figure(
      and(
        eq(payments.method, 'cheque'),
        notInArray(payments.chequeStatus, ['cleared', 'bounced']),
        lte(payments.chequeDate, addDays(today, CHEQUE_DUE_DAYS)),
      ),
    ),
    figure(and(eq(payments.method, 'cheque'), bouncedThisMonth)),
  ]);
  return {
    Today: todayFigure,
    Month: monthFigure,
    Outstanding: outstanding,
    ChequesDue: chequesDue,
    ChequesBounced: chequesBounced,
  };
};
