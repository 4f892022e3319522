import { isFieldUserType } from '@backoffice/shared/user-types';
import type { AttendanceSheet } from '@backoffice/shared/workforce/attendance/attendance-answers.schema';
import type { Database } from '../../db/database.js';
import { notFound } from '../../http/api-error.js';
import type { UserContext } from '../../http/request-context.js';
import type { AttendancePeopleFilter } from './attendance-people.js';
import { attendanceReading } from './attendance-reading.js';
import { readSheetFacts, readSheetPeople } from './attendance-sheet-facts.js';
import { datesOf, sheetDays, sheetRow } from './attendance-sheet-rows.js';

/** Whose rows a read covers: a field user's own only, whatever was asked; the office's as asked. */
export const attendancePeopleFilterOf = (
  ctx: UserContext,
  asked: { userId?: number | undefined; query?: string | undefined },
): AttendancePeopleFilter => {
  if (!isFieldUserType(ctx.userType)) return { userId: asked.userId, search: asked.query };
  // Another person's days are 404 to a field user, as their records would be.
  if (asked.userId !== undefined && asked.userId !== ctx.user.userId) throw notFound('User not found.');
  return { userId: ctx.user.userId, search: asked.query };
};

export interface SheetRequest {
  companyId: number;
  now: Date;
  fromDate: string;
  toDate: string;
  filter: AttendancePeopleFilter;
  pageNo: number;
  pageSize: number;
}

/**
 * The sheet of one page of people: each person's status per day and the totals, computed in memory
 * from their attendance rows, approved leaves, the holidays and the company's rules, read with one
 * query per kind whatever the page's size.
 */
export const loadAttendanceSheet = async (db: Database, request: SheetRequest): Promise<AttendanceSheet> => {
  const { companyId, fromDate, toDate, pageNo, pageSize } = request;
  const [{ rules, clock, today }, page] = await Promise.all([
    attendanceReading(db, companyId, request.now),
    readSheetPeople(db, companyId, request.filter, { limit: pageSize, offset: (pageNo - 1) * pageSize }),
  ]);
  const facts = await readSheetFacts(
    db,
    companyId,
    clock.timeZone,
    page.people.map((person) => person.userId),
    { from: fromDate, to: toDate },
  );
  const dates = datesOf(fromDate, toDate);
  return {
    FromDate: fromDate,
    ToDate: toDate,
    Days: sheetDays(rules, dates, facts),
    Items: page.people.map((person) => sheetRow(rules, today, dates, facts, person)),
    TotalCount: page.total,
    PageNo: pageNo,
    PageSize: pageSize,
  };
};
