import { and, asc, between, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { attendances, companyUsers, holidaysTable, users } from '../../db/schema/index.js';
import { personNameSql } from '../../entities/person-name.js';
import { readApprovedLeaves } from './approved-leaves.js';
import { type AttendancePeopleFilter, attendancePeople } from './attendance-people.js';

/** A person the sheet has a row for. */
export interface SheetPerson {
  userId: number;
  name: string;
}

/** One attendance row as the rules read it: times 'HH:MM' on the company's clock. */
export interface CheckedDay {
  checkIn: string;
  checkOut: string | null;
  flagged: boolean;
}

/** What the days of some people over some dates are computed from. */
export interface SheetFacts {
  /** Holiday names by date. */
  holidays: ReadonlyMap<string, string>;
  /** Each person's attendance rows by date. */
  checked: ReadonlyMap<number, ReadonlyMap<string, CheckedDay>>;
  /** Each person's approved leaves (both ends included). */
  leaves: ReadonlyMap<number, readonly { from: string; to: string }[]>;
}

const nameSql = personNameSql(users);

/** The people of the filter in name order, and how many there are in all. */
export const readSheetPeople = async (
  db: Database,
  companyId: number,
  filter: AttendancePeopleFilter,
  /** Without a page: everyone, and no count (today's figures count the people themselves). */
  page?: { limit: number; offset: number },
): Promise<{ people: SheetPerson[]; total: number }> => {
  const where = attendancePeople(companyId, filter);
  const everyone = db
    .select({ userId: companyUsers.userId, name: nameSql })
    .from(companyUsers)
    .innerJoin(users, eq(users.id, companyUsers.userId))
    .where(where)
    // The id breaks ties between namesakes so pages never overlap.
    .orderBy(asc(sql`lower(${nameSql})`), asc(companyUsers.userId));
  if (!page) {
    const people = await everyone;
    return { people, total: people.length };
  }
  const [people, [counted]] = await Promise.all([
    everyone.limit(page.limit).offset(page.offset),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(companyUsers)
      .innerJoin(users, eq(users.id, companyUsers.userId))
      .where(where),
  ]);
  return { people, total: counted?.total ?? 0 };
};

const grouped = <T>(rows: readonly T[], keyOf: (row: T) => number) => {
  const groups = new Map<number, T[]>();
  for (const row of rows) {
    const key = keyOf(row);
    const group = groups.get(key);
    if (group) group.push(row);
    else groups.set(key, [row]);
  }
  return groups;
};

/**
 * The attendance rows, approved leaves and holidays of these people over from..to: one query per
 * kind for the whole page and range, whatever its size. Check-in and check-out are read as times on
 * the company's clock (`timeZone`), as the rules compare them with its office hours.
 */
export const readSheetFacts = async (
  db: Database,
  companyId: number,
  timeZone: string,
  userIds: readonly number[],
  range: { from: string; to: string },
): Promise<SheetFacts> => {
  const { from, to } = range;
  const ids = [...userIds];
  const clock = <T extends string | null>(
    column: typeof attendances.checkInAt | typeof attendances.checkOutAt,
  ) => sql<T>`to_char(${column} at time zone ${timeZone}, 'HH24:MI')`;
  const [dayRows, leaveRows, holidayRows] = await Promise.all([
    ids.length === 0
      ? []
      : db
          .select({
            userId: attendances.userId,
            date: attendances.attendanceDate,
            checkIn: clock<string>(attendances.checkInAt),
            // No check-out yet: to_char of null is null.
            checkOut: clock<string | null>(attendances.checkOutAt),
            flagged: sql<boolean>`cardinality(${attendances.flags}) > 0`,
          })
          .from(attendances)
          .where(
            and(
              eq(attendances.companyId, companyId),
              inArray(attendances.userId, ids),
              between(attendances.attendanceDate, from, to),
            ),
          ),
    readApprovedLeaves(db, companyId, ids, range),
    db
      .select({ date: holidaysTable.HolidayDate, name: holidaysTable.Name })
      .from(holidaysTable)
      .where(and(eq(holidaysTable.companyId, companyId), between(holidaysTable.HolidayDate, from, to))),
  ]);
  const checked = new Map<number, Map<string, CheckedDay>>();
  for (const [userId, rows] of grouped(dayRows, (row) => row.userId)) {
    checked.set(
      userId,
      new Map(
        rows.map((row) => [row.date, { checkIn: row.checkIn, checkOut: row.checkOut, flagged: row.flagged }]),
      ),
    );
  }
  return {
    holidays: new Map(holidayRows.map((row) => [row.date, row.name])),
    checked,
    leaves: grouped(leaveRows, (row) => row.userId),
  };
};
