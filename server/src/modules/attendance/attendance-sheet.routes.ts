import { attendanceContracts } from '@backoffice/shared/workforce/attendance/attendance.contract';
import { implementRoute, type MountableRoute } from '../../http/define-route.js';
import { attendancePeopleFilterOf, loadAttendanceSheet } from './attendance-sheet.service.js';
import { attendanceSheetExportFile } from './attendance-sheet-export.js';
import { loadAttendanceToday } from './attendance-today.js';

/** The month's sheet (and its file) and today's figures for the dashboard. */
export const attendanceSheetRoutes: readonly MountableRoute[] = [
  implementRoute(attendanceContracts.sheet, {
    handler: async (ctx, { query }) => ({
      data: await loadAttendanceSheet(ctx.deps.db, {
        companyId: ctx.companyId,
        now: ctx.now,
        fromDate: query.fromDate,
        toDate: query.toDate,
        filter: attendancePeopleFilterOf(ctx, query),
        pageNo: query.pageNo,
        pageSize: query.pageSize,
      }),
    }),
  }),
  implementRoute(attendanceContracts.sheetExport, {
    handler: async (ctx, { query }) => ({ data: null, file: await attendanceSheetExportFile(ctx, query) }),
  }),
  implementRoute(attendanceContracts.today, {
    handler: async (ctx) => ({
      data: await loadAttendanceToday(ctx.deps.db, {
        companyId: ctx.companyId,
        now: ctx.now,
        filter: attendancePeopleFilterOf(ctx, {}),
      }),
    }),
  }),
];
