import { SALES_PERSON } from '@backoffice/shared/entities/sales/sales-person.entity';
import { PAGE_CODES, type PageName } from '@backoffice/shared/page-codes';
import { and, eq } from 'drizzle-orm';
import { hasPermission, requirePermission } from '../../auth/permissions.js';
import type { Database } from '../../db/database.js';
import { companyUsers, salesPersonsTable } from '../../db/schema/index.js';
import { entityTable } from '../../entities/entity-table.js';
import { forbidden, notFound } from '../../http/api-error.js';
import type { UserContext } from '../../http/request-context.js';

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
} as const;

export interface FieldSalesPerson {
  id: number;
  userId: number;
  fullName: string;
  isActive: boolean;
}

const person = entityTable(SALES_PERSON);

/** The sales person a user signs in as, in a company: linked by the record's UserId. */
export const salesPersonOfUser = async (
  db: Database,
  companyId: number,
  userId: number,
): Promise<FieldSalesPerson | null> => {
  const [row] = await db
    .select({
      id: salesPersonsTable.id,
      fullName: salesPersonsTable.FullName,
      isActive: salesPersonsTable.IsActive,
    })
    .from(salesPersonsTable)
    .where(and(eq(person.companyId, companyId), eq(person.UserId, userId)))
    .limit(1);
  return row ? { id: Number(row.id), userId, fullName: row.fullName, isActive: row.isActive } : null;
};

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
 * Who a visit read covers: an office user with Visit view sees the company's; a sales person
 * without it sees only their own (salesPersonId is then theirs whatever was asked).
 */
export const visitReadScope = async (ctx: UserContext): Promise<{ ownSalesPersonId: number | null }> => {
  if (await hasPermission(ctx, VISIT_PAGE, 'view')) return { ownSalesPersonId: null };
  if (ctx.userType === 'salesPerson' && !ctx.user.widget) {
    const own = await salesPersonOfUser(ctx.deps.db, ctx.companyId, ctx.user.userId);
    if (own) return { ownSalesPersonId: own.id };
  }
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
