import { PAGE_CODES } from '@backoffice/shared/page-codes';
import type {
  AttendanceSheet,
  AttendanceToday,
} from '@backoffice/shared/workforce/attendance/attendance-answers.schema';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attendances, holidaysTable, leavesTable, users } from '../../db/schema/index.js';
import { csvRows, downloadExport, readWorkbook, sheetValues } from '../../test-support/export-download.js';
import { grantEverything } from '../../test-support/grant-everything.js';
import { startSalesTestApp } from '../../test-support/sales-test-app.js';
import { API, signInAs } from '../../test-support/sign-in.js';
import type { TestApp } from '../../test-support/test-app.js';

/** The suite's today is Sunday 2026-11-22 in Kathmandu; Saturday is the default weekly day off. */
const FROM = '2026-11-15';
const TO = '2026-11-25';
const RANGE = `fromDate=${FROM}&toDate=${TO}`;
/** Company 1's people of the sheet in name order: no dealer, no super administrator. */
const PEOPLE = ['Gita Karki', 'Hari Gurung', 'Kiran Magar', 'Maya Rai', 'Ram Thapa'];

let app: TestApp;
let admin: string;
let staff: string;
let coop: string;
let hari: string;
const ids = new Map<string, number>();

const userIdOf = async (username: string): Promise<number> => {
  const [row] = await app.deps.db.select({ id: users.id }).from(users).where(eq(users.username, username));
  if (!row) throw new Error(`no user ${username}`);
  return row.id;
};
const id = (username: string): number => ids.get(username) ?? 0;

/** An instant from a Kathmandu wall clock. */
const npt = (date: string, time: string) => new Date(`${date}T${time}:00+05:45`);

const checked = (
  username: string,
  date: string,
  checkIn: string,
  checkOut: string | null,
  extra: { companyId?: number; flags?: string[] } = {},
) => ({
  companyId: extra.companyId ?? 1,
  userId: id(username),
  attendanceDate: date,
  checkInAt: npt(date, checkIn),
  checkOutAt: checkOut === null ? null : npt(date, checkOut),
  flags: extra.flags ?? [],
  source: 'field' as const,
});

const leave = (username: string, from: string, to: string, status: 'approved' | 'pending') => ({
  companyId: 1,
  UserId: id(username),
  LeaveType: 'casual' as const,
  FromDate: from,
  ToDate: to,
  Reason: 'Family',
  Status: status,
});

beforeAll(async () => {
  ({ app, admin, staff, coop } = await startSalesTestApp());
  for (const name of ['admin', 'sales1', 'sales2', 'delivery', 'staff', 'coopadmin'])
    ids.set(name, await userIdOf(name));
  await grantEverything(app, 'Sales Person', PAGE_CODES.Attendance);
  hari = await signInAs(app, 'sales1', 'Sales@123');
  const { db } = app.deps;
  // The demo's month of days and its festivals set aside: the worked example is this suite's own.
  await db.delete(attendances).where(eq(attendances.companyId, 1));
  await db.delete(holidaysTable).where(eq(holidaysTable.companyId, 1));
  await db.insert(attendances).values([
    // Hari's week: on time, late, a half day, then leave, a holiday, the day off, not in today.
    checked('sales1', '2026-11-16', '09:55', '17:05'),
    checked('sales1', '2026-11-17', '10:40', '17:30'),
    checked('sales1', '2026-11-18', '10:00', '12:00'),
    // Today: Maya late and outside every place, Ram on time.
    checked('sales2', '2026-11-22', '10:30', null, { flags: ['outside'] }),
    checked('admin', '2026-11-22', '09:50', null),
    // Ram works for company 2 too: his day there is not company 1's.
    checked('admin', '2026-11-16', '09:00', '17:00', { companyId: 2 }),
  ]);
  await db.insert(leavesTable).values([
    leave('sales1', '2026-11-19', '2026-11-19', 'approved'),
    // A pending leave is no leave yet: Hari is absent that Sunday.
    leave('sales1', '2026-11-15', '2026-11-15', 'pending'),
    leave('delivery', '2026-11-22', '2026-11-23', 'approved'),
  ]);
  await db.insert(holidaysTable).values({ companyId: 1, HolidayDate: '2026-11-20', Name: 'Test Day' });
});
afterAll(async () => app.close());

