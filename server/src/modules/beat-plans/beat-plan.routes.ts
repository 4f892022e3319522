import { requirePermission } from '../../auth/permissions.js';
import { defineRoute, type MountableRoute } from '../../http/define-route.js';
import type { UserContext } from '../../http/request-context.js';
import {
  beatListByUserQuery,
  beatPlanActionBody,
  beatPlanExcludeBody,
  beatPlanKeyQuery,
  beatPlanListQuery,
  beatPlanSaveBody,
} from './beat-plan.validators.js';
import { BEAT_PLAN_PAGE, BEAT_PLANS_TAG, beatPlanRights } from './beat-plan-access.js';
import { deleteBeatPlan, excludeBeatVisit, runBeatPlanAction } from './beat-plan-action.service.js';
import { loadBeatPlanDetail } from './beat-plan-detail.js';
import { loadBeatParties, loadBeatPlanPage } from './beat-plan-list.js';
import { resolveBeatPlanId } from './beat-plan-record.js';
import { createBeatPlan, updateBeatPlan } from './beat-plan-save.service.js';

const page = BEAT_PLAN_PAGE;
const tag = BEAT_PLANS_TAG;
const KEY_TEXT = 'The plan is named by id, planId or planNo (any one; several must name the same plan).';

const detailFor = async (ctx: UserContext, id: number) =>
  loadBeatPlanDetail(ctx.deps.db, ctx.companyId, id, await beatPlanRights(ctx));

const statusActions = (['approve', 'cancel'] as const).map((action) =>
  defineRoute({
    method: 'post',
    path: `/beatplan/${action}`,
    summary:
      action === 'approve'
        ? `Approves a pending plan: from now it is the sales person's beat (listbyuser) and is no longer edited. ${KEY_TEXT} Optional Remarks, kept in its history; optional Version refuses a stale screen. From another status: 409 saying what the plan can do instead. Answers the BeatPlanDetail.`
        : `Cancels a pending or approved plan (Remarks, the reason, required: 400 without); the month is then free for a new plan for the sales person. ${KEY_TEXT} Optional Version. A cancelled plan: 409. Answers the BeatPlanDetail.`,
    access: 'user',
    tag,
    permission: { page, action: 'edit' },
    query: beatPlanKeyQuery,
    body: beatPlanActionBody,
    handler: async (ctx, { query, body }) => {
      const id = await resolveBeatPlanId(ctx.deps.db, ctx.companyId, query);
      const planNo = await runBeatPlanAction(ctx, id, action, body);
      const done = action === 'approve' ? 'approved' : 'cancelled';
      return { data: await detailFor(ctx, id), message: `Beat plan ${planNo} ${done}.` };
    },
  }),
);

