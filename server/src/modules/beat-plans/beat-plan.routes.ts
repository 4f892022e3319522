import { type BeatPlanKey, beatPlanContracts } from '@backoffice/shared/sales/beat-plans/beat-plan.contract';
import { requirePermission } from '../../auth/permissions.js';
import { implementRoute, type MountableRoute } from '../../http/define-route.js';
import type { UserContext } from '../../http/request-context.js';
import { fieldScopeOf, ownSalesPersonIdOf } from '../sales-common/field-scope.js';
import { BEAT_PLAN_PAGE, beatPlanRights, beatPlanScopeOf, requireOwnBeat } from './beat-plan-access.js';
import { deleteBeatPlan, excludeBeatVisit, runBeatPlanAction } from './beat-plan-action.service.js';
import { loadBeatPlanDetail } from './beat-plan-detail.js';
import { beatPlanExportFile } from './beat-plan-export.js';
import { loadBeatParties, loadBeatPlanPage } from './beat-plan-list.js';
import { resolveBeatPlanId } from './beat-plan-record.js';
import { createBeatPlan, updateBeatPlan } from './beat-plan-save.service.js';

const page = BEAT_PLAN_PAGE;

const detailFor = async (ctx: UserContext, id: number) =>
  loadBeatPlanDetail(ctx.deps.db, ctx.companyId, id, await beatPlanRights(ctx));

/** The plan a key names, within the caller's field scope (another sales person's plan is 404). */
const planIdOf = async (ctx: UserContext, key: BeatPlanKey): Promise<number> =>
  resolveBeatPlanId(ctx.deps.db, ctx.companyId, key, await beatPlanScopeOf(ctx));

const statusActions = (['approve', 'cancel'] as const).map((action) =>
  implementRoute(beatPlanContracts[action], {
    handler: async (ctx, { query, body }) => {
      const id = await planIdOf(ctx, query);
      const planNo = await runBeatPlanAction(ctx, id, action, body);
      const done = action === 'approve' ? 'approved' : 'cancelled';
      return { data: await detailFor(ctx, id), message: `Beat plan ${planNo} ${done}.` };
    },
  }),
);

/** Beat plans: a sales person's visits to parties, day by day, for one month. */
export const beatPlanRoutes: readonly MountableRoute[] = [
  implementRoute(beatPlanContracts.list, {
    handler: async (ctx, { query }) => ({
      data: await loadBeatPlanPage(
        ctx.deps.db,
        ctx.companyId,
        query,
        await beatPlanRights(ctx),
        await beatPlanScopeOf(ctx),
      ),
    }),
  }),
  implementRoute(beatPlanContracts.export, {
    handler: async (ctx, { query }) => ({ data: null, file: await beatPlanExportFile(ctx, query) }),
  }),
  implementRoute(beatPlanContracts.listByUser, {
    handler: async (ctx, { query }) => {
      const salesPersonId = query.salesPersonId ?? query.SalesPersonUserId;
      if (salesPersonId === undefined || query.year === undefined || query.month === undefined) {
        return { data: [] };
      }
      // A field user's beat is their own: another sales person's has no visits for them.
      const own = ownSalesPersonIdOf(await fieldScopeOf(ctx));
      if (own !== undefined && own !== salesPersonId) return { data: [] };
      return {
        data: await loadBeatParties(ctx.deps.db, ctx.companyId, {
          salesPersonId,
          year: query.year,
          month: query.month,
          day: query.day,
        }),
      };
    },
  }),
  implementRoute(beatPlanContracts.detail, {
    handler: async (ctx, { query }) => ({
      data: await detailFor(ctx, await planIdOf(ctx, query)),
    }),
  }),
  implementRoute(beatPlanContracts.save, {
    handler: async (ctx, { body }) => {
      await requirePermission(ctx, { page, action: body.Id === undefined ? 'create' : 'edit' });
      await requireOwnBeat(ctx, body.SalesPersonId ?? body.SalesPersonUserId);
      if (body.Id === undefined) {
        const saved = await detailFor(ctx, await createBeatPlan(ctx, body));
        return { data: saved, message: `Beat plan ${saved.PlanNo} created.` };
      }
      await planIdOf(ctx, { id: body.Id });
      await updateBeatPlan(ctx, body.Id, body);
      const saved = await detailFor(ctx, body.Id);
      return { data: saved, message: `Beat plan ${saved.PlanNo} saved.` };
    },
  }),
  implementRoute(beatPlanContracts.delete, {
    handler: async (ctx, { query }) => {
      const id = await planIdOf(ctx, query);
      const planNo = await deleteBeatPlan(ctx, id);
      return { data: { Id: id, PlanNo: planNo }, message: `Beat plan ${planNo} deleted.` };
    },
  }),
  ...statusActions,
  implementRoute(beatPlanContracts.exclude, {
    handler: async (ctx, { query, body }) => {
      const id = await planIdOf(ctx, query);
      const { planNo, day } = await excludeBeatVisit(ctx, id, body);
      return {
        data: await detailFor(ctx, id),
        message: `A visit on day ${day} of beat plan ${planNo} was excluded.`,
      };
    },
  }),
];
