/**
 * The beat-plan API, declared once: the server implements these contracts, the screens
 * and the beat map call them, the OpenAPI document and the tests read them. `SalesPersonId` is the
 * id of a sales person record (the spec's SalesPersonUserId, accepted as an alias): plans belong to
 * the field-force member, whether or not they have a sign-in. Instants are ISO 8601.
 */
import { z } from 'zod';
import { SORT_TYPES } from '../../constants.js';
import { optionalId, optionalOneOf, optionalText, requiredId, someOf } from '../../form-fields.js';
import { exportFileText, exportFormatShape } from '../../http/export-format.js';
import { documentedAs } from '../../http/json-schema.js';
import { defineContract } from '../../http/route-contract.js';
import { PAGE_CODES } from '../../page-codes.js';
import { pageSchema, pagingShape } from '../../paging.js';
import { optionalNumber, VERSION_MESSAGE } from '../common/sales-contract-fields.js';
import { BEAT_PLAN_ACTIONS, BEAT_PLAN_STATUSES } from './beat-plan.js';
import { daysInMonth, MAX_PLAN_YEAR, MIN_PLAN_YEAR } from './beat-plan-lines.js';

const page = PAGE_CODES.BeatPlan;
const tag = 'Beat plans';

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

/** The beat plan list's filters and sort, shared by the list and its export. */
const beatPlanFilterShape = {
  query: optionalText(200),
  SalesPersonId: optionalId('SalesPersonId must be the number of a sales person'),
  Year: optionalYear(),
  Month: optionalMonth(),
  Status: someOf(BEAT_PLAN_STATUSES, `Status must be one or more of: ${BEAT_PLAN_STATUSES.join(', ')}`),
  SortBy: optionalOneOf(BEAT_PLAN_SORT_FIELDS, `SortBy must be one of: ${BEAT_PLAN_SORT_FIELDS.join(', ')}`),
  SortType: optionalOneOf(SORT_TYPES, 'SortType must be asc or desc'),
};

export const beatPlanListQuery = z.object({ ...pagingShape, ...beatPlanFilterShape });
export type BeatPlanListQuery = z.output<typeof beatPlanListQuery>;
export const beatPlanExportQuery = z.object({ ...beatPlanFilterShape, ...exportFormatShape });
export type BeatPlanExportQuery = z.output<typeof beatPlanExportQuery>;
/** What the list and the export filter by. */
export type BeatPlanFilters = Omit<BeatPlanListQuery, 'pageNo' | 'pageSize'>;

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
    Version: optionalId(VERSION_MESSAGE),
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

/** What the plan form sends: the save's fields, the sales person, year and month given, Lines a list. */
export type BeatPlanSaveInput = Omit<BeatPlanSaveBody, 'Lines' | 'SalesPersonUserId'> &
  Required<Pick<BeatPlanSaveBody, 'SalesPersonId' | 'Year' | 'Month'>> & {
    Lines: z.output<typeof beatLineSchema>[];
  };

export const beatPlanActionBody = z.object({
  Remarks: optionalText(500),
  Version: optionalId(VERSION_MESSAGE),
});

/** The visit to exclude: its LineId, or its Day and PartyId (as the field app knows it). */
export const beatPlanExcludeBody = z
  .object({
    LineId: optionalId('LineId must be the number of a visit on the plan'),
    Day: optionalId('Day must be a day of the month'),
    PartyId: optionalId('PartyId must be the number of a party'),
    Remarks: optionalText(500),
    Version: optionalId(VERSION_MESSAGE),
  })
  .refine((body) => body.LineId !== undefined || (body.Day !== undefined && body.PartyId !== undefined), {
    error: 'Name the visit to exclude: LineId, or Day and PartyId',
    path: ['LineId'],
  });
export type BeatPlanExcludeBody = z.output<typeof beatPlanExcludeBody>;

// ---------------------------------------------------------------------------------------------
// Answers

/** One plan as lists show it. */
export const beatPlanSummarySchema = z.object({
  Id: z.number().int(),
  /** Per company, readable: BP-2026-000004. */
  PlanNo: z.string(),
  SalesPersonId: z.number().int(),
  SalesPersonName: z.string(),
  Year: z.number().int(),
  Month: z.number().int(),
  Status: z.enum(BEAT_PLAN_STATUSES),
  /** Visits on the plan, excluded ones included. */
  LineCount: z.number().int(),
  Remarks: z.string().nullable(),
  CreatedAt: z.string(),
  CreatedByName: z.string().nullable(),
  /** What the caller may do next (the plan's rules and their permissions). */
  AllowedActions: z.array(z.enum(BEAT_PLAN_ACTIONS)),
  /** Pending and the caller may edit: the form opens. */
  CanEdit: z.boolean(),
  /** Pending and the caller may delete. */
  CanDelete: z.boolean(),
});
export type BeatPlanSummary = z.infer<typeof beatPlanSummarySchema>;

