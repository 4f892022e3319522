import type { DayLogActivity } from '@backoffice/shared/workforce/day-logs/day-log-activity.contract';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  attendances,
  locationPoints,
  orders,
  partiesTable,
  payments,
  salesPersonsTable,
  visitPurposesTable,
  visits,
} from '../../db/schema/index.js';
import { userIdByName } from '../../test-support/entity-id.js';
import { startSalesTestApp } from '../../test-support/sales-test-app.js';
import { API, signInAs } from '../../test-support/sign-in.js';
import type { TestApp } from '../../test-support/test-app.js';
import { companyToday } from '../orders/company-today.js';
import { DAY_LOG_MESSAGES } from './day-log.hooks.js';

type Row = Record<string, unknown>;

/** A day long before the demo's own records, so the day's figures are this file's alone. */
const DAY = '2025-06-10';
/** An instant of DAY in Nepal (UTC+05:45). */
const at = (time: string) => new Date(`${DAY}T${time}+05:45`);

let app: TestApp;
let admin: string;
let coop: string;
let maya: string;
let hari: string;
let mayaUser: number;
let logId = 0;

const saveLog = (fields: Record<string, string>, token = admin) =>
  app.post<Row>(`${API}/daylog/save`, { token, companyId: 1, form: fields });
const activity = (id: number, token = admin, companyId = 1) =>
  app.get<DayLogActivity>(`${API}/daylog/activity?id=${id}`, { token, companyId });

/** Maya's day: two visits, orders, a collection, an attendance row and positions over 2.2 km. */
const seedMayasDay = async () => {
  const db = app.deps.db;
  const [person] = await db
    .select({ id: salesPersonsTable.id })
    .from(salesPersonsTable)
    .where(and(eq(salesPersonsTable.companyId, 1), eq(salesPersonsTable.UserId, mayaUser)));
  const salesPersonId = Number(person?.id);
  const parties = await db
    .select({ id: partiesTable.id })
    .from(partiesTable)
    .where(eq(partiesTable.companyId, 1))
    .orderBy(asc(partiesTable.id))
    .limit(2);
  const [first, second] = parties.map((party) => Number(party.id));
  if (first === undefined || second === undefined) throw new Error('no demo parties');
  const [purpose] = await db
    .select({ id: visitPurposesTable.id })
    .from(visitPurposesTable)
    .where(and(eq(visitPurposesTable.companyId, 1), eq(visitPurposesTable.Name, 'Collection')));
  const visit = { companyId: 1, salesPersonId, userId: mayaUser, latitude: 27.7, longitude: 85.3 };
  await db.insert(visits).values([
    {
      ...visit,
      partyId: first,
      checkInAt: at('10:00:00'),
      checkOutAt: at('10:30:00'),
      purposeId: purpose?.id,
    },
    { ...visit, partyId: second, checkInAt: at('12:00:00') },
    // The next day's: not this log's.
    { ...visit, partyId: second, checkInAt: new Date(`2025-06-11T10:00:00+05:45`) },
  ]);
  const order = (orderNo: string, orderDate: string, totalAmount: number) => ({
    companyId: 1,
    orderNo,
    orderDate,
    partyId: first,
    salesPersonId,
    vatRatePercent: 13,
    grossAmount: totalAmount,
    lineDiscountTotal: 0,
    orderDiscountTotal: 0,
    taxableAmount: totalAmount,
    vatAmount: 0,
    totalAmount,
    lineCount: 1,
  });
  await db
    .insert(orders)
    .values([
      order('DL-TEST-1', DAY, 150_000),
      order('DL-TEST-2', DAY, 42_050),
      order('DL-TEST-3', '2025-06-09', 99_900),
    ]);
  await db.insert(payments).values([
    {
      companyId: 1,
      receiptNo: 'DL-RC-1',
      paymentDate: DAY,
      partyId: second,
      method: 'cash',
      amount: 25_000,
      createdBy: mayaUser,
    },
    { companyId: 1, receiptNo: 'DL-RC-2', paymentDate: DAY, partyId: second, method: 'cash', amount: 5_000 },
  ]);
  await db.insert(attendances).values({
    companyId: 1,
    userId: mayaUser,
    attendanceDate: DAY,
    checkInAt: at('09:05:00'),
    checkOutAt: at('17:40:00'),
    source: 'field',
  });
  const point = (time: string, latitude: number, accuracy: number) => ({
    companyId: 1,
    userId: mayaUser,
    salesPersonId,
    deviceAt: at(time),
    deviceDate: DAY,
    deviceTime: time,
    latitude,
    longitude: 85.3,
    accuracy,
    receivedAt: at(time),
  });
  // About 1.11 km for each 0.01 degree north; the 900 m fix says nothing and is left out.
  await db
    .insert(locationPoints)
    .values([
      point('09:10:00', 27.7, 10),
      point('09:40:00', 27.71, 12),
      point('10:05:00', 27.75, 900),
      point('10:20:00', 27.72, 8),
    ]);
};

