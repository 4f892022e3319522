import { HUB_EVENTS } from '@backoffice/shared/realtime/hub-contract';
import type {
  LiveLocation,
  LocationBatchBody,
  LocationBatchResult,
} from '@backoffice/shared/sales/tracking/tracking.contract';
import {
  filterPlausibleFixes,
  nepalInstant,
  nepalLocal,
  type TimedFix,
} from '@backoffice/shared/sales/tracking/tracking-plausibility';
import { and, asc, desc, eq, gt, gte, lt, lte, max } from 'drizzle-orm';
import { allReads } from '../../db/all-reads.js';
import type { Database } from '../../db/database.js';
import { locationPoints, users } from '../../db/schema/index.js';
import type { UserContext } from '../../http/request-context.js';
import { publishHubEvent } from '../../realtime/hub-events.js';
import type { FieldSalesPerson } from '../sales-common/field-scope.js';
import { purgeIfDue } from './location-retention.js';
import { requireFieldSalesPerson, VISIT_PAGE_NAME } from './tracking-access.js';

type BatchPoint = LocationBatchBody['Points'][number];

const fixColumns = {
  at: locationPoints.deviceAt,
  latitude: locationPoints.latitude,
  longitude: locationPoints.longitude,
};

const toTimed = (row: { at: Date; latitude: number; longitude: number }): TimedFix => ({
  at: row.at.getTime(),
  latitude: row.latitude,
  longitude: row.longitude,
});

/**
 * The user's stored points the filters compare with: the last before the batch's span, all within
 * it (an out-of-order resend lands between stored points) and the first after it. Time-sorted.
 */
const storedAround = async (db: Database, companyId: number, userId: number, from: Date, to: Date) => {
  const own = and(eq(locationPoints.companyId, companyId), eq(locationPoints.userId, userId));
  const [before, within, after] = await allReads(db, [
    () =>
      db
        .select(fixColumns)
        .from(locationPoints)
        .where(and(own, lt(locationPoints.deviceAt, from)))
        .orderBy(desc(locationPoints.deviceAt))
        .limit(1),
    () =>
      db
        .select(fixColumns)
        .from(locationPoints)
        .where(and(own, gte(locationPoints.deviceAt, from), lte(locationPoints.deviceAt, to)))
        .orderBy(asc(locationPoints.deviceAt)),
    () =>
      db
        .select(fixColumns)
        .from(locationPoints)
        .where(and(own, gt(locationPoints.deviceAt, to)))
        .orderBy(asc(locationPoints.deviceAt))
        .limit(1),
  ]);
  return [...before, ...within, ...after].map(toTimed);
};

/** The span of the batch's readable device times (unreadable ones are refused by the filters). */
const batchSpan = (points: readonly BatchPoint[]): { from: Date; to: Date } | null => {
  const instants = points
    .map((point) => nepalInstant(point.DeviceDate, point.DeviceTime))
    .filter((at): at is number => at !== null);
  if (instants.length === 0) return null;
  return { from: new Date(Math.min(...instants)), to: new Date(Math.max(...instants)) };
};

const liveLocationOf = (
  person: FieldSalesPerson,
  userName: string,
  point: BatchPoint,
  at: number,
  receivedAt: Date,
): LiveLocation => {
  const local = nepalLocal(at);
  return {
    UserId: person.userId,
    UserName: userName,
    SalesPersonId: person.id,
    FullName: person.fullName,
    LocationName: point.LocationName ?? null,
    DeviceDate: local.date,
    DeviceTime: local.time,
    Latitude: point.Latitude,
    Longitude: point.Longitude,
    Accuracy: point.Accuracy ?? null,
    ReceivedAt: receivedAt.toISOString(),
  };
};

/**
 * Stores the caller's batch: the filters drop implausible points, the unique (user, device time)
 * key makes a resend store nothing twice, and when the newest stored point moved forward the live
 * maps are told in the same transaction (nothing is pushed for a batch that rolls back).
 */
export const saveLocationBatch = async (
  ctx: UserContext,
  body: LocationBatchBody,
): Promise<LocationBatchResult> => {
  const person = await requireFieldSalesPerson(ctx);
  const { companyId, now } = ctx;
  const userId = person.userId;
  const span = batchSpan(body.Points);
  const result = await ctx.deps.db.transaction(async (tx) => {
    const db = tx as Database;
    const stored = span ? await storedAround(db, companyId, userId, span.from, span.to) : [];
    const { accepted, rejected } = filterPlausibleFixes(body.Points, stored, now.getTime());
    if (accepted.length === 0) return { Accepted: 0, Duplicates: 0, Rejected: rejected };
    const [newestBefore] = await db
      .select({ at: max(locationPoints.deviceAt) })
      .from(locationPoints)
      .where(and(eq(locationPoints.companyId, companyId), eq(locationPoints.userId, userId)));
    const inserted = await db
      .insert(locationPoints)
      .values(
        accepted.map((fix) => {
          const local = nepalLocal(fix.at);
          return {
            companyId,
            userId,
            salesPersonId: person.id,
            deviceAt: new Date(fix.at),
            deviceDate: local.date,
            deviceTime: local.time,
            latitude: fix.latitude,
            longitude: fix.longitude,
            accuracy: fix.input.Accuracy ?? null,
            locationName: fix.input.LocationName ?? null,
            receivedAt: now,
          };
        }),
      )
      .onConflictDoNothing()
      .returning({ at: locationPoints.deviceAt });
    const newestInserted = Math.max(...inserted.map((row) => row.at.getTime()));
    const previous = newestBefore?.at ? new Date(newestBefore.at).getTime() : Number.NEGATIVE_INFINITY;
    const newestFix = accepted.findLast((fix) => fix.at === newestInserted);
    if (inserted.length > 0 && newestInserted > previous && newestFix) {
      const [user] = await db.select({ username: users.username }).from(users).where(eq(users.id, userId));
      await publishHubEvent(db, {
        hub: 'notification',
        audience: { kind: 'company', companyId, page: VISIT_PAGE_NAME },
        target: HUB_EVENTS.locationUpdated,
        args: [liveLocationOf(person, user?.username ?? '', newestFix.input, newestFix.at, now)],
      });
    }
    return { Accepted: inserted.length, Duplicates: accepted.length - inserted.length, Rejected: rejected };
  });
  if (result.Accepted > 0) await purgeIfDue(ctx.deps, companyId, now, ctx.log);
  return result;
};
