import { attendanceContracts } from '@backoffice/shared/workforce/attendance/attendance.contract';
import { implementRoute, type MountableRoute } from '../../http/define-route.js';
import type { UserContext } from '../../http/request-context.js';
import { approveAttendance, approveAttendances } from './attendance-approve.service.js';
import { loadAttendance } from './attendance-detail.js';
import { loadAttendancePage } from './attendance-list.js';
import { saveOfficeEntry } from './attendance-office-entry.service.js';
import { ownAttendanceUserOf } from './attendance-reading.js';
import { saveAttendance } from './attendance-save.service.js';
import { loadAttendanceSettings, saveAttendanceSettings } from './attendance-settings.service.js';
import { loadUnattendance } from './unattendance.js';

const readScope = (ctx: UserContext) => ({
  companyId: ctx.companyId,
  now: ctx.now,
  ownUserId: ownAttendanceUserOf(ctx),
});

/** Attendance: the field app's check-ins, the office's entries and approvals, the lists and the rules. */
export const attendanceRoutes: readonly MountableRoute[] = [
  implementRoute(attendanceContracts.save, {
    handler: async (ctx, { body, files }) => {
      const result = await saveAttendance(ctx, body, files);
      return { data: result, message: result.Recorded === 'checkIn' ? 'Checked in.' : 'Checked out.' };
    },
  }),
  implementRoute(attendanceContracts.officeEntry, {
    handler: async (ctx, { body }) => ({
      data: await saveOfficeEntry(ctx, body),
      message: 'Attendance saved.',
    }),
  }),
  implementRoute(attendanceContracts.list, {
    handler: async (ctx, { query }) => ({
      data: await loadAttendancePage(ctx.deps.db, readScope(ctx), query),
    }),
  }),
  implementRoute(attendanceContracts.detail, {
    handler: async (ctx, { query }) => ({
      data: await loadAttendance(ctx.deps.db, readScope(ctx), query.id),
    }),
  }),
  implementRoute(attendanceContracts.approve, {
    handler: async (ctx, { query, body }) => ({
      data: await approveAttendance(ctx, query.id, body.Remarks),
      message: 'Attendance approved.',
    }),
  }),
  implementRoute(attendanceContracts.approveBulk, {
    handler: async (ctx, { body }) => {
      const result = await approveAttendances(ctx, body.Ids, body.Remarks);
      return {
        data: result,
        message: `${result.Approved.length} approved, ${result.Skipped.length} skipped.`,
      };
    },
  }),
  implementRoute(attendanceContracts.unattendance, {
    handler: async (ctx, { query }) => ({ data: await loadUnattendance(ctx.deps.db, readScope(ctx), query) }),
  }),
  implementRoute(attendanceContracts.settings, {
    handler: async (ctx) => ({ data: await loadAttendanceSettings(ctx.deps.db, ctx.companyId) }),
  }),
  implementRoute(attendanceContracts.saveSettings, {
    handler: async (ctx, { body }) => ({
      data: await saveAttendanceSettings(ctx, body),
      message: 'Attendance settings saved.',
    }),
  }),
];
