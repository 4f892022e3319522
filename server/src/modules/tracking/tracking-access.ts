import { PAGE_CODES, type PageName } from '@backoffice/shared/page-codes';
import { isFieldUserType } from '@backoffice/shared/user-types';
import { and, eq } from 'drizzle-orm';
import { requirePermission } from '../../auth/permissions.js';
import { companyUsers } from '../../db/schema/index.js';
import { forbidden, notFound } from '../../http/api-error.js';
import type { UserContext } from '../../http/request-context.js';
import {
  type FieldSalesPerson,
  fieldScopeOf,
  ownSalesPersonIdOf,
  salesPersonOfUser,
} from '../sales-common/field-scope.js';

/**
 * Visits and tracking: view reads the maps, the visit list and the retention setting; edit changes
 * the setting and sends high-priority notifications. A sales person needs no grant for their own
 * points and visits: the field app sends them as that person.
 */
export const VISIT_PAGE = PAGE_CODES.Visit;
/** Hub events name pages by name: LocationUpdated goes to those who may view this one. */
export const VISIT_PAGE_NAME: PageName = 'Visit';
export const TRACKING_TAG = 'Tracking';
export const VISITS_TAG = 'Visits';

export const TRACKING_MESSAGES = {
  notSalesPerson: 'Only a sales person signed in to the field app sends locations and visits.',
  inactive: 'Your sales person record is inactive: ask the office to activate it.',
  otherCompany: 'cid names another company than the one this call is for.',
  noVisits: 'Only a sales person has visits of their own.',
} as const;

/**
 * The caller as a field sales person: a member of type salesPerson linked to an active record. An
 * office user (or a widget) never posts for someone else: the points are always the caller's own.
 */
export const requireFieldSalesPerson = async (ctx: UserContext): Promise<FieldSalesPerson> => {
  if (ctx.userType !== 'salesPerson' || ctx.user.widget) throw forbidden(TRACKING_MESSAGES.notSalesPerson);
  const found = await salesPersonOfUser(ctx.deps.db, ctx.companyId, ctx.user.userId);
  if (!found) throw forbidden(TRACKING_MESSAGES.notSalesPerson);
  if (!found.isActive) throw forbidden(TRACKING_MESSAGES.inactive);
  return found;
};

/**
 * Who a visit read covers: an office user with Visit view sees the company's; a sales person only
 * their own, with or without it (salesPersonId is then theirs whatever was asked), as their field
 * scope says; a dealer or delivery person has none.
 */
export const visitReadScope = async (ctx: UserContext): Promise<{ ownSalesPersonId: number | null }> => {
  const own = ownSalesPersonIdOf(await fieldScopeOf(ctx));
  if (own === null) throw forbidden(TRACKING_MESSAGES.noVisits);
  if (own !== undefined) return { ownSalesPersonId: own };
  // Refuses with the message naming the grant an administrator would give.
  await requirePermission(ctx, { page: VISIT_PAGE, action: 'view' });
  return { ownSalesPersonId: null };
};

/** The spec's cid: informational, but one naming another company is refused, never followed. */
export const checkCid = (ctx: UserContext, cid: number | undefined): void => {
  if (cid !== undefined && cid !== ctx.companyId) throw forbidden(TRACKING_MESSAGES.otherCompany);
};

/** A member of this company (another company's user is 404, as their record would be). */
export const requireMember = async (ctx: UserContext, userId: number): Promise<void> => {
  const [member] = await ctx.deps.db
    .select({ userId: companyUsers.userId })
    .from(companyUsers)
    .where(and(eq(companyUsers.companyId, ctx.companyId), eq(companyUsers.userId, userId)));
  if (!member) throw notFound('User not found.');
};

/**
 * A user whose positions and travel a map read shows: a member of this company and, for a field
 * user, themselves (another person is 404, as another company's user is).
 */
export const requireTrackedUser = async (ctx: UserContext, userId: number): Promise<void> => {
  if (isFieldUserType(ctx.userType) && userId !== ctx.user.userId) throw notFound('User not found.');
  await requireMember(ctx, userId);
};

/** The live map's spuid: a field user sees only their own position, whatever they ask. */
export const trackedUsersOf = (ctx: UserContext, spuid: number | undefined): number | undefined =>
  isFieldUserType(ctx.userType) ? ctx.user.userId : spuid;
