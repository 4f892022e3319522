/** What the attendance routes take: the field app's form fields, the office's, and the lists' filters. */
import { z } from 'zod';
import {
  optionalBoolean,
  optionalDate,
  optionalId,
  optionalNumber,
  optionalOneOf,
  optionalText,
  requiredDate,
  requiredId,
  someOf,
} from '../../form-fields.js';
import { exportFormatShape } from '../../http/export-format.js';
import { pageQueryShape } from '../../paging.js';
import { OUTSIDE_POLICIES, WEEKDAYS, type Weekday } from './attendance-rules.js';

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const timeText = (label: string) =>
  z.preprocess(
    (value) => (typeof value === 'string' ? value.trim() : value),
    z.string({ error: `${label} must be a time (HH:MM, 24-hour)` }).regex(TIME, {
      error: `${label} must be a time (HH:MM, 24-hour)`,
    }),
  );
const optionalTimeText = (label: string) =>
  z.preprocess(
    (value) =>
      value === '' || value === null ? undefined : typeof value === 'string' ? value.trim() : value,
    z
      .string({ error: `${label} must be a time (HH:MM, 24-hour)` })
      .regex(TIME, { error: `${label} must be a time (HH:MM, 24-hour)` })
      .optional(),
  );

const wholeMinutes = (label: string, max: number) => {
  const message = `${label} must be a whole number of minutes from 0 to ${max}`;
  return z.preprocess(
    (value) => (typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value),
    z
      .number({ error: message })
      .int({ error: message })
      .min(0, { error: message })
      .max(max, { error: message }),
  );
};

/** The check-in or check-out photo: one part named Photo. */
export const ATTENDANCE_PHOTO_MAX_BYTES = 5 * 1024 * 1024;
export const ATTENDANCE_FILE_PARTS = [{ name: 'Photo', maxBytes: ATTENDANCE_PHOTO_MAX_BYTES }] as const;

/**
 * The field app's check-in or check-out, as the signed-in member for themselves. Without Action it
 * records what comes next: a check-in, else the check-out of the day's open attendance.
 */
export const attendanceSaveBody = z.object({
  Action: optionalOneOf(['checkIn', 'checkOut'], 'Action must be checkIn or checkOut'),
  Latitude: optionalNumber('Latitude must be a number').refine(
    (value) => value === undefined || (value >= -90 && value <= 90),
    { error: 'Latitude must be from -90 to 90' },
  ),
  Longitude: optionalNumber('Longitude must be a number').refine(
    (value) => value === undefined || (value >= -180 && value <= 180),
    { error: 'Longitude must be from -180 to 180' },
  ),
  Accuracy: optionalNumber('Accuracy must be a number of metres').refine(
    (value) => value === undefined || (value >= 0 && value <= 100_000),
    { error: 'Accuracy must be from 0 to 100000 metres' },
  ),
  /** The phone's local date and time (Nepal), as the tracking batch sends them; default now. */
  DeviceDate: optionalDate('DeviceDate'),
  DeviceTime: optionalTimeText('DeviceTime'),
  Remarks: optionalText(500),
});
export type AttendanceSaveBody = z.output<typeof attendanceSaveBody>;

/** The office enters or corrects a person's day (a phone left at home, a forgotten check-out). */
export const attendanceOfficeBody = z.object({
  UserId: requiredId('UserId must be the number of a member of the company'),
  AttendanceDate: requiredDate('AttendanceDate'),
  CheckIn: timeText('CheckIn'),
  CheckOut: optionalTimeText('CheckOut'),
  Remarks: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    z
      .string({ error: 'Remarks are required: say why the office entered this day' })
      .trim()
      .min(1, { error: 'Remarks are required: say why the office entered this day' })
      .max(500, { error: 'At most 500 characters are allowed' }),
  ),
});
export type AttendanceOfficeBody = z.output<typeof attendanceOfficeBody>;

export const ATTENDANCE_SORT_FIELDS = [
  'AttendanceDate',
  'CheckInAt',
  'CheckOutAt',
  'UserName',
  'Status',
] as const;

