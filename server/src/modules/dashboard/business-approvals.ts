import { LEAVE } from '@backoffice/shared/entities/sales/leave.entity';
import { addDays } from '@backoffice/shared/mobile-banking/renewal-tabs';
import type { BusinessDashboard } from '@backoffice/shared/shell/dashboard.contract';
import { and, between, type Column, count, eq, isNotNull, lt, lte, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import {
  beatPlans,
  companies,
  leavesTable,
  orderReturns,
  mobileBankingActivationRequests as requests,
} from '../../db/schema/index.js';
import { ownerOf } from '../../entities/entity-owner.js';
import { entityTable } from '../../entities/entity-table.js';
import type { UserContext } from '../../http/request-context.js';
import { returnScopeCondition } from '../returns/return-record.js';
import type { BusinessScope } from './business-scope.js';
import { salesPersonCondition } from './business-scope.js';

const leave = entityTable(LEAVE);
/** As the renewals list's upcoming tab reaches, by default. */
const RENEWAL_DUE_DAYS = 30;

/** How many rows of the table the condition keeps, as a column of an enclosing select. */
const countIn = (ctx: UserContext, table: PgTable, where: SQL | undefined) =>
  sql<number | null>`(${ctx.deps.db.select({ value: count() }).from(table).where(where)})`.mapWith(Number);

/** A count the caller may not see. */
const hidden = sql<number | null>`null`;

export interface ApprovalRights {
  leaves: boolean;
  beatPlans: boolean;
  returns: boolean;
  activationRequests: boolean;
}

/**
 * What waits for the office, each in its machine's waiting state: leaves, beat plans and returns
 * pending, activation requests requested (the member has a code; the office activates or rejects).
 * In scope own, a field user's own requests waiting, as their lists show them: their leaves, their
 * sales person's beat plans, the returns of their orders.
 */
export const approvalFigures = async (
  ctx: UserContext,
  scope: BusinessScope,
  rights: ApprovalRights,
): Promise<BusinessDashboard['Approvals']> => {
  const { companyId } = ctx;
  const owner = ownerOf(ctx, LEAVE);
  if (!Object.values(rights).some(Boolean)) {
    return { Leaves: null, BeatPlans: null, Returns: null, ActivationRequests: null };
  }
  /** The table's rows of the company in the waiting state, narrowed to the caller's own if given. */
  const waiting = (
    allowed: boolean,
    table: PgTable,
    columns: { companyId: Column; status: Column },
    state: string,
    own?: SQL,
  ) =>
    allowed
      ? countIn(ctx, table, and(eq(columns.companyId, companyId), eq(columns.status, state), own))
      : hidden;
  // One query, a column per count: the company's row only anchors the select.
  const [row] = await ctx.deps.db
    .select({
      leaves: waiting(
        rights.leaves,
        leavesTable,
        { companyId: leave.companyId, status: leave.Status },
        'pending',
        owner === undefined ? undefined : eq(leave.UserId, owner),
      ),
      plans: waiting(
        rights.beatPlans,
        beatPlans,
        beatPlans,
        'pending',
        salesPersonCondition(scope, beatPlans.salesPersonId),
      ),
      returns: waiting(
        rights.returns,
        orderReturns,
        orderReturns,
        'pending',
        returnScopeCondition(ctx.deps.db, companyId, scope.field),
      ),
      activations: waiting(rights.activationRequests, requests, requests, 'requested'),
    })
    .from(companies)
    .where(eq(companies.id, companyId));
  const { leaves = null, plans = null, returns = null, activations = null } = row ?? {};
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
  const dueSoon = between(requests.expiresOn, today, addDays(today, RENEWAL_DUE_DAYS));
  const overdue = lt(requests.expiresOn, today);
  const [row] = await ctx.deps.db
    .select({
      dueSoon: sql<number>`count(*) filter (where ${dueSoon})`.mapWith(Number),
      overdue: sql<number>`count(*) filter (where ${overdue})`.mapWith(Number),
    })
    .from(requests)
    .where(and(active, lte(requests.expiresOn, addDays(today, RENEWAL_DUE_DAYS))));
  return { DueSoon: row?.dueSoon ?? 0, Overdue: row?.overdue ?? 0 };
};
