import { PAGE_CODES } from '@backoffice/shared/page-codes';
import type { AttendanceDetail } from '@backoffice/shared/workforce/attendance/attendance-answers.schema';
import { and, eq, inArray } from 'drizzle-orm';
import { writeUserAudit } from '../../audit/audit-log.js';
import type { Database } from '../../db/database.js';
import { attendances } from '../../db/schema/index.js';
import { conflict, notFound } from '../../http/api-error.js';
import type { UserContext } from '../../http/request-context.js';
import { notifyEvent } from '../notifications/notify-event.js';
import { loadAttendance } from './attendance-detail.js';
import { ATTENDANCE_NOT_FOUND } from './attendance-record.js';

const ALREADY = 'This attendance is already approved.';

/**
 * Approves the pending days among `ids` in one transaction and tells each person; answers those
 * approved. The approval's remarks go to the audit trail and the notice, not over the day's own.
 */
const approvePending = async (ctx: UserContext, ids: readonly number[], remarks: string | undefined) =>
  ctx.deps.db.transaction(async (tx) => {
    const approved = await tx
      .update(attendances)
      .set({
        status: 'approved',
        approvedBy: ctx.user.userId,
        approvedAt: ctx.now,
        updatedAt: ctx.now,
        updatedBy: ctx.user.userId,
      })
      .where(
        and(
          eq(attendances.companyId, ctx.companyId),
          inArray(attendances.id, [...ids]),
          eq(attendances.status, 'pending'),
        ),
      )
      .returning({ id: attendances.id, userId: attendances.userId, date: attendances.attendanceDate });
    for (const day of approved) {
      await writeUserAudit(tx as Database, ctx, {
        action: 'approve',
        entity: 'Attendance',
        entityId: day.id,
        before: { Status: 'pending' },
        after: { Status: 'approved', Remarks: remarks ?? null },
      });
      await notifyEvent(
        tx as Database,
        {
          companyId: ctx.companyId,
          now: ctx.now,
          actor: { userId: ctx.user.userId, name: ctx.user.username },
        },
        {
          event: 'stateChanged',
          pageCode: PAGE_CODES.Attendance,
          record: { id: day.id, name: day.date },
          values: { AttendanceDate: day.date, Status: 'Approved', Remarks: remarks ?? '' },
          link: `/workforce/attendance/${day.id}`,
          linkNeedsView: true,
          defaultTitle: `Attendance of ${day.date} approved`,
          audience: { userIds: [day.userId] },
        },
      );
    }
    return approved.map((day) => day.id);
  });

/** Approves one day: another company's is 404, one already approved 409. */
export const approveAttendance = async (
  ctx: UserContext,
  id: number,
  remarks: string | undefined,
): Promise<AttendanceDetail> => {
  const [done] = await approvePending(ctx, [id], remarks);
  if (done === undefined) {
    const [exists] = await ctx.deps.db
      .select({ id: attendances.id })
      .from(attendances)
      .where(and(eq(attendances.companyId, ctx.companyId), eq(attendances.id, id)));
    throw exists ? conflict(ALREADY) : notFound(ATTENDANCE_NOT_FOUND);
  }
  return loadAttendance(ctx.deps.db, { companyId: ctx.companyId, now: ctx.now, ownUserId: null }, id);
};

/** Approves several days; each left alone says why (already approved, or not found in the company). */
export const approveAttendances = async (
  ctx: UserContext,
  ids: readonly number[],
  remarks: string | undefined,
): Promise<{ Approved: number[]; Skipped: { Id: number; Reason: string }[] }> => {
  const unique = [...new Set(ids)];
  const approved = new Set(await approvePending(ctx, unique, remarks));
  const left = unique.filter((id) => !approved.has(id));
  const existing =
    left.length === 0
      ? new Set<number>()
      : new Set(
          (
            await ctx.deps.db
              .select({ id: attendances.id })
              .from(attendances)
              .where(and(eq(attendances.companyId, ctx.companyId), inArray(attendances.id, left)))
          ).map((row) => row.id),
        );
  return {
    Approved: unique.filter((id) => approved.has(id)),
    Skipped: left.map((id) => ({ Id: id, Reason: existing.has(id) ? ALREADY : ATTENDANCE_NOT_FOUND })),
  };
};