/** Beat plans: a sales person's visits to parties, day by day, for one month. */
export const beatPlanRoutes: readonly MountableRoute[] = [
  defineRoute({
    method: 'get',
    path: '/beatplan/list',
    summary:
      'Beat plans of the company, one page (pageNo, pageSize), latest month first. Filters: SalesPersonId, Year, Month, Status (pending, approved, cancelled; one or a comma list), query (plan number, sales person, remarks). SortBy: Period, PlanNo, SalesPersonName, Status, LineCount, CreatedAt; SortType asc or desc. A page of BeatPlanSummary; AllowedActions is empty without edit permission.',
    access: 'user',
    tag,
    permission: { page, action: 'view' },
    query: beatPlanListQuery,
    handler: async (ctx, { query }) => ({
      data: await loadBeatPlanPage(ctx.deps.db, ctx.companyId, query, await beatPlanRights(ctx)),
    }),
  }),
  defineRoute({
    method: 'get',
    path: '/beatplan/listbyuser',
    summary:
      "A sales person's beat (the spec's beat map query): year, month, optional day, salesPersonId (the sales person's id; SalesPersonUserId is the same), companyId (or the CompanyId header). The visits of their approved plan for that month, excluded visits left out, by day and order of visit: [{PlanId, PlanNo, LineId, Day, Position, PartyId, PartyName, Address, Latitude, Longitude}]. No approved plan: an empty list.",
    access: 'user',
    tag,
    permission: { page, action: 'view' },
    // The beat map embedded in a dispatcher's dashboard reads it with a widget token.
    widgetScope: 'tracking.maps',
    query: beatListByUserQuery,
    handler: async (ctx, { query }) => {
      const salesPersonId = query.salesPersonId ?? query.SalesPersonUserId;
      if (salesPersonId === undefined || query.year === undefined || query.month === undefined) {
        return { data: [] };
      }
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
  defineRoute({
    method: 'get',
    path: '/beatplan/detail',
    summary: `One plan with its visits (day, order of visit, party with address and position, excluded or not, by whom and why) and its history (created, saved, approved, cancelled, visits excluded: who, when, remarks). ${KEY_TEXT} BeatPlanDetail.`,
    access: 'user',
    tag,
    permission: { page, action: 'view' },
    query: beatPlanKeyQuery,
    handler: async (ctx, { query }) => ({
      data: await detailFor(ctx, await resolveBeatPlanId(ctx.deps.db, ctx.companyId, query)),
    }),
  }),
  defineRoute({
    method: 'post',
    path: '/beatplan/save',
    summary:
      "Without Id: makes a pending plan (create permission), numbered BP-{year}-{serial}. With Id: replaces a pending plan's fields and visits (edit permission; an approved or cancelled plan: 409; Version refuses a stale screen). JSON {SalesPersonId (or SalesPersonUserId), Year, Month, Remarks?, Lines: [{Day, PartyId, Position?}]}, or a form with Lines as a JSON string. The month is this month or later; each day within it; each party the company's and active, at most once a day (400 naming the visit: Lines[2].PartyId); the sales person active. One plan per sales person and month that is not cancelled: another is 409 naming it. Position orders a day's visits (left out: as listed). Answers the BeatPlanDetail.",
    access: 'user',
    tag,
    permission: { page, action: 'create' },
    alsoPermittedBy: [{ page, action: 'edit' }],
    body: beatPlanSaveBody,
    handler: async (ctx, { body }) => {
      await requirePermission(ctx, { page, action: body.Id === undefined ? 'create' : 'edit' });
      if (body.Id === undefined) {
        const saved = await detailFor(ctx, await createBeatPlan(ctx, body));
        return { data: saved, message: `Beat plan ${saved.PlanNo} created.` };
      }
      await updateBeatPlan(ctx, body.Id, body);
      const saved = await detailFor(ctx, body.Id);
      return { data: saved, message: `Beat plan ${saved.PlanNo} saved.` };
    },
  }),
  defineRoute({
    method: 'post',
    path: '/beatplan/delete',
    summary: `Deletes a pending plan (one made by mistake) with its visits and history; the audit log keeps it. ${KEY_TEXT} An approved or cancelled plan stays as a record: 409 (cancel an approved one instead).`,
    access: 'user',
    tag,
    permission: { page, action: 'delete' },
    query: beatPlanKeyQuery,
    handler: async (ctx, { query }) => {
      const id = await resolveBeatPlanId(ctx.deps.db, ctx.companyId, query);
      const planNo = await deleteBeatPlan(ctx, id);
      return { data: { Id: id, PlanNo: planNo }, message: `Beat plan ${planNo} deleted.` };
    },
  }),
  ...statusActions,
  defineRoute({
    method: 'post',
    path: '/beatplan/exclude',
    summary: `Excludes one visit of an approved plan (the spec's "exclude plan"): LineId, or Day and PartyId; Remarks (why) required. The plan stays approved; the visit stays on it, marked with who excluded it, when and why, and leaves the sales person's beat. ${KEY_TEXT} A plan that is not approved, or a visit already excluded: 409. Optional Version. Answers the BeatPlanDetail.`,
    access: 'user',
    tag,
    permission: { page, action: 'edit' },
    query: beatPlanKeyQuery,
    body: beatPlanExcludeBody,
    handler: async (ctx, { query, body }) => {
      const id = await resolveBeatPlanId(ctx.deps.db, ctx.companyId, query);
      const { planNo, day } = await excludeBeatVisit(ctx, id, body);
      return {
        data: await detailFor(ctx, id),
        message: `A visit on day ${day} of beat plan ${planNo} was excluded.`,
      };
    },
  }),
];
