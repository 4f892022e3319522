import type { TravelHistory } from '@backoffice/shared/sales/tracking/tracking.contract';
import { TRACKING_LIMITS } from '@backoffice/shared/sales/tracking/tracking-plausibility';
import { badRequest } from '../../http/api-error.js';
import type { UserContext } from '../../http/request-context.js';
import { loadRoute } from './location-query.js';
import { requireTrackedUser } from './tracking-access.js';
import { loadTravelVisits } from './visit-list.js';

const DAY_MS = 24 * 60 * 60 * 1000;

export const TRAVEL_MESSAGES = {
  order: 'fromDate must not be after toDate',
  range: `Travel history covers at most ${TRACKING_LIMITS.maxHistoryDays} days: narrow fromDate and toDate`,
  who: 'Name the sales person: spuid (their user id)',
} as const;

/** Days from one YYYY-MM-DD to another, both included. */
const daysCovered = (fromDate: string, toDate: string): number =>
  Math.round((Date.parse(`${toDate}T00:00:00Z`) - Date.parse(`${fromDate}T00:00:00Z`)) / DAY_MS) + 1;

/** A user's route and visits between two Nepal days (at most 31 of them). */
export const loadTravelHistory = async (
  ctx: UserContext,
  query: { fromDate: string; toDate: string; userId: number | undefined },
): Promise<TravelHistory> => {
  const days = daysCovered(query.fromDate, query.toDate);
  if (days < 1)
    throw badRequest(TRAVEL_MESSAGES.order, [{ Field: 'toDate', Message: TRAVEL_MESSAGES.order }]);
  if (days > TRACKING_LIMITS.maxHistoryDays)
    throw badRequest(TRAVEL_MESSAGES.range, [{ Field: 'toDate', Message: TRAVEL_MESSAGES.range }]);
  if (query.userId === undefined)
    throw badRequest(TRAVEL_MESSAGES.who, [{ Field: 'spuid', Message: TRAVEL_MESSAGES.who }]);
  await requireTrackedUser(ctx, query.userId);
  const [Routes, Visits] = await Promise.all([
    loadRoute(ctx.deps.db, ctx.companyId, query.userId, query.fromDate, query.toDate),
    loadTravelVisits(ctx.deps.db, ctx.companyId, query.userId, query.fromDate, query.toDate),
  ]);
  return { Routes, Visits };
};
