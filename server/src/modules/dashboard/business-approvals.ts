import { LEAVE } from '@backoffice/shared/entities/sales/leave.entity';
import { addDays } from '@backoffice/shared/mobile-banking/renewal-tabs';
import type { BusinessDashboard } from '@backoffice/shared/shell/dashboard.contract';
import { and, between, count, eq, isNotNull, lt, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import {
  beatPlans,
  leavesTable,
  orderReturns,
  mobileBankingActivationRequests as requests,
} from '../../db/schema/index.js';
import { entityTable } from '../../entities/entity-table.js';
import type { UserContext } from '../../http/request-context.js';

const leave = entityTable(LEAVE);
/** As the renewals list's upcoming tab reaches, by default. */
const RENEWAL_DUE_DAYS = 30;

const countWhere = async (ctx: UserContext, table: PgTable, where: SQL | undefined): Promise<number> => {
  const [row] = await ctx.deps.db.select({ value: count() }).from(table).where(where);
  return row?.value ?? 0;
};

/** A count the caller may see, or null. */
const when = (allowed: boolean, figure: () => Promise<number>): Promise<number | null> =>
  allowed ? figure() : Promise.resolve(null);

export interface ApprovalRights {
  leaves: boolean;
  beatPlans: boolean;
  returns: boolean;
  activationRequests: boolean;
}

/**
 * What waits for the office, each in its machine's waiting state: leaves, beat plans and returns
 * pending, activation requests requested (the member has a code; the office activates or rejects).
 */
export const approvalFigures = async (
  ctx: UserContext,
  rights: ApprovalRights,
): Promise<BusinessDashboard['Approvals']> => {
  const { companyId } = ctx;
  const [leaves, plans, returns, activations] = await Promise.all([
    when(rights.leaves, () =>
      countWhere(ctx, leavesTable, and(eq(leave.companyId, companyId), eq(leave.Status, 'pending'))),
    ),
    when(rights.beatPlans, () =>
      countWhere(ctx, beatPlans, and(eq(beatPlans.companyId, companyId), eq(beatPlans.status, 'pending'))),
    ),
    when(rights.returns, () =>
      countWhere(
        ctx,
        orderReturns,
        and(eq(orderReturns.companyId, companyId), eq(orderReturns.status, 'pending')),
      ),
    ),
    when(rights.activationRequests, () =>
      countWhere(ctx, requests, and(eq(requests.companyId, companyId), eq(requests.status, 'requested'))),
    ),
  ]);
  return { Leaves: leaves, BeatPlans: plans, Returns: returns, ActivationRequests: activations };
};

/**
 * Activated services to renew, on the renewals list's conditions: expiring from today to 30 days
 * on, and already expired. Disabled services are left out there too.
 */
export const renewalFigures = async (
  ctx: UserContext,
  today: string,
): Promise<NonNullable<BusinessDashboard['Renewals']>> => {
  const active = and(
    eq(requests.companyId, ctx.companyId),
    eq(requests.status, 'activated'),
    isNotNull(requests.expiresOn),
  );
  const [dueSoon, overdue] = await Promise.all([
    countWhere(
      ctx,
      requests,
      and(active, between(requests.expiresOn, today, addDays(today, RENEWAL_DUE_DAYS))),
    ),
    countWhere(ctx, requests, and(active, lt(requests.expiresOn, today))),
  ]);
  return { DueSoon: dueSoon, Overdue: overdue };
};
