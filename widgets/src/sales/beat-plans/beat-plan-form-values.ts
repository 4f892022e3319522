/**
 * The beat-plan form's values and what it sends. The grid is days × parties: each party chosen for
 * the plan is a column, in the order the sales person walks the beat, and a ticked cell is a visit.
 * A day's visits are sent in column order, so the order of visit follows the columns.
 */
import type { FieldError } from '@backoffice/shared/envelope';
import {
  type BeatPlanDetail,
  type BeatPlanSaveInput,
  beatPlanSaveBody,
} from '@backoffice/shared/sales/beat-plans/beat-plan.contract';
import { checkPlanMonth, daysInMonth } from '@backoffice/shared/sales/beat-plans/beat-plan-lines';
import { NO_REFERENCE, type ReferenceValue } from '../../entities/form/reference-select.tsx';
import { checkBody } from '../common/forms/body-schema-check.ts';
import {
  type FieldErrorMap,
  type FormCheckFailure,
  type FormErrors,
  type MappedErrors,
  mapFieldErrors,
} from '../common/forms/form-field-errors.ts';
import { weekdayOf } from './beat-plan-format.ts';

export const REMARKS_MAX = 500;

export interface BeatPlanFormValues {
  salesPerson: ReferenceValue;
  /** As the selects hold them: '2026', '12'. */
  year: string;
  month: string;
  remarks: string;
  /** The grid's columns, in order of visit. */
  parties: ReferenceValue[];
  /** Ticked cells, `${day}:${partyId}`, sorted so two equal grids compare equal. */
  visits: string[];
}

export const visitKey = (day: number, partyId: string): string => `${day}:${partyId}`;

const sorted = (keys: Iterable<string>): string[] => [...new Set(keys)].sort();

/** A new plan is for next month: plans are made before the month starts. */
export const emptyBeatPlanValues = (today: string): BeatPlanFormValues => {
  const [year = 2026, month = 1] = today.split('-').map(Number);
  const next = month === 12 ? { year: year + 1, month: 1 } : { year, month: month + 1 };
  return {
    salesPerson: NO_REFERENCE,
    year: String(next.year),
    month: String(next.month),
    remarks: '',
    parties: [],
    visits: [],
  };
};

/** A stored plan in the grid: parties by where they are visited on average, earliest first. */
export const valuesFromPlan = (plan: BeatPlanDetail): BeatPlanFormValues => {
  const places = new Map<number, { name: string; total: number; count: number; first: number }>();
  plan.Lines.forEach((line, index) => {
    const place = places.get(line.PartyId) ?? { name: line.PartyName, total: 0, count: 0, first: index };
    place.total += line.Position;
    place.count += 1;
    places.set(line.PartyId, place);
  });
  const parties = [...places.entries()]
    .toSorted(([, a], [, b]) => a.total / a.count - b.total / b.count || a.first - b.first)
    .map(([id, place]) => ({ id: String(id), name: place.name }));
  return {
    salesPerson: { id: String(plan.SalesPersonId), name: plan.SalesPersonName },
    year: String(plan.Year),
    month: String(plan.Month),
    remarks: plan.Remarks ?? '',
    parties,
    visits: sorted(plan.Lines.map((line) => visitKey(line.Day, String(line.PartyId)))),
  };
};

export const toggleVisit = (values: BeatPlanFormValues, day: number, partyId: string): BeatPlanFormValues => {
  const key = visitKey(day, partyId);
  const has = values.visits.includes(key);
  return {
    ...values,
    visits: has ? values.visits.filter((visit) => visit !== key) : sorted([...values.visits, key]),
  };
};

export const addParty = (values: BeatPlanFormValues, party: ReferenceValue): BeatPlanFormValues =>
  party.id === '' || values.parties.some((column) => column.id === party.id)
    ? values
    : { ...values, parties: [...values.parties, party] };

export const removeParty = (values: BeatPlanFormValues, partyId: string): BeatPlanFormValues => ({
  ...values,
  parties: values.parties.filter((column) => column.id !== partyId),
  visits: values.visits.filter((visit) => !visit.endsWith(`:${partyId}`)),
});

