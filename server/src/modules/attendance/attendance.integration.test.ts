import type { Page } from '@backoffice/shared/paging';
import type {
  AttendanceDetail,
  AttendanceSaveResult,
  AttendanceSettings,
  AttendanceSummary,
  UnattendanceRow,
} from '@backoffice/shared/workforce/attendance/attendance-answers.schema';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  attendanceLocationsTable,
  attendances,
  attendanceUsersTable,
  auditLog,
  notifications,
  users,
} from '../../db/schema/index.js';
import { API, signInAs } from '../../test-support/sign-in.js';
import { startTestApp, type TestApp } from '../../test-support/test-app.js';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const HEAD_OFFICE = { Latitude: '27.7041', Longitude: '85.3119' };
const THAMEL = { Latitude: '27.7172', Longitude: '85.324' };
/** The suite's today (10:00 in Kathmandu, a Sunday) and days no seeded attendance touches. */
const TODAY = '2026-11-22';
const OLD_DAY = '2026-10-01';

let app: TestApp;
let admin: string;
let sales1: string;
let sales2: string;
let delivery: string;
const ids: Record<string, number> = {};

const userIdOf = async (username: string): Promise<number> => {
  const [row] = await app.deps.db.select({ id: users.id }).from(users).where(eq(users.username, username));
  if (!row) throw new Error(`no user ${username}`);
  return row.id;
};

const save = (token: string, fields: Record<string, string>, photo?: Buffer) => {
  if (!photo)
    return app.post<AttendanceSaveResult>(`${API}/attendance/save`, { token, companyId: 1, form: fields });
  const formData = new FormData();
  for (const [name, value] of Object.entries(fields)) formData.append(name, value);
  formData.append('Photo', new Blob([new Uint8Array(photo)]), 'me.png');
  return app.post<AttendanceSaveResult>(`${API}/attendance/save`, { token, companyId: 1, formData });
};
const at = (date: string, time: string, place: Record<string, string> = HEAD_OFFICE) => ({
  DeviceDate: date,
  DeviceTime: time,
  Accuracy: '12',
  ...place,
});
const settings = (fields: Record<string, string>) =>
  app.post<AttendanceSettings>(`${API}/attendance/savesettings`, {
    token: admin,
    companyId: 1,
    form: {
      OfficeStart: '10:00',
      OfficeEnd: '17:00',
      LateAfterMinutes: '15',
      HalfDayMinutes: '240',
      WeeklyOff: 'saturday',
      ...fields,
    },
  });
const list = (token: string, query: string) =>
  app.get<Page<AttendanceSummary>>(`${API}/attendance/list?${query}`, { token, companyId: 1 });
const officeEntry = (form: Record<string, string>) =>
  app.post<AttendanceDetail>(`${API}/attendance/officeentry`, { token: admin, companyId: 1, form });
const unattendance = (query: string) =>
  app.get<Page<UnattendanceRow>>(`${API}/attendance/unattendance?pageSize=100&${query}`, {
    token: admin,
    companyId: 1,
  });

beforeAll(async () => {
  app = await startTestApp({ ownDataDir: 'attendance-' });
  [admin, sales1, sales2, delivery] = await Promise.all([
    signInAs(app, 'admin', 'Admin@123'),
    signInAs(app, 'sales1', 'Sales@123'),
    signInAs(app, 'sales2', 'Sales@123'),
    signInAs(app, 'delivery', 'Delivery@123'),
  ]);
  for (const name of ['admin', 'staff', 'sales1', 'sales2', 'delivery', 'dealer', 'superadmin', 'coopadmin'])
    ids[name] = await userIdOf(name);
});
afterAll(async () => app.close());

