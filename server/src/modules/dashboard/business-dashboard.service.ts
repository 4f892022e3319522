import type { CalendarMode } from '@backoffice/shared/calendar/bs-calendar';
import { PAGE_CODES } from '@backoffice/shared/page-codes';
import type { BusinessDashboard } from '@backoffice/shared/shell/dashboard.contract';
import { grantedPages } from '../../auth/page-grants.js';
import type { UserContext } from '../../http/request-context.js';
import { approvalFigures, renewalFigures } from './business-approvals.js';
import { collectionFigures } from './business-collections.js';
import { fieldFigures } from './business-field.js';
import { monthOf } from './business-month.js';
import { orderFigures } from './business-orders.js';
import { businessScopeOf } from './business-scope.js';
import { companyDay, countActiveUsers, countSignIns } from './dashboard.service.js';

const VIEWED = {
  orders: PAGE_CODES.Order,
  collections: PAGE_CODES.Payment,
  field: PAGE_CODES.Visit,
  leaves: PAGE_CODES.Leave,
  beatPlans: PAGE_CODES.BeatPlan,
  returns: PAGE_CODES.OrderReturn,
  activationRequests: PAGE_CODES.ActivationRequest,
  users: PAGE_CODES.User,
} as const;

type Rights = Record<keyof typeof VIEWED, boolean>;

/**
 * Which parts the caller may see: view on each part's page, by hasPermission's rule (grantedPages),
 * asked once for every page rather than twice a page. That rule also closes the pages of a module
 * the company lacks, so renewals need no module check of their own.
 */
const viewRights = async (ctx: UserContext): Promise<Rights> => {
  const member = { userId: ctx.user.userId, isSuperAdmin: ctx.user.isSuperAdmin };
  const granted = (await grantedPages(ctx.deps.db, ctx.companyId, [member], 'view')).get(member.userId);
  const names = Object.keys(VIEWED) as (keyof typeof VIEWED)[];
  return Object.fromEntries(names.map((name) => [name, granted?.has(VIEWED[name]) === true])) as Rights;
};

const part = <T>(allowed: boolean, figures: () => Promise<T>): Promise<T | null> =>
  allowed ? figures() : Promise.resolve(null);

/** GET /dashboard/business: every part read at once, each only when the caller may see it. */
export const businessFigures = async (
  ctx: UserContext,
  calendar: CalendarMode,
): Promise<BusinessDashboard> => {
  const [day, rights] = await Promise.all([companyDay(ctx), viewRights(ctx)]);
  const month = monthOf(day.date, calendar);
  const scope = await businessScopeOf(ctx, day.date);
  const [orders, collections, field, approvals, renewals, company] = await Promise.all([
    part(rights.orders, () => orderFigures(ctx, scope, day.date, month)),
    part(rights.collections, () => collectionFigures(ctx, scope, day.date, month)),
    part(rights.field, () => fieldFigures(ctx, scope, day)),
    approvalFigures(ctx, scope, rights),
    part(rights.activationRequests, () => renewalFigures(ctx, day.date)),
    part(rights.users && scope.kind === 'company', async () => {
      const [activeUsers, signIns] = await Promise.all([countActiveUsers(ctx), countSignIns(ctx, day)]);
      return { ActiveUsers: activeUsers, SignInsToday: signIns };
    }),
  ]);
  return {
    Date: day.date,
    Month: { From: month.from, To: month.to },
    Scope: scope.kind,
    Orders: orders,
    Collections: collections,
    Field: field,
    Approvals: approvals,
    Renewals: renewals,
    Company: company,
  };
};
