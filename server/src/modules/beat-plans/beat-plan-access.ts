import { PAGE_CODES } from '@backoffice/shared/page-codes';
import { hasPermission } from '../../auth/permissions.js';
import type { UserContext } from '../../http/request-context.js';

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