describe('settings', () => {
  it('answers the defaults until saved, refuses nonsense field by field, then saves and audits', async () => {
    const first = await app.get<AttendanceSettings>(`${API}/attendance/settings`, {
      token: sales1,
      companyId: 1,
    });
    expect(first.status).toBe(200);
    expect(first.body.Data).toMatchObject({ OfficeStart: '10:00', WeeklyOff: ['saturday'], IsDefault: true });

    for (const [fields, field] of [
      [{ OfficeEnd: '09:00' }, 'OfficeEnd'],
      [{ OfficeStart: '25:00' }, 'OfficeStart'],
      [{ LateAfterMinutes: 'soon' }, 'LateAfterMinutes'],
      [{ HalfDayMinutes: '5000' }, 'HalfDayMinutes'],
      [{ WeeklyOff: 'funday' }, 'WeeklyOff'],
      [{ OutsidePolicy: 'shout' }, 'OutsidePolicy'],
    ] as const) {
      const refused = await settings(fields);
      expect(refused.status, JSON.stringify(fields)).toBe(400);
      expect(refused.body.Data).toBeNull();
      // A list's field is named with the index of the wrong entry (WeeklyOff.0).
      expect(refused.body.Errors?.map((error) => error.Field.split('.')[0])).toContain(field);
    }

    const saved = await settings({ WeeklyOff: 'saturday,Sunday', LateAfterMinutes: '10' });
    expect(saved.status, saved.body.Message).toBe(200);
    expect(saved.body.Data).toMatchObject({
      WeeklyOff: ['saturday', 'sunday'],
      LateAfterMinutes: 10,
      IsDefault: false,
    });
    const audited = await app.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.companyId, 1), eq(auditLog.entity, 'AttendanceSettings')));
    expect(audited.length).toBe(1);
    // Back to the defaults' hours for the tests below.
    expect((await settings({})).status).toBe(200);
  });
});

describe('check-in and check-out', () => {
  it('checks in, refuses a second check-in, checks out by default, and refuses a second check-out', async () => {
    const checkIn = await save(sales1, at(OLD_DAY, '09:55'));
    expect(checkIn.status, checkIn.body.Message).toBe(200);
    expect(checkIn.body.Data).toMatchObject({ Recorded: 'checkIn', Warnings: [] });
    expect(checkIn.body.Data?.Attendance).toMatchObject({
      AttendanceDate: OLD_DAY,
      UserId: ids.sales1,
      Source: 'field',
      Status: 'pending',
      Flags: [],
      CheckInLocationName: 'Head Office',
      CheckInDistanceM: 0,
      CheckOut: null,
    });
    // The place's point and radius travel with the day, for the map.
    expect(checkIn.body.Data?.Attendance.CheckIn.Place).toEqual({
      Latitude: 27.7041,
      Longitude: 85.3119,
      RadiusMetres: 100,
    });

    const again = await save(sales1, { ...at(OLD_DAY, '10:05'), Action: 'checkIn' });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ Message: 'You have already checked in today at 09:55', Data: null });

    const checkOut = await save(sales1, at(OLD_DAY, '17:30'));
    expect(checkOut.status, checkOut.body.Message).toBe(200);
    expect(checkOut.body.Data?.Recorded).toBe('checkOut');
    expect(checkOut.body.Data?.Attendance).toMatchObject({
      DayStatus: 'present',
      LateMinutes: 0,
      WorkedMinutes: 455,
    });

    const twice = await save(sales1, { ...at(OLD_DAY, '17:40'), Action: 'checkOut' });
    expect(twice.status).toBe(409);
    expect(twice.body.Message).toBe('You have already checked out today at 17:30');
  });

  it('refuses a check-out without a check-in, and a device clock ahead of the server', async () => {
    const early = await save(sales1, { ...at('2026-10-02', '17:00'), Action: 'checkOut' });
    expect(early.status).toBe(409);
    expect(early.body.Data).toBeNull();
    const half = await save(sales2, { DeviceDate: '2026-10-09', DeviceTime: '09:00', Latitude: '27.7' });
    expect(half.status).toBe(400);
    expect(half.body.Errors?.[0]?.Field).toBe('Longitude');
    const ahead = await save(sales2, at(TODAY, '10:11'));
    expect(ahead.status).toBe(400);
    expect(ahead.body.Message).toMatch(/more than 10 minutes ahead/);
    expect(ahead.body.Errors?.[0]?.Field).toBe('DeviceTime');
  });

  it('counts the day of the device time on the company clock, and a late check-in is late', async () => {
    const late = await save(sales2, at(TODAY, '10:05'));
    expect(late.status, late.body.Message).toBe(200);
    expect(late.body.Data?.Attendance).toMatchObject({ AttendanceDate: TODAY, CheckOut: null });
    expect(late.body.Data?.Attendance.CheckInAt).toBe('2026-11-22T04:20:00.000Z');
  });
});

