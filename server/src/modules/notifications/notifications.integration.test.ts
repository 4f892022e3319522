import type {
  NotificationCount,
  NotificationItem,
  NotificationsMarked,
} from '@backoffice/shared/notifications/notification.contract';
import type { Page } from '@backoffice/shared/paging';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, users } from '../../db/schema/index.js';
import { API, clientToken, signInAs } from '../../test-support/sign-in.js';
import { startTestApp, type TestApp } from '../../test-support/test-app.js';
import { createNotification } from './notification.service.js';

let app: TestApp;
let admin: string;
let superAdmin: string;
beforeAll(async () => {
  app = await startTestApp();
  [admin, superAdmin] = await Promise.all([
    signInAs(app, 'admin', 'Admin@123'),
    signInAs(app, 'superadmin', 'Super@123'),
  ]);
});
afterAll(async () => app.close());

const list = (token: string, query = '', companyId = 1) =>
  app.get<Page<NotificationItem>>(`${API}/notification/list${query}`, { token, companyId });
const unread = async (token: string) =>
  (await app.get<NotificationCount>(`${API}/notification/count`, { token, companyId: 1 })).body;

/** A seeded notification's id, looked up by its title. */
const idOf = async (title: string): Promise<number> => {
  const [row] = await app.deps.db
    .select({ id: notifications.id })
    .from(notifications)
    .where(eq(notifications.title, title));
  if (!row) throw new Error(`no seeded notification "${title}"`);
  return row.id;
};
const rowOf = async (id: number) => {
  const [row] = await app.deps.db.select().from(notifications).where(eq(notifications.id, id));
  return row;
};

const ADMIN_TITLES = {
  beat: 'Hari Gurung started his beat in Pokhara',
  order: 'Bishnu Traders placed an order awaiting approval',
  profile: 'Please confirm the company PAN number and address',
  target: 'Maya Rai reached 80% of her monthly sales target',
  welcome: 'Welcome to Back Office: your notifications appear here',
  otherCompany: 'You were added to Sagarmatha Cooperative as staff',
} as const;

