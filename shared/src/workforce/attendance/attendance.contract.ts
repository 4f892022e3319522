/**
 * Attendance (spec sections 3, 4 and 7): the field app's `attendance/save`, `list`, `detail`,
 * `approve` and `unattendance` at the spec's paths, plus the office's entry, bulk approval, the
 * monthly sheet, today's figures and the company's rules.
 */
import { z } from 'zod';
import { exportFileText } from '../../http/export-format.js';
import { defineContract } from '../../http/route-contract.js';
import { PAGE_CODES } from '../../page-codes.js';
import { pageSchema } from '../../paging.js';
import {
  attendanceBulkResultSchema,
  attendanceDetailSchema,
  attendanceSaveResultSchema,
  attendanceSettingsSchema,
  attendanceSheetSchema,
  attendanceSummarySchema,
  attendanceTodaySchema,
  unattendanceRowSchema,
} from './attendance-answers.schema.js';
import {
  ATTENDANCE_FILE_PARTS,
  attendanceApproveBody,
  attendanceBulkBody,
  attendanceIdQuery,
  attendanceListQuery,
  attendanceOfficeBody,
  attendanceSaveBody,
  attendanceSettingsBody,
  attendanceSheetExportQuery,
  attendanceSheetQuery,
  unattendanceQuery,
} from './attendance-inputs.schema.js';

const page = PAGE_CODES.Attendance;
const tag = 'Attendance';
const OWN =
  'A field user (sales person, dealer, delivery person) reads only their own days; another person’s is 404.';

export const attendanceContracts = {
  save: defineContract({
    method: 'post',
    path: '/attendance/save',
    summary:
      "The field app's check-in or check-out, for the signed-in member themselves (Attendance create). Multipart or form: Action? (checkIn or checkOut; default what comes next), Latitude?, Longitude?, Accuracy?, DeviceDate? and DeviceTime? (the phone's Nepal date and time, default now), Remarks?, and a photo part named Photo (PNG or JPEG, at most 5 MB; required when the company's settings say so). A second check-in on one day, or a check-out without one: 409. A check-in farther than every allowed place's radius is refused (400, naming the distance) or flagged, as the company's settings say; an implausible fix is flagged. Answers the day with Warnings.",
    access: 'user',
    tag,
    permission: { page, action: 'create' },
    bodyKind: 'multipart',
    files: ATTENDANCE_FILE_PARTS,
    body: attendanceSaveBody,
    response: attendanceSaveResultSchema,
  }),
  officeEntry: defineContract({
    method: 'post',
    path: '/attendance/officeentry',
    summary:
      "The office enters or corrects a member's day (Attendance edit): UserId, AttendanceDate, CheckIn and CheckOut? (HH:MM on the company's clock), Remarks (required). A member of another company: 404. Recorded with source office and audited. Answers the day.",
    access: 'user',
    tag,
    permission: { page, action: 'edit' },
    body: attendanceOfficeBody,
    response: attendanceDetailSchema,
  }),
  list: defineContract({
    method: 'get',
    path: '/attendance/list',
    summary: `Attendance days, one page (pageNo, pageSize, query: the person's name). Filters: fromDate, toDate, userId, status (pending, approved), flagged. SortBy AttendanceDate (default), CheckInAt, CheckOutAt, UserName or Status; SortType asc or desc (default desc). Each with its computed DayStatus, LateMinutes and WorkedMinutes. ${OWN}`,
    access: 'user',
    tag,
    permission: { page, action: 'view' },
    query: attendanceListQuery,
    response: pageSchema(attendanceSummarySchema),
  }),
  detail: defineContract({
    method: 'get',
    path: '/attendance/detail',
    summary: `One day (?id=) with where the check-in and check-out were made, the places nearest them, the photos, who approved it and when. Another company's: 404. ${OWN}`,
    access: 'user',
    tag,
    permission: { page, action: 'view' },
    query: attendanceIdQuery,
    response: attendanceDetailSchema,
  }),
  approve: defineContract({
    method: 'post',
    path: '/attendance/approve',
    summary:
      'Approves a day (?id=, Attendance edit; body Remarks?). The person is told. One already approved: 409. Another company’s: 404.',
    access: 'user',
    tag,
    permission: { page, action: 'edit' },
    query: attendanceIdQuery,
    body: attendanceApproveBody,
    response: attendanceDetailSchema,
  }),
  approveBulk: defineContract({
    method: 'post',
    path: '/attendance/approvebulk',
    summary:
      'Approves several days at once (JSON {Ids, Remarks?}, at most 500; Attendance edit). Each person is told; days already approved or not of the company are skipped with the reason.',
    access: 'user',
    tag,
    permission: { page, action: 'edit' },
    bodyKind: 'json',
    body: attendanceBulkBody,
    response: attendanceBulkResultSchema,
  }),
  unattendance: defineContract({
    method: 'get',
    path: '/attendance/unattendance',
    summary:
      "The members expected at work on a day (date, default the company's today) who have not checked in, each with why: absent, onLeave (with the leave), holiday, weeklyOff, or upcoming (today, not in yet). Dealers are not staff and are left out. Paged (pageNo, pageSize, query: the name).",
    access: 'user',
    tag,
    permission: { page, action: 'view' },
    query: unattendanceQuery,
    response: pageSchema(unattendanceRowSchema),
  }),
  today: defineContract({
    method: 'get',
    path: '/attendance/today',
    summary:
      "Today's attendance on the company's clock, for the dashboard: expected, checked in, late, on leave, not in yet, flagged, and whether today is a holiday or the weekly day off.",
    access: 'user',
    tag,
    permission: { page, action: 'view' },
    response: attendanceTodaySchema,
  }),
  sheet: defineContract({
    method: 'get',
    path: '/attendance/sheet',
    summary: `The attendance sheet from fromDate to toDate (at most 32 days: a BS or AD month): the days across (weekday, holiday, weekly off) and one row per member (paged, query: the name; userId), a status per day and the totals. ${OWN}`,
    access: 'user',
    tag,
    permission: { page, action: 'view' },
    query: attendanceSheetQuery,
    response: attendanceSheetSchema,
  }),
  sheetExport: defineContract({
    method: 'get',
    path: '/attendance/sheetexport',
    summary: exportFileText(
      'The attendance sheet under the same filters, without paging: a column per day with its code (P present, L late, H half day, A absent, LV on leave, HO holiday, W weekly off), then the totals',
    ),
    access: 'user',
    tag,
    permission: { page, action: 'view' },
    query: attendanceSheetExportQuery,
    response: z.null(),
    download: 'table',
  }),
  settings: defineContract({
    method: 'get',
    path: '/attendance/settings',
    summary:
      "The company's attendance rules: office hours, late grace, half-day minutes, weekly days off, what a check-in outside every place does, whether a photo is required. IsDefault while none are saved. Open to anyone with Attendance view (the field app shows the hours).",
    access: 'user',
    tag,
    permission: { page, action: 'view' },
    response: attendanceSettingsSchema,
  }),
  saveSettings: defineContract({
    method: 'post',
    path: '/attendance/savesettings',
    summary:
      'Saves the company’s attendance rules (Attendance Settings edit): OfficeStart, OfficeEnd (HH:MM), LateAfterMinutes, HalfDayMinutes, WeeklyOff (weekday names, comma separated or repeated), OutsidePolicy (flag or refuse), PhotoRequired. Audited. Every sheet reads them at once.',
    access: 'user',
    tag,
    permission: { page: PAGE_CODES.AttendanceSettings, action: 'edit' },
    body: attendanceSettingsBody,
    response: attendanceSettingsSchema,
  }),
};
