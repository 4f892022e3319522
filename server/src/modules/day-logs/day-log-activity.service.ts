import { DAY_LOG } from '@backoffice/shared/entities/workforce/day-log.entity';
import { nepalInstant } from '@backoffice/shared/sales/tracking/tracking-plausibility';
import type { DayLogActivity } from '@backoffice/shared/workforce/day-logs/day-log-activity.contract';
import { trackedDistance } from '@backoffice/shared/workforce/day-logs/tracked-distance';
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { attendances, orders, partiesTable, payments, visits } from '../../db/schema/index.js';
import { ownerOf } from '../../entities/entity-owner.js';
import { findRecord } from '../../entities/entity-repository.js';
import { toRupees } from '../../entities/entity-values.js';
import type { UserContext } from '../../http/request-context.js';
import { salesPersonOfUser } from '../sales-common/field-scope.js';
import { loadDayTrack } from '../tracking/location-query.js';
import { checkInWithin } from '../tracking/visit-list.js';
import { selectVisits } from '../tracking/visit-record.js';

/** Check-ins on the person's Nepal day, as the visit list and the travel history count days. */
const dayVisits = async (db: Database, companyId: number, userId: number, date: string) => {
  const rows = await selectVisits(db)
    .where(and(eq(visits.companyId, companyId), eq(visits.userId, userId), checkInWithin(date, date)))
    .orderBy(asc(visits.checkInAt), asc(visits.id));
  return rows.map((row) => ({
    Id: row.id,
    CheckInAt: row.checkInAt.toISOString(),
    CheckOutAt: row.checkOutAt?.toISOString() ?? null,
    PartyId: row.partyId,
    PartyName: row.partyName,
    LocationName: row.locationName,
    PurposeName: row.purposeName,
  }));
};

/**
 * Orders dated that day taken as the person's sales person; a person with no sales person record
 * (an office user writing a log) has the orders they entered themselves.
 */
const dayOrders = async (db: Database, companyId: number, userId: number, date: string) => {
  const person = await salesPersonOfUser(db, companyId, userId);
  const rows = await db
    .select({
      id: orders.id,
      orderNo: orders.orderNo,
      partyId: orders.partyId,
      partyName: partiesTable.Name,
      totalAmount: orders.totalAmount,
      status: orders.status,
    })
    .from(orders)
    .innerJoin(
      partiesTable,
      and(eq(partiesTable.companyId, orders.companyId), eq(partiesTable.id, orders.partyId)),
    )
    .where(
      and(
        eq(orders.companyId, companyId),
        eq(orders.orderDate, date),
        person ? eq(orders.salesPersonId, person.id) : eq(orders.createdBy, userId),
      ),
    )
    .orderBy(asc(orders.id));
  return rows.map((row) => ({
    Id: row.id,
    OrderNo: row.orderNo,
    PartyId: row.partyId,
    PartyName: row.partyName,
    TotalAmount: toRupees(row.totalAmount),
    Status: row.status,
  }));
};

/** Payments dated that day that the person entered (a collection records who took it as its creator). */
const dayCollections = async (db: Database, companyId: number, userId: number, date: string) => {
  const rows = await db
    .select({
      id: payments.id,
      receiptNo: payments.receiptNo,
      partyId: payments.partyId,
      partyName: partiesTable.Name,
      amount: payments.amount,
    })
    .from(payments)
    .innerJoin(
      partiesTable,
      and(eq(partiesTable.companyId, payments.companyId), eq(partiesTable.id, payments.partyId)),
    )
    .where(
      and(eq(payments.companyId, companyId), eq(payments.paymentDate, date), eq(payments.createdBy, userId)),
    )
    .orderBy(asc(payments.id));
  return rows.map((row) => ({
    Id: row.id,
    ReceiptNo: row.receiptNo,
    PartyId: row.partyId,
    PartyName: row.partyName,
    Amount: toRupees(row.amount),
  }));
};

const dayAttendance = async (db: Database, companyId: number, userId: number, date: string) => {
  const [row] = await db
    .select({ checkInAt: attendances.checkInAt, checkOutAt: attendances.checkOutAt })
    .from(attendances)
    .where(
      and(
        eq(attendances.companyId, companyId),
        eq(attendances.userId, userId),
        eq(attendances.attendanceDate, date),
      ),
    )
    .limit(1);
  return row
    ? { CheckInAt: row.checkInAt.toISOString(), CheckOutAt: row.checkOutAt?.toISOString() ?? null }
    : null;
};

/** The distance over the day's positions, as the live-location call reads them (in time order). */
const dayDistance = async (db: Database, companyId: number, userId: number, date: string) => {
  const track = await loadDayTrack(db, companyId, userId, date);
  return trackedDistance(
    track.flatMap((point) => {
      const at = nepalInstant(point.DeviceDate, point.DeviceTime);
      return at === null
        ? []
        : [{ at, latitude: point.Latitude, longitude: point.Longitude, accuracy: point.Accuracy }];
    }),
  );
};

/**
 * GET /daylog/activity: the log's person and day, read the way the log itself is (another
 * company's, or for a field user someone else's, is the detail's 404).
 */
export const loadDayLogActivity = async (ctx: UserContext, id: number): Promise<DayLogActivity> => {
  const { db } = ctx.deps;
  const log = await findRecord(db, DAY_LOG, ctx.companyId, id, undefined, ownerOf(ctx, DAY_LOG));
  const userId = Number(log.UserId);
  const date = String(log.LogDate);
  const [Visits, Orders, Collections, Attendance, distance] = await Promise.all([
    dayVisits(db, ctx.companyId, userId, date),
    dayOrders(db, ctx.companyId, userId, date),
    dayCollections(db, ctx.companyId, userId, date),
    dayAttendance(db, ctx.companyId, userId, date),
    dayDistance(db, ctx.companyId, userId, date),
  ]);
  const written = log.DistanceKm;
  return {
    DayLogId: id,
    UserId: userId,
    LogDate: date,
    Visits,
    Orders,
    Collections,
    Attendance,
    TrackedKm: distance.km,
    TrackedPoints: distance.points,
    WrittenKm: written === null || written === undefined ? null : Number(written),
  };
};