/** Moves a column one place earlier (-1) or later (+1) in the order of visit. */
export const moveParty = (values: BeatPlanFormValues, partyId: string, by: -1 | 1): BeatPlanFormValues => {
  const from = values.parties.findIndex((column) => column.id === partyId);
  const to = from + by;
  if (from < 0 || to < 0 || to >= values.parties.length) return values;
  const parties = [...values.parties];
  const [moved] = parties.splice(from, 1);
  if (moved) parties.splice(to, 0, moved);
  return { ...values, parties };
};

/** How a column is filled at once: every given weekday, every working day (not Saturday), or none. */
export type ColumnFill = { weekday: number } | 'working' | 'none';

export const fillParty = (
  values: BeatPlanFormValues,
  partyId: string,
  fill: ColumnFill,
): BeatPlanFormValues => {
  const year = Number(values.year);
  const month = Number(values.month);
  const others = values.visits.filter((visit) => !visit.endsWith(`:${partyId}`));
  if (fill === 'none') return { ...values, visits: others };
  const days: number[] = [];
  for (let day = 1; day <= daysInMonth(year, month); day++) {
    const weekday = weekdayOf(year, month, day);
    if (fill === 'working' ? weekday !== 6 : weekday === fill.weekday) days.push(day);
  }
  return { ...values, visits: sorted([...others, ...days.map((day) => visitKey(day, partyId))]) };
};

/** Visits of the chosen month only: days past its end (after a change of month) are dropped. */
export const visitsInMonth = (values: BeatPlanFormValues): string[] => {
  const last = daysInMonth(Number(values.year), Number(values.month));
  return values.visits.filter((visit) => Number(visit.split(':')[0]) <= last);
};

export const VISITS_KEY = 'Lines';

/** The plan's fields under their controls; a visit's message above the grid. */
const BEAT_PLAN_FIELD_MAP: FieldErrorMap = {
  fields: ['SalesPersonId', 'Year', 'Month', 'Remarks'],
  rows: { name: VISITS_KEY, keyOf: () => null },
};

/**
 * The body to send, or the messages to show: the save's body schema's, then the screen's own (the
 * sales person chosen, in the screen's words; a month that can be planned, as the server checks
 * after its schema; at least one visit ticked, since the grid always makes valid visits).
 */
export function checkBeatPlanForm(
  values: BeatPlanFormValues,
  today: string,
): { ok: true; input: BeatPlanSaveInput } | FormCheckFailure {
  const year = Number(values.year);
  const month = Number(values.month);
  const ticked = new Set(visitsInMonth(values));
  const lines: BeatPlanSaveInput['Lines'] = [];
  for (let day = 1; day <= daysInMonth(year, month); day++) {
    let position = 0;
    for (const party of values.parties) {
      if (!ticked.has(visitKey(day, party.id))) continue;
      position += 1;
      lines.push({ Day: day, PartyId: Number(party.id), Position: position });
    }
  }
  const checked = checkBody(
    beatPlanSaveBody,
    {
      SalesPersonId: values.salesPerson.id,
      Year: values.year,
      Month: values.month,
      Remarks: values.remarks,
      Lines: lines,
    },
    BEAT_PLAN_FIELD_MAP,
  );
  const errors: FormErrors = { ...checked.errors };
  if (values.salesPerson.id === '') errors.SalesPersonId = 'Choose the sales person';
  // The month's own words win over the schema's for the same control.
  for (const problem of checkPlanMonth(year, month, today)) errors[problem.field] = problem.message;
  if (lines.length === 0) errors[VISITS_KEY] = 'Tick at least one visit: a party on a day.';
  if (!checked.ok || Object.keys(errors).length > 0) return { ok: false, errors, problems: checked.problems };
  return {
    ok: true,
    input: {
      ...checked.body,
      SalesPersonId: Number(values.salesPerson.id),
      Year: year,
      Month: month,
      Lines: lines,
    },
  };
}

/** The server's messages: the plan's fields under their controls; a visit's above the grid. */
export const mapBeatPlanServerErrors = (errors: readonly FieldError[]): MappedErrors => {
  const mapped = mapFieldErrors(
    errors.map((error) =>
      error.Field.toLowerCase() === 'salespersonuserid' ? { ...error, Field: 'SalesPersonId' } : error,
    ),
    BEAT_PLAN_FIELD_MAP,
  );
  return mapped;
};
