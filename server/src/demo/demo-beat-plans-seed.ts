import { PARTY } from '@backoffice/shared/entities/sales/party.entity';
import { SALES_PERSON } from '@backoffice/shared/entities/sales/sales-person.entity';
import {
  applyBeatPlanAction,
  type BeatPlanAction,
  type BeatPlanStatus,
  INITIAL_BEAT_PLAN_STATUS,
} from '@backoffice/shared/sales/beat-plans/beat-plan';
import { daysInMonth } from '@backoffice/shared/sales/beat-plans/beat-plan-lines';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { beatPlanLines, beatPlans, beatPlanTransitions } from '../db/schema/index.js';
import { allocatePlanNo } from '../modules/beat-plans/beat-plan-number.js';
import { companyToday } from '../modules/orders/company-today.js';
import { seededIds } from './demo-ids.js';

const DAY_MS = 86_400_000;
/** Saturday, the weekly holiday in Nepal: no visits. */
const SATURDAY = 6;

interface DemoPlan {
  person: string;
  /** 0: the company's current month, 1: the next one. */
  monthOffset: 0 | 1;
  parties: string[];
  /** Visits a day, taken in turn from the parties. */
  perDay: number;
  steps: { action: BeatPlanAction; remarks?: string }[];
  remarks?: string;
}

const KATHMANDU = [
  'Bishnu Traders',
  'Asan Wholesale Centre',
  'Shrestha General Store',
  'Everest Pharmacy',
  'Koteshwor Suppliers',
];
const POKHARA = ['Lakeside Mart', 'Fewa Grocery', 'Annapurna Kirana Pasal'];

/** An approved beat with one visit excluded, a cancelled one, and next month's waiting for approval. */
const DEMO_PLANS: DemoPlan[] = [
  {
    person: 'Maya Rai',
    monthOffset: 0,
    parties: KATHMANDU,
    perDay: 3,
    steps: [{ action: 'approve' }, { action: 'exclude', remarks: 'Shop closed for a family wedding.' }],
    remarks: 'New Road and Baneshwor beats on alternate days.',
  },
  {
    person: 'Hari Gurung',
    monthOffset: 0,
    parties: POKHARA,
    perDay: 2,
    steps: [{ action: 'cancel', remarks: 'Lakeside road works; the route is being redrawn.' }],
  },
  { person: 'Hari Gurung', monthOffset: 1, parties: POKHARA, perDay: 2, steps: [] },
];

const monthAfter = (year: number, month: number, offset: number) =>
  month + offset > 12 ? { year: year + 1, month: month + offset - 12 } : { year, month: month + offset };

/** Every working day of the month, `perDay` parties in turn. */
const visitsOf = (plan: DemoPlan, year: number, month: number, partyIds: number[]) => {
  const visits: { day: number; position: number; partyId: number }[] = [];
  let turn = 0;
  for (let day = 1; day <= daysInMonth(year, month); day++) {
    if (new Date(Date.UTC(year, month - 1, day)).getUTCDay() === SATURDAY) continue;
    for (let position = 1; position <= plan.perDay; position++) {
      const partyId = partyIds[turn % partyIds.length];
      turn += 1;
      if (partyId !== undefined) visits.push({ day, position, partyId });
    }
  }
  return visits;
};

export const seedDemoBeatPlans = async (
  tx: Database,
  companyId: number,
  adminId: number,
  now: Date,
): Promise<void> => {
  const [person, party] = await Promise.all([
    seededIds(tx, companyId, SALES_PERSON),
    seededIds(tx, companyId, PARTY),
  ]);
  const today = await companyToday(tx, companyId, now);
  const [thisYear, thisMonth, thisDay] = today.split('-').map(Number) as [number, number, number];
  const madeAt = new Date(now.getTime() - 3 * DAY_MS);

  for (const plan of DEMO_PLANS) {
    const { year, month } = monthAfter(thisYear, thisMonth, plan.monthOffset);
    const visits = visitsOf(plan, year, month, plan.parties.map(party));
    const planNo = await allocatePlanNo(tx, companyId, year);
    const [row] = await tx
      .insert(beatPlans)
      .values({
        companyId,
        planNo,
        salesPersonId: person(plan.person),
        year,
        month,
        status: INITIAL_BEAT_PLAN_STATUS,
        remarks: plan.remarks ?? null,
        lineCount: visits.length,
        statusChangedAt: madeAt,
        createdAt: madeAt,
        createdBy: adminId,
        updatedAt: madeAt,
        updatedBy: adminId,
      })
      .returning({ id: beatPlans.id });
    if (!row) throw new Error('seed: beat plan not inserted');
    const lines = await tx
      .insert(beatPlanLines)
      .values(visits.map((visit) => ({ companyId, planId: row.id, ...visit })))
      .returning({ id: beatPlanLines.id, day: beatPlanLines.day });
    await tx.insert(beatPlanTransitions).values({
      companyId,
      planId: row.id,
      action: 'create',
      fromStatus: null,
      toStatus: INITIAL_BEAT_PLAN_STATUS,
      byUserId: adminId,
      at: madeAt,
    });

    let status: BeatPlanStatus = INITIAL_BEAT_PLAN_STATUS;
    let statusChangedAt = madeAt;
    for (const [index, step] of plan.steps.entries()) {
      const at = new Date(madeAt.getTime() + (index + 1) * DAY_MS);
      const move = applyBeatPlanAction(status, step.action, {
        byUserId: adminId,
        at: at.toISOString(),
        remarks: step.remarks ?? null,
      });
      if (!move.ok) throw new Error(`seed: ${move.message}`);
      // The visit excluded is the first one from tomorrow on, so it is still ahead on the plan.
      const excluded =
        step.action === 'exclude'
          ? (lines.find((line) => line.day > thisDay) ?? lines[lines.length - 1])
          : undefined;
      if (excluded) {
        await tx
          .update(beatPlanLines)
          .set({ isExcluded: true, excludedAt: at, excludedBy: adminId, excludeRemarks: move.record.remarks })
          .where(and(eq(beatPlanLines.companyId, companyId), eq(beatPlanLines.id, excluded.id)));
      }
      await tx.insert(beatPlanTransitions).values({
        companyId,
        planId: row.id,
        action: step.action,
        fromStatus: status,
        toStatus: move.to,
        lineId: excluded?.id ?? null,
        byUserId: adminId,
        at,
        remarks: move.record.remarks,
      });
      if (move.to !== status) statusChangedAt = at;
      status = move.to;
    }
    await tx
      .update(beatPlans)
      .set({ status, statusChangedAt, version: plan.steps.length + 1 })
      .where(and(eq(beatPlans.companyId, companyId), eq(beatPlans.id, row.id)));
  }
};
