/**
 * Location tracking and visits (spec sections 3 and 7), shared by the server and the
 * screens. The spec names the calls and their queries but not their paths; these follow its
 * conventions.
 */
import { z } from 'zod';
import {
  optionalDate,
  optionalId,
  optionalNumber,
  optionalText,
  requiredDate,
  requiredId,
  requiredNumber,
} from '../../form-fields.js';
import { exportFileText, exportFormatShape } from '../../http/export-format.js';
import { defineContract } from '../../http/route-contract.js';
import { PAGE_CODES } from '../../page-codes.js';
import { pageSchema, pagingShape } from '../../paging.js';
import { RETENTION_LIMITS, retentionMessage } from './location-retention.js';
import { TRACKING_LIMITS } from './tracking-plausibility.js';

const page = PAGE_CODES.Visit;
const trackingTag = 'Tracking';
const visitsTag = 'Visits';
/** How often, at most, a batch triggers the purge of points older than the retention. */
export const PURGE_INTERVAL_HOURS = 1;

// ---- Inputs ----

/** One fix. Types are checked here (a batch of the wrong shape is 400); values by the filters. */
const pointInput = z.object({
  DeviceDate: z.string({ error: 'DeviceDate must be text (YYYY-MM-DD)' }),
  DeviceTime: z.string({ error: 'DeviceTime must be text (HH:mm:ss)' }),
  Latitude: requiredNumber('Latitude is required', 'Latitude must be a number'),
  Longitude: requiredNumber('Longitude is required', 'Longitude must be a number'),
  Accuracy: optionalNumber('Accuracy must be a number of metres'),
  LocationName: optionalText(250),
});

/** The field app's batch: JSON {Points: [...]}. */
export const locationBatchBody = z.object({
  Points: z
    .array(pointInput, { error: 'Points must be a list of location points' })
    .min(1, { error: 'Points must hold at least one point' })
    .max(TRACKING_LIMITS.maxBatchPoints, {
      error: `A batch holds at most ${TRACKING_LIMITS.maxBatchPoints} points: send the rest in another`,
    }),
});
export type LocationBatchBody = z.output<typeof locationBatchBody>;
/** One fix as the field app sends it. DeviceDate YYYY-MM-DD and DeviceTime HH:mm:ss are the phone's local time in Nepal. */
export type LocationPointInput = z.output<typeof pointInput>;

const retentionText = retentionMessage();

export const locationSettingsBody = z.object({
  RetentionDays: requiredId(retentionText).refine(
    (days) => days >= RETENTION_LIMITS.min && days <= RETENTION_LIMITS.max,
    { error: retentionText },
  ),
});

export const currentLocationQuery = z.object({
  auid: optionalId('auid must be a user id'),
  cid: optionalId('cid must be a company id'),
  spuid: optionalId('spuid must be the user id or the id of a sales person'),
});

export const usersTrackingQuery = z.object({
  fromDate: requiredDate('fromDate'),
  toDate: requiredDate('toDate'),
  uid: optionalId('uid must be a user id'),
  cid: optionalId('cid must be a company id'),
  spuid: optionalId('spuid must be the user id or the id of a sales person'),
});

export const liveLocationQuery = z.object({
  date: requiredDate('date'),
  userId: requiredId('userId must be a user id'),
});

const DATE_TIME = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?)(Z|[+-]\d{2}:?\d{2})?$/;

/**
 * An instant as ISO 8601. Without an offset it is the phone's local time in Nepal (+05:45), as the
 * field app's DeviceDate and DeviceTime are.
 */
const optionalDateTime = (label: string) =>
  z.preprocess((value) => {
    if (value === '' || value === null || value === undefined) return undefined;
    if (typeof value !== 'string') return value;
    const match = DATE_TIME.exec(value.trim());
    if (!match) return value;
    const at = new Date(`${match[1]}T${match[2]}${match[3] ?? '+05:45'}`);
    return Number.isNaN(at.getTime()) ? value : at;
  }, z
    .date({ error: `${label} must be a date and time (ISO 8601, e.g. 2026-11-22T10:30:00+05:45)` })
    .optional());

