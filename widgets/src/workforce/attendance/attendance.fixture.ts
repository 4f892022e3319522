import type {
  AttendanceDetail,
  AttendanceSettings,
  AttendanceSummary,
} from '@backoffice/shared/workforce/attendance/attendance-answers.schema';

/** Maya's day: in at 10:32 (late 32 min) 1.2 km from Head Office, flagged outside, still pending. */
export const MAYA_DAY: AttendanceSummary = {
  Id: 1,
  UserId: 7,
  UserName: 'Maya Rai',
  AttendanceDate: '2026-11-26',
  CheckInAt: '2026-11-26T04:47:00.000Z',
  CheckOutAt: '2026-11-26T11:45:00.000Z',
  CheckInLocationName: 'Head Office',
  CheckInDistanceM: 1200,
  Flags: ['outside'],
  Source: 'field',
  Status: 'pending',
  DayStatus: 'late',
  LateMinutes: 32,
  WorkedMinutes: 418,
};

/** Suman's day: on time at Head Office, already approved. */
export const SUMAN_DAY: AttendanceSummary = {
  ...MAYA_DAY,
  Id: 2,
  UserId: 8,
  UserName: 'Suman Tamang',
  CheckInDistanceM: 20,
  Flags: [],
  Status: 'approved',
  DayStatus: 'present',
  LateMinutes: 0,
};

export const MAYA_DETAIL: AttendanceDetail = {
  ...MAYA_DAY,
  CheckIn: {
    At: MAYA_DAY.CheckInAt,
    Latitude: 27.7172,
    Longitude: 85.324,
    Accuracy: 12,
    LocationId: 3,
    LocationName: 'Head Office',
    DistanceM: 1200,
    Place: { Latitude: 27.7041, Longitude: 85.3119, RadiusMetres: 100 },
    PhotoUrl: '/api/v1/files/attendance/1-in.jpg',
  },
  CheckOut: {
    At: '2026-11-26T11:45:00.000Z',
    Latitude: 27.71,
    Longitude: 85.32,
    Accuracy: 8,
    LocationId: 3,
    LocationName: 'Head Office',
    DistanceM: 30,
    Place: { Latitude: 27.7041, Longitude: 85.3119, RadiusMetres: 100 },
    PhotoUrl: null,
  },
  Remarks: 'Met a party on the way',
  ApprovedByName: null,
  ApprovedAt: null,
  CreatedByName: null,
};

export const DEFAULT_SETTINGS: AttendanceSettings = {
  OfficeStart: '10:00',
  OfficeEnd: '17:00',
  LateAfterMinutes: 15,
  HalfDayMinutes: 240,
  WeeklyOff: ['saturday'],
  OutsidePolicy: 'flag',
  PhotoRequired: false,
  IsDefault: true,
};

export const pageOf = <T>(items: T[]) => ({
  Items: items,
  TotalCount: items.length,
  PageNo: 1,
  PageSize: 20,
});
