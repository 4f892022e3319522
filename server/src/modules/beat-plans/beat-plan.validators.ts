import { SORT_TYPES } from '@backoffice/shared/constants';
import { optionalId, optionalText, requiredId } from '@backoffice/shared/form-fields';
import { BEAT_PLAN_STATUSES } from '@backoffice/shared/sales/beat-plans/beat-plan';
import {
  daysInMonth,
  MAX_PLAN_YEAR,
  MIN_PLAN_YEAR,
} from '@backoffice/shared/sales/beat-plans/beat-plan-lines';
import { z } from 'zod';
import { documentedAs } from '../../http/openapi/input-json-schema.js';
import { pagingShape } from '../../http/page-query.js';
import { optionalNumber, optionalOneOf, someOf } from '../orders/order-input-fields.js';

export const BEAT_PLAN_SORT_FIELDS = [
  'Period',
  'PlanNo',
  'SalesPersonName',
  'Status',
  'LineCount',
  'CreatedAt',
] as const;
export type BeatPlanSortField = (typeof BEAT_PLAN_SORT_FIELDS)[number];

const yearMessage = `Year must be a whole number from ${MIN_PLAN_YEAR} to ${MAX_PLAN_YEAR}`;
const monthMessage = 'Month must be a whole number from 1 to 12';
const PLAN_NO_MAX = 40;

const optionalYear = () =>
  optionalId(yearMessage).refine(
    (value) => value === undefined || (value >= MIN_PLAN_YEAR && value <= MAX_PLAN_YEAR),
    { error: yearMessage },
  );
const optionalMonth = () =>
  optionalId(monthMessage).refine((value) => value === undefined || value <= 12, { error: monthMessage });

/**
 * Which plan: the spec names `planNo` and `planId`; `id` is what every other action of the API
 * takes. At least one; when several are given they must all name the same plan.
 */
export const beatPlanKeyQuery = z
  .object({
    id: optionalId('id must be the number of a beat plan'),
    planId: optionalId('planId must be the number of a beat plan'),
    planNo: optionalText(PLAN_NO_MAX),
  })
  .refine((key) => key.id !== undefined || key.planId !== undefined || key.planNo !== undefined, {
    error: 'Name the beat plan: id, planId or planNo',
    path: ['id'],
  });
export type BeatPlanKey = z.output<typeof beatPlanKeyQuery>;

export const beatPlanListQuery = z.object({
  ...pagingShape,
  query: optionalText(200),
  SalesPersonId: optionalId('SalesPersonId must be the number of a sales person'),
  Year: optionalYear(),
  Month: optionalMonth(),
  Status: someOf(BEAT_PLAN_STATUSES, `Status must be one or more of: ${BEAT_PLAN_STATUSES.join(', ')}`),
  SortBy: optionalOneOf(BEAT_PLAN_SORT_FIELDS, `SortBy must be one of: ${BEAT_PLAN_SORT_FIELDS.join(', ')}`),
  SortType: optionalOneOf(SORT_TYPES, 'SortType must be asc or desc'),
});
export type BeatPlanListQuery = z.output<typeof beatPlanListQuery>;

/** The spec's beat map query: year, month, day, salesPersonId (companyId is the tenant's). */
export const beatListByUserQuery = z
  .object({
    year: optionalYear(),
    month: optionalMonth(),
    day: optionalId('day must be a day of the month').refine((value) => value === undefined || value <= 31, {
      error: 'day must be a day of the month',
    }),
    salesPersonId: optionalId('salesPersonId must be the number of a sales person'),
    // The spec's beat-plan field name for the same thing.
    SalesPersonUserId: optionalId('SalesPersonUserId must be the number of a sales person'),
  })
  .refine((query) => query.year !== undefined, { error: 'year is required', path: ['year'] })
  .refine((query) => query.month !== undefined, { error: 'month is required', path: ['month'] })
  .refine((query) => query.salesPersonId !== undefined || query.SalesPersonUserId !== undefined, {
    error: 'salesPersonId is required',
    path: ['salesPersonId'],
  })
  // 30 February is no day of any plan: an empty beat would read as "nothing to visit".
  .refine(
    (query) =>
      query.day === undefined ||
      query.year === undefined ||
      query.month === undefined ||
      query.day <= daysInMonth(query.year, query.month),
    { error: 'day is not a day of that month', path: ['day'] },
  );

export const beatLineSchema = z.object({
  Day: requiredId('day must be a day of the month'),
  PartyId: requiredId('party is required'),
  Position: optionalNumber('the order of visit must be a number'),
});

/**
 * POST /beatplan/save as JSON or a form. Lines are read by the save itself (a form sends them as a
 * JSON string), so their messages can name the visit: `Lines[1].Day`.
 */
export const beatPlanSaveBody = z
  .object({
    Id: optionalId('Id must be the number of a beat plan'),
    Version: optionalId('Version must be a whole number from 1'),
    SalesPersonId: optionalId('Sales person must be the number of a sales person'),
    SalesPersonUserId: optionalId('SalesPersonUserId must be the number of a sales person'),
    Year: optionalId(yearMessage),
    Month: optionalId(monthMessage),
    Remarks: optionalText(500),
    Lines: documentedAs(z.unknown(), z.array(beatLineSchema).min(1)),
  })
  .refine((body) => body.SalesPersonId !== undefined || body.SalesPersonUserId !== undefined, {
    error: 'Sales person is required',
    path: ['SalesPersonId'],
  })
  .refine((body) => body.Year !== undefined, { error: 'Year is required', path: ['Year'] })
  .refine((body) => body.Month !== undefined, { error: 'Month is required', path: ['Month'] });
export type BeatPlanSaveBody = z.output<typeof beatPlanSaveBody>;

export const beatPlanActionBody = z.object({
  Remarks: optionalText(500),
  Version: optionalId('Version must be a whole number from 1'),
});

/** The visit to exclude: its LineId, or its Day and PartyId (as the field app knows it). */
export const beatPlanExcludeBody = z
  .object({
    LineId: optionalId('LineId must be the number of a visit on the plan'),
    Day: optionalId('Day must be a day of the month'),
    PartyId: optionalId('PartyId must be the number of a party'),
    Remarks: optionalText(500),
    Version: optionalId('Version must be a whole number from 1'),
  })
  .refine((body) => body.LineId !== undefined || (body.Day !== undefined && body.PartyId !== undefined), {
    error: 'Name the visit to exclude: LineId, or Day and PartyId',
    path: ['LineId'],
  });
export type BeatPlanExcludeBody = z.output<typeof beatPlanExcludeBody>;
