import { moduleIdOf } from '@backoffice/shared/catalogue/modules';
import { PAGE_NOTIFICATION_SETUP } from '@backoffice/shared/entities/administration/page-notification.entity';
import { PAGE_CODES } from '@backoffice/shared/page-codes';
import { eq, gt, max } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  companyModules,
  leavesTable,
  notifications,
  pushDeliveries,
  pushSubscriptions,
  users,
} from '../../db/schema/index.js';
import { EXCLUSION_VIOLATION, postgresErrorCode } from '../../entities/database-errors.js';
import { entityTable } from '../../entities/entity-table.js';
import { userIdByName } from '../../test-support/entity-id.js';
import { API, signInAs, signInWithNewAuthenticator } from '../../test-support/sign-in.js';
import { startTestApp, type TestApp } from '../../test-support/test-app.js';

type Row = Record<string, unknown>;

let app: TestApp;
let admin: string;
let sales: string;
let coop: string;
let salesUserId: number;

const userIdOf = (username: string): Promise<number> => userIdByName(app, username);

beforeAll(async () => {
  app = await startTestApp();
  [admin, sales, coop] = await Promise.all([
    signInAs(app, 'admin', 'Admin@123'),
    signInAs(app, 'sales2', 'Sales@123'),
    signInWithNewAuthenticator(app, 'coopadmin', 'Admin@123', { companyId: 2, branchId: 3 }),
  ]);
  salesUserId = await userIdOf('sales2');
  // Company 2 gets the sales module, so its refusal below is about the record, not the module.
  await app.deps.db
    .insert(companyModules)
    .values({ companyId: 2, moduleId: moduleIdOf('SalesApp') })
    .onConflictDoNothing();
});
afterAll(async () => app.close());

let since = 0;
beforeEach(async () => {
  const [last] = await app.deps.db.select({ id: max(notifications.id) }).from(notifications);
  since = last?.id ?? 0;
  await app.deps.db.delete(entityTable(PAGE_NOTIFICATION_SETUP));
});
/** Notifications recorded since the test began, as (username, title, link). */
const recorded = async () =>
  (
    await app.deps.db
      .select({ username: users.username, title: notifications.title, link: notifications.link })
      .from(notifications)
      .innerJoin(users, eq(users.id, notifications.userId))
      .where(gt(notifications.id, since))
  ).sort((a, b) => a.username.localeCompare(b.username) || a.title.localeCompare(b.title));

const post = (path: string, form: Record<string, string>, token = admin, companyId = 1) =>
  app.post<Row>(`${API}/${path}`, { token, companyId, form });

// Over a year ahead, clear of the demo's leaves around today.
const BASE = Date.now() + 400 * 86_400_000;
const dayAt = (offset: number) => new Date(BASE + offset * 86_400_000).toISOString().slice(0, 10);
let day = 0;
/** A two-day leave of sales2's, on days no other test uses. */
const fileLeave = async (fields: Record<string, string> = {}) => {
  day += 3;
  const from = dayAt(day);
  const to = dayAt(day + 1);
  const saved = await post('leave/save', {
    UserId: String(salesUserId),
    LeaveType: 'sick',
    FromDate: from,
    ToDate: to,
    Reason: 'Fever',
    ...fields,
  });
  expect(saved.status, String(saved.body.Message)).toBe(200);
  return { id: Number(saved.body.Data?.Id), from, to };
};

