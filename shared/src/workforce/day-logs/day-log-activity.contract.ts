/**
 * The day behind a day log, for the office: what the person's visits, orders, collections,
 * attendance and tracked positions say of that day, beside what they wrote.
 */
import { z } from 'zod';
import { requiredId } from '../../form-fields.js';
import { defineContract } from '../../http/route-contract.js';
import { PAGE_CODES } from '../../page-codes.js';
import { ORDER_STATUSES } from '../../sales/orders/order-pipeline.js';

export const dayLogActivityQuery = z.object({ id: requiredId('id must be the number of a day log') });

const activityVisitSchema = z.object({
  Id: z.number().int(),
  /** ISO 8601 instants. */
  CheckInAt: z.string(),
  CheckOutAt: z.string().nullable(),
  PartyId: z.number().int().nullable(),
  PartyName: z.string().nullable(),
  LocationName: z.string().nullable(),
  PurposeName: z.string().nullable(),
});

const activityOrderSchema = z.object({
  Id: z.number().int(),
  OrderNo: z.string(),
  PartyId: z.number().int(),
  PartyName: z.string(),
  /** Rupees. */
  TotalAmount: z.number(),
  Status: z.enum(ORDER_STATUSES),
});

const activityCollectionSchema = z.object({
  Id: z.number().int(),
  ReceiptNo: z.string(),
  PartyId: z.number().int(),
  PartyName: z.string(),
  /** Rupees. */
  Amount: z.number(),
});

export const dayLogActivitySchema = z.object({
  DayLogId: z.number().int(),
  UserId: z.number().int(),
  /** YYYY-MM-DD. */
  LogDate: z.string(),
  Visits: z.array(activityVisitSchema),
  Orders: z.array(activityOrderSchema),
  Collections: z.array(activityCollectionSchema),
  /** The day's attendance row, when there is one: ISO 8601 instants. */
  Attendance: z.object({ CheckInAt: z.string(), CheckOutAt: z.string().nullable() }).nullable(),
  /** Kilometres between the day's plausible positions, one decimal; null without two of them. */
  TrackedKm: z.number().nullable(),
  /** The positions the tracked distance was measured over. */
  TrackedPoints: z.number().int(),
  /** What the person wrote in the log (km), null when they left it out. */
  WrittenKm: z.number().nullable(),
});
export type DayLogActivity = z.infer<typeof dayLogActivitySchema>;

export const dayLogActivityContracts = {
  activity: defineContract({
    method: 'get',
    path: '/daylog/activity',
    summary:
      "The day behind a day log (?id=), for the person and date it names: Visits [{Id, CheckInAt, CheckOutAt, PartyId, PartyName, LocationName, PurposeName}] (check-ins on that Nepal day), Orders [{Id, OrderNo, PartyId, PartyName, TotalAmount (rupees), Status}] (dated that day, taken as their sales person), Collections [{Id, ReceiptNo, PartyId, PartyName, Amount (rupees)}] (dated that day, entered by them), Attendance {CheckInAt, CheckOutAt} or null, TrackedKm (between the day's plausible positions, one decimal; null without two of them), TrackedPoints, and WrittenKm (the log's distance). Needs Day logs view; another company's day log, or for a field user someone else's, is 404.",
    access: 'user',
    tag: 'Day Logs',
    permission: { page: PAGE_CODES.DayLog, action: 'view' },
    query: dayLogActivityQuery,
    response: dayLogActivitySchema,
  }),
};
