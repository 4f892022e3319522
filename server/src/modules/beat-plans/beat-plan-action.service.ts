import {
  applyBeatPlanAction,
  type BeatPlanAction,
  canDeleteBeatPlan,
  nextBeatPlanStatus,
} from '@backoffice/shared/sales/beat-plans/beat-plan';
import type { BeatPlanExcludeBody } from '@backoffice/shared/sales/beat-plans/beat-plan.contract';
import { and, eq, sql } from 'drizzle-orm';
import { writeUserAudit } from '../../audit/audit-log.js';
import type { Database } from '../../db/database.js';
import { beatPlanLines, beatPlans, beatPlanTransitions } from '../../db/schema/index.js';
import { badRequest, conflict } from '../../http/api-error.js';
import type { UserContext } from '../../http/request-context.js';
import { transitionStep } from '../audit/transition-history.js';
import { BEAT_PLAN_ENTITY } from './beat-plan-access.js';
import { notifyBeatPlanMoved } from './beat-plan-notice.js';
import { ownBeatPlan } from './beat-plan-record.js';
import { findBeatPlanState, STALE_BEAT_PLAN_MESSAGE, statePicture } from './beat-plan-save.service.js';

export interface BeatPlanActionInput {
  Remarks?: string | undefined;
  Version?: number | undefined;
}

/** A second condition inside the move did not hold (the visit was excluded meanwhile). */
class LostRace extends Error {}

type PlanState = Awaited<ReturnType<typeof findBeatPlanState>>;

/** The machine's verdict, or the error to answer: 409 for a refused move, 400 for missing remarks. */
const checkedMove = (
  ctx: UserContext,
  current: PlanState,
  action: BeatPlanAction,
  input: BeatPlanActionInput,
) => {
  if (input.Version !== undefined && input.Version !== current.version)
    throw conflict(STALE_BEAT_PLAN_MESSAGE);
  const move = applyBeatPlanAction(current.status, action, {
    byUserId: ctx.user.userId,
    at: ctx.now.toISOString(),
    remarks: input.Remarks ?? null,
  });
  if (move.ok) return move;
  if (move.conflict) throw conflict(move.message);
  throw badRequest(move.message, [{ Field: 'Remarks', Message: move.message }]);
};

/** After a lost race: the machine's words for the plan as it is now, else "changed by someone else". */
const lostRace = async (ctx: UserContext, id: number, action: BeatPlanAction): Promise<never> => {
  const now = await findBeatPlanState(ctx.deps.db, ctx.companyId, id);
  const again = nextBeatPlanStatus(now.status, action);
  throw conflict(again.ok ? STALE_BEAT_PLAN_MESSAGE : again.message);
};

/**
 * Moves the plan's status, atomically as order actions are: the update matches only while the
 * plan is still in the status read (and at the version sent), the history row and the audit entry
 * are written in the same transaction, and of two at once exactly one matches.
 */
const movePlan = async (
  ctx: UserContext,
  id: number,
  current: PlanState,
  move: ReturnType<typeof checkedMove>,
  extra: (tx: Database) => Promise<{ lineId: number | null; audit: Record<string, unknown> } | null>,
  version?: number,
): Promise<boolean> =>
  ctx.deps.db
    .transaction(async (transaction) => {
      const tx = transaction as Database;
      const [row] = await tx
        .update(beatPlans)
        .set({
          status: move.to,
          version: sql`${beatPlans.version} + 1`,
          ...(move.to === current.status ? {} : { statusChangedAt: ctx.now }),
          updatedAt: ctx.now,
          updatedBy: ctx.user.userId,
        })
        .where(
          and(
            ownBeatPlan(ctx.companyId, id),
            eq(beatPlans.status, current.status),
            version === undefined ? undefined : eq(beatPlans.version, version),
          ),
        )
        .returning({ id: beatPlans.id });
      if (!row) return false;
      const done = await extra(tx);
      // Thrown, not returned, so the status update above is rolled back with it.
      if (done === null) throw new LostRace();
      await tx.insert(beatPlanTransitions).values({
        ...transitionStep(ctx, move.record.action, move.record.from, move.record.to, move.record.remarks),
        planId: id,
        lineId: done.lineId,
      });
      await writeUserAudit(tx, ctx, {
        action: move.record.action,
        entity: BEAT_PLAN_ENTITY,
        entityId: id,
        before: { Status: current.status },
        after: { Status: move.to, Remarks: move.record.remarks, ...done.audit },
      });
      if (move.to !== current.status) {
        await notifyBeatPlanMoved(tx, ctx, id, { status: move.to, remarks: move.record.remarks });
      }
      return true;
    })
    .catch((error: unknown) => {
      if (error instanceof LostRace) return false;
      throw error;
    });

