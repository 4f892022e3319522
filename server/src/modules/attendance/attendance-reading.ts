import { isFieldUserType } from '@backoffice/shared/user-types';
import type { Database } from '../../db/database.js';
import type { UserContext } from '../../http/request-context.js';
import { companyClock } from './attendance-clock.js';
import type { AttendanceReading } from './attendance-record.js';
import { readAttendanceRules } from './attendance-rules-read.js';

/** The company's rules, clock and today: what every read computes a day's status with. */
export const attendanceReading = async (
  db: Database,
  companyId: number,
  now: Date,
): Promise<AttendanceReading> => {
  const [rules, clock] = await Promise.all([readAttendanceRules(db, companyId), companyClock(db, companyId)]);
  return { rules, clock, today: clock.dateOf(now) };
};

/** A field user reads only their own days, whatever their role grants; the office reads everyone's. */
export const ownAttendanceUserOf = (ctx: UserContext): number | null =>
  isFieldUserType(ctx.userType) ? ctx.user.userId : null;
