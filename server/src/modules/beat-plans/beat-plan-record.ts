import { SALES_PERSON } from '@backoffice/shared/entities/sales/sales-person.entity';
import { allowedBeatPlanActions } from '@backoffice/shared/sales/beat-plans/beat-plan';
import type { BeatPlanKey, BeatPlanSummary } from '@backoffice/shared/sales/beat-plans/beat-plan.contract';
import { and, eq, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { beatPlans, salesPersonsTable, users } from '../../db/schema/index.js';
import { entityTable } from '../../entities/entity-table.js';
import { personNameSql } from '../../entities/person-name.js';
import { notFound } from '../../http/api-error.js';
import type { BeatPlanRights } from './beat-plan-access.js';

const person = entityTable(SALES_PERSON);

const planColumns = {
  id: beatPlans.id,
  planNo: beatPlans.planNo,
  salesPersonId: beatPlans.salesPersonId,
  salesPersonName: salesPersonsTable.FullName,
  year: beatPlans.year,
  month: beatPlans.month,
  status: beatPlans.status,
  lineCount: beatPlans.lineCount,
  remarks: beatPlans.remarks,
  version: beatPlans.version,
  createdAt: beatPlans.createdAt,
  createdByName: personNameSql(users),
};

/** Plans with the names a screen shows: the sales person and who made the plan. */
export const selectBeatPlans = (db: Database) =>
  db
    .select(planColumns)
    .from(beatPlans)
    .innerJoin(
      salesPersonsTable,
      and(eq(person.companyId, beatPlans.companyId), eq(person.id, beatPlans.salesPersonId)),
    )
    .leftJoin(users, eq(users.id, beatPlans.createdBy))
    .$dynamic();

export type BeatPlanRow = Awaited<ReturnType<ReturnType<typeof selectBeatPlans>['execute']>>[number];

export const ownBeatPlan = (companyId: number, id: number): SQL =>
  and(eq(beatPlans.companyId, companyId), eq(beatPlans.id, id)) as SQL;

/** The company's plans of one sales person for one month (whatever their status). */
export const planMonth = (
  companyId: number,
  month: { salesPersonId: number; year: number; month: number },
): SQL =>
  and(
    eq(beatPlans.companyId, companyId),
    eq(beatPlans.salesPersonId, month.salesPersonId),
    eq(beatPlans.year, month.year),
    eq(beatPlans.month, month.month),
  ) as SQL;

const keyText = (key: BeatPlanKey): string => key.planNo ?? String(key.id ?? key.planId);

export const beatPlanNotFound = (key: BeatPlanKey | number) =>
  notFound(`Beat plan ${typeof key === 'number' ? key : keyText(key)} was not found.`);

/** Every key given must hold, so `?id=3&planNo=BP-…` of two different plans finds neither. */
const keyCondition = (companyId: number, key: BeatPlanKey): SQL =>
  and(
    eq(beatPlans.companyId, companyId),
    key.id === undefined ? undefined : eq(beatPlans.id, key.id),
    key.planId === undefined ? undefined : eq(beatPlans.id, key.planId),
    key.planNo === undefined ? undefined : eq(beatPlans.planNo, key.planNo.toUpperCase()),
  ) as SQL;

/**
 * The id of the caller's company's plan the key names, or 404 (another company's is missing, and so
 * is one outside `scope`: a sales person's field scope, beatPlanScopeOf).
 */
export const resolveBeatPlanId = async (
  db: Database,
  companyId: number,
  key: BeatPlanKey,
  scope?: SQL,
): Promise<number> => {
  const [row] = await db
    .select({ id: beatPlans.id })
    .from(beatPlans)
    .where(and(keyCondition(companyId, key), scope))
    .limit(1);
  if (!row) throw beatPlanNotFound(key);
  return row.id;
};

export const findBeatPlanRow = async (db: Database, companyId: number, id: number): Promise<BeatPlanRow> => {
  const [row] = await selectBeatPlans(db).where(ownBeatPlan(companyId, id)).limit(1);
  if (!row) throw beatPlanNotFound(id);
  return row;
};

export const toBeatPlanSummary = (row: BeatPlanRow, rights: BeatPlanRights): BeatPlanSummary => ({
  Id: row.id,
  PlanNo: row.planNo,
  SalesPersonId: row.salesPersonId,
  SalesPersonName: row.salesPersonName,
  Year: row.year,
  Month: row.month,
  Status: row.status,
  LineCount: row.lineCount,
  Remarks: row.remarks,
  CreatedAt: row.createdAt.toISOString(),
  CreatedByName: row.createdByName,
  AllowedActions: rights.edit ? allowedBeatPlanActions(row.status) : [],
  CanEdit: rights.edit && row.status === 'pending',
  CanDelete: rights.delete && row.status === 'pending',
});