/** Approves or cancels a plan. Answers its number. */
export const runBeatPlanAction = async (
  ctx: UserContext,
  id: number,
  action: 'approve' | 'cancel',
  input: BeatPlanActionInput,
): Promise<string> => {
  const current = await findBeatPlanState(ctx.deps.db, ctx.companyId, id);
  const move = checkedMove(ctx, current, action, input);
  const moved = await movePlan(
    ctx,
    id,
    current,
    move,
    async () => ({ lineId: null, audit: {} }),
    input.Version,
  );
  if (moved) return current.planNo;
  return lostRace(ctx, id, action);
};

const findVisit = async (db: Database, companyId: number, planId: number, body: BeatPlanExcludeBody) => {
  const [line] = await db
    .select({
      id: beatPlanLines.id,
      day: beatPlanLines.day,
      partyId: beatPlanLines.partyId,
      isExcluded: beatPlanLines.isExcluded,
    })
    .from(beatPlanLines)
    .where(
      and(
        eq(beatPlanLines.companyId, companyId),
        eq(beatPlanLines.planId, planId),
        body.LineId === undefined ? undefined : eq(beatPlanLines.id, body.LineId),
        body.Day === undefined ? undefined : eq(beatPlanLines.day, body.Day),
        body.PartyId === undefined ? undefined : eq(beatPlanLines.partyId, body.PartyId),
      ),
    )
    .limit(1);
  return line;
};

/**
 * Excludes one visit of an approved plan: the plan stays approved, the visit stays listed, marked
 * with who excluded it, when and why, and leaves the sales person's beat (listbyuser).
 */
export const excludeBeatVisit = async (
  ctx: UserContext,
  id: number,
  body: BeatPlanExcludeBody,
): Promise<{ planNo: string; day: number }> => {
  const { db } = ctx.deps;
  const current = await findBeatPlanState(db, ctx.companyId, id);
  const move = checkedMove(ctx, current, 'exclude', body);
  const line = await findVisit(db, ctx.companyId, id, body);
  if (!line) {
    const message =
      body.LineId === undefined
        ? `Party ${body.PartyId} is not visited on day ${body.Day} of plan ${current.planNo}.`
        : `Visit ${body.LineId} is not on plan ${current.planNo}.`;
    throw badRequest(message, [
      { Field: body.LineId === undefined ? 'PartyId' : 'LineId', Message: message },
    ]);
  }
  if (line.isExcluded) throw conflict(`This visit on day ${line.day} is already excluded.`);
  const moved = await movePlan(
    ctx,
    id,
    current,
    move,
    async (tx) => {
      const [marked] = await tx
        .update(beatPlanLines)
        .set({
          isExcluded: true,
          excludedAt: ctx.now,
          excludedBy: ctx.user.userId,
          excludeRemarks: move.record.remarks,
        })
        .where(
          and(
            eq(beatPlanLines.companyId, ctx.companyId),
            eq(beatPlanLines.id, line.id),
            eq(beatPlanLines.isExcluded, false),
          ),
        )
        .returning({ id: beatPlanLines.id });
      if (!marked) return null;
      return { lineId: line.id, audit: { ExcludedLineId: line.id, Day: line.day, PartyId: line.partyId } };
    },
    body.Version,
  );
  if (moved) return { planNo: current.planNo, day: line.day };
  const again = await findVisit(db, ctx.companyId, id, { LineId: line.id });
  if (again?.isExcluded) throw conflict(`This visit on day ${line.day} is already excluded.`);
  return lostRace(ctx, id, 'exclude');
};

/** Deletes a pending plan (a draft made by mistake); approved and cancelled ones stay as records. */
export const deleteBeatPlan = async (ctx: UserContext, id: number): Promise<string> => {
  const { db } = ctx.deps;
  const current = await findBeatPlanState(db, ctx.companyId, id);
  const deletable = canDeleteBeatPlan(current.status);
  if (!deletable.ok) throw conflict(deletable.message);
  const deleted = await db.transaction(async (transaction) => {
    const tx = transaction as Database;
    const [row] = await tx
      .delete(beatPlans)
      .where(and(ownBeatPlan(ctx.companyId, id), eq(beatPlans.status, 'pending')))
      .returning({ id: beatPlans.id });
    if (!row) return false;
    await writeUserAudit(tx, ctx, {
      action: 'delete',
      entity: BEAT_PLAN_ENTITY,
      entityId: id,
      before: { ...statePicture(current), Status: current.status },
    });
    return true;
  });
  if (deleted) return current.planNo;
  const now = await findBeatPlanState(db, ctx.companyId, id);
  const still = canDeleteBeatPlan(now.status);
  throw conflict(still.ok ? STALE_BEAT_PLAN_MESSAGE : still.message);
};
