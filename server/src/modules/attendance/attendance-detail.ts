import type { AttendanceDetail } from '@backoffice/shared/workforce/attendance/attendance-answers.schema';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { attendances } from '../../db/schema/index.js';
import { notFound } from '../../http/api-error.js';
import { attendanceReading } from './attendance-reading.js';
import {
  ATTENDANCE_NOT_FOUND,
  type AttendanceReading,
  selectAttendances,
  toAttendanceDetail,
} from './attendance-record.js';

/**
 * One day of the company (another company's, or for a field user another person's: 404, as a
 * record they cannot know of).
 */
export const loadAttendance = async (
  db: Database,
  scope: { companyId: number; now: Date; ownUserId: number | null },
  id: number,
  /** The rules, clock and today when the caller has read them already (a save just did). */
  reading?: AttendanceReading,
): Promise<AttendanceDetail> => {
  const [found] = await selectAttendances(db)
    .where(
      and(
        eq(attendances.companyId, scope.companyId),
        eq(attendances.id, id),
        scope.ownUserId === null ? undefined : eq(attendances.userId, scope.ownUserId),
      ),
    )
    .limit(1);
  if (!found) throw notFound(ATTENDANCE_NOT_FOUND);
  return toAttendanceDetail(found, reading ?? (await attendanceReading(db, scope.companyId, scope.now)));
};
