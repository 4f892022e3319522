import { PAGE_CODES } from '@backoffice/shared/page-codes';
import type { Page } from '@backoffice/shared/paging';
import type { DispatchedOrderStop } from '@backoffice/shared/sales/orders/order.contract';
import type {
  LiveLocation,
  TravelHistory,
  VisitSummary,
} from '@backoffice/shared/sales/tracking/tracking.contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  locationPoints,
  notifications,
  orders,
  rolePermissions,
  salesPersonsTable,
  users,
} from '../../db/schema/index.js';
import { seedDemoFieldForce } from '../../demo/demo-tracking-seed.js';
import { staffRoleId, startSalesTestApp } from '../../test-support/sales-test-app.js';
import { API, signInAs } from '../../test-support/sign-in.js';
import type { TestApp } from '../../test-support/test-app.js';
import { addCoopFieldOfficer } from '../../test-support/tracking-test-kit.js';

const userIdOf = async (app: TestApp, username: string): Promise<number> => {
  const [row] = await app.deps.db.select({ id: users.id }).from(users).where(eq(users.username, username));
  if (!row) throw new Error(`no user ${username}`);
  return row.id;
};

const salesPersonIdOf = async (app: TestApp, fullName: string, companyId = 1): Promise<number> => {
  const [row] = await app.deps.db
    .select({ id: salesPersonsTable.id })
    .from(salesPersonsTable)
    .where(and(eq(salesPersonsTable.companyId, companyId), eq(salesPersonsTable.FullName, fullName)));
  if (!row) throw new Error(`no sales person ${fullName}`);
  return Number(row.id);
};

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

let app: TestApp;
let admin: string;
let staff: string;
let coop: string;
let maya: string;
let mayaUser: number;
let mayaPerson: number;
let coopAdminUser: number;

beforeAll(async () => {
  ({ app, admin, staff, coop } = await startSalesTestApp());
  maya = await signInAs(app, 'sales2', 'Sales@123');
  mayaUser = await userIdOf(app, 'sales2');
  mayaPerson = await salesPersonIdOf(app, 'Maya Rai');
  coopAdminUser = await userIdOf(app, 'coopadmin');
  // The template has the base demo (sales1, sales2); this file's copy gets the whole field force.
  await seedDemoFieldForce(app.deps.db, 1, await userIdOf(app, 'admin'), app.clock.now());
  // Company 2 gets a tracked sales person of its own: its points must never reach company 1.
  const coopPerson = await addCoopFieldOfficer(app.deps.db, coopAdminUser);
  await app.deps.db.insert(locationPoints).values({
    companyId: 2,
    userId: coopAdminUser,
    salesPersonId: coopPerson,
    deviceAt: new Date('2026-11-22T04:10:00Z'),
    deviceDate: '2026-11-22',
    deviceTime: '09:55:00',
    latitude: 27.67,
    longitude: 85.43,
    receivedAt: new Date('2026-11-22T04:10:05Z'),
  });
});
afterAll(async () => app.close());

describe('GET visit/currentlocation', () => {
  it("answers each active sales person's newest point, within the company only", async () => {
    const answer = await app.get<LiveLocation[]>(`${API}/visit/currentlocation?cid=1`, { token: admin });
    expect(answer.status, answer.body.Message).toBe(200);
    const people = answer.body.Data ?? [];
    expect(people.map((row) => row.UserName).sort()).toEqual([
      'sales1',
      'sales2',
      'sales3',
      'sales4',
      'sales5',
    ]);
    expect(people.some((row) => row.FullName === 'Coop Field Officer')).toBe(false);
    const mayaNow = people.find((row) => row.UserId === mayaUser);
    const [newest] = await app.deps.db
      .select({ time: locationPoints.deviceTime })
      .from(locationPoints)
      .where(eq(locationPoints.userId, mayaUser))
      .orderBy(locationPoints.deviceAt)
      .then((rows) => rows.slice(-1));
    expect(mayaNow).toMatchObject({
      SalesPersonId: mayaPerson,
      DeviceDate: '2026-11-22',
      DeviceTime: newest?.time,
    });

    const coopView = await app.get<LiveLocation[]>(`${API}/visit/currentlocation`, {
      token: coop,
      companyId: 2,
    });
    expect(coopView.body.Data?.map((row) => row.FullName)).toEqual(['Coop Field Officer']);
  });

  it('narrows to one sales person by spuid (their user id); ignores auid; refuses another cid', async () => {
    const one = await app.get<LiveLocation[]>(`${API}/visit/currentlocation?spuid=${mayaUser}&auid=999`, {
      token: admin,
    });
    expect(one.body.Data?.map((row) => row.UserId)).toEqual([mayaUser]);
    expect((await app.get(`${API}/visit/currentlocation?cid=2`, { token: admin })).status).toBe(403);
  });

  it('shows a sales person only their own position, whatever spuid asks', async () => {
    // The demo's Sales Person role views Visits; the live map still keeps a field user to themselves.
    for (const asked of ['', `?spuid=${await userIdOf(app, 'sales1')}`]) {
      const own = await app.get<LiveLocation[]>(`${API}/visit/currentlocation${asked}`, { token: maya });
      expect(own.body.Data?.map((row) => row.UserId)).toEqual([mayaUser]);
    }
  });

  it('needs Visits view: staff is 403 until granted', async () => {
    expect((await app.get(`${API}/visit/currentlocation`, { token: staff })).status).toBe(403);
    const roleId = await staffRoleId(app);
    await app.deps.db
      .insert(rolePermissions)
      .values({ companyId: 1, roleId, pageCode: PAGE_CODES.Visit, canView: true });
    try {
      expect((await app.get(`${API}/visit/currentlocation`, { token: staff })).status).toBe(200);
    } finally {
      await app.deps.db
        .delete(rolePermissions)
        .where(and(eq(rolePermissions.roleId, roleId), eq(rolePermissions.pageCode, PAGE_CODES.Visit)));
    }
  });
});