const attendanceFilterShape = {
  fromDate: optionalDate('fromDate'),
  toDate: optionalDate('toDate'),
  userId: optionalId('userId must be the number of a member'),
  status: optionalOneOf(['pending', 'approved'], 'status must be pending or approved'),
  /** Only days the office should look at (outside every place, or an implausible fix). */
  flagged: optionalBoolean('flagged must be true or false'),
};

export const attendanceListQuery = z.object({
  ...pageQueryShape,
  ...attendanceFilterShape,
  SortBy: optionalOneOf(
    ATTENDANCE_SORT_FIELDS,
    `SortBy must be one of: ${ATTENDANCE_SORT_FIELDS.join(', ')}`,
  ),
  SortType: optionalOneOf(['asc', 'desc'], 'SortType must be asc or desc'),
});
export type AttendanceListQuery = z.output<typeof attendanceListQuery>;

export const attendanceIdQuery = z.object({ id: requiredId('id must be the number of an attendance') });

export const attendanceApproveBody = z.object({ Remarks: optionalText(500) });

export const attendanceBulkBody = z.object({
  Ids: z
    .array(requiredId('Ids must be attendance numbers'), {
      error: 'Ids must be a list of attendance numbers',
    })
    .min(1, { error: 'Choose at least one attendance' })
    .max(500, { error: 'At most 500 at once' }),
  Remarks: optionalText(500),
});

/** The absent list of a day: the company's today when no date is given. */
export const unattendanceQuery = z.object({ ...pageQueryShape, date: optionalDate('date') });
export type UnattendanceQuery = z.output<typeof unattendanceQuery>;

export const attendanceSettingsBody = z
  .object({
    OfficeStart: timeText('OfficeStart'),
    OfficeEnd: timeText('OfficeEnd'),
    LateAfterMinutes: wholeMinutes('LateAfterMinutes', 600),
    HalfDayMinutes: wholeMinutes('HalfDayMinutes', 1440),
    WeeklyOff: someOf(
      WEEKDAYS as [Weekday, ...Weekday[]],
      `WeeklyOff must be weekdays: ${WEEKDAYS.join(', ')}`,
    ),
    OutsidePolicy: optionalOneOf(OUTSIDE_POLICIES, 'OutsidePolicy must be flag or refuse'),
    PhotoRequired: optionalBoolean('PhotoRequired must be true or false'),
  })
  .refine((value) => value.OfficeEnd > value.OfficeStart, {
    error: 'OfficeEnd must come after OfficeStart',
    path: ['OfficeEnd'],
  });
export type AttendanceSettingsBody = z.output<typeof attendanceSettingsBody>;

/** The sheet covers one month at most (a BS month has up to 32 days). */
export const ATTENDANCE_SHEET_MAX_DAYS = 32;

const sheetShape = {
  fromDate: requiredDate('fromDate'),
  toDate: requiredDate('toDate'),
  query: optionalText(200),
  userId: optionalId('userId must be the number of a member'),
};
const withinMonth = <T extends { fromDate: string; toDate: string }>(value: T): boolean => {
  const days = (Date.parse(value.toDate) - Date.parse(value.fromDate)) / 86_400_000 + 1;
  return days >= 1 && days <= ATTENDANCE_SHEET_MAX_DAYS;
};
const monthError = {
  error: `toDate must be on or after fromDate, at most ${ATTENDANCE_SHEET_MAX_DAYS} days in all`,
  path: ['toDate'],
};

export const attendanceSheetQuery = z
  .object({ ...pageQueryShape, ...sheetShape })
  .refine(withinMonth, monthError);
export type AttendanceSheetQuery = z.output<typeof attendanceSheetQuery>;

export const attendanceSheetExportQuery = z
  .object({ ...sheetShape, ...exportFormatShape })
  .refine(withinMonth, monthError);
export type AttendanceSheetExportQuery = z.output<typeof attendanceSheetExportQuery>;