describe('where a check-in is made', () => {
  it('flags a check-in outside every place with the distance, and one without a position', async () => {
    const outside = await save(sales2, at(OLD_DAY, '09:50', THAMEL));
    expect(outside.status, outside.body.Message).toBe(200);
    expect(outside.body.Data?.Attendance.Flags).toEqual(['outside']);
    expect(outside.body.Data?.Attendance.CheckInDistanceM).toBeGreaterThan(1500);
    expect(outside.body.Data?.Warnings[0]).toMatch(
      /^You are 1\.\d km from Head Office, the nearest place you may check in at \(radius 100 m\); the office will review it$/,
    );
    const blind = await save(delivery, { DeviceDate: OLD_DAY, DeviceTime: '09:40' });
    expect(blind.status, blind.body.Message).toBe(200);
    expect(blind.body.Data?.Attendance.Flags).toEqual(['outside']);
    expect(blind.body.Data?.Warnings[0]).toMatch(/^Your position is required to check in/);
  });

  it('refuses them under the refuse policy, naming the distance on Latitude', async () => {
    expect((await settings({ OutsidePolicy: 'refuse' })).status).toBe(200);
    const refused = await save(delivery, at('2026-10-02', '09:50', THAMEL));
    expect(refused.status).toBe(400);
    expect(refused.body.Message).toMatch(
      /^You are 1\.\d km from Head Office, the nearest place you may check in at \(radius 100 m\)$/,
    );
    expect(refused.body.Errors).toEqual([{ Field: 'Latitude', Message: refused.body.Message }]);
    const blind = await save(delivery, { DeviceDate: '2026-10-02', DeviceTime: '09:40' });
    expect(blind.status).toBe(400);
    expect(blind.body.Message).toBe('Your position is required to check in');
    expect(await list(admin, `userId=${ids.delivery}&fromDate=2026-10-02&toDate=2026-10-02`)).toMatchObject({
      body: { Data: { TotalCount: 0 } },
    });
    expect((await settings({ OutsidePolicy: 'flag' })).status).toBe(200);
  });

  it('judges a person assigned to places by those places only', async () => {
    const [warehouse] = await app.deps.db
      .select({ id: attendanceLocationsTable.id })
      .from(attendanceLocationsTable)
      .where(
        and(eq(attendanceLocationsTable.companyId, 1), eq(attendanceLocationsTable.Name, 'Balaju Warehouse')),
      );
    await app.deps.db
      .insert(attendanceUsersTable)
      .values({ companyId: 1, UserId: ids.delivery ?? 0, AttendanceLocationId: warehouse?.id ?? 0 });
    const atOffice = await save(delivery, at('2026-10-03', '09:50'));
    expect(atOffice.status, atOffice.body.Message).toBe(200);
    expect(atOffice.body.Data?.Attendance.CheckIn.LocationName).toBe('Balaju Warehouse');
    expect(atOffice.body.Data?.Warnings[0]).toMatch(/^You are 3\.\d km from Balaju Warehouse/);
  });

  it('flags an implausible fix: a poor accuracy, 0,0, or a check-out too far too soon', async () => {
    const vague = await save(admin, { ...at(OLD_DAY, '09:30'), Accuracy: '900' });
    expect(vague.status, vague.body.Message).toBe(200);
    expect(vague.body.Data?.Attendance.Flags).toEqual(['implausible']);
    expect(vague.body.Data?.Warnings[0]).toMatch(/Accuracy is worse than 500 m/);
    const jump = await save(admin, at(OLD_DAY, '09:40', { Latitude: '28.2096', Longitude: '83.9856' }));
    expect(jump.status, jump.body.Message).toBe(200);
    expect(jump.body.Data?.Attendance.Flags).toEqual(['implausible', 'outside']);
    const zero = await save(admin, at('2026-10-02', '09:30', { Latitude: '0', Longitude: '0' }));
    expect(zero.body.Data?.Attendance.Flags).toEqual(['implausible', 'outside']);
  });

  it('requires a photo when the company says so, checks it by content and answers its link', async () => {
    expect((await settings({ PhotoRequired: 'true' })).status).toBe(200);
    const without = await save(sales2, at('2026-10-02', '09:50'));
    expect(without.status).toBe(400);
    expect(without.body.Errors?.[0]).toEqual({ Field: 'Photo', Message: 'A photo is required to check in' });
    const fake = await save(sales2, at('2026-10-02', '09:50'), Buffer.from('not an image at all'));
    expect(fake.status).toBe(400);
    expect(fake.body.Errors?.[0]?.Field).toBe('Photo');
    const withPhoto = await save(sales2, at('2026-10-02', '09:50'), PNG);
    expect(withPhoto.status, withPhoto.body.Message).toBe(200);
    const url = withPhoto.body.Data?.Attendance.CheckIn.PhotoUrl ?? '';
    expect(url).toMatch(/^\/uploads\/1\/[0-9a-f-]{36}\.png$/);
    const served = await fetch(`${app.base}${url}`);
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer()).equals(PNG)).toBe(true);
    expect((await settings({ PhotoRequired: 'false' })).status).toBe(200);
  });
});