const sheet = (token: string, query: string) =>
  app.get<AttendanceSheet>(`${API}/attendance/sheet?${query}`, { token, companyId: 1 });

describe('the attendance sheet', () => {
  it('computes each day from the rows, leaves, holidays and weekly day off, and totals them', async () => {
    const answer = await sheet(admin, `${RANGE}&pageSize=100`);
    expect(answer.status).toBe(200);
    const data = answer.body.Data;
    expect(data?.Days.map((day) => day.Weekday.slice(0, 2))).toEqual([
      'su',
      'mo',
      'tu',
      'we',
      'th',
      'fr',
      'sa',
      'su',
      'mo',
      'tu',
      'we',
    ]);
    expect(data?.Days[5]).toEqual({
      Date: '2026-11-20',
      Weekday: 'friday',
      Holiday: 'Test Day',
      IsWeeklyOff: false,
    });
    expect(data?.Days[6]).toMatchObject({ Date: '2026-11-21', Holiday: null, IsWeeklyOff: true });
    expect(data?.Items.map((row) => row.UserName)).toEqual(PEOPLE);
    expect(data?.TotalCount).toBe(PEOPLE.length);

    const row = data?.Items.find((item) => item.UserId === id('sales1'));
    expect(row?.Days).toEqual([
      'absent',
      'present',
      'late',
      'halfDay',
      'onLeave',
      'holiday',
      'weeklyOff',
      'upcoming',
      'upcoming',
      'upcoming',
      'upcoming',
    ]);
    expect(row?.Totals).toEqual({
      Present: 1,
      Late: 1,
      HalfDay: 1,
      Absent: 1,
      OnLeave: 1,
      Holiday: 1,
      WeeklyOff: 1,
      WorkedDays: 2.5,
      LateMinutes: 40,
    });
    // Company 2's day of Ram is not company 1's: he is absent that Monday here.
    expect(data?.Items.find((item) => item.UserName === 'Ram Thapa')?.Days[1]).toBe('absent');
  });

  it('pages the people by name and searches them', async () => {
    const first = await sheet(admin, `${RANGE}&pageSize=2&pageNo=2`);
    expect(first.body.Data?.Items.map((row) => row.UserName)).toEqual(PEOPLE.slice(2, 4));
    expect(first.body.Data).toMatchObject({ TotalCount: PEOPLE.length, PageNo: 2, PageSize: 2 });
    const found = await sheet(admin, `${RANGE}&query=gurung`);
    expect(found.body.Data?.Items.map((row) => row.UserName)).toEqual(['Hari Gurung']);
    const one = await sheet(admin, `${RANGE}&userId=${id('sales2')}`);
    expect(one.body.Data?.Items.map((row) => row.UserName)).toEqual(['Maya Rai']);
  });

  it('shows a field user only their own row; another person is 404', async () => {
    const own = await sheet(hari, RANGE);
    expect(own.status).toBe(200);
    expect(own.body.Data?.Items.map((row) => row.UserName)).toEqual(['Hari Gurung']);
    expect(own.body.Data?.TotalCount).toBe(1);
    expect((await sheet(hari, `${RANGE}&userId=${id('sales2')}`)).status).toBe(404);
  });

  it('never lists another company’s members, nor company 2 company 1’s', async () => {
    const theirs = await app.get<AttendanceSheet>(`${API}/attendance/sheet?${RANGE}`, {
      token: coop,
      companyId: 2,
    });
    expect(theirs.status).toBe(200);
    const names = theirs.body.Data?.Items.map((row) => row.UserName) ?? [];
    expect(names).toContain('Ram Thapa');
    expect(names).not.toContain('Hari Gurung');
    expect(theirs.body.Data?.Items.find((row) => row.UserName === 'Ram Thapa')?.Days[1]).toBe('present');
    const ours = await sheet(admin, `${RANGE}&query=Anita`);
    expect(ours.body.Data?.Items).toEqual([]);
  });

  it('refuses more than 32 days, a range backwards, and a caller without Attendance view', async () => {
    const long = await sheet(admin, 'fromDate=2026-11-01&toDate=2026-12-03');
    expect(long.status).toBe(400);
    expect(long.body.Message).toMatch(/32 days/);
    expect((await sheet(admin, 'fromDate=2026-11-01&toDate=2026-12-02')).status).toBe(200);
    expect((await sheet(admin, 'fromDate=2026-11-10&toDate=2026-11-09')).status).toBe(400);
    expect((await sheet(staff, RANGE)).status).toBe(403);
  });
});

