import {
  BEAT_PLAN_STATUS_LABELS,
  canChangeBeatPlan,
  INITIAL_BEAT_PLAN_STATUS,
} from '@backoffice/shared/sales/beat-plans/beat-plan';
import type { BeatPlanSaveBody } from '@backoffice/shared/sales/beat-plans/beat-plan.contract';
import { monthLabel } from '@backoffice/shared/sales/beat-plans/beat-plan-lines';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import { writeUserAudit } from '../../audit/audit-log.js';
import type { Database } from '../../db/database.js';
import { beatPlanLines, beatPlans, beatPlanTransitions } from '../../db/schema/index.js';
import { postgresErrorCode, UNIQUE_VIOLATION } from '../../entities/database-errors.js';
import { conflict } from '../../http/api-error.js';
import type { UserContext } from '../../http/request-context.js';
import { transitionStep } from '../audit/transition-history.js';
import { BEAT_PLAN_ENTITY } from './beat-plan-access.js';
import { type BeatPlanInput, readBeatPlanInput } from './beat-plan-input.js';
import { allocatePlanNo } from './beat-plan-number.js';
import { beatPlanNotFound, ownBeatPlan, planMonth } from './beat-plan-record.js';

export const STALE_BEAT_PLAN_MESSAGE = 'This beat plan was changed by someone else; reload it.';

const monthTakenMessage = (input: BeatPlanInput, planNo: string, status: string) =>
  `${input.salesPersonName} already has beat plan ${planNo} for ${monthLabel(input.year, input.month)} (${status}); change that plan, or cancel it first.`;

/** One plan per sales person and month that is not cancelled; the partial unique index backs it. */
const checkMonthFree = async (tx: Database, companyId: number, input: BeatPlanInput, except?: number) => {
  const [taken] = await tx
    .select({ planNo: beatPlans.planNo, status: beatPlans.status })
    .from(beatPlans)
    .where(
      and(
        planMonth(companyId, input),
        ne(beatPlans.status, 'cancelled'),
        except === undefined ? undefined : ne(beatPlans.id, except),
      ),
    )
    .limit(1);
  if (taken) {
    throw conflict(
      monthTakenMessage(input, taken.planNo, BEAT_PLAN_STATUS_LABELS[taken.status].toLowerCase()),
    );
  }
};

/** Two saves at once both pass checkMonthFree; the index refuses the second, answered the same way. */
const monthRace = async <T>(input: BeatPlanInput, write: () => Promise<T>): Promise<T> => {
  try {
    return await write();
  } catch (error) {
    if (postgresErrorCode(error) !== UNIQUE_VIOLATION) throw error;
    throw conflict(
      `${input.salesPersonName} already has a beat plan for ${monthLabel(input.year, input.month)}; reload the list.`,
    );
  }
};

const insertVisits = async (tx: Database, companyId: number, planId: number, input: BeatPlanInput) => {
  await tx.insert(beatPlanLines).values(
    input.visits.map((visit) => ({
      companyId,
      planId,
      day: visit.day,
      position: visit.position,
      partyId: visit.partyId,
    })),
  );
};

/** A save's step in the plan's history: made, or changed while pending. */
const insertSaveStep = async (
  tx: Database,
  ctx: UserContext,
  planId: number,
  action: 'create' | 'update',
) => {
  await tx.insert(beatPlanTransitions).values({
    ...transitionStep(
      ctx,
      action,
      action === 'create' ? null : 'pending',
      action === 'create' ? INITIAL_BEAT_PLAN_STATUS : 'pending',
      null,
    ),
    planId,
  });
};

const auditPicture = (planNo: string, input: BeatPlanInput) => ({
  PlanNo: planNo,
  SalesPersonId: input.salesPersonId,
  Year: input.year,
  Month: input.month,
  Remarks: input.remarks,
  Lines: input.visits.map((visit) => ({ Day: visit.day, PartyId: visit.partyId, Position: visit.position })),
});