describe('the office', () => {
  it('enters and corrects a day, audited, and refuses a check-out before the check-in', async () => {
    const entered = await officeEntry({
      UserId: String(ids.sales1),
      AttendanceDate: '2026-10-05',
      CheckIn: '09:30',
      CheckOut: '17:00',
      Remarks: 'Phone left at home',
    });
    expect(entered.status, entered.body.Message).toBe(200);
    expect(entered.body.Data).toMatchObject({
      Source: 'office',
      DayStatus: 'present',
      CreatedByName: 'Ram Thapa',
    });
    const corrected = await officeEntry({
      UserId: String(ids.sales1),
      AttendanceDate: '2026-10-05',
      CheckIn: '10:40',
      Remarks: 'Came late; forgot to check out',
    });
    expect(corrected.body.Data).toMatchObject({
      Id: entered.body.Data?.Id,
      DayStatus: 'late',
      LateMinutes: 40,
    });
    const trail = await app.deps.db
      .select({ action: auditLog.action, before: auditLog.before })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'Attendance'), eq(auditLog.entityId, String(entered.body.Data?.Id))));
    expect(trail.map((row) => row.action)).toEqual(['create', 'update']);
    expect(trail[1]?.before).toMatchObject({ CheckOutAt: '2026-10-05T11:15:00.000Z' });

    const backwards = await officeEntry({
      UserId: String(ids.sales1),
      AttendanceDate: '2026-10-06',
      CheckIn: '10:00',
      CheckOut: '09:00',
      Remarks: 'x',
    });
    expect(backwards.status).toBe(400);
    expect(backwards.body.Errors?.[0]?.Field).toBe('CheckOut');
    const noRemarks = await officeEntry({
      UserId: String(ids.sales1),
      AttendanceDate: '2026-10-06',
      CheckIn: '10:00',
    });
    expect(noRemarks.status).toBe(400);
    const stranger = await officeEntry({
      UserId: String(ids.coopadmin),
      AttendanceDate: '2026-10-06',
      CheckIn: '10:00',
      Remarks: 'x',
    });
    expect(stranger.status).toBe(404);
    expect(stranger.body.Data).toBeNull();
  });
});

