import type { AttendanceDetail } from '@backoffice/shared/workforce/attendance/attendance-answers.schema';
import type { AttendanceOfficeBody } from '@backoffice/shared/workforce/attendance/attendance-inputs.schema';
import { and, eq } from 'drizzle-orm';
import { writeUserAudit } from '../../audit/audit-log.js';
import type { Database } from '../../db/database.js';
import { attendances, companyUsers } from '../../db/schema/index.js';
import { badRequest, notFound } from '../../http/api-error.js';
import type { UserContext } from '../../http/request-context.js';
import { companyClock } from './attendance-clock.js';
import { loadAttendance } from './attendance-detail.js';

const auditedOf = (row: typeof attendances.$inferSelect) => ({
  UserId: row.userId,
  AttendanceDate: row.attendanceDate,
  CheckInAt: row.checkInAt.toISOString(),
  CheckOutAt: row.checkOutAt?.toISOString() ?? null,
  Source: row.source,
  Remarks: row.remarks,
});

/**
 * The office enters or corrects a member's day: one row per person per day, so a second entry
 * corrects the first (and a phone's). The times are on the company's clock; the change is audited
 * with what it replaced.
 */
export const saveOfficeEntry = async (
  ctx: UserContext,
  body: AttendanceOfficeBody,
): Promise<AttendanceDetail> => {
  if (body.CheckOut !== undefined && body.CheckOut < body.CheckIn) {
    const message = 'CheckOut must not be before CheckIn';
    throw badRequest(message, [{ Field: 'CheckOut', Message: message }]);
  }
  const db = ctx.deps.db;
  const [member] = await db
    .select({ userId: companyUsers.userId })
    .from(companyUsers)
    .where(and(eq(companyUsers.companyId, ctx.companyId), eq(companyUsers.userId, body.UserId)));
  if (!member) throw notFound('User not found.');
  const clock = await companyClock(db, ctx.companyId);
  const checkInAt = clock.instantOf(body.AttendanceDate, body.CheckIn);
  const checkOutAt = body.CheckOut === undefined ? null : clock.instantOf(body.AttendanceDate, body.CheckOut);
  const id = await db.transaction(async (tx) => {
    const key = and(
      eq(attendances.companyId, ctx.companyId),
      eq(attendances.userId, body.UserId),
      eq(attendances.attendanceDate, body.AttendanceDate),
    );
    const [before] = await tx.select().from(attendances).where(key).for('update');
    const entered = {
      checkInAt,
      checkOutAt,
      source: 'office' as const,
      remarks: body.Remarks,
      updatedAt: ctx.now,
      updatedBy: ctx.user.userId,
    };
    // An upsert: two entries of one day at once end as one row, never a unique-key error.
    const [after] = await tx
      .insert(attendances)
      .values({
        companyId: ctx.companyId,
        userId: body.UserId,
        attendanceDate: body.AttendanceDate,
        ...entered,
        createdAt: ctx.now,
        createdBy: ctx.user.userId,
      })
      .onConflictDoUpdate({
        target: [attendances.companyId, attendances.userId, attendances.attendanceDate],
        set: entered,
      })
      .returning();
    if (!after) throw new Error('attendance not saved');
    await writeUserAudit(tx as Database, ctx, {
      action: before ? 'update' : 'create',
      entity: 'Attendance',
      entityId: after.id,
      before: before ? auditedOf(before) : null,
      after: auditedOf(after),
    });
    return after.id;
  });
  return loadAttendance(db, { companyId: ctx.companyId, now: ctx.now, ownUserId: null }, id);
};
