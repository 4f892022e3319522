import type { FileField } from '@backoffice/shared/entities/entity-declaration';
import { nepalInstant, TRACKING_LIMITS } from '@backoffice/shared/sales/tracking/tracking-plausibility';
import type { AttendanceSaveResult } from '@backoffice/shared/workforce/attendance/attendance-answers.schema';
import {
  ATTENDANCE_PHOTO_MAX_BYTES,
  type AttendanceSaveBody,
} from '@backoffice/shared/workforce/attendance/attendance-inputs.schema';
import { and, eq, isNull } from 'drizzle-orm';
import { attendances } from '../../db/schema/index.js';
import { discardUploads, storeUpload } from '../../entities/files/entity-files.js';
import { badRequest, conflict, forbidden } from '../../http/api-error.js';
import type { UploadedFiles } from '../../http/define-route.js';
import type { UserContext } from '../../http/request-context.js';
import { companyClock } from './attendance-clock.js';
import { loadAttendance } from './attendance-detail.js';
import { judgeFix } from './attendance-fix-check.js';
import { allowedPlacesOf } from './attendance-geofence.js';
import { readAttendanceRules } from './attendance-rules-read.js';

/** The check-in or check-out photo: checked by its bytes, stored as visit files are. */
const ATTENDANCE_PHOTO: FileField = {
  kind: 'file',
  label: 'Photo',
  required: false,
  accept: ['png', 'jpeg'],
  maxBytes: ATTENDANCE_PHOTO_MAX_BYTES,
};

const refuse = (field: string, message: string) => badRequest(message, [{ Field: field, Message: message }]);

/** The instant the phone says (Nepal local date and time), default now; a clock far ahead is wrong. */
const deviceInstant = (body: AttendanceSaveBody, now: Date): Date => {
  if (body.DeviceDate === undefined && body.DeviceTime === undefined) return now;
  if (body.DeviceDate === undefined || body.DeviceTime === undefined)
    throw refuse(
      body.DeviceDate === undefined ? 'DeviceDate' : 'DeviceTime',
      'Send DeviceDate and DeviceTime together',
    );
  const at = nepalInstant(body.DeviceDate, body.DeviceTime);
  if (at === null) throw refuse('DeviceDate', 'DeviceDate and DeviceTime must be a real date and time');
  if (at - now.getTime() > TRACKING_LIMITS.maxFutureMs)
    throw refuse(
      'DeviceTime',
      'The device time is more than 10 minutes ahead of the server: check the phone’s clock',
    );
  return new Date(at);
};

/**
 * The signed-in member's own check-in or check-out on the company-local day of the device time.
 * Without Action it records what comes next. Every rule is judged before the photo is stored, and
 * a stored photo whose save then fails is removed.
 */
export const saveAttendance = async (
  ctx: UserContext,
  body: AttendanceSaveBody,
  files: UploadedFiles,
): Promise<AttendanceSaveResult> => {
  if (ctx.userType === null || ctx.user.widget)
    throw forbidden('Only a member of the company checks in, for themselves.');
  const db = ctx.deps.db;
  const userId = ctx.user.userId;
  const at = deviceInstant(body, ctx.now);
  const [clock, rules, places] = await Promise.all([
    companyClock(db, ctx.companyId),
    readAttendanceRules(db, ctx.companyId),
    allowedPlacesOf(db, ctx.companyId, userId),
  ]);
  const date = clock.dateOf(at);
  const own = and(
    eq(attendances.companyId, ctx.companyId),
    eq(attendances.userId, userId),
    eq(attendances.attendanceDate, date),
  );
  const [day] = await db.select().from(attendances).where(own);
  const action = body.Action ?? (day ? 'checkOut' : 'checkIn');
  if (action === 'checkIn' && day)
    throw conflict(`You have already checked in today at ${clock.timeOf(day.checkInAt)}`);
  if (action === 'checkOut' && !day) throw conflict('You have not checked in today: check in first');
  if (action === 'checkOut' && day?.checkOutAt)
    throw conflict(`You have already checked out today at ${clock.timeOf(day.checkOutAt)}`);
  if (day && at < day.checkInAt)
    throw refuse('DeviceTime', `The check-out time is before the check-in at ${clock.timeOf(day.checkInAt)}`);
  const photo = files.Photo;
  const verb = action === 'checkIn' ? 'check in' : 'check out';
  if (rules.PhotoRequired && !photo) throw refuse('Photo', `A photo is required to ${verb}`);
  if ((body.Latitude === undefined) !== (body.Longitude === undefined))
    throw refuse(
      body.Latitude === undefined ? 'Latitude' : 'Longitude',
      'Send Latitude and Longitude together',
    );
  const position =
    body.Latitude !== undefined && body.Longitude !== undefined
      ? { latitude: body.Latitude, longitude: body.Longitude }
      : null;
  const judged = judgeFix(
    {
      action,
      at,
      position,
      accuracy: body.Accuracy ?? null,
      checkIn: day
        ? {
            at: day.checkInAt,
            position:
              day.checkInLatitude !== null && day.checkInLongitude !== null
                ? { latitude: day.checkInLatitude, longitude: day.checkInLongitude }
                : null,
          }
        : null,
    },
    places,
    rules.OutsidePolicy,
  );
  const photoPath = photo
    ? await storeUpload(ctx.deps.env.DATA_DIR, ctx.companyId, 'Photo', ATTENDANCE_PHOTO, photo)
    : null;
  const point = {
    latitude: position?.latitude ?? null,
    longitude: position?.longitude ?? null,
    accuracy: body.Accuracy ?? null,
    locationId: judged.locationId,
    distanceM: judged.distanceM,
    photo: photoPath,
  };
  const [saved] = await (day
    ? db
        .update(attendances)
        .set({
          checkOutAt: at,
          checkOutLatitude: point.latitude,
          checkOutLongitude: point.longitude,
          checkOutAccuracy: point.accuracy,
          checkOutLocationId: point.locationId,
          checkOutDistanceM: point.distanceM,
          checkOutPhoto: point.photo,
          flags: [...new Set([...day.flags, ...judged.flags])],
          remarks: body.Remarks ?? day.remarks,
          updatedAt: ctx.now,
          updatedBy: userId,
        })
        .where(and(own, isNull(attendances.checkOutAt)))
        .returning({ id: attendances.id })
    : db
        .insert(attendances)
        .values({
          companyId: ctx.companyId,
          userId,
          attendanceDate: date,
          checkInAt: at,
          checkInLatitude: point.latitude,
          checkInLongitude: point.longitude,
          checkInAccuracy: point.accuracy,
          checkInLocationId: point.locationId,
          checkInDistanceM: point.distanceM,
          checkInPhoto: point.photo,
          flags: judged.flags,
          source: 'field',
          remarks: body.Remarks ?? null,
          createdAt: ctx.now,
          createdBy: userId,
          updatedAt: ctx.now,
          updatedBy: userId,
        })
        .onConflictDoNothing()
        .returning({ id: attendances.id }));
  if (!saved) {
    // Another save of the same day won the race.
    if (photoPath) await discardUploads(ctx.deps.env.DATA_DIR, [photoPath]);
    throw conflict(
      action === 'checkIn' ? 'You have already checked in today' : 'You have already checked out today',
    );
  }
  const attendance = await loadAttendance(
    db,
    { companyId: ctx.companyId, now: ctx.now, ownUserId: null },
    saved.id,
    { rules, clock, today: clock.dateOf(ctx.now) },
  );
  return { Attendance: attendance, Recorded: action, Warnings: judged.warnings };
};
