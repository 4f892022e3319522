import type { Page } from '@backoffice/shared/paging';
import type { AttendanceSummary } from '@backoffice/shared/workforce/attendance/attendance-answers.schema';
import type { AttendanceListQuery } from '@backoffice/shared/workforce/attendance/attendance-inputs.schema';
import { and, asc, count, desc, eq, gte, ilike, lte, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { attendances } from '../../db/schema/index.js';
import { personNameSql } from '../../entities/person-name.js';
import { containsPattern, pageOffset, toPage } from '../../http/page-query.js';
import { attendanceReading } from './attendance-reading.js';
import { attendancePerson as named, selectAttendances, toAttendanceSummary } from './attendance-record.js';

const SORT_COLUMNS = {
  AttendanceDate: attendances.attendanceDate,
  CheckInAt: attendances.checkInAt,
  CheckOutAt: attendances.checkOutAt,
  UserName: personNameSql(named),
  Status: attendances.status,
} as const;

const conditionOf = (companyId: number, query: AttendanceListQuery, ownUserId: number | null) => {
  const search = query.query?.trim();
  const userId = ownUserId ?? query.userId;
  const conditions: (SQL | undefined)[] = [
    eq(attendances.companyId, companyId),
    userId === undefined ? undefined : eq(attendances.userId, userId),
    query.fromDate === undefined ? undefined : gte(attendances.attendanceDate, query.fromDate),
    query.toDate === undefined ? undefined : lte(attendances.attendanceDate, query.toDate),
    query.status === undefined ? undefined : eq(attendances.status, query.status),
    query.flagged === undefined
      ? undefined
      : query.flagged
        ? sql`cardinality(${attendances.flags}) > 0`
        : sql`cardinality(${attendances.flags}) = 0`,
    search ? ilike(personNameSql(named), containsPattern(search)) : undefined,
  ];
  return and(...conditions);
};

/** The company's days (a field user's own), newest day first unless SortBy and SortType say otherwise. */
export const loadAttendancePage = async (
  db: Database,
  scope: { companyId: number; now: Date; ownUserId: number | null },
  query: AttendanceListQuery,
): Promise<Page<AttendanceSummary>> => {
  const where = conditionOf(scope.companyId, query, scope.ownUserId);
  const direction = query.SortType === 'asc' ? asc : desc;
  const column = SORT_COLUMNS[query.SortBy ?? 'AttendanceDate'];
  const [rows, [total], reading] = await Promise.all([
    selectAttendances(db)
      .where(where)
      // The id breaks ties so pages never overlap.
      .orderBy(sql`${direction(column)} nulls last`, direction(attendances.id))
      .limit(query.pageSize)
      .offset(pageOffset(query)),
    db
      .select({ total: count() })
      .from(attendances)
      .innerJoin(named, eq(named.id, attendances.userId))
      .where(where),
    attendanceReading(db, scope.companyId, scope.now),
  ]);
  return toPage(
    rows.map((row) => toAttendanceSummary(row, reading)),
    Number(total?.total ?? 0),
    query,
  );
};