describe('reading days', () => {
  it('keeps a field user to their own days whatever they ask', async () => {
    const own = await list(sales1, `userId=${ids.staff}&pageSize=100`);
    expect(own.status, own.body.Message).toBe(200);
    expect(own.body.Data?.TotalCount).toBeGreaterThan(5);
    expect(new Set(own.body.Data?.Items.map((row) => row.UserId))).toEqual(new Set([ids.sales1]));
    const [staffDay] = await app.deps.db
      .select({ id: attendances.id })
      .from(attendances)
      .where(and(eq(attendances.companyId, 1), eq(attendances.userId, ids.staff ?? 0)))
      .limit(1);
    const hidden = await app.get(`${API}/attendance/detail?id=${staffDay?.id}`, {
      token: sales1,
      companyId: 1,
    });
    expect(hidden.status).toBe(404);
    const shown = await app.get<AttendanceDetail>(`${API}/attendance/detail?id=${staffDay?.id}`, {
      token: admin,
      companyId: 1,
    });
    expect(shown.body.Data?.UserName).toBe('Gita Karki');
  });

  it('filters by name, flags, status and dates, and sorts as asked', async () => {
    const maya = await list(admin, 'query=maya&pageSize=100');
    expect(new Set(maya.body.Data?.Items.map((row) => row.UserName))).toEqual(new Set(['Maya Rai']));
    const flagged = await list(admin, 'flagged=true&pageSize=100');
    expect(flagged.body.Data?.Items.every((row) => row.Flags.length > 0)).toBe(true);
    expect(flagged.body.Data?.TotalCount).toBeGreaterThan(3);
    const approved = await list(admin, 'status=approved&pageSize=5');
    expect(approved.body.Data?.Items.every((row) => row.Status === 'approved')).toBe(true);
    const oldest = await list(
      admin,
      'SortBy=CheckInAt&SortType=asc&pageSize=3&fromDate=2026-10-01&toDate=2026-10-01',
    );
    const times = oldest.body.Data?.Items.map((row) => row.CheckInAt) ?? [];
    expect(times).toEqual([...times].sort());
    const byName = await list(admin, 'SortBy=UserName&SortType=asc&pageSize=100&fromDate=2026-10-01');
    const names = byName.body.Data?.Items.map((row) => row.UserName) ?? [];
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    const wrong = await list(admin, 'SortBy=Salary');
    expect(wrong.status).toBe(400);
    expect(wrong.body.Data).toBeNull();
  });
});

