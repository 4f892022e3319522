/** What the attendance routes answer (the `Data` of the envelope). */
import { z } from 'zod';
import { DAY_STATUSES, OUTSIDE_POLICIES, WEEKDAYS, type Weekday } from './attendance-rules.js';

export const ATTENDANCE_FLAGS = ['outside', 'implausible'] as const;
export type AttendanceFlag = (typeof ATTENDANCE_FLAGS)[number];

const weekdaySchema = z.enum(WEEKDAYS as [Weekday, ...Weekday[]]);

/** Where a check-in or check-out was made, and the allowed place nearest it. */
export const attendancePointSchema = z.object({
  At: z.string(),
  Latitude: z.number().nullable(),
  Longitude: z.number().nullable(),
  Accuracy: z.number().nullable(),
  LocationId: z.number().int().nullable(),
  LocationName: z.string().nullable(),
  /** Metres from the nearest allowed place's point; null when the company has no places or no fix was sent. */
  DistanceM: z.number().int().nullable(),
  /** That place's point and radius, for a map (null when there is no place). */
  Place: z.object({ Latitude: z.number(), Longitude: z.number(), RadiusMetres: z.number().int() }).nullable(),
  /** A link the portal opens with the caller's token (files route), or null without a photo. */
  PhotoUrl: z.string().nullable(),
});
export type AttendancePoint = z.infer<typeof attendancePointSchema>;

/** One row of the list: a person's day with what it computes to. */
export const attendanceSummarySchema = z.object({
  Id: z.number().int(),
  UserId: z.number().int(),
  UserName: z.string(),
  AttendanceDate: z.string(),
  CheckInAt: z.string(),
  CheckOutAt: z.string().nullable(),
  CheckInLocationName: z.string().nullable(),
  CheckInDistanceM: z.number().int().nullable(),
  Flags: z.array(z.enum(ATTENDANCE_FLAGS)),
  Source: z.enum(['field', 'office']),
  Status: z.enum(['pending', 'approved']),
  DayStatus: z.enum(DAY_STATUSES),
  LateMinutes: z.number().int(),
  WorkedMinutes: z.number().int(),
});
export type AttendanceSummary = z.infer<typeof attendanceSummarySchema>;

export const attendanceDetailSchema = attendanceSummarySchema.extend({
  CheckIn: attendancePointSchema,
  CheckOut: attendancePointSchema.nullable(),
  Remarks: z.string().nullable(),
  ApprovedByName: z.string().nullable(),
  ApprovedAt: z.string().nullable(),
  CreatedByName: z.string().nullable(),
});
export type AttendanceDetail = z.infer<typeof attendanceDetailSchema>;

/** A save's answer: the day as it stands, and what the office will be shown about it. */
export const attendanceSaveResultSchema = z.object({
  Attendance: attendanceDetailSchema,
  /** 'checkIn' or 'checkOut': what this save recorded. */
  Recorded: z.enum(['checkIn', 'checkOut']),
  /** Sentences for the person ("You are 1.2 km from Head Office; the office will review it"). */
  Warnings: z.array(z.string()),
});
export type AttendanceSaveResult = z.infer<typeof attendanceSaveResultSchema>;

/** Someone expected at work on the day who has not checked in, and why that is (or is not) absence. */
export const unattendanceRowSchema = z.object({
  UserId: z.number().int(),
  UserName: z.string(),
  UserType: z.string(),
  /** absent (a past working day), onLeave, holiday, weeklyOff, or upcoming (today, not in yet). */
  DayStatus: z.enum(DAY_STATUSES),
  LeaveId: z.number().int().nullable(),
});
export type UnattendanceRow = z.infer<typeof unattendanceRowSchema>;

export const attendanceSettingsSchema = z.object({
  OfficeStart: z.string(),
  OfficeEnd: z.string(),
  LateAfterMinutes: z.number().int(),
  HalfDayMinutes: z.number().int(),
  WeeklyOff: z.array(weekdaySchema),
  OutsidePolicy: z.enum(OUTSIDE_POLICIES),
  PhotoRequired: z.boolean(),
  /** True while the company has saved none and these are the defaults. */
  IsDefault: z.boolean(),
});
export type AttendanceSettings = z.infer<typeof attendanceSettingsSchema>;

/** The monthly sheet: the days across, one row per person with a code per day and the totals. */
export const attendanceSheetDaySchema = z.object({
  Date: z.string(),
  Weekday: weekdaySchema,
  /** The holiday's name, or null. */
  Holiday: z.string().nullable(),
  IsWeeklyOff: z.boolean(),
});

export const attendanceSheetTotalsSchema = z.object({
  Present: z.number().int(),
  Late: z.number().int(),
  HalfDay: z.number().int(),
  Absent: z.number().int(),
  OnLeave: z.number().int(),
  Holiday: z.number().int(),
  WeeklyOff: z.number().int(),
  /** Present and late count 1, a half day 0.5. */
  WorkedDays: z.number(),
  LateMinutes: z.number().int(),
});

export const attendanceSheetRowSchema = z.object({
  UserId: z.number().int(),
  UserName: z.string(),
  /** One per day of `Days`, in order. */
  Days: z.array(z.enum(DAY_STATUSES)),
  Totals: attendanceSheetTotalsSchema,
});
export type AttendanceSheetRow = z.infer<typeof attendanceSheetRowSchema>;

export const attendanceSheetSchema = z.object({
  FromDate: z.string(),
  ToDate: z.string(),
  Days: z.array(attendanceSheetDaySchema),
  Items: z.array(attendanceSheetRowSchema),
  TotalCount: z.number().int(),
  PageNo: z.number().int(),
  PageSize: z.number().int(),
});
export type AttendanceSheet = z.infer<typeof attendanceSheetSchema>;

/** Today's attendance for the dashboard. */
export const attendanceTodaySchema = z.object({
  Date: z.string(),
  /** Members expected at work today (not on leave; zero on a holiday or day off). */
  Expected: z.number().int(),
  CheckedIn: z.number().int(),
  Late: z.number().int(),
  OnLeave: z.number().int(),
  NotIn: z.number().int(),
  Flagged: z.number().int(),
  /** 'holiday' or 'weeklyOff' when the company does not work today, else null. */
  DayOff: z.enum(['holiday', 'weeklyOff']).nullable(),
});
export type AttendanceToday = z.infer<typeof attendanceTodaySchema>;

export const attendanceBulkResultSchema = z.object({
  Approved: z.array(z.number().int()),
  /** The ids left alone and why (already approved, not found). */
  Skipped: z.array(z.object({ Id: z.number().int(), Reason: z.string() })),
});
