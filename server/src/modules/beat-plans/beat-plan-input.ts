import { PARTY } from '@backoffice/shared/entities/sales/party.entity';
import { SALES_PERSON } from '@backoffice/shared/entities/sales/sales-person.entity';
import type { FieldError } from '@backoffice/shared/envelope';
import {
  type BeatPlanSaveBody,
  beatLineSchema,
} from '@backoffice/shared/sales/beat-plans/beat-plan.contract';
import {
  type BeatVisit,
  checkBeatVisits,
  checkPlanMonth,
  MAX_BEAT_PLAN_LINES,
} from '@backoffice/shared/sales/beat-plans/beat-plan-lines';
import { and, eq, inArray } from 'drizzle-orm';
import { partiesTable, salesPersonsTable } from '../../db/schema/index.js';
import { entityTable } from '../../entities/entity-table.js';
import type { UserContext } from '../../http/request-context.js';
import { companyToday } from '../orders/company-today.js';
import { parseListField, refuse } from '../sales-common/sales-input.js';

const party = entityTable(PARTY);
const person = entityTable(SALES_PERSON);

export interface BeatPlanInput {
  salesPersonId: number;
  salesPersonName: string;
  year: number;
  month: number;
  remarks: string | null;
  visits: BeatVisit[];
}

const checkSalesPerson = async (ctx: UserContext, id: number): Promise<string> => {
  const [row] = await ctx.deps.db
    .select({ name: person.FullName, isActive: person.IsActive })
    .from(salesPersonsTable)
    .where(and(eq(person.companyId, ctx.companyId), eq(person.id, id)));
  if (!row) return refuse([{ Field: 'SalesPersonId', Message: `Sales person ${id} was not found.` }]);
  if (row.isActive === false) {
    return refuse([
      { Field: 'SalesPersonId', Message: `${String(row.name)} is not an active sales person.` },
    ]);
  }
  return String(row.name);
};

/** Every party must be the company's (another company's is "not found") and active. */
const checkParties = async (ctx: UserContext, partyIds: readonly number[]): Promise<void> => {
  const distinct = [...new Set(partyIds)];
  const rows = await ctx.deps.db
    .select({ id: party.id, name: party.Name, isActive: party.IsActive })
    .from(partiesTable)
    .where(and(eq(party.companyId, ctx.companyId), inArray(party.id, distinct)));
  const byId = new Map(rows.map((row) => [Number(row.id), row]));
  const errors: FieldError[] = [];
  partyIds.forEach((id, index) => {
    const found = byId.get(id);
    const at = `Lines[${index}].PartyId`;
    if (!found) errors.push({ Field: at, Message: `Visit ${index + 1}: party ${id} was not found.` });
    else if (found.isActive === false) {
      errors.push({
        Field: at,
        Message: `Visit ${index + 1}: ${String(found.name)} is not an active party.`,
      });
    }
  });
  if (errors.length > 0) refuse(errors);
};

/** Everything a save checks before it writes: the month, the visits, the sales person, the parties. */
export const readBeatPlanInput = async (ctx: UserContext, body: BeatPlanSaveBody): Promise<BeatPlanInput> => {
  const salesPersonId = body.SalesPersonId ?? body.SalesPersonUserId;
  const { Year: year, Month: month } = body;
  // The body schema already requires them; this narrows the types.
  if (salesPersonId === undefined || year === undefined || month === undefined) {
    return refuse([{ Field: 'SalesPersonId', Message: 'Sales person, year and month are required.' }]);
  }
  const today = await companyToday(ctx.deps.db, ctx.companyId, ctx.now);
  const monthProblems = checkPlanMonth(year, month, today);
  if (monthProblems.length > 0) {
    return refuse(monthProblems.map((problem) => ({ Field: problem.field, Message: problem.message })));
  }
  const parsed = parseListField(body.Lines, beatLineSchema, {
    field: 'Lines',
    noun: 'Visit',
    required: true,
    emptyMessage: 'A beat plan needs at least one visit.',
    max: MAX_BEAT_PLAN_LINES,
  });
  if (!parsed.ok) return refuse(parsed.errors);
  const checked = checkBeatVisits(year, month, parsed.items);
  if (!checked.ok) {
    return refuse(checked.problems.map((problem) => ({ Field: problem.field, Message: problem.message })));
  }
  const salesPersonName = await checkSalesPerson(ctx, salesPersonId);
  await checkParties(
    ctx,
    parsed.items.map((line) => line.PartyId),
  );
  return {
    salesPersonId,
    salesPersonName,
    year,
    month,
    remarks: body.Remarks ?? null,
    visits: checked.visits,
  };
};
