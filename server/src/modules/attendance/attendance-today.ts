import type { AttendanceToday } from '@backoffice/shared/workforce/attendance/attendance-answers.schema';
import { weekdayOfDate } from '@backoffice/shared/workforce/attendance/attendance-rules';
import type { Database } from '../../db/database.js';
import { companyToday } from '../orders/company-today.js';
import { companyTimeZone } from '../sales-common/company-calendar.js';
import type { AttendancePeopleFilter } from './attendance-people.js';
import { readAttendanceRules } from './attendance-rules-read.js';
import { readSheetFacts, readSheetPeople } from './attendance-sheet-facts.js';
import { personDay } from './attendance-sheet-rows.js';

/** More people than any company has: today's figures count everyone. */
const EVERYONE = 1_000_000;

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
  const [rules, timeZone, today, { people }] = await Promise.all([
    readAttendanceRules(db, companyId),
    companyTimeZone(db, companyId),
    companyToday(db, companyId, scope.now),
    readSheetPeople(db, companyId, scope.filter, { limit: EVERYONE, offset: 0 }),
  ]);
  const facts = await readSheetFacts(
    db,
    companyId,
    timeZone,
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