describe('GET visit/userstracking and visit/livelocation', () => {
  it("answers a sales person's route in time order and their visits", async () => {
    const answer = await app.get<TravelHistory>(
      `${API}/visit/userstracking?fromDate=2026-11-21&toDate=2026-11-22&spuid=${mayaUser}&cid=1`,
      { token: admin },
    );
    expect(answer.status, answer.body.Message).toBe(200);
    const { Routes, Visits } = answer.body.Data ?? { Routes: [], Visits: [] };
    expect(Routes.length).toBeGreaterThan(100);
    const times = Routes.map((point) => point.DeviceTime);
    expect([...times].sort()).toEqual(times);
    expect(times[0]).toMatch(/^2026-11-21T09:00:00$/);
    expect(Object.keys(Routes[0] ?? {}).sort()).toEqual([
      'DeviceTime',
      'Latitude',
      'LocationName',
      'Longitude',
    ]);
    expect(Visits.length).toBeGreaterThan(0);
    expect(Visits[0]).toMatchObject({ IsParty: true, UserName: 'sales2' });
    expect(typeof Visits[0]?.PartyName).toBe('string');
  });

  it('refuses more than 31 days, a reversed range, no sales person, and another company’s user', async () => {
    const ask = (query: string) => app.get(`${API}/visit/userstracking?${query}`, { token: admin });
    const long = await ask(`fromDate=2026-10-01&toDate=2026-11-01&spuid=${mayaUser}`);
    expect(long.status).toBe(400);
    expect(long.body.Message).toMatch(/at most 31 days/);
    expect((await ask(`fromDate=2026-10-02&toDate=2026-11-01&spuid=${mayaUser}`)).status).toBe(200);
    expect((await ask(`fromDate=2026-11-02&toDate=2026-11-01&spuid=${mayaUser}`)).status).toBe(400);
    expect((await ask('fromDate=2026-11-01&toDate=2026-11-01')).status).toBe(400);
    expect((await ask('fromDate=2026-11-31&toDate=2026-12-01&spuid=1')).status).toBe(400);
    expect((await ask(`fromDate=2026-11-01&toDate=2026-11-01&spuid=${coopAdminUser}`)).status).toBe(404);
  });

  it("answers a user's points of one day; another company's user is 404", async () => {
    const day = await app.get<{ DeviceTime: string }[]>(
      `${API}/visit/livelocation?date=2026-11-21&userId=${mayaUser}`,
      { token: admin },
    );
    expect(day.status).toBe(200);
    expect(day.body.Data?.[0]?.DeviceTime).toBe('09:00:00');
    expect(day.body.Data?.every((point) => point.DeviceTime <= '17:30:00')).toBe(true);
    const other = await app.get(`${API}/visit/livelocation?date=2026-11-22&userId=${coopAdminUser}`, {
      token: admin,
    });
    expect(other.status).toBe(404);
  });
});

