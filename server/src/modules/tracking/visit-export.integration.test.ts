import type { Page } from '@backoffice/shared/paging';
import type { VisitSummary } from '@backoffice/shared/sales/tracking/tracking.contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users, visits } from '../../db/schema/index.js';
import { seedDemoFieldForce } from '../../demo/demo-tracking-seed.js';
import {
  csvRows,
  downloadExport,
  onCompanyClock,
  readWorkbook,
  sheetValues,
} from '../../test-support/export-download.js';
import { startSalesTestApp } from '../../test-support/sales-test-app.js';
import { API, signInAs } from '../../test-support/sign-in.js';
import type { TestApp } from '../../test-support/test-app.js';
import { addCoopFieldOfficer } from '../../test-support/tracking-test-kit.js';

const HEADER = [
  'Checked in',
  'Checked out',
  'Sales person',
  'Party',
  'Purpose',
  'Place',
  'Latitude',
  'Longitude',
  'Duration (min)',
  'Remarks',
];
const COOP_REMARKS = 'Coop branch visit';

let app: TestApp;
let admin: string;
let staff: string;
let coop: string;
let maya: string;

const userIdOf = async (username: string): Promise<number> => {
  const [row] = await app.deps.db.select({ id: users.id }).from(users).where(eq(users.username, username));
  if (!row) throw new Error(`no user ${username}`);
  return row.id;
};

beforeAll(async () => {
  ({ app, admin, staff, coop } = await startSalesTestApp());
  maya = await signInAs(app, 'sales2', 'Sales@123');
  await seedDemoFieldForce(app.deps.db, 1, await userIdOf('admin'), app.clock.now());
  // Company 2 visits too: its visits must never reach company 1's file, nor company 1's its file.
  const coopUser = await userIdOf('coopadmin');
  const coopPerson = await addCoopFieldOfficer(app.deps.db, coopUser);
  await app.deps.db.insert(visits).values({
    companyId: 2,
    salesPersonId: coopPerson,
    userId: coopUser,
    latitude: 27.7,
    longitude: 85.3,
    locationName: 'Coop branch',
    checkInAt: new Date('2026-11-21T05:00:00Z'),
    checkOutAt: new Date('2026-11-21T05:30:00Z'),
    remarks: COOP_REMARKS,
  });
});
afterAll(async () => app.close());

const listed = async (query: string, token = admin, companyId = 1): Promise<VisitSummary[]> =>
  (await app.get<Page<VisitSummary>>(`${API}/visit/list?pageSize=500&${query}`, { token, companyId })).body
    .Data?.Items ?? [];

/** A visit as its CSV row: times on the company's clock, as the list shows them. */
const csvRow = (visit: VisitSummary): string[] => [
  onCompanyClock(visit.CheckInAt),
  visit.CheckOutAt === null ? '' : onCompanyClock(visit.CheckOutAt),
  visit.SalesPersonName,
  visit.PartyName ?? '',
  visit.PurposeName ?? '',
  visit.LocationName ?? '',
  String(visit.Latitude),
  String(visit.Longitude),
  visit.VisitDuration === null ? '' : String(visit.VisitDuration),
  visit.Remarks ?? '',
];

describe('GET /visit/export', () => {
  it('writes the visits the list shows under the same filters, check-in and out on the company clock', async () => {
    const all = await listed('');
    const person = all[0]?.SalesPersonId;
    const day = onCompanyClock(all[0]?.CheckInAt ?? '').slice(0, 10);
    const query = `salesPersonId=${person}&fromDate=${day}&toDate=${day}`;
    const shown = await listed(query);
    expect(shown.length).toBeGreaterThan(0);
    expect(shown.length).toBeLessThan(all.length);
    const rows = csvRows(await downloadExport(app, `visit/export?${query}`, { token: admin, companyId: 1 }));
    expect(rows[0]).toEqual(HEADER);
    expect(rows.slice(1)).toEqual(shown.map(csvRow));
    const searched = await listed('query=stock');
    const found = csvRows(
      await downloadExport(app, 'visit/export?query=stock', { token: admin, companyId: 1 }),
    );
    expect(found.slice(1)).toEqual(searched.map(csvRow));
  });

  it('writes a workbook the library reads back, the check-in a date on the company clock', async () => {
    const shown = await listed('');
    const download = await downloadExport(app, 'visit/export?format=xlsx', { token: admin, companyId: 1 });
    expect(download.disposition).toMatch(/filename=visits-\d{4}-\d{2}-\d{2}\.xlsx/);
    const sheet = await readWorkbook(download);
    expect(sheetValues(sheet)[0]).toEqual(HEADER);
    expect(sheet.rowCount).toBe(shown.length + 1);
    const first = sheet.getRow(2);
    const clock = onCompanyClock(shown[0]?.CheckInAt ?? '');
    // The cell keeps the seconds; its format shows the minute the list shows.
    const checkedIn = first.getCell(1).value;
    expect(checkedIn instanceof Date ? checkedIn.toISOString().slice(0, 16) : checkedIn).toBe(
      clock.replace(' ', 'T'),
    );
    expect(first.getCell(1).numFmt).toBe('yyyy-mm-dd hh:mm');
    expect(first.getCell(3).value).toBe(shown[0]?.SalesPersonName);
    expect(first.getCell(7).value).toBe(shown[0]?.Latitude);
  });

  it("never writes another company's visits, and gives a sales person only their own", async () => {
    const company1 = csvRows(await downloadExport(app, 'visit/export', { token: admin, companyId: 1 }));
    expect(company1.some((row) => row[9] === COOP_REMARKS)).toBe(false);
    const company2 = csvRows(await downloadExport(app, 'visit/export', { token: coop, companyId: 2 }));
    expect(company2.slice(1).map((row) => row[9])).toEqual([COOP_REMARKS]);
    const own = await listed('', maya);
    expect(own.length).toBeGreaterThan(0);
    const mine = csvRows(await downloadExport(app, 'visit/export', { token: maya, companyId: 1 }));
    expect(mine.slice(1)).toEqual(own.map(csvRow));
    expect(new Set(mine.slice(1).map((row) => row[2]))).toEqual(new Set(['Maya Rai']));
  });

  it('refuses a user without Visits view (403) and a bad filter (400)', async () => {
    expect((await downloadExport(app, 'visit/export', { token: staff, companyId: 1 })).status).toBe(403);
    const bad = await downloadExport(app, 'visit/export?fromDate=2026-13-40', { token: admin, companyId: 1 });
    expect(bad.status).toBe(400);
    const format = await downloadExport(app, 'visit/export?format=docx', { token: admin, companyId: 1 });
    expect(format.status).toBe(400);
  });
});