/** The visit's form fields; the photos and documents travel as parts named Files. */
export const visitSaveBody = z.object({
  PartyId: optionalId('PartyId must be the number of a party'),
  PurposeId: optionalId('PurposeId must be the number of a visit purpose'),
  Latitude: requiredNumber('Latitude is required', 'Latitude must be a number').refine(
    (value) => value >= -90 && value <= 90,
    { error: 'Latitude must be from -90 to 90' },
  ),
  Longitude: requiredNumber('Longitude is required', 'Longitude must be a number').refine(
    (value) => value >= -180 && value <= 180,
    { error: 'Longitude must be from -180 to 180' },
  ),
  CheckInAt: optionalDateTime('CheckInAt'),
  CheckOutAt: optionalDateTime('CheckOutAt'),
  Remarks: optionalText(1000),
  LocationName: optionalText(250),
});
export type VisitSaveBody = z.output<typeof visitSaveBody>;

/** A visit's photos and documents: up to five parts, all named Files (the spec's field name). */
export const VISIT_FILE_MAX_BYTES = 5 * 1024 * 1024;
export const VISIT_FILE_PARTS = [{ name: 'Files', maxBytes: VISIT_FILE_MAX_BYTES, maxCount: 5 }] as const;

export const visitIdQuery = z.object({ id: requiredId('id must be the number of a visit') });

/** The visit list's filters, which its export takes too. */
const visitFilterShape = {
  query: optionalText(200),
  salesPersonId: optionalId('salesPersonId must be the number of a sales person'),
  purposeId: optionalId('purposeId must be the number of a visit purpose'),
  fromDate: optionalDate('fromDate'),
  toDate: optionalDate('toDate'),
};

export const visitListQuery = z.object({ ...pagingShape, ...visitFilterShape });
export type VisitListQuery = z.output<typeof visitListQuery>;

/** The list's filters without paging, and the file's format. */
export const visitExportQuery = z.object({ ...visitFilterShape, ...exportFormatShape });
export type VisitExportQuery = z.output<typeof visitExportQuery>;

export const highPriorityQuery = z.object({ userId: requiredId('userId must be a user id') });
export const highPriorityBody = z.object({
  Title: z.preprocess(
    (value) => (typeof value === 'string' ? value.trim() : value),
    z.string({ error: 'Title is required' }).min(1, { error: 'Title is required' }).max(200),
  ),
  Message: z.preprocess(
    (value) => (typeof value === 'string' ? value.trim() : value),
    z.string({ error: 'Message is required' }).min(1, { error: 'Message is required' }).max(1000),
  ),
});

// ---- Answers ----

export const locationBatchResultSchema = z.object({
  /** Stored now. */
  Accepted: z.number().int(),
  /** Already stored by an earlier send of the same fix (a retried batch). */
  Duplicates: z.number().int(),
  /** Refused by the plausibility filters, with the index in the batch and why. */
  Rejected: z.array(z.object({ Index: z.number().int(), Reason: z.string() })),
});
export type LocationBatchResult = z.infer<typeof locationBatchResultSchema>;

export const locationSettingsSchema = z.object({
  /** Days location points are kept (by device time); older ones are purged. */
  RetentionDays: z.number().int(),
  IsDefault: z.boolean(),
  Default: z.number().int(),
  Min: z.number().int(),
  Max: z.number().int(),
  MayEdit: z.boolean(),
});
export type LocationSettings = z.infer<typeof locationSettingsSchema>;

/** Spec section 3: a location track point. */
export const locationTrackPointSchema = z.object({
  UserId: z.number().int(),
  UserName: z.string(),
  LocationName: z.string().nullable(),
  DeviceDate: z.string(),
  DeviceTime: z.string(),
  Latitude: z.number(),
  Longitude: z.number(),
  Accuracy: z.number().nullable(),
});
export type LocationTrackPoint = z.infer<typeof locationTrackPointSchema>;

/** A sales person's newest position (the live map and the LocationUpdated event). */
export const liveLocationSchema = locationTrackPointSchema.extend({
  SalesPersonId: z.number().int(),
  FullName: z.string(),
  /** When the server received it (ISO). */
  ReceivedAt: z.string(),
});
export type LiveLocation = z.infer<typeof liveLocationSchema>;

/** Spec section 3: travel history. */
export const travelRoutePointSchema = z.object({
  Longitude: z.number(),
  Latitude: z.number(),
  DeviceTime: z.string(),
  LocationName: z.string().nullable(),
});
export type TravelRoutePoint = z.infer<typeof travelRoutePointSchema>;

export const travelVisitSchema = z.object({
  Longitude: z.number(),
  Latitude: z.number(),
  IsParty: z.boolean(),
  PartyName: z.string().nullable(),
  LocationName: z.string().nullable(),
  UserName: z.string(),
  /** Minutes between check-in and check-out (null while the visit is open). */
  VisitDuration: z.number().int().nullable(),
  VisitDate: z.string(),
  GeoLocationName: z.string().nullable(),
});
export type TravelVisit = z.infer<typeof travelVisitSchema>;