describe('notification list', () => {
  it("answers the caller's notifications in the company, newest first, as a page", async () => {
    const result = await list(admin);
    expect(result.status).toBe(200);
    expect(result.body).toEqual({
      Code: 200,
      Message: 'Success',
      Data: {
        Items: [
          {
            Id: await idOf(ADMIN_TITLES.beat),
            Title: ADMIN_TITLES.beat,
            Link: '/dashboard/admin',
            JsonData: { kind: 'beat-started', salesPerson: 'sales1' },
            AddedOn: '2026-11-22T04:11:00.000Z',
            IsRead: false,
          },
          {
            Id: await idOf(ADMIN_TITLES.order),
            Title: ADMIN_TITLES.order,
            Link: '/dashboard/admin',
            JsonData: { kind: 'order-placed', dealer: 'dealer' },
            AddedOn: '2026-11-22T02:05:00.000Z',
            IsRead: false,
          },
          {
            Id: await idOf(ADMIN_TITLES.profile),
            Title: ADMIN_TITLES.profile,
            Link: '/general/company/profile',
            JsonData: null,
            AddedOn: '2026-11-21T01:15:00.000Z',
            IsRead: false,
          },
          {
            Id: await idOf(ADMIN_TITLES.target),
            Title: ADMIN_TITLES.target,
            Link: '/dashboard/admin',
            JsonData: null,
            AddedOn: '2026-11-16T04:15:00.000Z',
            IsRead: true,
          },
          {
            Id: await idOf(ADMIN_TITLES.welcome),
            Title: ADMIN_TITLES.welcome,
            Link: '/core/notifications',
            JsonData: null,
            AddedOn: '2026-09-23T04:15:00.000Z',
            IsRead: true,
          },
        ],
        TotalCount: 5,
        PageNo: 1,
        PageSize: 20,
      },
    });
  });

  it('pages: the bell asks for page 1 of 5, and a page past the end is empty with the full count', async () => {
    const bell = await list(admin, '?pageNo=1&pageSize=5');
    expect(bell.body.Data?.Items).toHaveLength(5);
    expect(bell.body.Data).toMatchObject({ TotalCount: 5, PageNo: 1, PageSize: 5 });
    const second = await list(admin, '?pageNo=2&pageSize=2');
    expect(second.body.Data?.Items.map((item) => item.Title)).toEqual([
      ADMIN_TITLES.profile,
      ADMIN_TITLES.target,
    ]);
    expect(second.body.Data).toMatchObject({ TotalCount: 5, PageNo: 2, PageSize: 2 });
    const past = await list(admin, '?pageNo=9&pageSize=2');
    expect(past.body.Data).toEqual({ Items: [], TotalCount: 5, PageNo: 9, PageSize: 2 });
  });

  it('searches titles without regard to case, taking % and _ literally', async () => {
    const order = await list(admin, '?query=ORDER');
    expect(order.body.Data?.Items.map((item) => item.Title)).toEqual([ADMIN_TITLES.order]);
    expect(order.body.Data?.TotalCount).toBe(1);
    const percent = await list(admin, `?query=${encodeURIComponent('80%')}`);
    expect(percent.body.Data?.Items.map((item) => item.Title)).toEqual([ADMIN_TITLES.target]);
    const wildcard = await list(admin, `?query=${encodeURIComponent('%')}`);
    expect(wildcard.body.Data?.TotalCount).toBe(1);
    const underscore = await list(admin, '?query=_');
    expect(underscore.body.Data).toEqual({ Items: [], TotalCount: 0, PageNo: 1, PageSize: 20 });
  });

  it('keeps unread ones only when asked', async () => {
    const result = await list(admin, '?unreadOnly=true');
    expect(result.body.Data?.Items.map((item) => item.Title)).toEqual([
      ADMIN_TITLES.beat,
      ADMIN_TITLES.order,
      ADMIN_TITLES.profile,
    ]);
    expect(result.body.Data?.TotalCount).toBe(3);
    expect((await list(admin, '?unreadOnly=false')).body.Data?.TotalCount).toBe(5);
  });

  it("never shows another user's notifications, nor the caller's own in another company", async () => {
    const titles = (await list(admin, '?pageSize=5000')).body.Data?.Items.map((item) => item.Title);
    expect(titles).not.toContain(ADMIN_TITLES.otherCompany);
    expect(titles).not.toContain('Sagarmatha Cooperative turned on two-factor sign-in');
    const mine = (await list(superAdmin)).body.Data;
    expect(mine?.Items.map((item) => item.Title)).toEqual([
      'Sagarmatha Cooperative turned on two-factor sign-in',
      'Himalayan Traders updated its company profile',
      'Platform upgraded to the new Back Office release',
    ]);
  });

  it('refuses bad paging and filters with a 400 envelope', async () => {
    const cases: [string, string][] = [
      ['?pageSize=5001', 'pageSize must be a whole number from 1 to 5000'],
      ['?pageSize=0', 'pageSize must be a whole number from 1 to 5000'],
      ['?pageSize=abc', 'pageSize must be a whole number from 1 to 5000'],
      ['?pageNo=0', 'pageNo must be a positive whole number'],
      ['?pageNo=-1', 'pageNo must be a positive whole number'],
      ['?pageNo=99999999999999999999', 'pageNo must be a positive whole number'],
      ['?pageNo=1&pageNo=2', 'pageNo must be a positive whole number'],
      ['?unreadOnly=maybe', 'unreadOnly must be true or false'],
      [`?query=${'q'.repeat(201)}`, 'At most 200 characters are allowed'],
    ];
    for (const [query, message] of cases) {
      const result = await list(admin, query);
      expect(result.status, query).toBe(400);
      expect(result.body).toMatchObject({ Code: 400, Message: message, Data: null });
    }
  });

  it('needs a signed-in member of the company', async () => {
    expect((await app.get(`${API}/notification/list`, { companyId: 1 })).body).toEqual({
      Code: 401,
      Message: 'Please sign in to continue.',
      Data: null,
    });
    const client = await clientToken(app);
    const anonymous = await app.get(`${API}/notification/count`, { token: client, companyId: 1 });
    expect(anonymous.body).toEqual({
      Code: 403,
      Message: 'Sign in to use this part of the application.',
      Data: null,
    });
    const staff = await signInAs(app, 'staff', 'Staff@123');
    const otherCompany = await app.get(`${API}/notification/list`, { token: staff, companyId: 2 });
    expect(otherCompany.body).toEqual({
      Code: 403,
      Message: 'You do not have access to this company.',
      Data: null,
    });
  });
});