describe('leaves', () => {
  it('starts pending, tells no one on filing, and tells the employee when approved with the remarks kept', async () => {
    const leave = await fileLeave();
    const detail = await app.get<Row>(`${API}/leave/detail?id=${leave.id}`, { token: admin, companyId: 1 });
    expect(detail.body.Data).toMatchObject({ Status: 'pending', UserId: salesUserId, AdminRemarks: null });
    expect(await recorded()).toEqual([]);

    const approved = await post(`leave/approve?id=${leave.id}`, { AdminRemarks: 'Get well soon' });
    expect(approved.status, String(approved.body.Message)).toBe(200);
    expect(approved.body.Message).toBe('Leave is now approved.');
    expect(approved.body.Data).toMatchObject({ Status: 'approved', AdminRemarks: 'Get well soon' });
    // The approver (admin, who also filed it) is never told of their own action.
    expect(await recorded()).toEqual([
      {
        username: 'sales2',
        title: `Sick leave from ${leave.from} to ${leave.to}: Approved`,
        // The demo Sales Person role opens the Leaves page, where their own leave is.
        link: `/salesapp/leaves/${leave.id}`,
      },
    ]);
    // The employee sees it in their own bell.
    const bell = await app.get<{ Items: { Title: string }[] }>(
      `${API}/notification/list?pageNo=1&pageSize=5`,
      { token: sales, companyId: 1 },
    );
    expect(bell.body.Data?.Items.map((item) => item.Title)).toContain(
      `Sick leave from ${leave.from} to ${leave.to}: Approved`,
    );
  });

  it('refuses a second request over the same days, and an end before the start', async () => {
    const leave = await fileLeave();
    const overlap = await post('leave/save', {
      UserId: String(salesUserId),
      LeaveType: 'casual',
      FromDate: leave.to,
      ToDate: leave.to,
      Reason: 'Wedding',
    });
    expect(overlap.status).toBe(400);
    expect(overlap.body).toMatchObject({ Code: 400, Data: null });
    expect(overlap.body.Message).toContain(`overlap leave #${leave.id}`);
    const backwards = await post('leave/save', {
      UserId: String(salesUserId),
      LeaveType: 'casual',
      FromDate: dayAt(100),
      ToDate: dayAt(99),
      Reason: 'Wedding',
    });
    expect(backwards.status).toBe(400);
    expect(backwards.body.Message).toBe(`To must not be before From (${dayAt(100)})`);
    // Once cancelled, its days are free again.
    expect((await post(`leave/cancel?id=${leave.id}`, { AdminRemarks: 'Filed twice' })).status).toBe(200);
    const again = await post('leave/save', {
      UserId: String(salesUserId),
      LeaveType: 'casual',
      FromDate: leave.from,
      ToDate: leave.to,
      Reason: 'Wedding',
    });
    expect(again.status, String(again.body.Message)).toBe(200);
  });

  it('keeps two standing leaves of one person off the same days in the database too (a race past the check)', async () => {
    const leave = await fileLeave();
    const row: typeof leavesTable.$inferInsert = {
      companyId: 1,
      UserId: salesUserId,
      LeaveType: 'casual',
      FromDate: leave.to,
      ToDate: leave.to,
      Reason: 'Saved past the check',
    };
    const refused = await app.deps.db
      .insert(leavesTable)
      .values({ ...row, Status: 'pending' })
      .then(
        () => null,
        (error: unknown) => postgresErrorCode(error),
      );
    expect(refused).toBe(EXCLUSION_VIOLATION);
    // A cancelled request holds no days.
    await app.deps.db.insert(leavesTable).values({ ...row, Status: 'cancelled' });
  });

  it('keeps a settled leave as it was: no edit, no delete once approved, cancel needs remarks', async () => {
    const leave = await fileLeave();
    expect((await post(`leave/approve?id=${leave.id}`, {})).status).toBe(200);
    const edit = await post('leave/save', { Id: String(leave.id), Reason: 'Changed' });
    expect(edit.status).toBe(409);
    expect(edit.body.Message).toBe(
      'A leave that is approved cannot be changed. Cancel it and file a new request instead.',
    );
    const remove = await post(`leave/delete?id=${leave.id}`, {});
    expect(remove.status).toBe(409);
    const bare = await post(`leave/cancel?id=${leave.id}`, {});
    expect(bare.status).toBe(400);
    expect(bare.body.Message).toBe('Admin remarks is required');
    since = (await app.deps.db.select({ id: max(notifications.id) }).from(notifications))[0]?.id ?? 0;
    expect((await post(`leave/cancel?id=${leave.id}`, { AdminRemarks: 'Audit week' })).status).toBe(200);
    expect((await recorded()).map((row) => row.title)).toEqual([
      `Sick leave from ${leave.from} to ${leave.to}: Cancelled`,
    ]);
    const again = await post(`leave/approve?id=${leave.id}`, {});
    expect(again.body).toEqual({
      Code: 409,
      Message: 'Cannot approve a leave that is cancelled.',
      Data: null,
    });
    const twice = await post(`leave/cancel?id=${leave.id}`, { AdminRemarks: 'Again' });
    expect(twice.body.Message).toBe('Cannot cancel a leave that is cancelled.');
    const detail = await app.get<Row>(`${API}/leave/detail?id=${leave.id}`, { token: admin, companyId: 1 });
    expect(detail.body.Data).toMatchObject({
      Status: 'cancelled',
      AdminRemarks: 'Audit week',
      Reason: 'Fever',
    });
  });

  it("uses the company's template for the leave page's status changes, with the remarks", async () => {
    // The demo Sales Person role views leaves, so the notification links to the leave.
    const template = await post('pagenotificationsetuptemplate/save', {
      Name: 'Leave decided',
      Channel: 'inApp',
      Subject: '{{UserId}}, your {{LeaveType}} ({{FromDate}}) was {{Status}} by {{ActorName}}: {{Remarks}}',
      Body: 'Open {{Link}}',
    });
    const setup = await post('pagenotificationsetup/save', {
      Name: 'Leave decisions',
      PageCode: String(PAGE_CODES.Leave),
      Event: 'stateChanged',
      TemplateId: String(template.body.Data?.Id),
      NotifyCreator: 'true',
      IsActive: 'true',
    });
    expect(setup.status, String(setup.body.Message)).toBe(200);
    const leave = await fileLeave();
    expect((await post(`leave/approve?id=${leave.id}`, { AdminRemarks: 'Enjoy' })).status).toBe(200);
    expect(await recorded()).toEqual([
      {
        username: 'sales2',
        title: `Maya Rai, your Sick leave (${leave.from}) was Approved by Ram Thapa: Enjoy`,
        link: `/salesapp/leaves/${leave.id}`,
      },
    ]);
  });

  it('also sends a web push to the employee’s browsers when the template is a web push one', async () => {
    const [subscription] = await app.deps.db
      .insert(pushSubscriptions)
      .values({
        companyId: 1,
        userId: salesUserId,
        endpoint: 'https://push.example.com/send/leave-test',
        p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
        auth: 'tBHItJI5svbpez7KI4CCXg',
      })
      .returning({ id: pushSubscriptions.id });
    const template = await post('pagenotificationsetuptemplate/save', {
      Name: 'Leave decided (push)',
      Channel: 'push',
      Subject: 'Leave {{Status}}',
      Body: '{{FromDate}} to {{ToDate}}: {{Remarks}}',
    });
    await post('pagenotificationsetup/save', {
      Name: 'Leave decisions by push',
      PageCode: String(PAGE_CODES.Leave),
      Event: 'stateChanged',
      TemplateId: String(template.body.Data?.Id),
      NotifyCreator: 'true',
      IsActive: 'true',
    });
    const leave = await fileLeave();
    expect((await post(`leave/approve?id=${leave.id}`, { AdminRemarks: 'Enjoy' })).status).toBe(200);
    const [notice] = await recorded();
    expect(notice).toEqual({
      username: 'sales2',
      title: 'Leave Approved',
      link: `/salesapp/leaves/${leave.id}`,
    });
    const queued = await app.deps.db
      .select({ userId: pushDeliveries.userId, payload: pushDeliveries.payload })
      .from(pushDeliveries)
      .where(eq(pushDeliveries.subscriptionId, Number(subscription?.id)));
    expect(queued).toEqual([
      {
        userId: salesUserId,
        payload: {
          title: 'Leave Approved',
          body: `${leave.from} to ${leave.to}: Enjoy`,
          link: `/salesapp/leaves/${leave.id}`,
          tag: expect.stringMatching(/^event-1-\d+$/),
        },
      },
    ]);
  });

  it('raises created, updated and deleted for any declared entity once a setup names them', async () => {
    const template = await post('pagenotificationsetuptemplate/save', {
      Name: 'Territory news',
      Channel: 'inApp',
      Subject: 'Territory {{RecordName}} ({{Code}}) {{Event}}',
      Body: '{{Link}}',
    });
    const templateId = String(template.body.Data?.Id);
    for (const event of ['created', 'updated', 'deleted']) {
      const setup = await post('pagenotificationsetup/save', {
        Name: `Territory ${event}`,
        PageCode: String(PAGE_CODES.Territory),
        Event: event,
        TemplateId: templateId,
        NotifyCreator: 'false',
        RecipientUserId: String(salesUserId),
        IsActive: 'true',
      });
      expect(setup.status, String(setup.body.Message)).toBe(200);
    }
    const saved = await post('territory/save', { Name: 'Karnali', Code: 'KRN' });
    const id = Number(saved.body.Data?.Id);
    expect((await post('territory/save', { Id: String(id), Name: 'Karnali Province' })).status).toBe(200);
    expect((await post(`territory/delete?id=${id}`, {})).status).toBe(200);
    // {{Event}} is no placeholder: it stays as written, so a mistyped name shows.
    expect(await recorded()).toEqual([
      { username: 'sales2', title: 'Territory Karnali (KRN) {{Event}}', link: null },
      {
        username: 'sales2',
        title: 'Territory Karnali Province (KRN) {{Event}}',
        link: null,
      },
      { username: 'sales2', title: 'Territory Karnali Province (KRN) {{Event}}', link: null },
    ]);
  });

  it("refuses an employee of another company, and keeps a company's leaves from the other", async () => {
    const coopUser = await userIdOf('coopadmin');
    const foreign = await post('leave/save', {
      UserId: String(coopUser),
      LeaveType: 'sick',
      FromDate: dayAt(200),
      ToDate: dayAt(200),
      Reason: 'Fever',
    });
    expect(foreign.status).toBe(400);
    expect(foreign.body.Data).toBeNull();
    const leave = await fileLeave();
    const theirs = await post(`leave/approve?id=${leave.id}`, { AdminRemarks: 'x' }, coop, 2);
    expect(theirs.status).toBe(404);
    const detail = await app.get<Row>(`${API}/leave/detail?id=${leave.id}`, { token: admin, companyId: 1 });
    expect(detail.body.Data).toMatchObject({ Status: 'pending', AdminRemarks: null });
    expect(await recorded()).toEqual([]);
  });
});