describe('widget tokens with tracking.maps', () => {
  it('read the live map, and a token without the scope is refused', async () => {
    const key = await app.post<{ Secret: string }>(`${API}/apikey/save`, {
      token: admin,
      form: { Name: 'Dispatch board', UserId: String(await userIdOf(app, 'admin')) },
    });
    expect(key.status, key.body.Message).toBe(200);
    const mint = async (scopes: string[]) => {
      const answer = await app.post<{ Token: string }>(`${API}/widget/token`, {
        json: { Scopes: scopes },
        headers: { 'X-Api-Key': key.body.Data?.Secret ?? '' },
      });
      expect(answer.status, answer.body.Message).toBe(200);
      return answer.body.Data?.Token ?? '';
    };
    const maps = await mint(['tracking.maps']);
    const live = await app.get<LiveLocation[]>(`${API}/visit/currentlocation`, { token: maps });
    expect(live.status, live.body.Message).toBe(200);
    expect(live.body.Data?.length).toBe(5);
    const other = await mint(['mobilebanking.renewals']);
    expect((await app.get(`${API}/visit/currentlocation`, { token: other })).status).toBe(403);
    // Writes are never a widget's: the batch is a sales person's own.
    expect((await app.post(`${API}/location/savebatch`, { token: maps, json: { Points: [] } })).status).toBe(
      403,
    );
  });
});

describe('visits', () => {
  const visitForm = (fields: Record<string, string>, ...files: { bytes: Buffer; name: string }[]) => {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    for (const file of files) form.append('Files', new Blob([new Uint8Array(file.bytes)]), file.name);
    return form;
  };
  const partyId = async (name: string, companyId = 1): Promise<number> => {
    const list = await app.get<Page<{ Id: number; Name: string }>>(
      `${API}/party/list?query=${encodeURIComponent(name)}`,
      {
        token: companyId === 1 ? admin : coop,
        companyId,
      },
    );
    const found = list.body.Data?.Items.find((row) => row.Name === name);
    if (!found) throw new Error(`no party ${name}`);
    return found.Id;
  };
  let visitId = 0;

  it('saves a visit with a photo, checked by content; a renamed .exe is refused', async () => {
    const party = await partyId('Bishnu Traders');
    const fields = {
      PartyId: String(party),
      Latitude: '27.7039',
      Longitude: '85.3107',
      CheckInAt: '2026-11-22T09:40:00',
      Remarks: 'Shelf photo',
    };
    const saved = await app.post<VisitSummary>(`${API}/visit/save`, {
      token: maya,
      formData: visitForm(fields, { bytes: PNG, name: 'shelf.png' }),
    });
    expect(saved.status, saved.body.Message).toBe(200);
    expect(saved.body.Data).toMatchObject({
      SalesPersonId: mayaPerson,
      PartyId: party,
      PartyName: 'Bishnu Traders',
      CheckInAt: '2026-11-22T03:55:00.000Z',
      CheckOutAt: null,
      VisitDuration: null,
    });
    expect(saved.body.Data?.Files).toEqual([
      {
        Id: expect.any(Number),
        FileName: 'shelf.png',
        Url: expect.stringMatching(/^\/uploads\/1\/[0-9a-f-]{36}\.png$/),
      },
    ]);
    visitId = saved.body.Data?.Id ?? 0;

    const exe = await app.post(`${API}/visit/save`, {
      token: maya,
      formData: visitForm(fields, { bytes: Buffer.from('MZ\x90\x00 this is a program'), name: 'photo.png' }),
    });
    expect(exe.status).toBe(400);
    expect(exe.body.Data).toBeNull();
  });

  it('takes several photos as parts all named Files, at most five', async () => {
    const fields = { Latitude: '27.7039', Longitude: '85.3107', CheckInAt: '2026-11-22T09:45:00' };
    const photo = (n: number) => ({ bytes: PNG, name: `shelf-${n}.png` });
    const two = await app.post<VisitSummary>(`${API}/visit/save`, {
      token: maya,
      formData: visitForm(fields, photo(1), photo(2)),
    });
    expect(two.status, two.body.Message).toBe(200);
    expect(two.body.Data?.Files.map((file) => file.FileName)).toEqual(['shelf-1.png', 'shelf-2.png']);
    const six = await app.post(`${API}/visit/save`, {
      token: maya,
      formData: visitForm(fields, ...[1, 2, 3, 4, 5, 6].map(photo)),
    });
    expect(six.status).toBe(400);
    expect(six.body).toEqual({
      Code: 400,
      Message: 'Files takes at most 5 files',
      Data: null,
      Errors: [{ Field: 'Files', Message: 'Files takes at most 5 files' }],
    });
  });

  it("refuses another company's party (404) and an office user (403)", async () => {
    const fields = { Latitude: '27.7', Longitude: '85.3' };
    const foreign = await app.post(`${API}/visit/save`, {
      token: maya,
      formData: visitForm({ ...fields, PartyId: '999999' }),
    });
    expect(foreign.status).toBe(404);
    expect((await app.post(`${API}/visit/save`, { token: admin, formData: visitForm(fields) })).status).toBe(
      403,
    );
  });

  it('lists and details visits: office users with Visits view, a sales person their own', async () => {
    const list = await app.get<Page<VisitSummary>>(`${API}/visit/list?query=shelf&fromDate=2026-11-22`, {
      token: admin,
    });
    expect(list.status).toBe(200);
    expect(list.body.Data?.Items.map((visit) => visit.Id)).toEqual([visitId]);
    const own = await app.get<Page<VisitSummary>>(`${API}/visit/list?pageSize=500`, { token: maya });
    expect(own.status).toBe(200);
    expect(own.body.Data?.Items.every((visit) => visit.SalesPersonId === mayaPerson)).toBe(true);
    const suman = await salesPersonIdOf(app, 'Suman Tamang');
    const sumanVisits = await app.get<Page<VisitSummary>>(`${API}/visit/list?salesPersonId=${suman}`, {
      token: admin,
    });
    expect(sumanVisits.body.Data?.TotalCount).toBeGreaterThan(0);
    const [sumanVisit] = sumanVisits.body.Data?.Items ?? [];
    expect((await app.get(`${API}/visit/detail?id=${sumanVisit?.Id}`, { token: maya })).status).toBe(404);
    expect((await app.get(`${API}/visit/detail?id=${visitId}`, { token: admin })).status).toBe(200);
    expect((await app.get(`${API}/visit/detail?id=${visitId}`, { token: coop, companyId: 2 })).status).toBe(
      404,
    );
    expect((await app.get(`${API}/visit/list`, { token: staff })).status).toBe(403);
  });

  it('checks a visit out once: the duration is then known', async () => {
    app.clock.advance(25 * 60);
    const out = await app.post<VisitSummary>(`${API}/visit/checkout?id=${visitId}`, { token: maya });
    expect(out.status, out.body.Message).toBe(200);
    expect(out.body.Data?.VisitDuration).toBe(45);
    expect((await app.post(`${API}/visit/checkout?id=${visitId}`, { token: maya })).status).toBe(409);
    expect((await app.post(`${API}/visit/checkout?id=${visitId}`, { token: admin })).status).toBe(403);
  });
});