export const travelHistorySchema = z.object({
  Routes: z.array(travelRoutePointSchema),
  Visits: z.array(travelVisitSchema),
});
export type TravelHistory = z.infer<typeof travelHistorySchema>;

export const visitFileSchema = z.object({ Id: z.number().int(), FileName: z.string(), Url: z.string() });

export const visitSummarySchema = z.object({
  Id: z.number().int(),
  SalesPersonId: z.number().int(),
  SalesPersonName: z.string(),
  PartyId: z.number().int().nullable(),
  PartyName: z.string().nullable(),
  PurposeId: z.number().int().nullable(),
  PurposeName: z.string().nullable(),
  Latitude: z.number(),
  Longitude: z.number(),
  LocationName: z.string().nullable(),
  /** ISO 8601 instants. */
  CheckInAt: z.string(),
  CheckOutAt: z.string().nullable(),
  VisitDuration: z.number().int().nullable(),
  Remarks: z.string().nullable(),
  Files: z.array(visitFileSchema),
});
export type VisitSummary = z.infer<typeof visitSummarySchema>;

// ---- Routes ----

/** The field app's location batches, the retention setting, and the reads of the live and travel maps. */
export const trackingContracts = {
  saveLocations: defineContract({
    method: 'post',
    path: '/location/savebatch',
    summary: `The field app's batch of fixes: JSON {Points: [{DeviceDate YYYY-MM-DD, DeviceTime HH:mm:ss (Nepal local time), Latitude, Longitude, Accuracy? (m), LocationName?}]}, 1 to ${TRACKING_LIMITS.maxBatchPoints} points. Only a sales person's own sign-in (a member of type salesPerson linked to an active sales person) sends them; anyone else is 403. Points are refused one by one, with their index and why: 0,0, latitude or longitude out of range, accuracy worse than ${TRACKING_LIMITS.maxAccuracyMetres} m, device time more than 10 minutes ahead of the server, a jump faster than ${TRACKING_LIMITS.maxSpeedKmh} km/h from the neighbouring accepted point (stored or in the batch; batches may come out of order). A point already stored (same user and device time: a resent batch) counts as a duplicate and is not stored twice. Answers {Accepted, Duplicates, Rejected: [{Index, Reason}]}; when the newest point moved forward, LocationUpdated goes to the company's users who may view Visits. Points older than the retention setting are purged at most every ${PURGE_INTERVAL_HOURS} h, after a batch.`,
    access: 'user',
    tag: trackingTag,
    body: locationBatchBody,
    response: locationBatchResultSchema,
  }),
  settings: defineContract({
    method: 'get',
    path: '/location/settings',
    summary: `The location retention: {RetentionDays, IsDefault, Default (${RETENTION_LIMITS.default}), Min, Max, MayEdit}. Points are kept this many days by device time, then purged.`,
    access: 'user',
    tag: trackingTag,
    permission: { page, action: 'view' },
    response: locationSettingsSchema,
  }),
  saveSettings: defineContract({
    method: 'post',
    path: '/location/settings',
    summary: `Sets the location retention: RetentionDays, a whole number from ${RETENTION_LIMITS.min} to ${RETENTION_LIMITS.max} (400 otherwise). Needs Visits edit; audited. Answers the settings.`,
    access: 'user',
    tag: trackingTag,
    permission: { page, action: 'edit' },
    body: locationSettingsBody,
    response: locationSettingsSchema,
  }),
  currentLocation: defineContract({
    method: 'get',
    path: '/visit/currentlocation',
    summary:
      "The live map: the newest point ever received of each active sales person of the company (DeviceDate and DeviceTime show how stale it is), by name: [LiveLocation]. spuid narrows to the sales person whose sign-in user id it is. auid (the asking user) is informational and never widens anything; cid, when given, must be this call's company (403 otherwise). Sales people without any point are left out. Open to widget tokens with scope tracking.maps.",
    access: 'user',
    tag: trackingTag,
    permission: { page, action: 'view' },
    widgetScope: 'tracking.maps',
    query: currentLocationQuery,
    response: z.array(liveLocationSchema),
  }),
  usersTracking: defineContract({
    method: 'get',
    path: '/visit/userstracking',
    summary: `Travel history of one sales person: fromDate and toDate (YYYY-MM-DD, Nepal days, both included, at most ${TRACKING_LIMITS.maxHistoryDays} days: 400 beyond), spuid (the sales person's user id; uid is used when spuid is absent), cid (must be this call's company). {Routes: [{Longitude, Latitude, DeviceTime (YYYY-MM-DDTHH:mm:ss local), LocationName}] in time order, Visits: [{Longitude, Latitude, IsParty, PartyName, LocationName, UserName, VisitDuration (minutes, null while open), VisitDate, GeoLocationName}]}. A user of another company: 404. Open to widget tokens with scope tracking.maps.`,
    access: 'user',
    tag: trackingTag,
    permission: { page, action: 'view' },
    widgetScope: 'tracking.maps',
    query: usersTrackingQuery,
    response: travelHistorySchema,
  }),
  liveLocation: defineContract({
    method: 'get',
    path: '/visit/livelocation',
    summary:
      "A user's points of one day (date YYYY-MM-DD, Nepal day; userId): [{UserId, UserName, LocationName, DeviceDate, DeviceTime, Latitude, Longitude, Accuracy}] in time order. A user of another company: 404. Open to widget tokens with scope tracking.maps.",
    access: 'user',
    tag: trackingTag,
    permission: { page, action: 'view' },
    widgetScope: 'tracking.maps',
    query: liveLocationQuery,
    response: z.array(locationTrackPointSchema),
  }),
};