beforeAll(async () => {
  ({ app, admin, coop } = await startSalesTestApp());
  [maya, hari] = await Promise.all([
    signInAs(app, 'sales2', 'Sales@123'),
    signInAs(app, 'sales1', 'Sales@123'),
  ]);
  mayaUser = await userIdByName(app, 'sales2');
  await seedMayasDay();
  const saved = await saveLog({
    UserId: String(mayaUser),
    LogDate: DAY,
    WorkDone: 'Two shops',
    DistanceKm: '3',
  });
  expect(saved.status, saved.body.Message).toBe(200);
  logId = Number(saved.body.Data?.Id);
});
afterAll(async () => app.close());

describe('day log rules', () => {
  it('refuses a date after the company’s today, and a second log of the same day (409)', async () => {
    const today = await companyToday(app.deps.db, 1, app.clock.now());
    const tomorrow = new Date(Date.parse(`${today}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    const future = await saveLog({ UserId: String(mayaUser), LogDate: tomorrow, WorkDone: 'Not yet' });
    expect(future.status).toBe(400);
    expect(future.body.Errors).toEqual([{ Field: 'LogDate', Message: DAY_LOG_MESSAGES.future }]);
    const todays = await saveLog({ UserId: String(mayaUser), LogDate: today, WorkDone: 'Today so far' });
    expect(todays.status, todays.body.Message).toBe(200);
    const again = await saveLog({ UserId: String(mayaUser), LogDate: DAY, WorkDone: 'Twice' });
    expect(again.status).toBe(409);
    expect(again.body.Message).toBe(DAY_LOG_MESSAGES.duplicate);
  });
});

describe('GET daylog/activity', () => {
  it('answers the day’s visits, orders, collections, attendance and tracked distance', async () => {
    const answer = await activity(logId);
    expect(answer.status, answer.body.Message).toBe(200);
    const day = answer.body.Data;
    expect(day).toMatchObject({ DayLogId: logId, UserId: mayaUser, LogDate: DAY, WrittenKm: 3 });
    expect(day?.Visits.map((visit) => [visit.CheckInAt, visit.CheckOutAt, visit.PurposeName])).toEqual([
      ['2025-06-10T04:15:00.000Z', '2025-06-10T04:45:00.000Z', 'Collection'],
      ['2025-06-10T06:15:00.000Z', null, null],
    ]);
    expect(day?.Visits.every((visit) => visit.PartyName !== null)).toBe(true);
    expect(day?.Orders.map((row) => [row.OrderNo, row.TotalAmount, row.Status])).toEqual([
      ['DL-TEST-1', 1500, 'notConfirmed'],
      ['DL-TEST-2', 420.5, 'notConfirmed'],
    ]);
    // Only what she entered herself: the office's receipt of the same day is not hers.
    expect(day?.Collections.map((row) => [row.ReceiptNo, row.Amount])).toEqual([['DL-RC-1', 250]]);
    expect(day?.Attendance).toEqual({
      CheckInAt: '2025-06-10T03:20:00.000Z',
      CheckOutAt: '2025-06-10T11:55:00.000Z',
    });
    expect(day?.TrackedKm).toBe(2.2);
    expect(day?.TrackedPoints).toBe(3);
  });

  it('lets a field user read their own day only; another company’s log is 404', async () => {
    expect((await activity(logId, maya)).status).toBe(200);
    const other = await activity(logId, hari);
    expect(other.status).toBe(404);
    expect((await activity(logId, coop, 2)).status).toBe(404);
    expect((await activity(999_999)).status).toBe(404);
  });
});
