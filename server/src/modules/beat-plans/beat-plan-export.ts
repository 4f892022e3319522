import { EXPORT_ROW_LIMIT } from '@backoffice/shared/http/export-format';
import { BEAT_PLAN_STATUS_LABELS } from '@backoffice/shared/sales/beat-plans/beat-plan';
import type {
  BeatPlanExportQuery,
  BeatPlanSummary,
} from '@backoffice/shared/sales/beat-plans/beat-plan.contract';
import { monthLabel } from '@backoffice/shared/sales/beat-plans/beat-plan-lines';
import { and } from 'drizzle-orm';
import { type TableSheet, tableFile } from '../../exports/table-file.js';
import type { UserContext } from '../../http/request-context.js';
import { beatPlanScopeOf } from './beat-plan-access.js';
import { planCondition, planSort } from './beat-plan-list.js';
import { selectBeatPlans, toBeatPlanSummary } from './beat-plan-record.js';

/** The beat plan list's export: file and sheet names, the list screen's columns (its creator apart). */
const BEAT_PLAN_EXPORT: TableSheet<BeatPlanSummary> = {
  name: 'beat-plans',
  sheetName: 'Beat plans',
  columns: [
    { label: 'Plan no', kind: 'text', value: (plan) => plan.PlanNo },
    { label: 'Sales person', kind: 'text', value: (plan) => plan.SalesPersonName },
    { label: 'Month', kind: 'text', value: (plan) => monthLabel(plan.Year, plan.Month) },
    { label: 'Visits', kind: 'number', value: (plan) => plan.LineCount },
    { label: 'Status', kind: 'text', value: (plan) => BEAT_PLAN_STATUS_LABELS[plan.Status] },
    { label: 'Created', kind: 'instant', value: (plan) => plan.CreatedAt },
    { label: 'Created by', kind: 'text', value: (plan) => plan.CreatedByName },
  ],
};

/** GET /beatplan/export: the beat plan list the caller may see under its filters and sort, as a file. */
export const beatPlanExportFile = async (ctx: UserContext, query: BeatPlanExportQuery) => {
  const { db } = ctx.deps;
  const rows = await selectBeatPlans(db)
    .where(and(planCondition(db, ctx.companyId, query), await beatPlanScopeOf(ctx)))
    .orderBy(...planSort(query))
    .limit(EXPORT_ROW_LIMIT);
  return tableFile(
    BEAT_PLAN_EXPORT,
    rows.map((row) => toBeatPlanSummary(row, { edit: false, delete: false })),
    { format: query.format, now: ctx.now },
  );
};
