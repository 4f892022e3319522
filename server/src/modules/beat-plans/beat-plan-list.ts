import { SALES_PERSON } from '@backoffice/shared/entities/sales/sales-person.entity';
import { BEAT_PLAN_STATUSES } from '@backoffice/shared/sales/beat-plans/beat-plan';
import type {
  BeatParty,
  BeatPlanFilters,
  BeatPlanListQuery,
  BeatPlanPage,
  BeatPlanSortField,
} from '@backoffice/shared/sales/beat-plans/beat-plan.contract';
import { and, asc, count, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { beatPlanLines, beatPlans, partiesTable, salesPersonsTable } from '../../db/schema/index.js';
import { entityTable } from '../../entities/entity-table.js';
import { containsPattern, pageOffset, toPage } from '../../http/page-query.js';
import type { BeatPlanRights } from './beat-plan-access.js';
import { planMonth, selectBeatPlans, toBeatPlanSummary } from './beat-plan-record.js';
import { toVisitParty, visitPartyColumns, visitPartyJoin } from './beat-plan-visit-party.js';

const person = entityTable(SALES_PERSON);

/** The tenant condition first; every filter only narrows it. */
export const planCondition = (db: Database, companyId: number, query: BeatPlanFilters): SQL => {
  const search = query.query?.trim();
  const pattern = search ? containsPattern(search) : undefined;
  return and(
    eq(beatPlans.companyId, companyId),
    query.SalesPersonId === undefined ? undefined : eq(beatPlans.salesPersonId, query.SalesPersonId),
    query.Year === undefined ? undefined : eq(beatPlans.year, query.Year),
    query.Month === undefined ? undefined : eq(beatPlans.month, query.Month),
    query.Status === undefined ? undefined : inArray(beatPlans.status, query.Status),
    pattern === undefined
      ? undefined
      : or(
          ilike(beatPlans.planNo, pattern),
          ilike(beatPlans.remarks, pattern),
          inArray(
            beatPlans.salesPersonId,
            db
              .select({ id: person.id })
              .from(salesPersonsTable)
              .where(and(eq(person.companyId, companyId), ilike(person.FullName, pattern))),
          ),
        ),
  ) as SQL;
};

const statusRank = sql`array_position(${sql.param([...BEAT_PLAN_STATUSES])}::text[], ${beatPlans.status})`;

const SORT_COLUMNS: Readonly<Record<BeatPlanSortField, SQL[]>> = {
  Period: [sql`${beatPlans.year}`, sql`${beatPlans.month}`],
  PlanNo: [sql`${beatPlans.planNo}`],
  SalesPersonName: [sql`lower(${person.FullName})`],
  Status: [statusRank],
  LineCount: [sql`${beatPlans.lineCount}`],
  CreatedAt: [sql`${beatPlans.createdAt}`],
};

/** The latest month first unless asked otherwise; the id breaks ties so pages never overlap. */
export const planSort = (query: BeatPlanFilters) => {
  const direction = query.SortType ?? (query.SortBy && query.SortBy !== 'Period' ? 'asc' : 'desc');
  const columns = [...SORT_COLUMNS[query.SortBy ?? 'Period'], sql`${beatPlans.id}`];
  return columns.map((column) => (direction === 'asc' ? asc(column) : desc(column)));
};

export const loadBeatPlanPage = async (
  db: Database,
  companyId: number,
  query: BeatPlanListQuery,
  rights: BeatPlanRights,
  scope: SQL | undefined,
): Promise<BeatPlanPage> => {
  const where = and(planCondition(db, companyId, query), scope) as SQL;
  const [rows, [total]] = await Promise.all([
    selectBeatPlans(db)
      .where(where)
      .orderBy(...planSort(query))
      .limit(query.pageSize)
      .offset(pageOffset(query)),
    db.select({ total: count() }).from(beatPlans).where(where),
  ]);
  return toPage(
    rows.map((row) => toBeatPlanSummary(row, rights)),
    Number(total?.total ?? 0),
    query,
  );
};

export interface BeatDayQuery {
  salesPersonId: number;
  year: number;
  month: number;
  day?: number | undefined;
}

/**
 * A sales person's beat: the visits of their approved plan for the month (one day, or every day),
 * excluded visits left out, in the order of visit. A plan still pending is not the beat yet, and a
 * cancelled one no longer is, so both answer an empty list, as a month without a plan does.
 */
export const loadBeatParties = async (
  db: Database,
  companyId: number,
  query: BeatDayQuery,
): Promise<BeatParty[]> => {
  const rows = await db
    .select({
      planId: beatPlans.id,
      planNo: beatPlans.planNo,
      lineId: beatPlanLines.id,
      day: beatPlanLines.day,
      position: beatPlanLines.position,
      ...visitPartyColumns,
    })
    .from(beatPlans)
    .innerJoin(
      beatPlanLines,
      and(eq(beatPlanLines.companyId, beatPlans.companyId), eq(beatPlanLines.planId, beatPlans.id)),
    )
    .innerJoin(partiesTable, visitPartyJoin)
    .where(
      and(
        planMonth(companyId, query),
        eq(beatPlans.status, 'approved'),
        eq(beatPlanLines.isExcluded, false),
        query.day === undefined ? undefined : eq(beatPlanLines.day, query.day),
      ),
    )
    .orderBy(asc(beatPlanLines.day), asc(beatPlanLines.position));
  return rows.map((row) => ({
    PlanId: row.planId,
    PlanNo: row.planNo,
    LineId: row.lineId,
    Day: row.day,
    Position: row.position,
    ...toVisitParty(row),
  }));
};