describe('approving', () => {
  it('approves a day once, tells the person, and refuses a second approval', async () => {
    const [day] =
      (await list(admin, `userId=${ids.sales1}&fromDate=${OLD_DAY}&toDate=${OLD_DAY}`)).body.Data?.Items ??
      [];
    const approved = await app.post<AttendanceDetail>(`${API}/attendance/approve?id=${day?.Id}`, {
      token: admin,
      companyId: 1,
      form: { Remarks: 'Fine' },
    });
    expect(approved.status, approved.body.Message).toBe(200);
    expect(approved.body.Data).toMatchObject({ Status: 'approved', ApprovedByName: 'Ram Thapa' });
    const told = await app.deps.db
      .select({ title: notifications.title })
      .from(notifications)
      .where(and(eq(notifications.companyId, 1), eq(notifications.userId, ids.sales1 ?? 0)));
    expect(told.map((row) => row.title)).toContain(`Attendance of ${OLD_DAY} approved`);
    const again = await app.post(`${API}/attendance/approve?id=${day?.Id}`, { token: admin, companyId: 1 });
    expect(again.status).toBe(409);
    const mine = await app.post(`${API}/attendance/approve?id=${day?.Id}`, { token: sales1, companyId: 1 });
    expect(mine.status).toBe(403);
  });

  it('approves in bulk, skipping each day it cannot approve with the reason', async () => {
    const pending =
      (await list(admin, 'status=pending&pageSize=2')).body.Data?.Items.map((row) => row.Id) ?? [];
    const done = (await list(admin, 'status=approved&pageSize=1')).body.Data?.Items[0]?.Id ?? 0;
    const result = await app.post<{ Approved: number[]; Skipped: { Id: number; Reason: string }[] }>(
      `${API}/attendance/approvebulk`,
      { token: admin, companyId: 1, json: { Ids: [...pending, done, 99_999_999] } },
    );
    expect(result.status, result.body.Message).toBe(200);
    expect(result.body.Data).toEqual({
      Approved: pending,
      Skipped: [
        { Id: done, Reason: 'This attendance is already approved.' },
        { Id: 99_999_999, Reason: 'Attendance not found.' },
      ],
    });
    const empty = await app.post(`${API}/attendance/approvebulk`, {
      token: admin,
      companyId: 1,
      json: { Ids: [] },
    });
    expect(empty.status).toBe(400);
  });
});

describe('another company', () => {
  it("answers 404 for another company's day, whoever asks", async () => {
    const [theirs] = await app.deps.db
      .insert(attendances)
      .values({
        companyId: 2,
        userId: ids.coopadmin ?? 0,
        attendanceDate: OLD_DAY,
        checkInAt: new Date('2026-10-01T04:00:00Z'),
        source: 'office',
      })
      .returning({ id: attendances.id });
    for (const [method, path] of [
      ['GET', `detail?id=${theirs?.id}`],
      ['POST', `approve?id=${theirs?.id}`],
    ] as const) {
      const answer = await app.call(method, `${API}/attendance/${path}`, { token: admin, companyId: 1 });
      expect(answer.status, path).toBe(404);
      expect(answer.body).toMatchObject({ Code: 404, Data: null });
    }
  });
});

describe('the absent list', () => {
  it("defaults to the company's today: people not in yet, without dealers, super admins or those checked in", async () => {
    const today = await unattendance('');
    expect(today.status, today.body.Message).toBe(200);
    const people = today.body.Data?.Items ?? [];
    expect(people.every((row) => row.DayStatus === 'upcoming')).toBe(true);
    const present = people.map((row) => row.UserId);
    expect(present).toContain(ids.staff);
    expect(present).not.toContain(ids.sales2);
    expect(present).not.toContain(ids.dealer);
    expect(present).not.toContain(ids.superadmin);
    expect(present).not.toContain(ids.coopadmin);
  });

  it('says why: a holiday, the weekly day off, an approved leave with its id, or absent', async () => {
    const statusOf = async (date: string, userId: number | undefined) =>
      (await unattendance(`date=${date}`)).body.Data?.Items.find((row) => row.UserId === userId);
    expect(await statusOf('2026-11-08', ids.staff)).toMatchObject({ DayStatus: 'holiday', LeaveId: null });
    expect(await statusOf('2026-11-21', ids.staff)).toMatchObject({ DayStatus: 'weeklyOff' });
    const leave = await statusOf('2026-11-13', ids.sales2);
    expect(leave?.DayStatus).toBe('onLeave');
    expect(leave?.LeaveId).toEqual(expect.any(Number));
    expect(await statusOf('2026-10-13', ids.staff)).toMatchObject({ DayStatus: 'absent', UserType: 'staff' });
    const named = await unattendance('date=2026-10-13&query=gita');
    expect(named.body.Data?.Items.map((row) => row.UserName)).toEqual(['Gita Karki']);
    const bad = await unattendance('date=2026-02-30');
    expect(bad.status).toBe(400);
    expect(bad.body.Data).toBeNull();
  });
});
