import { EXPORT_ROW_LIMIT } from '@backoffice/shared/http/export-format';
import type {
  AttendanceSheet,
  AttendanceSheetRow,
} from '@backoffice/shared/workforce/attendance/attendance-answers.schema';
import type { AttendanceSheetExportQuery } from '@backoffice/shared/workforce/attendance/attendance-inputs.schema';
import { DAY_STATUS_LABELS } from '@backoffice/shared/workforce/attendance/attendance-rules';
import { type TableColumn, tableFile } from '../../exports/table-file.js';
import type { UserContext } from '../../http/request-context.js';
import { attendancePeopleFilterOf, loadAttendanceSheet } from './attendance-sheet.service.js';

type Row = AttendanceSheetRow;

const TOTAL_COLUMNS: readonly TableColumn<Row>[] = [
  { label: 'Present', kind: 'number', value: (row) => row.Totals.Present },
  { label: 'Late', kind: 'number', value: (row) => row.Totals.Late },
  { label: 'Half day', kind: 'number', value: (row) => row.Totals.HalfDay },
  { label: 'Absent', kind: 'number', value: (row) => row.Totals.Absent },
  { label: 'On leave', kind: 'number', value: (row) => row.Totals.OnLeave },
  { label: 'Holiday', kind: 'number', value: (row) => row.Totals.Holiday },
  { label: 'Weekly off', kind: 'number', value: (row) => row.Totals.WeeklyOff },
  { label: 'Worked days', kind: 'number', value: (row) => row.Totals.WorkedDays },
  { label: 'Late minutes', kind: 'number', value: (row) => row.Totals.LateMinutes },
];

/**
 * The person, a column per day headed by its month and day ('11-17': the file's heading names the
 * range) holding the day's code, then the totals.
 */
const columnsOf = (sheet: AttendanceSheet): TableColumn<Row>[] => [
  { label: 'Name', kind: 'text', value: (row) => row.UserName },
  ...sheet.Days.map(
    (day, index): TableColumn<Row> => ({
      label: day.Date.slice(5),
      kind: 'text',
      value: (row) => {
        const status = row.Days[index];
        return status ? DAY_STATUS_LABELS[status].code : '';
      },
    }),
  ),
  ...TOTAL_COLUMNS,
];

/** GET /attendance/sheetexport: every row the sheet shows under the filters, as a file. */
export const attendanceSheetExportFile = async (ctx: UserContext, query: AttendanceSheetExportQuery) => {
  const sheet = await loadAttendanceSheet(ctx.deps.db, {
    companyId: ctx.companyId,
    now: ctx.now,
    fromDate: query.fromDate,
    toDate: query.toDate,
    filter: attendancePeopleFilterOf(ctx, query),
    pageNo: 1,
    pageSize: EXPORT_ROW_LIMIT,
  });
  const legend = Object.values(DAY_STATUS_LABELS)
    .filter((label) => label.code !== '')
    .map((label) => `${label.code} ${label.label.toLowerCase()}`)
    .join(', ');
  return tableFile(
    { name: 'attendance-sheet', sheetName: 'Attendance', columns: columnsOf(sheet) },
    sheet.Items,
    {
      format: query.format,
      now: ctx.now,
      title: 'Attendance sheet',
      headingLines: [`${query.fromDate} to ${query.toDate}`, legend],
    },
  );
};