export const beatPlanPageSchema = pageSchema(beatPlanSummarySchema);
export type BeatPlanPage = z.infer<typeof beatPlanPageSchema>;

/** A visit: a party on a day, in the order of visit. */
export const beatPlanLineSchema = z.object({
  Id: z.number().int(),
  Day: z.number().int(),
  Position: z.number(),
  PartyId: z.number().int(),
  PartyName: z.string(),
  Address: z.string().nullable(),
  Latitude: z.number().nullable(),
  Longitude: z.number().nullable(),
  PartyIsActive: z.boolean(),
  IsExcluded: z.boolean(),
  ExcludedAt: z.string().nullable(),
  ExcludedByName: z.string().nullable(),
  ExcludeRemarks: z.string().nullable(),
});
export type BeatPlanLine = z.infer<typeof beatPlanLineSchema>;

/** One step of a plan's history: who, when, from where to where, and why. */
export const beatPlanTransitionSchema = z.object({
  Id: z.number().int(),
  Action: z.enum([...BEAT_PLAN_ACTIONS, 'create', 'update']),
  /** Null on the row that records the creation. */
  From: z.enum(BEAT_PLAN_STATUSES).nullable(),
  To: z.enum(BEAT_PLAN_STATUSES),
  At: z.string(),
  ActorName: z.string().nullable(),
  Remarks: z.string().nullable(),
  /** The excluded visit, on an exclusion. */
  LineId: z.number().int().nullable(),
  Day: z.number().int().nullable(),
  PartyName: z.string().nullable(),
});
export type BeatPlanTransition = z.infer<typeof beatPlanTransitionSchema>;
export type BeatPlanHistoryAction = BeatPlanTransition['Action'];

export const beatPlanDetailSchema = beatPlanSummarySchema.extend({
  DaysInMonth: z.number().int(),
  /** By day, then order of visit. */
  Lines: z.array(beatPlanLineSchema),
  History: z.array(beatPlanTransitionSchema),
  /** Increases with every change; a save or action may send it to refuse a stale screen (409). */
  Version: z.number().int(),
});
export type BeatPlanDetail = z.infer<typeof beatPlanDetailSchema>;

/**
 * GET /beatplan/listbyuser: the spec's "beat party" (PartyName, Address, Latitude, Longitude), the
 * visits of a sales person's approved plan that are not excluded, with where each sits in the plan.
 */
export const beatPartySchema = z.object({
  PlanId: z.number().int(),
  PlanNo: z.string(),
  LineId: z.number().int(),
  Day: z.number().int(),
  Position: z.number(),
  PartyId: z.number().int(),
  PartyName: z.string(),
  Address: z.string().nullable(),
  Latitude: z.number().nullable(),
  Longitude: z.number().nullable(),
});
export type BeatParty = z.infer<typeof beatPartySchema>;

// ---------------------------------------------------------------------------------------------
// Routes

const KEY_TEXT = 'The plan is named by id, planId or planNo (any one; several must name the same plan).';

const statusContract = <A extends 'approve' | 'cancel'>(action: A) =>
  defineContract({
    method: 'post',
    path: `/beatplan/${action}` as const,
    summary:
      action === 'approve'
        ? `Approves a pending plan: from now it is the sales person's beat (listbyuser) and is no longer edited. ${KEY_TEXT} Optional Remarks, kept in its history; optional Version refuses a stale screen. From another status: 409 saying what the plan can do instead. Answers the BeatPlanDetail.`
        : `Cancels a pending or approved plan (Remarks, the reason, required: 400 without); the month is then free for a new plan for the sales person. ${KEY_TEXT} Optional Version. A cancelled plan: 409. Answers the BeatPlanDetail.`,
    access: 'user',
    tag,
    permission: { page, action: 'edit' },
    query: beatPlanKeyQuery,
    body: beatPlanActionBody,
    response: beatPlanDetailSchema,
  });

const BEAT_PLAN_FILTERS_TEXT =
  'Filters: SalesPersonId, Year, Month, Status (pending, approved, cancelled; one or a comma list), query (plan number, sales person, remarks). SortBy: Period, PlanNo, SalesPersonName, Status, LineCount, CreatedAt; SortType asc or desc.';