describe("today's attendance", () => {
  it('counts who is expected, in, late, on leave, not in yet and flagged', async () => {
    const answer = await app.get<AttendanceToday>(`${API}/attendance/today`, { token: admin, companyId: 1 });
    expect(answer.status).toBe(200);
    expect(answer.body.Data).toEqual({
      Date: '2026-11-22',
      Expected: 4,
      CheckedIn: 2,
      Late: 1,
      OnLeave: 1,
      NotIn: 2,
      Flagged: 1,
      DayOff: null,
    });
  });

  it('counts a field user only', async () => {
    const answer = await app.get<AttendanceToday>(`${API}/attendance/today`, { token: hari, companyId: 1 });
    expect(answer.body.Data).toMatchObject({ Expected: 1, CheckedIn: 0, NotIn: 1 });
  });

  it('says so on a holiday, expecting nobody', async () => {
    app.clock.current = new Date('2026-11-20T05:00:00Z');
    try {
      const answer = await app.get<AttendanceToday>(`${API}/attendance/today`, {
        token: admin,
        companyId: 1,
      });
      expect(answer.body.Data).toMatchObject({
        Date: '2026-11-20',
        DayOff: 'holiday',
        Expected: 0,
        NotIn: 0,
      });
    } finally {
      app.clock.current = new Date('2026-11-22T04:15:00Z');
    }
  });
});

describe('the sheet as a file', () => {
  it('writes a code per day and the totals, as CSV, Excel and PDF', async () => {
    const csv = await downloadExport(app, `attendance/sheetexport?${RANGE}`, { token: admin, companyId: 1 });
    expect(csv.status).toBe(200);
    expect(csv.contentType).toMatch(/^text\/csv/);
    const rows = csvRows(csv);
    expect(rows[0]).toEqual([
      'Name',
      '11-15',
      '11-16',
      '11-17',
      '11-18',
      '11-19',
      '11-20',
      '11-21',
      '11-22',
      '11-23',
      '11-24',
      '11-25',
      'Present',
      'Late',
      'Half day',
      'Absent',
      'On leave',
      'Holiday',
      'Weekly off',
      'Worked days',
      'Late minutes',
    ]);
    expect(rows.slice(1).map((row) => row[0])).toEqual(PEOPLE);
    expect(rows.find((row) => row[0] === 'Hari Gurung')).toEqual([
      'Hari Gurung',
      'A',
      'P',
      'L',
      'H',
      'LV',
      'HO',
      'W',
      '',
      '',
      '',
      '',
      '1',
      '1',
      '1',
      '1',
      '1',
      '1',
      '1',
      '2.5',
      '40',
    ]);

    const xlsx = await downloadExport(app, `attendance/sheetexport?${RANGE}&format=xlsx`, {
      token: admin,
      companyId: 1,
    });
    expect(xlsx.status).toBe(200);
    const values = sheetValues(await readWorkbook(xlsx));
    expect(values[2]?.slice(0, 5)).toEqual(['Hari Gurung', 'A', 'P', 'L', 'H']);

    const pdf = await downloadExport(app, `attendance/sheetexport?${RANGE}&format=pdf`, {
      token: admin,
      companyId: 1,
    });
    expect(pdf.status).toBe(200);
    expect(pdf.body.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('gives a field user their own row only, and refuses more than 32 days', async () => {
    const own = await downloadExport(app, `attendance/sheetexport?${RANGE}`, { token: hari, companyId: 1 });
    expect(
      csvRows(own)
        .slice(1)
        .map((row) => row[0]),
    ).toEqual(['Hari Gurung']);
    const long = await downloadExport(app, 'attendance/sheetexport?fromDate=2026-11-01&toDate=2026-12-03', {
      token: admin,
      companyId: 1,
    });
    expect(long.status).toBe(400);
  });
});