describe('POST visit/highprioritynotification', () => {
  it('records a high-priority notification for a member; another company’s user is 404', async () => {
    const sent = await app.post<{ Id: number }>(`${API}/visit/highprioritynotification?userId=${mayaUser}`, {
      token: admin,
      form: { Title: 'Call the office', Message: 'Koteshwor order is urgent' },
    });
    expect(sent.status, sent.body.Message).toBe(200);
    const [row] = await app.deps.db
      .select()
      .from(notifications)
      .where(eq(notifications.id, sent.body.Data?.Id ?? 0));
    expect(row).toMatchObject({
      companyId: 1,
      userId: mayaUser,
      title: 'Call the office',
      jsonData: { Priority: 'high', Message: 'Koteshwor order is urgent' },
    });
    const foreign = await app.post(`${API}/visit/highprioritynotification?userId=${coopAdminUser}`, {
      token: admin,
      form: { Title: 'x', Message: 'y' },
    });
    expect(foreign.status).toBe(404);
    const missing = await app.post(`${API}/visit/highprioritynotification?userId=${mayaUser}`, {
      token: admin,
      form: { Title: 'x' },
    });
    expect(missing.status).toBe(400);
    const byStaff = await app.post(`${API}/visit/highprioritynotification?userId=${mayaUser}`, {
      token: staff,
      form: { Title: 'x', Message: 'y' },
    });
    expect(byStaff.status).toBe(403);
  });
});

describe('GET order/dispatchedorders', () => {
  it("answers a sales person's dispatched orders at their parties' pins", async () => {
    const hari = await salesPersonIdOf(app, 'Hari Gurung');
    const answer = await app.get<DispatchedOrderStop[]>(
      `${API}/order/dispatchedorders?salesPersonId=${hari}&companyId=1`,
      {
        token: admin,
      },
    );
    expect(answer.status, answer.body.Message).toBe(200);
    const dispatched = await app.deps.db
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.companyId, 1), eq(orders.status, 'dispatched'), eq(orders.salesPersonId, hari)));
    expect(dispatched.length).toBeGreaterThan(0);
    expect(answer.body.Data?.map((stop) => stop.OrderId).sort()).toEqual(
      dispatched.map((row) => row.id).sort(),
    );
    expect(answer.body.Data?.[0]).toMatchObject({
      PartyName: 'Lakeside Mart',
      Latitude: 28.2096,
      Longitude: 83.959,
    });
    expect(
      (await app.get(`${API}/order/dispatchedorders?salesPersonId=${mayaPerson}`, { token: admin })).body
        .Data,
    ).toEqual([]);
    expect((await app.get(`${API}/order/dispatchedorders`, { token: staff })).status).toBe(403);
    const coopAnswer = await app.get<DispatchedOrderStop[]>(`${API}/order/dispatchedorders`, {
      token: coop,
      companyId: 2,
    });
    expect(coopAnswer.body.Data).toEqual([]);
  });
});
