import {
  type CrossCompanyCase,
  exportFilter,
  listFilter,
  type NotARecord,
  onRecord,
} from './cross-company-case-builders.js';

const ATTEMPT = 'Cross-company attempt';
const NOVEMBER = { fromDate: '2026-11-01', toDate: '2026-11-30' };

/** The workforce's hand-written routes: attendance, its sheet, advances outstanding, day logs' activity. */
export const WORKFORCE_CROSS_COMPANY_CASES: Readonly<Record<string, CrossCompanyCase | NotARecord>> = {
  'get /attendance/detail': onRecord('attendance'),
  'post /attendance/approve': onRecord('attendance', { Remarks: ATTEMPT }),
  'post /attendance/approvebulk': {
    record: 'attendance',
    body: (ids) => ({ Ids: [ids.attendance], Remarks: ATTEMPT }),
    status: 200,
    why: 'a bulk answer: the day of another company is skipped as not found, each id on its own',
  },
  'get /attendance/list': listFilter('user', (ids) => ({ userId: ids.user })),
  'post /attendance/officeentry': {
    record: 'user',
    body: (ids) => ({ UserId: ids.user, AttendanceDate: '2026-11-20', CheckIn: '10:00', Remarks: ATTEMPT }),
  },
  'get /attendance/sheet': listFilter('user', (ids) => ({ userId: ids.user, ...NOVEMBER })),
  'get /attendance/sheetexport': exportFilter('user', (ids) => ({ userId: ids.user, ...NOVEMBER })),
  'get /advancerequest/outstanding': listFilter('user', (ids) => ({ UserId: ids.user })),
  'get /daylog/activity': onRecord('dayLog'),
};
