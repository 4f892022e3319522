import type { AttendanceToday } from '@backoffice/shared/workforce/attendance/attendance-answers.schema';
import { weekdayOfDate } from '@backoffice/shared/workforce/attendance/attendance-rules';
import type { Database } from '../../db/database.js';
import type { AttendancePeopleFilter } from './attendance-people.js';
import { attendanceReading } from './attendance-reading.js';
import { readSheetFacts, readSheetPeople } from './attendance-sheet-facts.js';
import { personDay } from './attendance-sheet-rows.js';

/**
 * Today's figures on the company's clock, from the same facts and rules as the sheet: on a working
 * day everyone not on leave is expected and is either in or not in yet; on a holiday or the weekly
 * day off nobody is expected, though a check-in still counts.
 */
export const loadAttendanceToday = async (
  db: Database,
  scope: { companyId: number; now: Date; filter: AttendancePeopleFilter },
): Promise<AttendanceToday> => {
  const { companyId } = scope;
  const [{ rules, clock, today }, { people }] = await Promise.all([
    attendanceReading(db, companyId, scope.now),
    readSheetPeople(db, companyId, scope.filter),
  ]);
  const facts = await readSheetFacts(
    db,
    companyId,
    clock.timeZone,
    people.map((person) => person.userId),
    { from: today, to: today },
  );
  const dayOff = facts.holidays.has(today)
    ? 'holiday'
    : rules.WeeklyOff.includes(weekdayOfDate(today))
      ? 'weeklyOff'
      : null;
  const figures = { CheckedIn: 0, Late: 0, OnLeave: 0, NotIn: 0, Flagged: 0 };
  for (const { userId } of people) {
    const checked = facts.checked.get(userId)?.get(today);
    const { status } = personDay(rules, today, facts, userId, today);
    if (checked) figures.CheckedIn += 1;
    if (checked?.flagged) figures.Flagged += 1;
    if (status === 'late') figures.Late += 1;
    if (status === 'onLeave') figures.OnLeave += 1;
    // 'upcoming' today: a working day, not on leave, not in yet.
    if (status === 'upcoming') figures.NotIn += 1;
  }
  return {
    Date: today,
    Expected: dayOff === null ? people.length - figures.OnLeave : 0,
    ...figures,
    DayOff: dayOff,
  };
};