describe('unread count and marking read', () => {
  it('counts unread notifications', async () => {
    expect(await unread(admin)).toEqual({ Code: 200, Message: 'Success', Data: { TotalCount: 3 } });
  });

  it('marks one read, once', async () => {
    const id = await idOf(ADMIN_TITLES.beat);
    const first = await app.post<NotificationsMarked>(`${API}/notification/markread?id=${id}`, {
      token: admin,
      companyId: 1,
    });
    expect(first.body).toEqual({ Code: 200, Message: 'Notification marked as read.', Data: { Updated: 1 } });
    expect((await rowOf(id))?.readAt).toEqual(app.clock.current);
    expect((await unread(admin)).Data).toEqual({ TotalCount: 2 });

    app.clock.advance(60);
    const again = await app.post(`${API}/notification/markread?id=${id}`, { token: admin, companyId: 1 });
    expect(again.body).toEqual({ Code: 200, Message: 'Notification marked as read.', Data: { Updated: 0 } });
    // The first reading time stays.
    expect((await rowOf(id))?.readAt).toEqual(new Date(app.clock.current.getTime() - 60_000));
  });

  it("404s another user's notification, the caller's own in another company, and a missing one, changing nothing", async () => {
    const others = [
      await idOf('Sagarmatha Cooperative turned on two-factor sign-in'),
      await idOf(ADMIN_TITLES.otherCompany),
      await idOf('3 mobile banking renewals are due today'),
    ];
    for (const id of [...others, 999_999]) {
      const result = await app.post(`${API}/notification/markread?id=${id}`, { token: admin, companyId: 1 });
      expect(result.status, String(id)).toBe(404);
      expect(result.body).toEqual({ Code: 404, Message: 'Notification not found.', Data: null });
    }
    for (const id of others) expect((await rowOf(id))?.readAt).toBeNull();
  });

  it('refuses a missing or malformed id with 400', async () => {
    for (const query of ['', '?id=', '?id=abc', '?id=0', '?id=1.5', '?id=99999999999', '?id=1&id=2']) {
      const result = await app.post(`${API}/notification/markread${query}`, { token: admin, companyId: 1 });
      expect(result.status, query).toBe(400);
      expect(result.body).toMatchObject({
        Code: 400,
        Message: 'id must be the number of a notification',
        Data: null,
      });
    }
  });

  it("marks all the caller's unread ones in the company, and no one else's", async () => {
    const result = await app.post<NotificationsMarked>(`${API}/notification/markallread`, {
      token: admin,
      companyId: 1,
    });
    expect(result.body).toEqual({
      Code: 200,
      Message: 'All notifications marked as read.',
      Data: { Updated: 2 },
    });
    expect((await unread(admin)).Data).toEqual({ TotalCount: 0 });
    const again = await app.post(`${API}/notification/markallread`, { token: admin, companyId: 1 });
    expect(again.body.Data).toEqual({ Updated: 0 });
    expect((await unread(superAdmin)).Data).toEqual({ TotalCount: 2 });
    expect((await rowOf(await idOf(ADMIN_TITLES.otherCompany)))?.readAt).toBeNull();
    const stillUnread = await app.deps.db
      .select({ id: notifications.id })
      .from(notifications)
      .where(and(eq(notifications.companyId, 2), isNull(notifications.readAt)));
    expect(stillUnread).toHaveLength(3);
  });
});

describe('createNotification', () => {
  it('refuses a link that leaves this server or runs script, and stores nothing', async () => {
    const [staff] = await app.deps.db.select().from(users).where(eq(users.username, 'staff'));
    for (const link of ['javascript:alert(1)', 'https://evil.example/', '//evil.example/x']) {
      await expect(
        createNotification(app.deps.db, {
          companyId: 1,
          userId: staff?.id ?? 0,
          title: 'Bad link',
          link,
          addedOn: app.clock.current,
        }),
      ).rejects.toThrow('A notification link must be a path on this server');
    }
    const stored = await app.deps.db.select().from(notifications).where(eq(notifications.title, 'Bad link'));
    expect(stored).toEqual([]);
  });

  it('records a notification that the user then sees first', async () => {
    const [staff] = await app.deps.db.select().from(users).where(eq(users.username, 'staff'));
    const id = await createNotification(app.deps.db, {
      companyId: 1,
      userId: staff?.id ?? 0,
      title: 'Your support ticket #12 was answered',
      link: '/core/support/list',
      jsonData: { ticketId: 12, tags: ['reply'] },
      addedOn: app.clock.current,
    });
    const token = await signInAs(app, 'staff', 'Staff@123');
    const result = await list(token, '?pageNo=1&pageSize=5');
    expect(result.body.Data).toEqual({
      Items: [
        {
          Id: id,
          Title: 'Your support ticket #12 was answered',
          Link: '/core/support/list',
          JsonData: { ticketId: 12, tags: ['reply'] },
          AddedOn: app.clock.current.toISOString(),
          IsRead: false,
        },
      ],
      TotalCount: 1,
      PageNo: 1,
      PageSize: 5,
    });
    expect((await unread(token)).Data).toEqual({ TotalCount: 1 });
  });
});
