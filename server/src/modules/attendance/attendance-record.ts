import type {
  AttendanceDetail,
  AttendanceFlag,
  AttendancePoint,
  AttendanceSummary,
} from '@backoffice/shared/workforce/attendance/attendance-answers.schema';
import { ATTENDANCE_FLAGS } from '@backoffice/shared/workforce/attendance/attendance-answers.schema';
import { type AttendanceRules, dayStatusOf } from '@backoffice/shared/workforce/attendance/attendance-rules';
import { and, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/database.js';
import { attendanceLocationsTable, attendances, users } from '../../db/schema/index.js';
import { personNameSql } from '../../entities/person-name.js';
import type { CompanyClock } from './attendance-clock.js';

export const ATTENDANCE_NOT_FOUND = 'Attendance not found.';

/** The day's person, for filters and sorting on their name beside selectAttendances. */
export const attendancePerson = alias(users, 'attendance_person');
const approver = alias(users, 'attendance_approver');
const creator = alias(users, 'attendance_creator');
const inPlace = alias(attendanceLocationsTable, 'attendance_in_place');
const outPlace = alias(attendanceLocationsTable, 'attendance_out_place');

/** A day with its person's, places' and approver's names; every join stays within the company. */
export const selectAttendances = (db: Database) =>
  db
    .select({
      row: attendances,
      userName: personNameSql(attendancePerson),
      inPlaceName: inPlace.Name,
      inPlace: { latitude: inPlace.Latitude, longitude: inPlace.Longitude, radius: inPlace.RadiusMetres },
      outPlaceName: outPlace.Name,
      outPlace: { latitude: outPlace.Latitude, longitude: outPlace.Longitude, radius: outPlace.RadiusMetres },
      approvedByName: personNameSql(approver),
      createdByName: personNameSql(creator),
    })
    .from(attendances)
    .innerJoin(attendancePerson, eq(attendancePerson.id, attendances.userId))
    .leftJoin(
      inPlace,
      and(eq(inPlace.companyId, attendances.companyId), eq(inPlace.id, attendances.checkInLocationId)),
    )
    .leftJoin(
      outPlace,
      and(eq(outPlace.companyId, attendances.companyId), eq(outPlace.id, attendances.checkOutLocationId)),
    )
    .leftJoin(approver, eq(approver.id, attendances.approvedBy))
    .leftJoin(creator, eq(creator.id, attendances.createdBy));

export type AttendanceRow = Awaited<ReturnType<ReturnType<typeof selectAttendances>['execute']>>[number];

/** How a read turns a stored day into what it computes to: the rules, the clock and today. */
export interface AttendanceReading {
  rules: AttendanceRules;
  clock: CompanyClock;
  today: string;
}

type PlaceColumns = { latitude: number | null; longitude: number | null; radius: number | null } | null;

/** A joined place's point and radius, or null when the day names none. */
const placeOf = (place: PlaceColumns): AttendancePoint['Place'] =>
  place && place.latitude !== null && place.longitude !== null && place.radius !== null
    ? { Latitude: Number(place.latitude), Longitude: Number(place.longitude), RadiusMetres: place.radius }
    : null;

const isFlag = (flag: string): flag is AttendanceFlag => ATTENDANCE_FLAGS.some((known) => known === flag);

export const toAttendanceSummary = (
  { row, userName, inPlaceName }: AttendanceRow,
  { rules, clock, today }: AttendanceReading,
): AttendanceSummary => {
  // A stored day always has its check-in, so holidays and leaves do not change what it is.
  const day = dayStatusOf(rules, {
    date: row.attendanceDate,
    today,
    holiday: false,
    onLeave: false,
    checkIn: clock.timeOf(row.checkInAt),
    checkOut: row.checkOutAt ? clock.timeOf(row.checkOutAt) : null,
  });
  return {
    Id: row.id,
    UserId: row.userId,
    UserName: userName,
    AttendanceDate: row.attendanceDate,
    CheckInAt: row.checkInAt.toISOString(),
    CheckOutAt: row.checkOutAt?.toISOString() ?? null,
    CheckInLocationName: inPlaceName,
    CheckInDistanceM: row.checkInDistanceM,
    Flags: row.flags.filter(isFlag),
    Source: row.source,
    Status: row.status,
    DayStatus: day.status,
    LateMinutes: day.lateMinutes,
    WorkedMinutes: day.workedMinutes,
  };
};

export const toAttendanceDetail = (found: AttendanceRow, reading: AttendanceReading): AttendanceDetail => {
  const { row } = found;
  const checkIn: AttendancePoint = {
    At: row.checkInAt.toISOString(),
    Latitude: row.checkInLatitude,
    Longitude: row.checkInLongitude,
    Accuracy: row.checkInAccuracy,
    LocationId: row.checkInLocationId,
    LocationName: found.inPlaceName,
    DistanceM: row.checkInDistanceM,
    Place: placeOf(found.inPlace),
    PhotoUrl: row.checkInPhoto,
  };
  const checkOut: AttendancePoint | null = row.checkOutAt
    ? {
        At: row.checkOutAt.toISOString(),
        Latitude: row.checkOutLatitude,
        Longitude: row.checkOutLongitude,
        Accuracy: row.checkOutAccuracy,
        LocationId: row.checkOutLocationId,
        LocationName: found.outPlaceName,
        DistanceM: row.checkOutDistanceM,
        Place: placeOf(found.outPlace),
        PhotoUrl: row.checkOutPhoto,
      }
    : null;
  return {
    ...toAttendanceSummary(found, reading),
    CheckIn: checkIn,
    CheckOut: checkOut,
    Remarks: row.remarks,
    ApprovedByName: row.approvedBy === null ? null : found.approvedByName,
    ApprovedAt: row.approvedAt?.toISOString() ?? null,
    CreatedByName: row.createdBy === null ? null : found.createdByName,
  };
};