/** A new pending plan, numbered, with its 'create' step in the history. Answers its id. */
export const createBeatPlan = async (ctx: UserContext, body: BeatPlanSaveBody): Promise<number> => {
  const input = await readBeatPlanInput(ctx, body);
  return monthRace(input, () =>
    ctx.deps.db.transaction(async (transaction) => {
      const tx = transaction as Database;
      await checkMonthFree(tx, ctx.companyId, input);
      const planNo = await allocatePlanNo(tx, ctx.companyId, input.year);
      const [row] = await tx
        .insert(beatPlans)
        .values({
          companyId: ctx.companyId,
          planNo,
          salesPersonId: input.salesPersonId,
          year: input.year,
          month: input.month,
          status: INITIAL_BEAT_PLAN_STATUS,
          remarks: input.remarks,
          lineCount: input.visits.length,
          statusChangedAt: ctx.now,
          createdAt: ctx.now,
          createdBy: ctx.user.userId,
          updatedAt: ctx.now,
          updatedBy: ctx.user.userId,
        })
        .returning({ id: beatPlans.id });
      if (!row) throw new Error('The beat plan was not inserted');
      await insertVisits(tx, ctx.companyId, row.id, input);
      await insertSaveStep(tx, ctx, row.id, 'create');
      await writeUserAudit(tx, ctx, {
        action: 'create',
        entity: BEAT_PLAN_ENTITY,
        entityId: row.id,
        after: auditPicture(planNo, input),
      });
      return row.id;
    }),
  );
};

export const findBeatPlanState = async (db: Database, companyId: number, id: number) => {
  const [row] = await db
    .select({
      status: beatPlans.status,
      version: beatPlans.version,
      planNo: beatPlans.planNo,
      salesPersonId: beatPlans.salesPersonId,
      year: beatPlans.year,
      month: beatPlans.month,
      remarks: beatPlans.remarks,
    })
    .from(beatPlans)
    .where(ownBeatPlan(companyId, id));
  if (!row) throw beatPlanNotFound(id);
  return row;
};

/** Which plan a stored state is, as its audit pictures begin: number, sales person and month. */
export const statePicture = (state: Awaited<ReturnType<typeof findBeatPlanState>>) => ({
  PlanNo: state.planNo,
  SalesPersonId: state.salesPersonId,
  Year: state.year,
  Month: state.month,
});

const storedVisits = async (db: Database, companyId: number, planId: number) =>
  db
    .select({ Day: beatPlanLines.day, PartyId: beatPlanLines.partyId, Position: beatPlanLines.position })
    .from(beatPlanLines)
    .where(and(eq(beatPlanLines.companyId, companyId), eq(beatPlanLines.planId, planId)))
    .orderBy(asc(beatPlanLines.day), asc(beatPlanLines.position));

/**
 * Replaces a pending plan's fields and visits. The update names the version it read and the pending
 * status, so an approval or another save in between makes this one lose (409).
 */
export const updateBeatPlan = async (ctx: UserContext, id: number, body: BeatPlanSaveBody): Promise<void> => {
  const { db } = ctx.deps;
  const current = await findBeatPlanState(db, ctx.companyId, id);
  if (body.Version !== undefined && body.Version !== current.version) throw conflict(STALE_BEAT_PLAN_MESSAGE);
  const changeable = canChangeBeatPlan(current.status);
  if (!changeable.ok) throw conflict(changeable.message);
  const input = await readBeatPlanInput(ctx, body);
  const before = await storedVisits(db, ctx.companyId, id);
  const saved = await monthRace(input, () =>
    db.transaction(async (transaction) => {
      const tx = transaction as Database;
      await checkMonthFree(tx, ctx.companyId, input, id);
      const [row] = await tx
        .update(beatPlans)
        .set({
          salesPersonId: input.salesPersonId,
          year: input.year,
          month: input.month,
          remarks: input.remarks,
          lineCount: input.visits.length,
          version: sql`${beatPlans.version} + 1`,
          updatedAt: ctx.now,
          updatedBy: ctx.user.userId,
        })
        .where(
          and(
            ownBeatPlan(ctx.companyId, id),
            eq(beatPlans.status, 'pending'),
            eq(beatPlans.version, current.version),
          ),
        )
        .returning({ id: beatPlans.id });
      if (!row) return false;
      await tx
        .delete(beatPlanLines)
        .where(and(eq(beatPlanLines.companyId, ctx.companyId), eq(beatPlanLines.planId, id)));
      await insertVisits(tx, ctx.companyId, id, input);
      await insertSaveStep(tx, ctx, id, 'update');
      await writeUserAudit(tx, ctx, {
        action: 'update',
        entity: BEAT_PLAN_ENTITY,
        entityId: id,
        before: {
          ...statePicture(current),
          Remarks: current.remarks,
          Lines: before,
        },
        after: auditPicture(current.planNo, input),
      });
      return true;
    }),
  );
  if (saved) return;
  const now = await findBeatPlanState(db, ctx.companyId, id);
  const still = canChangeBeatPlan(now.status);
  throw conflict(still.ok ? STALE_BEAT_PLAN_MESSAGE : still.message);
};