/** Beat plans: a sales person's visits to parties, day by day, for one month. */
export const beatPlanContracts = {
  list: defineContract({
    method: 'get',
    path: '/beatplan/list',
    summary: `Beat plans of the company, one page (pageNo, pageSize), latest month first. ${BEAT_PLAN_FILTERS_TEXT} A page of BeatPlanSummary; AllowedActions is empty without edit permission.`,
    access: 'user',
    tag,
    permission: { page, action: 'view' },
    query: beatPlanListQuery,
    response: beatPlanPageSchema,
  }),
  export: defineContract({
    method: 'get',
    path: '/beatplan/export',
    summary: exportFileText(
      `The beat plan list under its filters and sort, without paging (Plan no, Sales person, Month, Visits, Status, Created, Created by). ${BEAT_PLAN_FILTERS_TEXT}`,
    ),
    access: 'user',
    tag,
    permission: { page, action: 'view' },
    query: beatPlanExportQuery,
    response: z.null(),
    download: 'table',
  }),
  listByUser: defineContract({
    method: 'get',
    path: '/beatplan/listbyuser',
    summary:
      "A sales person's beat (the spec's beat map query): year, month, optional day, salesPersonId (the sales person's id; SalesPersonUserId is the same), companyId (or the CompanyId header). The visits of their approved plan for that month, excluded visits left out, by day and order of visit: [{PlanId, PlanNo, LineId, Day, Position, PartyId, PartyName, Address, Latitude, Longitude}]. No approved plan: an empty list.",
    access: 'user',
    tag,
    permission: { page, action: 'view' },
    // The beat map embedded in a dispatcher's dashboard reads it with a widget token.
    widgetScope: 'tracking.maps',
    query: beatListByUserQuery,
    response: z.array(beatPartySchema),
  }),
  detail: defineContract({
    method: 'get',
    path: '/beatplan/detail',
    summary: `One plan with its visits (day, order of visit, party with address and position, excluded or not, by whom and why) and its history (created, saved, approved, cancelled, visits excluded: who, when, remarks). ${KEY_TEXT} BeatPlanDetail.`,
    access: 'user',
    tag,
    permission: { page, action: 'view' },
    query: beatPlanKeyQuery,
    response: beatPlanDetailSchema,
  }),
  save: defineContract({
    method: 'post',
    path: '/beatplan/save',
    summary:
      "Without Id: makes a pending plan (create permission), numbered BP-{year}-{serial}. With Id: replaces a pending plan's fields and visits (edit permission; an approved or cancelled plan: 409; Version refuses a stale screen). JSON {SalesPersonId (or SalesPersonUserId), Year, Month, Remarks?, Lines: [{Day, PartyId, Position?}]}, or a form with Lines as a JSON string. The month is this month or later; each day within it; each party the company's and active, at most once a day (400 naming the visit: Lines[2].PartyId); the sales person active. One plan per sales person and month that is not cancelled: another is 409 naming it. Position orders a day's visits (left out: as listed). Answers the BeatPlanDetail.",
    access: 'user',
    tag,
    permission: { page, action: 'create' },
    alsoPermittedBy: [{ page, action: 'edit' }],
    body: beatPlanSaveBody,
    response: beatPlanDetailSchema,
  }),
  delete: defineContract({
    method: 'post',
    path: '/beatplan/delete',
    summary: `Deletes a pending plan (one made by mistake) with its visits and history; the audit log keeps it. ${KEY_TEXT} An approved or cancelled plan stays as a record: 409 (cancel an approved one instead).`,
    access: 'user',
    tag,
    permission: { page, action: 'delete' },
    query: beatPlanKeyQuery,
    response: z.object({ Id: z.number().int(), PlanNo: z.string() }),
  }),
  approve: statusContract('approve'),
  cancel: statusContract('cancel'),
  exclude: defineContract({
    method: 'post',
    path: '/beatplan/exclude',
    summary: `Excludes one visit of an approved plan (the spec's "exclude plan"): LineId, or Day and PartyId; Remarks (why) required. The plan stays approved; the visit stays on it, marked with who excluded it, when and why, and leaves the sales person's beat. ${KEY_TEXT} A plan that is not approved, or a visit already excluded: 409. Optional Version. Answers the BeatPlanDetail.`,
    access: 'user',
    tag,
    permission: { page, action: 'edit' },
    query: beatPlanKeyQuery,
    body: beatPlanExcludeBody,
    response: beatPlanDetailSchema,
  }),
};
