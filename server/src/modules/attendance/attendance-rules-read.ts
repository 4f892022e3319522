import {
  type AttendanceRules,
  DEFAULT_ATTENDANCE_RULES,
  WEEKDAYS,
  type Weekday,
} from '@backoffice/shared/workforce/attendance/attendance-rules';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { attendanceSettings } from '../../db/schema/index.js';

const isWeekday = (value: string): value is Weekday => WEEKDAYS.some((day) => day === value);

/** The company's attendance rules, or the defaults (IsDefault) while it has saved none. */
export const readAttendanceRules = async (
  db: Database,
  companyId: number,
): Promise<AttendanceRules & { IsDefault: boolean }> => {
  const [row] = await db.select().from(attendanceSettings).where(eq(attendanceSettings.companyId, companyId));
  if (!row) return { ...DEFAULT_ATTENDANCE_RULES, IsDefault: true };
  return {
    OfficeStart: row.officeStart,
    OfficeEnd: row.officeEnd,
    LateAfterMinutes: row.lateAfterMinutes,
    HalfDayMinutes: row.halfDayMinutes,
    WeeklyOff: row.weeklyOff.filter(isWeekday),
    OutsidePolicy: row.outsidePolicy,
    PhotoRequired: row.photoRequired,
    IsDefault: false,
  };
};
