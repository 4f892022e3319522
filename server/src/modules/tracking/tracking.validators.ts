import { optionalId, optionalText, requiredId } from '@backoffice/shared/form-fields';
import { RETENTION_LIMITS, retentionMessage } from '@backoffice/shared/sales/tracking/location-retention';
import { TRACKING_LIMITS } from '@backoffice/shared/sales/tracking/tracking-plausibility';
import { z } from 'zod';
import { pagingShape } from '../../http/page-query.js';
import { optionalDate, optionalNumber, requiredDate, requiredNumber } from '../orders/order-input-fields.js';

/** One fix. Types are checked here (a batch of the wrong shape is 400); values by the filters. */
const pointInput = z.object({
  DeviceDate: z.string({ error: 'DeviceDate must be text (YYYY-MM-DD)' }),
  DeviceTime: z.string({ error: 'DeviceTime must be text (HH:mm:ss)' }),
  Latitude: requiredNumber('Latitude is required', 'Latitude must be a number'),
  Longitude: requiredNumber('Longitude is required', 'Longitude must be a number'),
  Accuracy: optionalNumber('Accuracy must be a number of metres'),
  LocationName: optionalText(250),
});

export const locationBatchBody = z.object({
  Points: z
    .array(pointInput, { error: 'Points must be a list of location points' })
    .min(1, { error: 'Points must hold at least one point' })
    .max(TRACKING_LIMITS.maxBatchPoints, {
      error: `A batch holds at most ${TRACKING_LIMITS.maxBatchPoints} points: send the rest in another`,
    }),
});
export type LocationBatchBody = z.output<typeof locationBatchBody>;

export { RETENTION_LIMITS };

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

export const visitSaveBody = z.object({
  PartyId: optionalId('PartyId must be the number of a party'),
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

export const visitIdQuery = z.object({ id: requiredId('id must be the number of a visit') });

export const visitListQuery = z.object({
  ...pagingShape,
  query: optionalText(200),
  salesPersonId: optionalId('salesPersonId must be the number of a sales person'),
  fromDate: optionalDate('fromDate'),
  toDate: optionalDate('toDate'),
});
export type VisitListQuery = z.output<typeof visitListQuery>;

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
