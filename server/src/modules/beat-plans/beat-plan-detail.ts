import type {
  BeatPlanDetail,
  BeatPlanLine,
  BeatPlanTransition,
} from '@backoffice/shared/sales/beat-plans/beat-plan.contract';
import { daysInMonth } from '@backoffice/shared/sales/beat-plans/beat-plan-lines';
import { and, asc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/database.js';
import { beatPlanLines, beatPlanTransitions, partiesTable, users } from '../../db/schema/index.js';
import { personNameSql } from '../../entities/person-name.js';
import { toTransition, transitionColumns } from '../audit/transition-history.js';
import type { BeatPlanRights } from './beat-plan-access.js';
import { findBeatPlanRow, toBeatPlanSummary } from './beat-plan-record.js';
import { toVisitParty, visitPartyColumns, visitPartyJoin } from './beat-plan-visit-party.js';

const excluder = alias(users, 'excluder');

const loadLines = async (db: Database, companyId: number, planId: number): Promise<BeatPlanLine[]> => {
  const rows = await db
    .select({
      id: beatPlanLines.id,
      day: beatPlanLines.day,
      position: beatPlanLines.position,
      ...visitPartyColumns,
      partyIsActive: partiesTable.IsActive,
      isExcluded: beatPlanLines.isExcluded,
      excludedAt: beatPlanLines.excludedAt,
      excludedByName: personNameSql(excluder),
      excludeRemarks: beatPlanLines.excludeRemarks,
    })
    .from(beatPlanLines)
    .innerJoin(partiesTable, visitPartyJoin)
    .leftJoin(excluder, eq(excluder.id, beatPlanLines.excludedBy))
    .where(and(eq(beatPlanLines.companyId, companyId), eq(beatPlanLines.planId, planId)))
    .orderBy(asc(beatPlanLines.day), asc(beatPlanLines.position));
  return rows.map((row) => ({
    Id: row.id,
    Day: row.day,
    Position: row.position,
    ...toVisitParty(row),
    PartyIsActive: row.partyIsActive,
    IsExcluded: row.isExcluded,
    ExcludedAt: row.excludedAt?.toISOString() ?? null,
    ExcludedByName: row.isExcluded ? row.excludedByName : null,
    ExcludeRemarks: row.excludeRemarks,
  }));
};

const loadHistory = async (
  db: Database,
  companyId: number,
  planId: number,
  lines: readonly BeatPlanLine[],
): Promise<BeatPlanTransition[]> => {
  const rows = await db
    .select({ ...transitionColumns(beatPlanTransitions), lineId: beatPlanTransitions.lineId })
    .from(beatPlanTransitions)
    .leftJoin(users, eq(users.id, beatPlanTransitions.byUserId))
    .where(and(eq(beatPlanTransitions.companyId, companyId), eq(beatPlanTransitions.planId, planId)))
    .orderBy(asc(beatPlanTransitions.at), asc(beatPlanTransitions.id));
  // Exclusions happen on approved plans, whose lines are never replaced, so the line is still there.
  const lineById = new Map(lines.map((line) => [line.Id, line]));
  return rows.map((row) => {
    const line = row.lineId === null ? undefined : lineById.get(row.lineId);
    return {
      ...toTransition(row),
      LineId: row.lineId,
      Day: line?.Day ?? null,
      PartyName: line?.PartyName ?? null,
    };
  });
};

/** One plan of the company with its visits and its history, or 404. */
export const loadBeatPlanDetail = async (
  db: Database,
  companyId: number,
  id: number,
  rights: BeatPlanRights,
): Promise<BeatPlanDetail> => {
  const row = await findBeatPlanRow(db, companyId, id);
  const lines = await loadLines(db, companyId, id);
  const history = await loadHistory(db, companyId, id, lines);
  return {
    ...toBeatPlanSummary(row, rights),
    DaysInMonth: daysInMonth(row.year, row.month),
    Lines: lines,
    History: history,
    Version: row.version,
  };
};