const VISIT_FILTERS_TEXT =
  'Filters: salesPersonId, purposeId, fromDate and toDate (YYYY-MM-DD, Nepal days of the check-in), query (party name or remarks). Office users need Visits view; a sales person without it sees only their own.';

/** Visits: the field app records them; the office lists them and alerts a person in the field. */
export const visitContracts = {
  save: defineContract({
    method: 'post',
    path: '/visit/save',
    summary:
      "The field app's visit, as the signed-in sales person (their own; anyone else 403). Multipart or form: PartyId? (a party of the company: 404 otherwise), PurposeId? (an active visit purpose of the company: 404 for none, 400 for an inactive one), Latitude, Longitude, CheckInAt? (ISO 8601; without an offset, Nepal time; default now), CheckOutAt?, Remarks?, LocationName?, and up to five files, each a part named Files (PNG, GIF, JPEG or PDF, checked by content, at most 5 MB each: 400 otherwise). Answers the VisitSummary.",
    access: 'user',
    tag: visitsTag,
    bodyKind: 'multipart',
    files: VISIT_FILE_PARTS,
    body: visitSaveBody,
    response: visitSummarySchema,
  }),
  checkout: defineContract({
    method: 'post',
    path: '/visit/checkout',
    summary:
      "Checks the caller's own open visit out now (?id=). Someone else's visit: 404; one already checked out: 409. Answers the VisitSummary.",
    access: 'user',
    tag: visitsTag,
    query: visitIdQuery,
    response: visitSummarySchema,
  }),
  list: defineContract({
    method: 'get',
    path: '/visit/list',
    summary: `Visits, latest check-in first, one page (pageNo, pageSize). ${VISIT_FILTERS_TEXT} Page of VisitSummary with their files.`,
    access: 'user',
    tag: visitsTag,
    query: visitListQuery,
    response: pageSchema(visitSummarySchema),
  }),
  export: defineContract({
    method: 'get',
    path: '/visit/export',
    summary: exportFileText(
      `The visit list under its filters, latest check-in first, without paging: Checked in, Checked out (on the company's clock, as the list shows them), Sales person, Party, Purpose, Place, Latitude, Longitude, Duration (min), Remarks. ${VISIT_FILTERS_TEXT}`,
    ),
    access: 'user',
    tag: visitsTag,
    query: visitExportQuery,
    response: z.null(),
    download: 'table',
  }),
  detail: defineContract({
    method: 'get',
    path: '/visit/detail',
    summary:
      "One visit (?id=) with its files: VisitSummary. Another company's visit, or for a sales person someone else's: 404.",
    access: 'user',
    tag: visitsTag,
    query: visitIdQuery,
    response: visitSummarySchema,
  }),
  highPriorityNotification: defineContract({
    method: 'post',
    path: '/visit/highprioritynotification',
    summary:
      'Sends a high-priority notification to a member of the company (?userId=; anyone else 404): Title and Message (required). Recorded with JsonData {Priority: "high", Message}, pushed live to the user and web-pushed (urgency high) to the browsers they subscribed in the company. Needs Visits edit. Answers {Id}.',
    access: 'user',
    tag: visitsTag,
    permission: { page, action: 'edit' },
    query: highPriorityQuery,
    body: highPriorityBody,
    response: z.object({ Id: z.number().int() }),
  }),
};
