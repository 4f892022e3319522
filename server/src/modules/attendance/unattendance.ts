import type { Page } from '@backoffice/shared/paging';
import type { UnattendanceRow } from '@backoffice/shared/workforce/attendance/attendance-answers.schema';
import type { UnattendanceQuery } from '@backoffice/shared/workforce/attendance/attendance-inputs.schema';
import { dayStatusOf } from '@backoffice/shared/workforce/attendance/attendance-rules';
import { and, asc, count, eq, notExists, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { attendances, companyUsers, holidaysTable, users } from '../../db/schema/index.js';
import { personNameSql } from '../../entities/person-name.js';
import { pageOffset, toPage } from '../../http/page-query.js';
import { readApprovedLeaves } from './approved-leaves.js';
import { attendancePeople } from './attendance-people.js';
import { attendanceReading } from './attendance-reading.js';

/** The approved leave of each person covering the day (the first, when several do). */
const leavesOn = async (db: Database, companyId: number, date: string, userIds: number[]) => {
  const byUser = new Map<number, number>();
  for (const leave of await readApprovedLeaves(db, companyId, userIds, { from: date, to: date }))
    if (!byUser.has(leave.userId)) byUser.set(leave.userId, leave.id);
  return byUser;
};

/**
 * The company's working members (attendancePeople: active, not dealers, not super admins) with no
 * attendance on the day, each with why: absent, on leave, a holiday, the weekly day off, or not in
 * yet today. A field user sees only whether they are on it themselves.
 */
export const loadUnattendance = async (
  db: Database,
  scope: { companyId: number; now: Date; ownUserId: number | null },
  query: UnattendanceQuery,
): Promise<Page<UnattendanceRow>> => {
  const reading = await attendanceReading(db, scope.companyId, scope.now);
  const date = query.date ?? reading.today;
  const where = and(
    attendancePeople(scope.companyId, {
      userId: scope.ownUserId ?? undefined,
      search: query.query,
    }),
    notExists(
      db
        .select({ id: attendances.id })
        .from(attendances)
        .where(
          and(
            eq(attendances.companyId, companyUsers.companyId),
            eq(attendances.userId, companyUsers.userId),
            eq(attendances.attendanceDate, date),
          ),
        ),
    ),
  );
  const [members, [total], [holiday]] = await Promise.all([
    db
      .select({ userId: users.id, name: personNameSql(users), userType: companyUsers.userType })
      .from(companyUsers)
      .innerJoin(users, eq(users.id, companyUsers.userId))
      .where(where)
      .orderBy(asc(sql`lower(${personNameSql(users)})`), asc(users.id))
      .limit(query.pageSize)
      .offset(pageOffset(query)),
    db
      .select({ total: count() })
      .from(companyUsers)
      .innerJoin(users, eq(users.id, companyUsers.userId))
      .where(where),
    db
      .select({ id: holidaysTable.id })
      .from(holidaysTable)
      .where(and(eq(holidaysTable.companyId, scope.companyId), eq(holidaysTable.HolidayDate, date)))
      .limit(1),
  ]);
  const leaves = await leavesOn(
    db,
    scope.companyId,
    date,
    members.map((member) => member.userId),
  );
  const items = members.map((member): UnattendanceRow => {
    const leaveId = leaves.get(member.userId) ?? null;
    const day = dayStatusOf(reading.rules, {
      date,
      today: reading.today,
      holiday: holiday !== undefined,
      onLeave: leaveId !== null,
      checkIn: null,
      checkOut: null,
    });
    return {
      UserId: member.userId,
      UserName: member.name,
      UserType: member.userType,
      DayStatus: day.status,
      LeaveId: leaveId,
    };
  });
  return toPage(items, Number(total?.total ?? 0), query);
};
