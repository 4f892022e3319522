import { PAGE_CODES } from '@backoffice/shared/page-codes';
import type { SQL } from 'drizzle-orm';
import { hasPermission } from '../../auth/permissions.js';
import { beatPlans } from '../../db/schema/index.js';
import { forbidden } from '../../http/api-error.js';
import type { UserContext } from '../../http/request-context.js';
import { fieldScopeOf, ownSalesPersonIdOf, salesPersonScopeCondition } from '../sales-common/field-scope.js';

/**
 * Beat plans: view reads (lists, detail, a sales person's beat for a day), create makes a plan,
 * edit changes a pending one and approves, cancels and excludes visits, delete deletes a pending one.
 */
export const BEAT_PLAN_PAGE = PAGE_CODES.BeatPlan;
/** The audit log's entity name. */
export const BEAT_PLAN_ENTITY = 'BeatPlan';

export interface BeatPlanRights {
  edit: boolean;
  delete: boolean;
}

/** Asked once per request, not once per row of a list. */
export const beatPlanRights = async (ctx: UserContext): Promise<BeatPlanRights> => {
  const [edit, remove] = await Promise.all([
    hasPermission(ctx, BEAT_PLAN_PAGE, 'edit'),
    hasPermission(ctx, BEAT_PLAN_PAGE, 'delete'),
  ]);
  return { edit, delete: remove };
};

/**
 * The plans a field user reaches (fieldScopeOf): a sales person's own, none for a dealer or
 * delivery person; undefined for an office user's all. Every list, export and read by key asks it.
 */
export const beatPlanScopeOf = async (ctx: UserContext): Promise<SQL | undefined> =>
  salesPersonScopeCondition(await fieldScopeOf(ctx), beatPlans.salesPersonId);

/** A field user plans only their own beat: a plan for another sales person is refused (403). */
export const requireOwnBeat = async (ctx: UserContext, salesPersonId: number | undefined): Promise<void> => {
  const own = ownSalesPersonIdOf(await fieldScopeOf(ctx));
  if (own !== undefined && own !== salesPersonId) throw forbidden('You may plan only your own beat.');
};
